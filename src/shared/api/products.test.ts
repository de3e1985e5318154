import { describe, expect, it } from "vitest";
import { productListQuery, splitSlugs } from "./products";

describe("product list query", () => {
  it("defaults page 1 and 24 per page", () => {
    expect(productListQuery.parse({})).toEqual({ page: 1, perPage: 24 });
  });
  it("trims the search text and needs 2 characters", () => {
    expect(productListQuery.parse({ q: "  dal " }).q).toBe("dal");
    expect(productListQuery.parse({ q: "   " }).q).toBe("");
    expect(productListQuery.safeParse({ q: " d " }).success).toBe(false);
  });
  it("refuses out-of-range pages and unknown sorts", () => {
    expect(productListQuery.safeParse({ page: "0" }).success).toBe(false);
    expect(productListQuery.safeParse({ perPage: "101" }).success).toBe(false);
    expect(productListQuery.safeParse({ s: "random" }).success).toBe(false);
  });
  it("splits comma-separated slugs and strips link prefixes", () => {
    expect(splitSlugs("rice, /products/dals-pulses,category/atta/ ,,Rice")).toEqual(["rice", "dals-pulses", "atta"]);
    expect(splitSlugs(undefined)).toEqual([]);
  });
});
