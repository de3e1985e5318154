// GET /s/api/search/suggest?q= (issue 30): what the shop offers for the words typed so far in the
// header's search — up to 8 suggestions, categories and brands first, then products, found the
// way the product list's search finds them (Hindi names, typos, ADR 0068). Public and cached
// like the product list; q of 2 to 100 characters (fewer: no suggestions; more: 422).
/** Below API_BASE (/s), as every path of the API. */
export const SEARCH_SUGGEST_PATH = "/api/search/suggest";
export const SUGGESTIONS_MAX = 8;
export const SUGGEST_QUERY_MAX = 100;
/** Fewer characters than this are not enough to suggest from. */
export const SUGGEST_QUERY_MIN = 2;

export type SuggestionKind = "category" | "brand" | "product";

export interface Suggestion {
  kind: SuggestionKind;
  /** What the list shows: the category's, brand's or product's name. */
  label: string;
  /** Where choosing it goes: the category's or brand's list, or the product's page. */
  url: string;
  /** A product's picture, as the media key product cards take (products/…svg), else null. */
  image: string | null;
}

export interface SuggestAnswer {
  q: string;
  suggestions: Suggestion[];
}
