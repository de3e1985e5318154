// Writes the shop's HTML for one request: the init answer and the first route's page data
// embedded (so the first render needs no API round trip), the website's theme, font and
// favicon, and the page's meta tags.
import { cdnImage } from "../../shared/cdn-image";
import { EMBEDDED_INIT_ID, EMBEDDED_PAGE_ID } from "../../shared/constants";
import { filterNames, metaFor, metaTags, type MetaTag } from "../../shared/page-meta";
import { fontFaceCss, primaryFontFamily, themeCss } from "../../shared/theme";
import { embedJson, escapeHtml } from "./embed-json";
import { isShippedFont } from "./fonts";

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
  page: { url: string; seo_title?: string; seo_description?: string; seo_keyword?: string; data?: readonly { name: string; response?: unknown }[] } | null;
  origin: string;
  path: string;
  /** The address's query ("?c=…"), which names the product list. */
  search?: string;
  environment: string;
  /** The page rendered on the server, shown in place of the loading spinner. */
  appHtml?: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

// The shop replaces these on navigation; the marker tells it which tags are its own.
function tagHtml(tag: MetaTag): string {
  return tag.tag === "link"
    ? `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" data-page-meta>`
    : `<meta ${tag.key}="${tag.id}" content="${escapeHtml(tag.content)}" data-page-meta>`;
}

export function shopHtml({ template, init, page, origin, path, search, environment, appHtml }: ShopHtmlInput): string {
  const family = primaryFontFamily(init.web.font_family);
  const head: string[] = [];
  const meta = metaFor({ page, webSeo: init.webSeo, web: init.web, origin, path, search: search ?? "", names: filterNames(init.categories ?? [], init.brands ?? []) });
  head.push(`<title>${escapeHtml(meta.title)}</title>`);
  head.push(...metaTags(meta).map(tagHtml));
  head.push(`<meta name="environment" content="${escapeHtml(environment)}">`);
  if (init.web.favicon) head.push(`<link rel="icon" href="${escapeHtml(cdnImage(init.web.favicon, "original"))}">`);
  if (isShippedFont(family)) {
    head.push(`<style id="kirana-fonts">${fontFaceCss(family)}</style>`);
  }
  head.push(`<style id="kirana-theme">${themeCss(init.activetheme.data.colors, init.web.font_family)}</style>`);

  const data =
    `<script type="application/json" id="${EMBEDDED_INIT_ID}">${embedJson(init)}</script>` +
    `<script type="application/json" id="${EMBEDDED_PAGE_ID}">${embedJson(page)}</script>`;

  const root = appHtml !== undefined ? `<div id="root" data-ssr="true">${appHtml}</div>` : undefined;
  return template
    .replace(/<title>[^<]*<\/title>/, "")
    .replace("</head>", `${head.join("")}</head>`)
    .replace(ROOT, (spinner) => `${data}${root ?? spinner}`);
}
