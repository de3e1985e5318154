// Page meta (§5), shared by the server (which writes it into the first page's HTML) and the
// shop (which rewrites it on every navigation). Generic pages use the §5 fallbacks; pages under
// /products are excluded from those and describe themselves: the product page from its
// product, the list from its filters.
import { cdnImage } from "./cdn-image";
import { listingSearch, readListingQuery, searchTooShort } from "./listing-query";

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
}

const first = (...values: (string | null | undefined)[]) => values.find((v) => typeof v === "string" && v.trim() !== "")?.trim() ?? "";

/** Absolute, since link previews fetch og:image from elsewhere. */
const absoluteImage = (origin: string, image: string) => (image ? (/^https?:\/\//.test(image) ? image : origin + cdnImage(image, "large")) : "");

/** A description is read in search results: one line of plain text, about 160 characters. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
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
  };
}

/** §5: pages under /products set their own meta from the product. */
export function usesGenericMeta(path: string): boolean {
  return !(path === "/products" || path.startsWith("/products/"));
}

interface MetaProduct {
  product_name: string;
  brand_name?: string;
  product_description?: string;
  image?: string;
}

export function productMeta(product: MetaProduct, input: MetaInput): PageMeta {
  const site = first(input.web?.name);
  const fallback = `Buy ${product.product_name}${product.brand_name ? ` by ${product.brand_name}` : ""} online${site ? ` at ${site}` : ""}.`;
  return {
    title: site ? `${product.product_name} | ${site}` : product.product_name,
    description: summary(first(product.product_description, fallback)),
    keywords: first(product.brand_name, input.webSeo?.meta_keywords),
    canonical: input.origin + input.path,
    image: absoluteImage(input.origin, product.image ?? "") || absoluteImage(input.origin, first(input.webSeo?.og_image)),
    type: "product",
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
  };
}

/** The meta of any page: a product page, the list, or a generic page. */
export function metaFor(input: MetaInput & { search: string; names: ReadonlyMap<string, string> }): PageMeta {
  if (input.path === "/products") return listingMeta(input.search, input.names, input);
  if (input.path.startsWith("/products/")) {
    const product = input.page?.data?.find((c) => c.name === "product-detail")?.response as MetaProduct | null | undefined;
    if (product?.product_name) return productMeta(product, input);
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
  tags.push({ tag: "link", rel: "canonical", href: meta.canonical });
  add("property", "og:url", meta.canonical);
  add("property", "og:type", meta.type);
  add("property", "og:title", meta.title);
  add("property", "og:description", meta.description);
  add("property", "og:image", meta.image);
  add("name", "twitter:card", "summary_large_image");
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
