// GET /s/api/search/no-results?q= (issue 30): what the product list offers a shopper whose search
// found nothing — the closest search that finds something ("Did you mean …"), and the products
// this shop's shoppers buy most. Public; q at most 100 characters.
import type { Product } from "./products";

/** Below API_BASE (/s), as every path of the API. */
export const SEARCH_NO_RESULTS_PATH = "/api/search/no-results";
export const POPULAR_MAX = 8;

export interface NoResultsAnswer {
  q: string;
  /** A search one or a few letters away that finds products, else null. */
  did_you_mean: string | null;
  /** Up to eight of the shop's most bought products, in stock first. */
  popular: Product[];
}
