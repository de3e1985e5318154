// Which of a website's hosts a message may link to. Since October 2024 Indian operators drop a
// text whose link is not whitelisted on the DLT platform, so a text links only to a host under
// the domain the deployment whitelisted (SMS_LINK_DOMAIN), and to none when it named none: a
// text without a link arrives, one with an unlisted link does not. An email has no such rule,
// but a link to a name only this machine resolves (`.localhost`, an address) helps nobody.

const isLocal = (host: string) => host === "localhost" || host.endsWith(".localhost") || /^[\d.]+$/.test(host) || host.includes(":");

/** The shortest first: a website's own name before a longer alias of it. */
const first = (hosts: readonly string[]): string | null => [...hosts].sort((a, b) => a.length - b.length || a.localeCompare(b))[0] ?? null;

/** The host a text may link to: one of `hosts` equal to or under `whitelisted`; null without one. */
export function smsLinkHost(hosts: readonly string[], whitelisted: string | undefined): string | null {
  if (!whitelisted) return null;
  const domain = whitelisted.toLowerCase();
  return first(hosts.map((h) => h.toLowerCase()).filter((h) => h === domain || h.endsWith(`.${domain}`)));
}

/** The host an email may link to: a name on the internet, the whitelisted one preferred. */
export function emailLinkHost(hosts: readonly string[], whitelisted: string | undefined): string | null {
  return smsLinkHost(hosts, whitelisted) ?? first(hosts.map((h) => h.toLowerCase()).filter((h) => !isLocal(h)));
}

/** An address on a host, always https: a shopper's phone opens it outside any local network. */
export const linkOn = (host: string | null, path: string | null): string | null => (host && path ? `https://${host}${path}` : null);
