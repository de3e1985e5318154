// The address a subdomain will answer at, shown while the owner types it. ADR 0023: a subdomain
// always gets `<sub>.localhost`, reached through this server's own port; the `<sub>.<BASE_DOMAIN>`
// name a server may add is not known to the shop, so away from this machine the screen waits
// for the server's answer instead of guessing.
import { subdomainProblem } from "../../../src/shared/api/websites";

const isLocalHost = (host: string) => host === "localhost" || host.endsWith(".localhost") || /^[\d.]+$/.test(host) || host.startsWith("[");

/** `mysite.localhost:3000` for a usable subdomain typed on a local shop, else null. */
export function addressPreview(subdomain: string, here: Pick<Location, "hostname" | "port">): string | null {
  const sub = subdomain.trim().toLowerCase();
  if (subdomainProblem(sub) !== null || !isLocalHost(here.hostname)) return null;
  return `${sub}.localhost${here.port ? `:${here.port}` : ""}`;
}
