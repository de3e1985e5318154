// The languages of the active website's shop and its one-language domains (issue 35; the contract
// is src/shared/api/site-languages.ts), set on the page builder's settings screen. Every route
// answers 401 signed out and 403 to anyone but an admin of the active website or a superadmin
// before its body is read.
import type { FastifyInstance } from "fastify";
import { ADMIN_SITE_DOMAIN_LANGUAGE_PATH, ADMIN_SITE_LANGUAGES_PATH, domainLanguageBody, siteLanguagesBody, type SiteLanguagesAnswer } from "../../shared/api/site-languages";
import type { WebsiteDomainsAnswer } from "../../shared/api/website-domains";
import { API_BASE } from "../../shared/constants";
import { createSiteLanguages } from "../domain/websites/site-languages";
import { parseInput } from "../http/parse-input";
import { adminScope } from "./admin-scope";
import type { RouteOptions } from "./route-options";

export async function adminLanguageRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const languages = createSiteLanguages(services.db, services.websites);
  const { domains } = services.admin;
  adminScope(app, services, async (scope, admin) => {
    scope.get(API_BASE + ADMIN_SITE_LANGUAGES_PATH, async (request): Promise<SiteLanguagesAnswer> => languages.read(admin(request).websiteId));

    scope.put(API_BASE + ADMIN_SITE_LANGUAGES_PATH, async (request): Promise<SiteLanguagesAnswer> => {
      const { websiteId, userId } = admin(request);
      return languages.save(websiteId, userId, parseInput(siteLanguagesBody, request.body, "body"));
    });

    scope.put(API_BASE + ADMIN_SITE_DOMAIN_LANGUAGE_PATH, async (request): Promise<WebsiteDomainsAnswer> => {
      const { websiteId, userId } = admin(request);
      const { domain, lang } = parseInput(domainLanguageBody, request.body, "body");
      await languages.setDomainLanguage(websiteId, userId, domain, lang);
      return { website_id: websiteId, domains: await domains.list(websiteId) };
    });
  });
}
