// The languages a website's shop speaks (issue 35, ADR 0085): those a shopper may choose, the one
// a first visit gets when the browser asks for none of them, and a domain that serves one
// language only (`hi.<domain>`, the Hindi host the shop's hreflang links to). Saved from the page
// builder's settings screen, apart from the settings document. Paths are below /s; 401 signed
// out, 403 to anyone but an admin of the active website (or a superadmin). Errors are in the §8
// shape {message, errors?}.
import * as z from "zod/mini";
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from "../i18n/languages";
import { DOMAIN_NOT_OURS } from "./website-domains";

/**
 * GET: the ACTIVE website's SiteLanguagesAnswer. PUT SiteLanguagesBody: the languages saved, the
 * live shop speaking them from its next request; 422 {message, errors: {languages |
 * default_language}} when none is offered, one is not a language the shop speaks, the default is
 * not among them, or a domain still serves a language taken away.
 */
export const ADMIN_SITE_LANGUAGES_PATH = "/api/admin/site/languages";
/**
 * PUT DomainLanguageBody: the domain serves that language only, or (null) the shopper's choice.
 * Answers WebsiteDomainsAnswer; 404 for a domain the website does not have; 422 {message, errors:
 * {lang}} for a language the website does not offer, or when no other served domain would be left
 * for every language.
 */
export const ADMIN_SITE_DOMAIN_LANGUAGE_PATH = "/api/admin/site/domains/language";

export const NO_LANGUAGE_OFFERED = "Offer at least one language";
export const DEFAULT_NOT_OFFERED = "The default language must be one the shop offers";
export const unknownLanguage = (value: string) => `“${value.slice(0, 20)}” is not a language the shop speaks (${LANGUAGES.map((l) => `${l}: ${LANGUAGE_NAMES[l]}`).join(", ")})`;
export const languageNotOffered = (lang: Lang) => `The shop does not offer ${LANGUAGE_NAMES[lang]}: tick it under Languages first`;
export const domainStillServes = (domain: string, lang: Lang) =>
  `${domain} serves ${LANGUAGE_NAMES[lang]} only: let it serve every language (under Domains) before taking ${LANGUAGE_NAMES[lang]} away`;
export const KEEP_ONE_DOMAIN_FOR_ALL = "Keep at least one other served domain for every language: shoppers choose their language there";

export interface SiteLanguagesAnswer {
  website_id: number;
  /** The offered languages in the shop's order, the default among them. */
  languages: Lang[];
  default_language: Lang;
}

export const siteLanguagesAnswerSchema = z.strictObject({
  website_id: z.int(),
  languages: z.array(z.enum(LANGUAGES)),
  default_language: z.enum(LANGUAGES),
});

/** What languages are is judged here; which are allowed (known, the default offered) by the server. */
export const siteLanguagesBody = z.strictObject(
  {
    languages: z
      .array(z.string("Each language must be a code such as en or hi"), 'Send the languages as a list, such as ["en", "hi"]')
      .check(z.maxLength(LANGUAGES.length * 2, "Name each language once")),
    default_language: z.string("Choose the default language").check(z.minLength(1, "Choose the default language"), z.maxLength(20, DEFAULT_NOT_OFFERED)),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `The languages do not take ${issue.keys.join(", ")}` : "Send {languages, default_language}") },
);
export type SiteLanguagesBody = z.input<typeof siteLanguagesBody>;

export const domainLanguageBody = z.strictObject(
  {
    domain: z.string("Name the domain").check(z.trim(), z.toLowerCase(), z.minLength(1, "Name the domain"), z.maxLength(253, DOMAIN_NOT_OURS)),
    lang: z.nullable(z.string("Choose a language, or null for every language").check(z.maxLength(20, "Choose a language, or null for every language"))),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `A domain's language does not take ${issue.keys.join(", ")}` : "Send {domain, lang}") },
);
export type DomainLanguageBody = z.input<typeof domainLanguageBody>;
