// What the log says of a request and of an error (ADR 0038). Fastify logs the whole address,
// every header and a whole error by default; some queries carry personal data (the counter looks
// customers up by phone), payment return addresses carry the provider's signature, and a failed
// database query's error quotes its parameters (phones, code hashes, addresses). So the logger
// is given these serializers, the redaction list and a request id that is unique across instances.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { POS_CUSTOMERS_PATH } from "../../shared/api/pos";
import { API_BASE } from "../../shared/constants";

const PRIVATE_QUERIES = new Set([API_BASE + POS_CUSTOMERS_PATH]);

/**
 * Query parameters that prove something (razorpay_signature on a payment's return) or name a
 * person (a phone or an email address, as the development outbox is asked for one).
 */
const PRIVATE_QUERY_PARAM = /signature|token|secret|otp|phone|email/i;

/**
 * The address as logged: without its query string when the route's queries are private, and
 * without any signature, token or phone parameter otherwise. `route` is the route the request
 * matched, so a spelling of the path the router accepts is caught too.
 */
export function loggedUrl(url: string, route?: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at).replace(/(.)\/+$/, "$1");
  if (PRIVATE_QUERIES.has(path) || (route !== undefined && PRIVATE_QUERIES.has(route))) return url.slice(0, at);
  const pairs = url.slice(at + 1).split("&");
  const kept = pairs.filter((pair) => !PRIVATE_QUERY_PARAM.test(decodedName(pair)));
  if (kept.length === pairs.length) return url;
  return kept.length ? `${url.slice(0, at)}?${kept.join("&")}` : url.slice(0, at);
}

function decodedName(pair: string): string {
  const name = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    // An undecodable name is judged as written; it is refused by the route anyway.
    return name;
  }
}

export const REQUEST_ID_HEADER = "x-request-id";
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The request's id: the one a proxy in front already gave it, when well formed (so one id
 * follows the request through the proxy's log and ours), else a new UUID. Fastify's default
 * counts per process, so two instances would log the same ids.
 */
export function requestIdFor(request: Pick<IncomingMessage, "headers">): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** Sends the request id back, so a user's report or a proxy's log can name the request. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** What the serializer reads of a Fastify request. */
export interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number | undefined } | null;
  routeOptions?: { url?: string | undefined };
}

/** What the error serializer reads of an error: the standard fields and those of drizzle and pg. */
interface LoggedError {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/**
 * The error serializer: type, message, stack, code and cause, and of a database error only the
 * names (constraint, table, column). Drizzle's failed-query error quotes the query's parameters
 * in its message and stack, and PostgreSQL's `detail` quotes the refused values, so neither is
 * kept: the query text (with $1 placeholders) is enough to find the statement.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== "object" || error === null) return { type: typeof error, message: String(error), stack: "" };
  const e = error as LoggedError;
  const type = typeof e.name === "string" ? e.name : (error.constructor?.name ?? "Error");
  const quotesParams = "params" in e && typeof e.query === "string";
  const message = quotesParams ? `Failed query: ${e.query as string}` : String(e.message ?? "");
  const frames = typeof e.stack === "string" ? e.stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  for (const key of ["code", "constraint", "table", "column", "routine"] as const) {
    if (typeof e[key] === "string" || typeof e[key] === "number") out[key] = e[key];
  }
  // A cause chain is short; the bound only keeps a cyclic one from looping.
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Headers that carry a credential, an idempotency key or a provider's signature. */
const SECRET_HEADERS = ["cookie", "authorization", "x-xsrf-token", "idempotency-key", "x-razorpay-signature", "x-webhook-signature"];

/**
 * Where those headers are hidden: the request serializer keeps no headers at all, so these
 * catch a line that logs a request's headers itself (`{ headers }`), and a request logged by
 * another serializer (a test's, or a future one that adds headers).
 */
export const REDACTED_PATHS = [...SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]), 'res.headers["set-cookie"]'];

/** The app's logger options (pino's): level, redaction and these serializers. */
export function loggerOptions(level: string, format: "pretty" | "json" = "json"): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  const options = { level, redact: REDACTED_PATHS, serializers: { req: serializeRequest, err: (error: Error) => serializeError(error) } };
  // Pretty lines are written by pino-pretty in a worker thread, after redaction and serializers.
  if (format === "pretty") return { ...options, transport: { target: "pino-pretty", options: { colorize: true, singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } };
  return options;
}

/** The request serializer of the app's logger: Fastify's own fields, with the address as logged. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    ...(request.socket?.remotePort === undefined ? {} : { remotePort: request.socket.remotePort }),
  };
}
