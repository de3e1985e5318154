import { describe, expect, it } from "vitest";
import { buildLexicon, readQuery, type Quantity } from "../../../shared/search/read-query";
import { buildSearchIndex, matchingWords, type IndexedProduct } from "./search-index";

const product = (id: number, name: string, extra: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id,
  name,
  brandId: null,
  categoryIds: [],
  sizes: [],
  ...extra,
  searchText: [name, extra.searchText ?? ""].join(" ").toLowerCase().trim(),
});
const kg = (n: number): Quantity => ({ amount: n * 1000, unit: "g" });

const catalogue = [
  product(7, "Moong Dal Namkeen", { searchText: "snacks" }),
  product(3, "Toor Dal", { searchText: "dals pulses", sizes: [kg(1)], categoryIds: [2] }),
  product(5, "Bajra Atta", { searchText: "flours", sizes: [kg(1)] }),
  product(9, "Whole Wheat Atta", { searchText: "flours", sizes: [kg(5), kg(10)], brandId: 4 }),
  product(11, "Dalchini Sticks", { searchText: "spices" }),
  product(12, "Basmati Rice", { searchText: "rice", sizes: [kg(5)], brandId: 4 }),
];
const index = buildSearchIndex(catalogue);
const lexicon = buildLexicon(
  [
    ["aata", ["wheat atta", "atta"]],
    ["chawal", ["rice"]],
  ],
  index.terms,
);

/** The ids a query lists, ranked, with these products in stock (all of them by default). */
function search(q: string, inStock: (id: number) => boolean = () => true): number[] | null {
  const read = readQuery(q, lexicon);
  const words = matchingWords(read);
  const positions = index.match(read, words);
  return positions && index.rank(positions, words, read, inStock).map(index.idAt);
}

describe("the search index", () => {
  it("matches every word of the query as the start of a word of the product's text", () => {
    expect(search("dal")?.sort((a, b) => a - b)).toEqual([3, 7, 11]);
    expect(search("toor dal")).toEqual([3]);
    expect(search("flour")?.sort((a, b) => a - b)).toEqual([5, 9]);
    expect(search("chawal")).toEqual([12]);
    expect(search("zzqxj")).toEqual([]);
  });

  it("ranks a whole word of the name above part of one, and the name's last word above an earlier one", () => {
    expect(search("dal")).toEqual([3, 7, 11]);
  });

  it("ranks the dictionary's usual meaning first", () => {
    expect(search("aata")).toEqual([9, 5]);
  });

  it("puts what is in stock before what is not, within the same points", () => {
    expect(search("flour")).toEqual([5, 9]);
    expect(search("flour", (id) => id !== 5)).toEqual([9, 5]);
  });

  it("prefers the pack size asked for without leaving out the others", () => {
    expect(search("flour 10kg")).toEqual([9, 5]);
    expect(search("flour 1 kg")).toEqual([5, 9]);
  });

  it("lists the products sold in a size when the query is only a size", () => {
    expect(search("5 kg")).toEqual([9, 12]);
    expect(search("%%")).toBeNull();
  });

  it("keeps the matches of a brand or category", () => {
    const read = readQuery("atta", lexicon);
    const all = index.match(read, matchingWords(read))!;
    expect(index.filter(all, { brandIds: new Set([4]) }).map(index.idAt)).toEqual([9]);
    expect(index.filter(all, { categoryIds: new Set([2]) })).toEqual([]);
  });

  it("holds sets larger than one word of bits", () => {
    const many = buildSearchIndex(Array.from({ length: 70 }, (_, i) => product(i + 1, i % 2 ? "Red Chilli" : "Green Chilli")));
    const read = readQuery("red", buildLexicon([], many.terms));
    const found = many.match(read, matchingWords(read))!.map(many.idAt);
    expect(found).toEqual(Array.from({ length: 35 }, (_, i) => 2 * i + 2));
  });
});

// Issue 35: a query typed in Devanagari finds a product by its Hindi name, and by its brand's and
// categories' Hindi names; a query in Latin letters searches the English names as before.
describe("Hindi names in the search index", () => {
  const hindi = buildSearchIndex([
    product(21, "Desi Tomato", { searchText: "vegetables", nameHi: "देसी टमाटर", hindiText: "सब्ज़ियाँ" }),
    product(22, "Red Gold", { searchText: "vegetables", nameHi: "लाल टमाटर" }),
    product(23, "Toor Dal", { searchText: "dals", nameHi: "तूर दाल", hindiText: "दालें" }),
    product(24, "Bajra Atta", { searchText: "flours" }),
    product(25, "Ragi Flour", { searchText: "flours", nameHi: "रागी आटा" }),
  ]);
  const dictionary: [string, string[]][] = [["टमाटर", ["tomato"]]];
  // As the server builds them (search-indexes.ts): Latin queries' lexicon of the English words,
  // Devanagari queries' with the Hindi words in Latin letters too.
  const english = buildLexicon(dictionary, hindi.terms);
  const withHindi = buildLexicon(
    dictionary,
    [...hindi.terms, ...hindi.hindiTerms].filter((w) => !/[\u0900-\u097f]/.test(w)),
  );
  const find = (q: string, typing = false) => {
    const devanagari = /[\u0900-\u097f]/.test(q);
    const read = readQuery(q, devanagari ? withHindi : english, typing);
    const matched = matchingWords(read);
    const positions = hindi.match(read, matched, devanagari);
    return positions && hindi.rank(positions, matched, read, () => true, devanagari).map(hindi.idAt);
  };

  it("finds a product by its Hindi name typed in Devanagari, as well as by the English one the dictionary gives", () => {
    expect(find("टमाटर")?.sort((a, b) => a - b)).toEqual([21, 22]);
    expect(find("लाल टमाटर")).toEqual([22]);
    expect(find("तूर")).toEqual([23]);
    // आटा is atta: the product named so in Hindi ranks with the English one, its name ending on it.
    expect(find("आटा")?.sort((a, b) => a - b)).toEqual([24, 25]);
  });

  it("finds one by its category's Hindi name, and a Hindi word still being typed", () => {
    expect(find("दालें")).toEqual([23]);
    expect(find("टमा", true)?.sort((a, b) => a - b)).toEqual([21, 22]);
  });

  it("holds the Hindi words apart, as written and in Latin letters, and leaves searches in Latin letters as they were", () => {
    expect(hindi.hindiTerms).toEqual(expect.arrayContaining(["टमाटर", "tamaatar", "laal", "दाल", "daal", "सब्ज़ियाँ", "sabziyaan"]));
    expect(hindi.terms).not.toContain("tamaatar");
    expect(find("tomato")).toEqual([21]);
    // "atta" in Latin letters is the English names' atta only, as before.
    expect(find("atta")).toEqual([24]);
    // A Hindi name's word spelt in Latin letters is not searched for: the dictionary's words are.
    expect(find("laal")).toEqual([]);
    expect(find("dal")).toEqual([23]);
  });
});
