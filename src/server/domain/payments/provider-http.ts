// JSON over HTTP to a provider (or to the sandbox, which speaks the same protocol): one
// request, a timeout, and errors that name the provider but never the credentials.
import { PaymentProviderError } from "./payment-errors";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ProviderHttp {
  /** e.g. https://api.razorpay.com, or this server's origin + /sandbox/razorpay. */
  baseUrl: string;
  fetch: FetchLike;
  timeoutMs?: number;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export async function callProvider(
  http: ProviderHttp,
  provider: string,
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await http.fetch(`${http.baseUrl.replace(/\/+$/, "")}${path}`, {
      method,
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(http.timeoutMs ?? 15_000),
    });
  } catch {
    throw new PaymentProviderError(`${provider} could not be reached`);
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed };
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);
