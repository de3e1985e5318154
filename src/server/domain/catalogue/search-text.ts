// What the `q` search matches: one lower-cased text per product, whose words each website's
// search index holds (ADR 0070) and the database indexes too (products.search_vector).
export function searchTextFor(name: string, brand: string, categories: string[]): string {
  return [name, brand, ...categories]
    .join(" ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
