import { describe, expect, it } from "vitest";
import { listingFilters, listingSearch, readListingQuery, searchTooShort } from "./listing-query";

const read = (search: string) => readListingQuery(new URLSearchParams(search));

describe("listing query", () => {
  it("reads every filter and writes them back in one order", () => {
    const q = read("page=3&s=price-asc&b=amul,tata&c=/category/dairy-bakery,snacks&q=%20paneer%20");
    expect(q).toEqual({ q: "paneer", c: ["dairy-bakery", "snacks"], b: ["amul", "tata"], s: "price-asc", page: 3 });
    expect(listingSearch(q)).toBe("?q=paneer&c=dairy-bakery,snacks&b=amul,tata&s=price-asc&page=3");
  });

  it("drops what it cannot use: unknown sort, page 1 or below, junk pages", () => {
    for (const page of ["1", "0", "-2", "abc", "2.5"]) expect(read(`page=${page}&s=cheapest`)).toMatchObject({ page: 1, s: undefined });
    expect(listingSearch(read("page=1&s=bogus"))).toBe("");
  });

  it("asks the server for page only above 1 and never with one-letter search text", () => {
    expect(listingFilters(read("q=a&page=2"))).toEqual({ q: undefined, c: undefined, b: undefined, s: undefined, page: 2 });
    expect(searchTooShort(read("q=a"))).toBe(true);
    expect(searchTooShort(read("q=ab"))).toBe(false);
  });
});
