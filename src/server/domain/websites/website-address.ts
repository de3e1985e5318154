// Where a new website answers (ADR 0023): a subdomain gets `<sub>.localhost` always (browsers
// resolve *.localhost to this machine) and `<sub>.<BASE_DOMAIN>` when the server has one; an
// owner's own domain gets itself and a `.localhost` name to try it locally. The first domain
// is the one the server's public links prefer.

export interface NewWebsiteAddress {
  /** The website's unique code (websites.code): the subdomain, or the domain with dots as hyphens. */
  code: string;
  domains: string[];
}

export function newWebsiteAddress(address: { subdomain?: string | undefined; domain?: string | undefined }, baseDomain?: string): NewWebsiteAddress {
  if (address.subdomain) {
    const sub = address.subdomain;
    return { code: sub, domains: baseDomain ? [`${sub}.${baseDomain}`, `${sub}.localhost`] : [`${sub}.localhost`] };
  }
  const domain = address.domain!;
  const code = domain.replace(/\./g, "-").slice(0, 63).replace(/-+$/, "");
  return { code, domains: [domain, `${code}.localhost`] };
}

const isIp = (host: string) => /^[\d.]+$/.test(host) || host.includes(":");
const isLocal = (host: string) => host === "localhost" || host.endsWith(".localhost") || isIp(host);

/**
 * Domains in the order links should prefer, seen from the host a request came to: a visitor
 * on this machine gets a `.localhost` name, one on the internet a real domain; IPs come last.
 */
export function preferredFirst(domains: readonly string[], requestHost: string): string[] {
  const local = isLocal(requestHost);
  const rank = (d: string) => (isIp(d) ? 2 : isLocal(d) === local ? 0 : 1);
  return [...domains].sort((a, b) => rank(a) - rank(b) || a.length - b.length || a.localeCompare(b));
}

/**
 * The address of a website's shop as seen from the request's own origin: same scheme and port,
 * the website's host. Keeps `:3000` locally and drops nothing a proxy put in front.
 */
export function shopUrl(requestOrigin: string, domain: string | undefined): string {
  let url: URL;
  try {
    url = new URL(requestOrigin);
  } catch {
    url = new URL("http://localhost");
  }
  if (domain) url.hostname = domain;
  return url.origin;
}
