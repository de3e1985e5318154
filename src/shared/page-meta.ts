// §5 page meta fallbacks, shared by the server (which writes them into the HTML) and the shop
// (which updates them on navigation).
export interface MetaInput {
  page: { seo_title?: string; seo_description?: string; seo_keyword?: string } | null;
  webSeo: { og_title?: string | null; og_description?: string | null; meta_keywords?: string | null; og_image?: string | null } | null;
  web: { name?: string; description?: string | null } | null;
  origin: string;
  path: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
}

const first = (...values: (string | null | undefined)[]) => values.find((v) => typeof v === "string" && v.trim() !== "")?.trim() ?? "";

export function pageMeta({ page, webSeo, web, origin, path }: MetaInput): PageMeta {
  return {
    title: first(page?.seo_title, webSeo?.og_title, web?.name),
    description: first(page?.seo_description, webSeo?.og_description, web?.description),
    keywords: first(page?.seo_keyword, webSeo?.meta_keywords),
    canonical: origin + path,
    image: first(webSeo?.og_image),
  };
}

/** §5: pages under /products set their own meta from the product. */
export function usesGenericMeta(path: string): boolean {
  return !(path === "/products" || path.startsWith("/products/"));
}
