// What the `q` search matches: one lower-cased text per product, indexed with trigrams.
export function searchTextFor(name: string, brand: string, categories: string[]): string {
  return [name, brand, ...categories]
    .join(" ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Search words, normalised like the indexed text; each must appear in it. */
export function searchTerms(q: string): string[] {
  return searchTextFor(q, "", [])
    .split(" ")
    .filter((w) => w.length > 0)
    .slice(0, 6);
}
