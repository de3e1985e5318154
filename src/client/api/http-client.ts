// The shop's one HTTP client (§7): every call goes under /s with the visitor's cookies and the
// page origin (the server picks the website by it), writes carry the anti-forgery token, and
// the answer's body comes back as it is. Failures are raised, never swallowed: ApiError for a
// non-2xx answer, TimeoutError, NetworkError, XsrfTokenError, and the caller's own abort.
import { API_BASE, WEB_URL_HEADER, XSRF_COOKIE, XSRF_HEADER } from "../../shared/constants";
import { userMessage } from "../../shared/error-message";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  /** Entries that are undefined, null or "" are left out; arrays are sent comma-separated. */
  query?: Query;
  /** Sent as JSON (FormData is sent as is, for file fields). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** §9: how often the XSRF cookie is looked for after asking the server for it. */
export const XSRF_POLL_MS = 300;
/** How long to wait for the XSRF cookie before giving up. */
export const XSRF_WAIT_MS = 10_000;

/**
 * A non-2xx answer. `message` is what the shopper should read (§8). `body` is the answer's JSON;
 * an answer that is not JSON (a proxy's or load balancer's error page) was not written for the
 * shopper, so it carries no body and the message is §8's fallback; its text stays in `text`
 * for error reports.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly method: HttpMethod,
    readonly url: string,
    /** Seconds the server asked to wait (Retry-After, on a 429), when it said. */
    readonly retryAfterSeconds: number | null = null,
    /** The answer's text when it was not JSON; never shown. */
    readonly text: string | null = null,
  ) {
    super(userMessage(body));
  }

  /** The server's message per field (`{errors: {field: message}}`), or an empty map. */
  get fieldErrors(): Record<string, string> {
    const errors = typeof this.body === "object" && this.body !== null ? (this.body as { errors?: unknown }).errors : undefined;
    if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return {};
    return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === "string"));
  }
}

/** Retry-After in seconds: a number of seconds, or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

// `expose` marks the texts below as written for shoppers (see shared/error-message); they are
// English, as the owners' tools show them. `messageId` is the same text in the shop's catalogue,
// which the shop shows in the page's language (lib/user-message.ts).
export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
  readonly expose = true;
  readonly messageId = "app.timeoutError";
  constructor(readonly timeoutMs: number) {
    super("The shop is taking too long to answer. Please try again.");
  }
}

export class NetworkError extends Error {
  override readonly name = "NetworkError";
  readonly expose = true;
  readonly messageId = "app.networkError";
  constructor(cause: unknown) {
    super("Could not reach the shop. Please check your connection and try again.", { cause });
  }
}

export class XsrfTokenError extends Error {
  override readonly name = "XsrfTokenError";
  readonly expose = true;
  readonly messageId = "app.sessionError";
  constructor() {
    super("Could not start a secure session. Please reload the page and try again.");
  }
}

/** True for the error a cancelled request raises; callers usually ignore it. */
export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The request was cancelled", "AbortError");
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Settles like `promise`, or rejects as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

// Writes started together share one cookie request.
let pendingToken: Promise<string> | null = null;

async function fetchXsrfToken(): Promise<string> {
  await request("GET", "/api/cookie");
  // The Set-Cookie of that answer may land in document.cookie a little later.
  for (let waited = 0; ;) {
    const token = readCookie(XSRF_COOKIE);
    if (token) return token;
    const step = Math.min(XSRF_POLL_MS, XSRF_WAIT_MS - waited);
    if (step <= 0) throw new XsrfTokenError();
    await sleep(step);
    waited += step;
  }
}

function xsrfToken(signal: AbortSignal | undefined): Promise<string> {
  const token = readCookie(XSRF_COOKIE);
  if (token) return Promise.resolve(token);
  pendingToken ??= fetchXsrfToken().finally(() => {
    pendingToken = null;
  });
  return untilAborted(pendingToken, signal);
}

export function buildUrl(path: string, query?: Query): string {
  const base = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      const joined = value.filter((v) => v !== "").join(",");
      if (joined) params.append(key, joined);
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${search}`;
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());
}

interface Answer {
  /** Parsed JSON, the text when the answer is not JSON, null when it is empty. */
  body: unknown;
  json: boolean;
}

async function readBody(response: Response): Promise<Answer> {
  if (response.status === 204 || response.status === 205) return { body: null, json: true };
  const text = await response.text();
  if (text === "") return { body: null, json: true };
  if (isJson(response.headers.get("content-type"))) {
    try {
      return { body: JSON.parse(text) as unknown, json: true };
    } catch {
      // Broken JSON is text like any other.
    }
  }
  return { body: text, json: false };
}

function failure(response: Response, answer: Answer, method: HttpMethod, url: string): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  if (answer.json) return new ApiError(response.status, answer.body, method, url, retryAfter);
  return new ApiError(response.status, null, method, url, retryAfter, answer.body as string);
}

/**
 * One call to the shop's API. `path` is below the /s base (`/api/products`). Resolves with the
 * answer's body: parsed JSON, text when the answer is not JSON, null when it is empty (204).
 * The type parameter is the caller's claim; check it with a schema where it matters.
 */
export async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (signal?.aborted) throw abortReason(signal);

  const url = buildUrl(path, query);
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  headers[WEB_URL_HEADER] = window.location.origin;
  if (method !== "GET") headers[XSRF_HEADER] = await xsrfToken(signal);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers["content-type"] = "application/json";
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });

  try {
    let response: Response;
    let answer: Answer;
    try {
      response = await globalThis.fetch(url, { method, headers, body: payload, credentials: "include", signal: controller.signal });
      answer = await readBody(response);
    } catch (error) {
      if (timedOut) throw new TimeoutError(timeoutMs);
      if (signal?.aborted) throw abortReason(signal);
      throw new NetworkError(error);
    }
    if (!response.ok) throw failure(response, answer, method, url);
    return answer.body as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

type WithoutBody = Omit<RequestOptions, "body">;

export const http = {
  get: <T = unknown>(path: string, options?: WithoutBody) => request<T>("GET", path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: WithoutBody) => request<T>("POST", path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: WithoutBody) => request<T>("PUT", path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: WithoutBody) => request<T>("PATCH", path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};
