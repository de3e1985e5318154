// Search as Indian shoppers type it (issue 30, ADR 0068), through the product list's route on
// the demo store's catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import * as t from "../db/schema";
import { productListResponse } from "../../shared/api/products";
import type { SuggestAnswer } from "../../shared/api/search-suggest";
import type { NoResultsAnswer } from "../../shared/api/search-no-results";
import { createTestApp, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
beforeAll(async () => {
  h = await createTestApp();
  shopper = new ShopClient(h.app);
});
afterAll(() => h.close());

const search = async (q: string, perPage = 10) => {
  const res = await shopper.get(`/s/api/products?perPage=${perPage}&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json()).data;
};
const names = async (q: string, perPage = 10) => (await search(q, perPage)).map((p) => p.product_name);

describe("search for Indian shoppers", () => {
  it("finds groceries by their Hindi names, in Latin letters or Devanagari", async () => {
    for (const q of ["chawal", "chaval", "चावल"])
      expect(
        (await names(q, 3)).every((n) => / Rice\b/.test(n)),
        q,
      ).toBe(true);
    for (const q of ["doodh", "दूध"])
      expect(
        (await names(q, 3)).every((n) => /Milk$/.test(n)),
        q,
      ).toBe(true);
    expect(await names("pyaz", 1)).toEqual([expect.stringMatching(/Onion$/)]);
    expect(await names("sarson ka tel", 1)).toEqual([expect.stringMatching(/Mustard Oil$/)]);
  });

  it("ranks a product named for the word above one that only holds it: dals before dal namkeen, wheat atta before bajra", async () => {
    const dal = await names("dal", 20);
    const namkeen = dal.findIndex((n) => /Namkeen/.test(n));
    expect(dal.slice(0, 3).every((n) => /Dal( Whole)?$/.test(n))).toBe(true);
    expect(namkeen === -1 || dal.slice(0, namkeen).filter((n) => /Dal( Whole)?$/.test(n)).length >= 5).toBe(true);
    // "atta" alone is wheat atta first; then other attas, and nothing whose name ends on
    // another word (atta bread, atta noodles).
    const atta = await names("atta", 5);
    expect(
      atta.slice(0, 2).every((n) => /Wheat .*Atta$/.test(n)),
      atta.join(", "),
    ).toBe(true);
    expect(
      atta.every((n) => /Atta$/.test(n)),
      atta.join(", "),
    ).toBe(true);
  });

  it("finds a product through a typo of one or two letters", async () => {
    expect((await names("panner", 3)).every((n) => /Paneer/.test(n))).toBe(true);
    expect((await names("biscut", 3)).every((n) => /Biscuits/.test(n))).toBe(true);
    expect((await names("tomatoe", 2)).every((n) => /Tomato$/.test(n))).toBe(true);
  });

  it("prefers packs of the size asked for, and never empties the result for it", async () => {
    const fiveKg = await search("atta 5kg", 5);
    expect(fiveKg[0]!.packs.some((p) => p.pack_name === "5 kg")).toBe(true);
    // A name that ends on another word is another thing: atta bread is not atta.
    expect(fiveKg.map((p) => p.product_name).filter((n) => !/Atta$/.test(n))).toEqual([]);
    expect((await search("rice 2 kg", 5)).length).toBeGreaterThan(0);
    // A size alone lists what is sold in it.
    const sized = await search("10 kg", 10);
    expect(sized.length).toBeGreaterThan(0);
    for (const p of sized)
      expect(
        p.packs.some((k) => k.pack_name === "10 kg"),
        p.product_name,
      ).toBe(true);
  });

  it("leaves out a word no product or dictionary knows while another word is known", async () => {
    expect((await names("organic atta", 3)).every((n) => /Atta$/.test(n))).toBe(true);
    expect(await names("zzqxj")).toEqual([]);
  });

  it("puts what the shopper's warehouse has in stock before what it has not", async () => {
    const before = await search("toned milk", 10);
    const first = before[0]!;
    const packIds = first.packs.map((p) => p.pack_id);
    await h.services.db.update(t.stock).set({ quantity: 0 }).where(inArray(t.stock.packId, packIds));
    // As the back office's stock form does: a catalogue change, which every process's search sees.
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    await h.services.catalogueChanges.catalogueChanged(demo!.id);
    const after = await search("milk toned", 10);
    expect(after.findIndex((p) => p.product_id === first.product_id)).toBe(after.length - 1);
  });
});

describe("searches no shop expects", () => {
  it("answers 200 or 422, never a server error, and quickly", async () => {
    const queries = [
      "",
      "a",
      "x".repeat(500),
      "🍅🧅",
      "🍅 tomato",
      "'; drop table products; --",
      "atta' or '1'='1",
      "a\u0000b",
      "%00",
      "\\m(.*)+$",
      "(((((",
      "5kg",
      "0 kg",
      "99999999999999999999 kg",
      "दाल\u200d",
      "Ａｔｔａ",
    ];
    for (const q of queries) {
      const started = performance.now();
      const res = await shopper.get(`/s/api/products?perPage=5&q=${encodeURIComponent(q)}`);
      expect([200, 422], `${JSON.stringify(q)}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 422) expect(Object.keys(res.json() as object)).toContain("message");
      // Far above what a search takes: a search that backtracks or scans would pass it.
      expect(performance.now() - started, JSON.stringify(q)).toBeLessThan(5_000);
    }
    // Full-width letters are the same letters.
    expect((await names("Ａｔｔａ", 1))[0]).toMatch(/Atta$/);
  });
});

describe("GET /s/api/search/suggest", () => {
  const suggest = async (q: string) => {
    const res = await shopper.get(`/s/api/search/suggest?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SuggestAnswer;
  };

  it("offers categories and brands first, then products, at most eight, for the words typed so far", async () => {
    const dairy = await suggest("dair");
    expect(dairy.suggestions[0]).toMatchObject({ kind: "category", url: expect.stringMatching(/^\/products\?c=/) });
    expect(dairy.suggestions.length).toBeLessThanOrEqual(8);
    const brand = await suggest("nandini");
    expect(brand.suggestions[0]).toMatchObject({ kind: "brand", label: "Nandini Naturals", url: "/products?b=nandini-naturals" });
    expect(brand.suggestions.filter((s) => s.kind === "product").every((s) => s.label.startsWith("Nandini Naturals"))).toBe(true);
    const milk = await suggest("doodh");
    const product = milk.suggestions.find((s) => s.kind === "product")!;
    expect(product).toMatchObject({ label: expect.stringMatching(/Milk$/), url: expect.stringMatching(/^\/products\/[a-z0-9-]+$/), image: expect.stringMatching(/^products\//) });
  });

  it("finds what the product search finds: a typo, Devanagari", async () => {
    expect((await suggest("panne")).suggestions.some((s) => /Paneer/.test(s.label))).toBe(true);
    expect((await suggest("चावल")).suggestions.some((s) => / Rice$/.test(s.label))).toBe(true);
  });

  it("says nothing for one letter, and refuses what is too long or missing", async () => {
    expect(await suggest("a")).toEqual({ q: "a", suggestions: [] });
    expect(await suggest("  ")).toEqual({ q: "", suggestions: [] });
    const long = await shopper.get(`/s/api/search/suggest?q=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect((await shopper.get("/s/api/search/suggest")).statusCode).toBe(422);
    for (const q of ["🍅", "'; drop table brands; --", "a\u0000b", "(((("]) expect([200, 422]).toContain((await shopper.get(`/s/api/search/suggest?q=${encodeURIComponent(q)}`)).statusCode);
  });
});

describe("GET /s/api/search/no-results", () => {
  const rescue = async (q: string) => {
    const res = await shopper.get(`/s/api/search/no-results?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NoResultsAnswer;
  };

  it("offers the nearest search that finds something, beyond what typo tolerance finds", async () => {
    expect((await search("chocklet")).length).toBe(0);
    const answer = await rescue("chocklet");
    // As many edits from chocolate as from coconut, and starting as both do: the one with more
    // of its letters is the guess, and it finds products.
    expect(answer.did_you_mean).toBe("chocolate");
    expect((await search(answer.did_you_mean!)).length).toBeGreaterThan(0);
  });

  it("offers nothing to correct when no word is near, and always the shop's popular products", async () => {
    // Not a slip of a catalogue word: "kadam" (a brand) is as few letters away, but shorter.
    expect((await rescue("kardamom")).did_you_mean).toBeNull();
    const answer = await rescue("zzqxj");
    expect(answer.did_you_mean).toBeNull();
    expect(answer.popular).toHaveLength(8);
    expect(answer.popular.every((p) => p.packs.some((k) => k.in_stock))).toBe(true);
    expect(new Set(answer.popular.map((p) => p.product_id)).size).toBe(8);
    expect((await shopper.get(`/s/api/search/no-results?q=${"x".repeat(101)}`)).statusCode).toBe(422);
  });
});
