// The /products address (§2): q, c, b, s and page, read leniently from what a shopper may
// have typed or bookmarked, and written back in one canonical order so that equal filters
// give equal addresses (and one cache entry, one history entry).
import { SEARCH_MIN_LENGTH } from "./constants";

export const SORTS = ["relevance", "price-asc", "price-desc", "discount", "newest", "name"] as const;
export type Sort = (typeof SORTS)[number];

/** Splits a comma-separated filter into slugs; a link such as `/category/atta` counts by its last part. */
export function splitSlugs(value: string | undefined): string[] {
  if (!value) return [];
  const out = new Set<string>();
  for (const raw of value.split(",")) {
    const part = raw
      .trim()
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "");
    const slug = part.slice(part.lastIndexOf("/") + 1).toLowerCase();
    if (slug) out.add(slug);
  }
  return [...out];
}

export interface ListingQuery {
  q: string;
  c: string[];
  b: string[];
  s: Sort | undefined;
  page: number;
}

export function readListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get("s");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    c: splitSlugs(params.get("c") ?? undefined),
    b: splitSlugs(params.get("b") ?? undefined),
    s: SORTS.includes(sort as Sort) ? (sort as Sort) : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search string for a query: only what is set, page only above 1. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.c.length) params.set("c", query.c.join(","));
  if (query.b.length) params.set("b", query.b.join(","));
  if (query.s) params.set("s", query.s);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** Search text too short to search by: the list ignores it and says so. */
export function searchTooShort(query: ListingQuery): boolean {
  return query.q.length > 0 && query.q.length < SEARCH_MIN_LENGTH;
}

/** What GET /api/products is asked for this query. */
export function listingFilters(query: ListingQuery) {
  return {
    q: query.q && !searchTooShort(query) ? query.q : undefined,
    c: query.c.length ? query.c.join(",") : undefined,
    b: query.b.length ? query.b.join(",") : undefined,
    s: query.s,
    page: query.page,
  };
}

export const SORT_LABELS: Record<Sort, string> = {
  relevance: "Relevance",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  discount: "Biggest discount",
  newest: "Newest first",
  name: "Name (A–Z)",
};
