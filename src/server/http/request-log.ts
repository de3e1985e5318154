// What the access log says of a request. Fastify logs the whole address by default; some queries
// carry personal data (the counter looks customers up by phone), so those are logged without it.
import { POS_CUSTOMERS_PATH } from "../../shared/api/pos";
import { API_BASE } from "../../shared/constants";

const PRIVATE_QUERIES = new Set([API_BASE + POS_CUSTOMERS_PATH]);

/**
 * The address as logged: without its query string when the route's queries are private. `route`
 * is the route the request matched, so a spelling of the path the router accepts is caught too.
 */
export function loggedUrl(url: string, route?: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at).replace(/(.)\/+$/, "$1");
  return PRIVATE_QUERIES.has(path) || (route !== undefined && PRIVATE_QUERIES.has(route)) ? url.slice(0, at) : url;
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
