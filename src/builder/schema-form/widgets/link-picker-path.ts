// The shop address a link picker writes for what the owner chose: a page's own address, a
// category's or brand's product list (the /products filters of listing-query.ts, as the
// category and brand swipers link them) or a product's page (/products/:slug of the route table).
import { listingSearch, type ListingQuery } from "../../../shared/listing-query";

/** What a link can be chosen from, in the order of the picker's tabs. */
export const LINK_TARGETS = ["pages", "categories", "brands", "products"] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export const LINK_TARGET_LABELS: Record<LinkTarget, string> = { pages: "Pages", categories: "Categories", brands: "Brands", products: "Products" };

const NO_FILTERS: ListingQuery = { q: "", c: [], b: [], s: undefined, page: 1 };

/** The address for a chosen entry: `value` is a page's address, else the picker's slug. */
export function linkPathOf(target: LinkTarget, value: string): string {
  switch (target) {
    case "pages":
      return value;
    case "categories":
      return `/products${listingSearch({ ...NO_FILTERS, c: [value] })}`;
    case "brands":
      return `/products${listingSearch({ ...NO_FILTERS, b: [value] })}`;
    case "products":
      return `/products/${encodeURIComponent(value)}`;
  }
}
