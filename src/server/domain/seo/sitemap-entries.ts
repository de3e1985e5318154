// The addresses of a website that search engines should find: its indexable system pages
// (home, the product list), its content pages, and every product it sells.
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { isIndexable } from "../../../shared/page-meta";
import { DYNAMIC_PAGE, routes } from "../../../shared/routes";

/** The sitemap protocol's limit for one file; beyond it a sitemap index is needed (ADR 0026). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Percent-decoded, as the pages table and the product slugs hold it. */
  path: string;
  /** When the address last changed, where that is recorded. */
  lastmod?: Date;
}

// System pages without parameters that anyone may see; /products/:slug is listed per product.
const SYSTEM_PATHS = routes.filter((r) => !r.path.includes(":") && !r.meta.requiresAuth && isIndexable(r.path)).map((r) => r.path);

export async function sitemapEntries(db: Db, websiteId: number, max = SITEMAP_MAX_URLS): Promise<{ entries: SitemapEntry[]; truncated: boolean }> {
  const [pages, products] = await Promise.all([
    db
      .select({ url: t.pages.url, routeName: t.pages.routeName, updatedAt: t.pages.updatedAt })
      .from(t.pages)
      .where(and(eq(t.pages.websiteId, websiteId), isNotNull(t.pages.firstPublishedAt), or(eq(t.pages.routeName, DYNAMIC_PAGE), inArray(t.pages.url, SYSTEM_PATHS))))
      .orderBy(asc(t.pages.url)),
    // One more than fits tells whether the list was cut.
    db
      .select({ slug: t.products.slug })
      .from(t.products)
      .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true)))
      .orderBy(asc(t.products.id))
      .limit(max + 1),
  ]);
  const entries: SitemapEntry[] = [];
  for (const page of pages) {
    if (!isIndexable(page.url)) continue;
    // A content page is its document alone; home and the list also show the catalogue, whose
    // changes are not dated, so they carry no lastmod rather than a wrong one.
    entries.push(page.routeName === DYNAMIC_PAGE ? { path: page.url, lastmod: page.updatedAt } : { path: page.url });
  }
  for (const product of products) entries.push({ path: `/products/${product.slug}` });
  return { entries: entries.slice(0, max), truncated: entries.length > max };
}
