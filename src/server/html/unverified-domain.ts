// What an owner's own domain answers while it waits for its proof (ADR 0048): its own
// verification path answers the token, so the file check succeeds wherever the domain's DNS
// already points at this server; every other path a plain page (or, under the API, a §8 body)
// saying the domain is not verified. Nothing of the shop, no session and no cookie.
import type { FastifyReply, FastifyRequest } from "fastify";
import { DOMAIN_FILE_PATH } from "../../shared/api/website-domains";
import { API_BASE } from "../../shared/constants";
import { plainPage } from "./plain-page";

/** 404, as for a host no website has: nothing is served here yet. */
export const UNVERIFIED_STATUS = 404;

export function unverifiedDomainMessage(host: string): string {
  return `${host} is not yet verified. Its owner can verify it in Website Settings; until then no shop is served here.`;
}

function page(host: string): string {
  return plainPage(
    `${host} is not yet verified`,
    `<p>This address has been given to a shop on this server, but its owner has not yet proved that the domain is theirs, so no shop is served here.</p>
<p>If this is your domain, open Website Settings and follow the steps under Domains, then choose Verify.</p>`,
  );
}

/** Answers a request to a domain waiting for its proof; `token` is the domain's own. */
export function answerUnverifiedDomain(request: FastifyRequest, reply: FastifyReply, host: string, token: string | null): FastifyReply {
  void reply.header("cache-control", "no-store");
  const path = request.url.split("?", 1)[0]!;
  if (token && (request.method === "GET" || request.method === "HEAD") && path === `${DOMAIN_FILE_PATH}${token}`) {
    return reply.status(200).type("text/plain; charset=utf-8").send(token);
  }
  if (path.startsWith(`${API_BASE}/`)) return reply.status(UNVERIFIED_STATUS).send({ message: unverifiedDomainMessage(host) });
  return reply.status(UNVERIFIED_STATUS).type("text/html; charset=utf-8").send(page(host));
}
