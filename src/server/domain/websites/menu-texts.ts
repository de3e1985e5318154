// The owner's menus in the shopper's language (issue 35, ADR 0086): a navigation or footer link's
// label, and a footer group's heading, keep a Hindi version beside the English (`name_hi`, declared
// by site.json's x-translatable). A Hindi request gets it where it is not empty, else the English;
// the versions themselves are never sent to the shop. The website's search-engine and sharing
// texts (webSeo's title, description and keywords) keep theirs the same way.
import type { Lang } from "../../../shared/i18n/languages";
import { schema as siteSchema } from "../../../../schemas/compiled/site/site.schema";
import { speakTexts, translatableTextPaths } from "../../../../schemas/text-translations";

const SITE_PATHS = translatableTextPaths(siteSchema);
const MENU_PATHS = SITE_PATHS.filter(([part]) => part === "navs" || part === "footers");
// Paths inside webSeo, which the init answer carries on its own.
const SEO_PATHS = SITE_PATHS.filter(([part]) => part === "webSeo").map(([, ...inside]) => inside);

/** The website's navigation links and footer groups as a shopper in `lang` reads them. */
export function speakMenus<M extends { navs: unknown; footers: unknown }>(menus: M, lang: Lang): M {
  return speakTexts(menus, MENU_PATHS, lang);
}

/** The website's search-engine and sharing texts as a shopper in `lang` reads them (the page's meta falls back on them). */
export function speakSeo<S extends object>(seo: S, lang: Lang): S {
  return speakTexts(seo, SEO_PATHS, lang);
}
