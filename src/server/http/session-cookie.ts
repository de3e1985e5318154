// The session cookie's name and the attributes of the session's two cookies (ADR 0003, 0027).
// In production the session cookie carries the `__Host-` prefix: the browser keeps it only when
// it is Secure, for Path=/ and without a Domain, so no sibling subdomain and no plain-http page
// can plant or overwrite it. Elsewhere it keeps the plain name, which a browser accepts over
// plain http on localhost. XSRF-TOKEN keeps its §7 name, which the shop's script reads.
import type { FastifyRequest } from "fastify";

export const SESSION_COOKIE = "kirana_sid";

/** The session cookie's name in a mode: `__Host-kirana_sid` in production, else `kirana_sid`. */
export function sessionCookieName(nodeEnv: string | undefined): string {
  return nodeEnv === "production" ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * What both cookies are set (and cleared) with: the whole site, no Domain, SameSite=Lax, and
 * Secure in production (the prefix demands it; production is served over https) or whenever
 * the request came over https (under the trusted-proxy rule, ADR 0046).
 */
export function sessionCookieAttributes(request: FastifyRequest, nodeEnv: string | undefined) {
  return { path: "/", sameSite: "lax" as const, secure: nodeEnv === "production" || request.protocol === "https" };
}
