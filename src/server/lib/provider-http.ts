// JSON over HTTP to a third party (payment providers, their sandbox, the SMS provider): one
// request, a timeout, and errors that name the provider but never the credentials.

/** The provider could not be reached, or answered with an error. Never carries a secret. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
    /** The provider's error code, when it gave one. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

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

export async function callProvider(http: ProviderHttp, provider: string, method: "GET" | "POST", path: string, headers: Record<string, string>, body?: unknown): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await http.fetch(`${http.baseUrl.replace(/\/+$/, "")}${path}`, {
      method,
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(http.timeoutMs ?? 15_000),
    });
  } catch {
    throw new ProviderError(`${provider} could not be reached`);
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
