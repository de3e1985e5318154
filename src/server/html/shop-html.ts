// Writes the shop's HTML for one request: the init answer and the first route's page data
// embedded (so the first render needs no API round trip), the website's theme, font and
// favicon, and the page's meta tags and structured data, so a link preview or a crawler that
// runs no script sees what the page is; and the JS the page will run, as module preloads.
import { devanagariFaceCss } from "../../shared/devanagari-font";
import { MESSAGES_META } from "../../shared/i18n/messages-meta";
import type { Lang } from "../../shared/i18n/languages";
import { DEFAULT_PRIMARY, hexColour, MANIFEST_PATH } from "../domain/install/web-manifest";
import { cdnImage } from "../../shared/cdn-image";
import { EMBEDDED_INIT_ID, EMBEDDED_PAGE_ID, MODULE_PRELOADS_ID } from "../../shared/constants";
import { EMBEDDED_ANSWERS_ID } from "../../shared/screen-answers";
import { filterNames, metaFor, metaTags, pageProduct, type MetaTag } from "../../shared/page-meta";
import { fontFaceCss, primaryFontFamily, themeCss } from "../../shared/theme";
import { escapeHtml, jsonScript } from "./embed-json";
import { isShippedFont } from "./fonts";
import { merchantJsonLd } from "./merchant-json-ld";
import type { WarnLog } from "../lib/warn-once";
import { productJsonLd, type JsonLdProduct } from "./product-json-ld";

export interface ShopHtmlInput {
  template: string;
  init: {
    web: { name: string; description?: string | null; favicon?: string | null; font_family?: string | null };
    webSeo: { og_title?: string | null; og_description?: string | null; meta_keywords?: string | null; og_image?: string | null } | null;
    activetheme: { data: { colors: unknown } };
    categories?: readonly { slug: string; name: string; children?: readonly unknown[] }[];
    brands?: readonly { slug: string; name: string }[];
  };
  /** The page data answer, or null when the path has no page (the shop shows Not found). */
  page: {
    url: string;
    seo_title?: string;
    seo_description?: string;
    seo_keyword?: string;
    schema_script?: string | null;
    data?: readonly { name: string; response?: unknown }[];
  } | null;
  /** A signed-in screen's own data by API address (ADR 0044); embedded only when there is some. */
  answers?: Readonly<Record<string, unknown>>;
  origin: string;
  /** The request's path, percent-decoded. */
  path: string;
  /** The address's query ("?c=…"), which names the product list. */
  search?: string;
  environment: string;
  /** The page rendered on the server, shown in place of the loading spinner. */
  appHtml?: string;
  /** Where a page's unusable schema_script is reported (once per page and text). */
  log?: WarnLog;
  /** The built JS files (assets/…) the page will run, named so the browser asks for them at once (module-preloads.ts). */
  modulePreloads?: readonly string[];
  /** The language the page speaks (issue 35), on `<html lang>`. */
  lang?: Lang;
  /**
   * Where the same page is served in each language, when the website gives a language a host of
   * its own (issue 35: `hi.<domain>`); only then are hreflang alternates written.
   */
  alternates?: readonly { lang: string; origin: string }[];
  /** The address of the page's compiled messages (`/i18n/hi.<hash>.json`), which the shop fetches as it starts. */
  messagesPath?: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

// The shop replaces these on navigation; the marker tells it which tags are its own.
function tagHtml(tag: MetaTag): string {
  return tag.tag === "link" ? `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" data-page-meta>` : `<meta ${tag.key}="${tag.id}" content="${escapeHtml(tag.content)}" data-page-meta>`;
}

/** The path as the browser's address bar has it (percent-encoded), for canonical and og:url. */
const addressPath = (path: string) => encodeURI(path).replace(/\?/g, "%3F").replace(/#/g, "%23");

const modulePreloadHtml = (file: string) => `<link rel="modulepreload" href="/${escapeHtml(file)}" crossorigin>`;

export function shopHtml({ template, init, page, answers, origin, path, search, environment, appHtml, log, modulePreloads = [], lang = "en", messagesPath, alternates = [] }: ShopHtmlInput): string {
  const family = primaryFontFamily(init.web.font_family);
  const head: string[] = [];
  const meta = metaFor({ page, webSeo: init.webSeo, web: init.web, origin, path: addressPath(path), search: search ?? "", names: filterNames(init.categories ?? [], init.brands ?? []) });
  head.push(`<title>${escapeHtml(meta.title)}</title>`);
  head.push(...metaTags(meta).map(tagHtml));
  // The page's address stays the same on every host (§5's canonical names this host's), so an
  // alternate is this path and query on the other language's host.
  const here = `${addressPath(path)}${search ?? ""}`;
  for (const a of alternates) head.push(`<link rel="alternate" hreflang="${escapeHtml(a.lang)}" href="${escapeHtml(a.origin + here)}" data-page-meta>`);
  // Structured data is not marked as the shop's own: it stays for crawlers that run scripts.
  const product = meta.type === "product" ? pageProduct(page) : null;
  if (product) head.push(jsonScript("application/ld+json", productJsonLd(product as JsonLdProduct, meta)));
  const merchant = merchantJsonLd(page?.schema_script, page?.url ?? path, log);
  if (merchant) head.push(jsonScript("application/ld+json", merchant));
  head.push(`<meta name="environment" content="${escapeHtml(environment)}">`);
  if (messagesPath) head.push(`<meta name="${MESSAGES_META}" content="${escapeHtml(messagesPath)}">`);
  if (init.web.favicon) head.push(`<link rel="icon" href="${escapeHtml(cdnImage(init.web.favicon, "original"))}">`);
  // Installable as an app (issue 36): the website's own manifest, and its colour for the phone's bar.
  head.push(`<link rel="manifest" href="${MANIFEST_PATH}">`);
  head.push(`<meta name="theme-color" content="${escapeHtml(hexColour((init.activetheme.data.colors as Record<string, unknown> | undefined)?.primary, DEFAULT_PRIMARY))}">`);
  if (isShippedFont(family)) {
    head.push(`<style id="kirana-fonts">${fontFaceCss(family)}</style>`);
  }
  // Devanagari only for a page in Hindi: an English page declares no such font, so never fetches it.
  if (lang === "hi") head.push(`<style id="kirana-devanagari">${devanagariFaceCss()}</style>`);
  head.push(`<style id="kirana-theme">${themeCss(init.activetheme.data.colors, init.web.font_family, lang)}</style>`);
  // Last, and inert: the shop adds them when it starts, once the priority pictures have painted
  // (src/client/main.tsx), so that no download competes with those pictures (ADR 0065).
  if (modulePreloads.length) head.push(`<template id="${MODULE_PRELOADS_ID}">${modulePreloads.map(modulePreloadHtml).join("")}</template>`);

  const data =
    jsonScript("application/json", init, EMBEDDED_INIT_ID) +
    jsonScript("application/json", page, EMBEDDED_PAGE_ID) +
    (answers && Object.keys(answers).length > 0 ? jsonScript("application/json", answers, EMBEDDED_ANSWERS_ID) : "");

  const root = appHtml !== undefined ? `<div id="root" data-ssr="true">${appHtml}</div>` : undefined;
  // Replacements are functions: a string replacement would read "$`", "$'" or "$&" in merchant
  // text as patterns and copy parts of the template into the page.
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, "")
    .replace("</head>", () => `${head.join("")}</head>`)
    .replace(ROOT, (spinner) => `${data}${root ?? spinner}`);
}
