// What the `q` search matches: one lower-cased text per product, whose words the database
// indexes (products.search_vector).
export function searchTextFor(name: string, brand: string, categories: string[]): string {
  return [name, brand, ...categories]
    .join(" ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Search words, normalised like the indexed text: letters and digits only, at most six. */
export function searchTerms(q: string): string[] {
  return searchTextFor(q, "", [])
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 6);
}

/**
 * A text-search query where every word must start a word of the product's text, so
 * "basm" finds Basmati. The terms hold only letters and digits, so nothing in them is
 * tsquery syntax.
 */
export function prefixQuery(terms: string[]): string {
  return terms.map((w) => `${w}:*`).join(" & ");
}
