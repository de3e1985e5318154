// The active website's languages and its domains' language (issue 35; src/shared/api/site-languages.ts).
import { checkAnswer } from "../../client/api/check-answer";
import { http } from "../../client/api/http-client";
import { ADMIN_SITE_DOMAIN_LANGUAGE_PATH, ADMIN_SITE_LANGUAGES_PATH, siteLanguagesAnswerSchema, type SiteLanguagesAnswer, type SiteLanguagesBody } from "../../shared/api/site-languages";
import { websiteDomainsAnswerSchema, type WebsiteDomainsAnswer } from "../../shared/api/website-domains";
import type { Lang } from "../../shared/i18n/languages";

export async function fetchSiteLanguages(options: { signal?: AbortSignal } = {}): Promise<SiteLanguagesAnswer> {
  return checkAnswer(siteLanguagesAnswerSchema, await http.get(ADMIN_SITE_LANGUAGES_PATH, options), `GET ${ADMIN_SITE_LANGUAGES_PATH}`) as SiteLanguagesAnswer;
}

/** Saves the offered languages and the default; a 422 names `languages` or `default_language`. */
export async function saveSiteLanguages(body: SiteLanguagesBody): Promise<SiteLanguagesAnswer> {
  return checkAnswer(siteLanguagesAnswerSchema, await http.put(ADMIN_SITE_LANGUAGES_PATH, body), `PUT ${ADMIN_SITE_LANGUAGES_PATH}`) as SiteLanguagesAnswer;
}

/** The domain serves `lang` only, or (null) every language the shop offers. */
export async function saveDomainLanguage(domain: string, lang: Lang | null): Promise<WebsiteDomainsAnswer> {
  return checkAnswer(websiteDomainsAnswerSchema, await http.put(ADMIN_SITE_DOMAIN_LANGUAGE_PATH, { domain, lang }), `PUT ${ADMIN_SITE_DOMAIN_LANGUAGE_PATH}`) as WebsiteDomainsAnswer;
}
