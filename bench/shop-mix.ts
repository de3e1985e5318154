// What benchmark shoppers browse and search for: a bounded vocabulary, as shoppers' searches
// are (endless distinct terms would only measure how a cache fills up), and the shop's own
// categories and sorts.
export const SEARCH_TERMS = [
  "atta",
  "rice",
  "dal",
  "milk",
  "ghee",
  "paneer",
  "oil",
  "sugar",
  "salt",
  "tea",
  "coffee",
  "biscuit",
  "soap",
  "masala",
  "onion",
  "amul",
  "tata",
  "aashirvaad",
  "fortune",
  "maggi",
];
const CATEGORIES = ["", "fruits-vegetables", "dairy-bakery", "atta-rice-dal", "oils-masalas", "snacks-namkeen", "beverages", "personal-care", "home-care"];
const SORTS = ["", "price-asc", "price-desc"];

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A product list request: page 1 to 3, perhaps of a category, perhaps sorted. */
export function listPath(): string {
  const params = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)) });
  const c = pick(CATEGORIES);
  const s = pick(SORTS);
  if (c) params.set("c", c);
  if (s) params.set("s", s);
  return `/s/api/products?${params}`;
}

/** A search among the fixed terms. */
export const searchPath = (): string => `/s/api/products?q=${pick(SEARCH_TERMS)}`;
