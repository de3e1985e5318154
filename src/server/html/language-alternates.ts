// hreflang alternates (issue 35). Pages keep one address in every language, the language coming
// from the shopper's choice, so a crawler would index only one of them. A website that wants its
// Hindi pages indexed gives Hindi a host of its own (`hi.<domain>`, website_domains.lang); then
// each page names its twin on the other host. Without such a host nothing is written.
import type { FastifyRequest } from "fastify";
import type { Services } from "../services";
import { offeredLanguages, type Lang } from "../../shared/i18n/languages";
import { hostOf } from "../domain/websites/find-website";

export async function languageAlternates(services: Services, request: FastifyRequest): Promise<{ lang: string; origin: string }[]> {
  const hosts = await services.websites.languageHosts(request.website.id);
  const offered = offeredLanguages(request.website.languages, request.website.defaultLanguage);
  const ownHosts = hosts.filter((h) => h.lang && offered.includes(h.lang as Lang));
  if (ownHosts.length === 0) return [];
  // Every host of the website is served on this server, so on this request's port.
  const origin = (host: string) => `${request.protocol}://${host}${portOf(request.host)}`;
  // The default language's twin: this host when it serves no one language; else the host the
  // language's own is a subdomain of (hi.shop.in → shop.in), else the website's first other.
  const here = hostOf(request.host) ?? request.host;
  const parent = here.slice(here.indexOf(".") + 1);
  const others = hosts.filter((h) => h.lang === null);
  const shared = request.hostLang === null ? here : (others.find((h) => h.domain === parent) ?? others[0])?.domain;
  const alternates: { lang: string; origin: string }[] = [];
  if (shared) {
    const sharedLang = request.website.defaultLanguage;
    if (!ownHosts.some((h) => h.lang === sharedLang)) alternates.push({ lang: sharedLang, origin: origin(shared) });
    alternates.push({ lang: "x-default", origin: origin(shared) });
  }
  for (const h of ownHosts) alternates.push({ lang: h.lang!, origin: origin(h.domain) });
  return alternates;
}

/** `:3000` of `localhost:3000`; nothing for a host on the default port. */
function portOf(host: string): string {
  const match = /:(\d+)$/.exec(host);
  return match ? `:${match[1]}` : "";
}
