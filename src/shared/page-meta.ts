// Page meta (§5), shared by the server (which writes it into the first page's HTML) and the
// shop (which rewrites it on every navigation). Generic pages use the §5 fallbacks; pages under
// /products are excluded from those and describe themselves: the product page from its
// product, the list from its filters. Which paths search engines may index is decided here
// too, once: the server's robots.txt and sitemap read the same list as the pages' robots tag.
import { cdnImage } from "./cdn-image";
import { API_BASE, PREVIEW_PATH } from "./constants";
import { listingSearch, readListingQuery, searchTooShort } from "./listing-query";
import { BUILDER_PREVIEW_PATH, PAGE_BUILDER_PATH } from "./page-builder";

type WebSeo = { og_title?: string | null; og_description?: string | null; meta_keywords?: string | null; og_image?: string | null } | null;
type Web = { name?: string; description?: string | null } | null;
type MetaPage = { seo_title?: string; seo_description?: string; seo_keyword?: string; data?: readonly { name: string; response?: unknown }[] } | null;

export interface MetaInput {
  page: MetaPage;
  webSeo: WebSeo;
  web: Web;
  origin: string;
  path: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  type: "website" | "product";
  /** og:site_name: link previews show it beside the title. */
  siteName: string;
  /** Kept out of search results: a missing page, a private screen, a search. */
  noindex: boolean;
}

/**
 * A visitor's own screens, sign-in, checkout, orders, the owner's tools, the API and the
 * previews: nothing a search result should lead to. Each covers the path and everything below.
 */
export const NOT_INDEXED_PATHS: readonly string[] = ["/account", "/checkout", "/auth", "/order", PAGE_BUILDER_PATH, "/bos", "/pos", API_BASE, PREVIEW_PATH, BUILDER_PREVIEW_PATH];

/** Whether search engines may index a path; by whole segments, so /order-online is a page of its own. */
export function isIndexable(path: string): boolean {
  return !NOT_INDEXED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

const first = (...values: (string | null | undefined)[]) => values.find((v) => typeof v === "string" && v.trim() !== "")?.trim() ?? "";

/** Absolute, since link previews fetch og:image from elsewhere; at the CDN's large size (§9). */
function absoluteImage(origin: string, image: string): string {
  if (!image) return "";
  const src = cdnImage(image, "large");
  return src.startsWith("/") ? origin + src : src;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** A description is read in search results: one line of plain text, about 160 characters. */
function summary(text: string, max = 160): string {
  // Descriptions may be written as HTML; the tags go, and the entities become the characters
  // they stand for (the HTML writer escapes them again, once).
  const flat = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export function pageMeta({ page, webSeo, web, origin, path }: MetaInput): PageMeta {
  return {
    title: first(page?.seo_title, webSeo?.og_title, web?.name),
    description: first(page?.seo_description, webSeo?.og_description, web?.description),
    keywords: first(page?.seo_keyword, webSeo?.meta_keywords),
    canonical: origin + path,
    image: absoluteImage(origin, first(webSeo?.og_image)),
    type: "website",
    siteName: first(web?.name),
    // No page: the shop shows Not found, which no search result should lead to.
    noindex: page === null || !isIndexable(path),
  };
}

/** §5: pages under /products set their own meta from the product. */
export function usesGenericMeta(path: string): boolean {
  return !(path === "/products" || path.startsWith("/products/"));
}

export interface MetaProduct {
  product_name: string;
  slug?: string;
  brand_name?: string;
  product_description?: string;
  image?: string;
}

/** The product a product page shows: the answer of its product-detail block, or null. */
export function pageProduct(page: MetaPage): MetaProduct | null {
  const product = page?.data?.find((c) => c.name === "product-detail")?.response as MetaProduct | null | undefined;
  return product?.product_name ? product : null;
}

export function productMeta(product: MetaProduct, input: MetaInput): PageMeta {
  const site = first(input.web?.name);
  const fallback = `Buy ${product.product_name}${product.brand_name ? ` by ${product.brand_name}` : ""} online${site ? ` at ${site}` : ""}.`;
  return {
    title: site ? `${product.product_name} | ${site}` : product.product_name,
    description: summary(first(product.product_description, fallback)),
    keywords: first(product.brand_name, input.webSeo?.meta_keywords),
    // A product answers at its id too; the address to share and index is the slug's.
    canonical: input.origin + (product.slug ? `/products/${encodeURIComponent(product.slug)}` : input.path),
    image: absoluteImage(input.origin, first(product.image)) || absoluteImage(input.origin, first(input.webSeo?.og_image)),
    type: "product",
    siteName: site,
    noindex: false,
  };
}

/** The list's meta: what it shows (a search, a category, a brand) names the page. */
export function listingMeta(search: string, names: ReadonlyMap<string, string>, input: MetaInput): PageMeta {
  const query = readListingQuery(new URLSearchParams(search));
  const site = first(input.web?.name);
  const chosen = [...query.c, ...query.b].map((slug) => names.get(slug) ?? slug);
  const what = query.q && !searchTooShort(query) ? `Results for “${query.q}”` : chosen.length ? chosen.join(", ") : first(input.page?.seo_title, "All Products");
  const paged = query.page > 1 ? ` – page ${query.page}` : "";
  return {
    title: site ? `${what}${paged} | ${site}` : `${what}${paged}`,
    description: first(input.page?.seo_description, chosen.length ? `Shop ${chosen.join(", ")} online${site ? ` at ${site}` : ""}.` : "", input.webSeo?.og_description, input.web?.description),
    keywords: first(input.page?.seo_keyword, input.webSeo?.meta_keywords),
    // The filters name the list; the page number does not make a different list.
    canonical: input.origin + input.path + listingSearch({ ...query, page: 1 }),
    image: absoluteImage(input.origin, first(input.webSeo?.og_image)),
    type: "website",
    siteName: site,
    // A search's results change with the catalogue and are endless; categories and brands stay.
    noindex: input.page === null || (query.q !== "" && !searchTooShort(query)),
  };
}

/** The meta of any page: a product page, the list, or a generic page. */
export function metaFor(input: MetaInput & { search: string; names: ReadonlyMap<string, string> }): PageMeta {
  if (input.path === "/products") return listingMeta(input.search, input.names, input);
  if (input.path.startsWith("/products/")) {
    const product = pageProduct(input.page);
    if (product) return productMeta(product, input);
  }
  return pageMeta(input);
}

export type MetaTag = { tag: "meta"; key: "name" | "property"; id: string; content: string } | { tag: "link"; rel: string; href: string };

/** The head tags for a page's meta, in one list for the server's HTML and the shop's head. */
export function metaTags(meta: PageMeta): MetaTag[] {
  const tags: MetaTag[] = [];
  const add = (key: "name" | "property", id: string, content: string) => content && tags.push({ tag: "meta", key, id, content });
  add("name", "description", meta.description);
  add("name", "keywords", meta.keywords);
  if (meta.noindex) add("name", "robots", "noindex");
  tags.push({ tag: "link", rel: "canonical", href: meta.canonical });
  add("property", "og:url", meta.canonical);
  add("property", "og:type", meta.type);
  add("property", "og:site_name", meta.siteName);
  add("property", "og:title", meta.title);
  add("property", "og:description", meta.description);
  add("property", "og:image", meta.image);
  // Some previewers read only the twitter: tags, so they repeat og's values.
  add("name", "twitter:card", "summary_large_image");
  add("name", "twitter:title", meta.title);
  add("name", "twitter:description", meta.description);
  add("name", "twitter:image", meta.image);
  return tags;
}

/** Category and brand slugs → names, for titles such as "Dairy & Bakery | Shop". */
export function filterNames(categories: readonly { slug: string; name: string; children?: readonly unknown[] }[], brands: readonly { slug: string; name: string }[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: readonly { slug: string; name: string; children?: readonly unknown[] }[]) => {
    for (const n of nodes) {
      names.set(n.slug, n.name);
      walk((n.children ?? []) as typeof nodes);
    }
  };
  walk(categories);
  for (const b of brands) names.set(b.slug, b.name);
  return names;
}
