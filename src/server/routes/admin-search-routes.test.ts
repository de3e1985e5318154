// The owner fixes a search that found nothing from the back office (issue 30): the miss is
// counted without the shopper, the owner adds a word, and the shop's search uses it at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productListResponse } from "../../shared/api/products";
import type { SearchMissesAnswer, SearchWord, SearchWordsAnswer } from "../../shared/api/admin-search";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket

let h: TestApp;
let shopper: ShopClient;
let owner: ShopClient;
beforeAll(async () => {
  h = await createTestApp();
  shopper = new ShopClient(h.app);
  owner = new ShopClient(h.app, DEMO, "10.32.0.1");
  expect((await owner.post("/s/api/test/sign-in", { phone: ANITA }, { xsrf: false })).statusCode).toBe(200);
});
afterAll(() => h.close());

const search = async (q: string, client = shopper) => {
  const res = await client.get(`/s/api/products?perPage=5&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
};
/**
 * The number a search for `q` finds, once the owner's change is in: a search waits 300 ms for
 * the website's rebuilt index, then the last one answers; on a busy machine the rebuild can take
 * longer, so a later search is the one that sees it.
 */
const totalSoon = (q: string, client = shopper) => expect.poll(async () => (await search(q, client)).meta.total, { timeout: 15_000 });
const misses = async () => ((await owner.get("/s/api/admin/search/misses")).json() as SearchMissesAnswer).data;
const words = async () => ((await owner.get("/s/api/admin/search/words")).json() as SearchWordsAnswer).data;
const put = (word: string, meanings: unknown) => owner.request("PUT", "/s/api/admin/search/words", { body: { word, meanings } });

describe("search words in the back office", () => {
  it("counts a search that found nothing, and the owner's new word makes it find products at once", async () => {
    expect((await search("bhutta")).meta.total).toBe(0);
    await search("  Bhutta ");
    // Narrowed by a category or a later page: not a shopper's plain search.
    await shopper.get("/s/api/products?q=bhutta&c=dairy-bakery");
    const counted = (await misses()).find((m) => m.query === "bhutta");
    expect(counted?.count).toBe(2);

    const saved = await put("Bhutta", ["sweet corn", "corn"]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ word: "bhutta", meanings: ["sweet corn", "corn"], source: "added" });
    await totalSoon("bhutta").toBeGreaterThan(0);
    const found = await search("bhutta");
    expect(found.data[0]!.product_name).toMatch(/Sweet Corn/);
    // Found now, so no longer shown as a miss.
    expect((await misses()).some((m) => m.query === "bhutta")).toBe(false);
  });

  it("lists the dictionary with the owner's changes, and removing a dictionary word takes it out of the search", async () => {
    const before = await words();
    expect(before.find((w) => w.word === "chawal")).toEqual({ word: "chawal", meanings: ["rice"], source: "built-in" });
    expect((await search("chawal")).meta.total).toBeGreaterThan(0);

    expect((await owner.request("DELETE", "/s/api/admin/search/words/chawal")).statusCode).toBe(204);
    expect((await words()).find((w) => w.word === "chawal")).toEqual({ word: "chawal", meanings: [], source: "removed" });
    await totalSoon("chawal").toBe(0);
    expect((await owner.request("DELETE", "/s/api/admin/search/words/chawal")).statusCode).toBe(404);

    // Saved again with the dictionary's meaning, it is the dictionary's word once more.
    expect(((await put("chawal", ["rice"])).json() as SearchWord).source).toBe("built-in");
    await totalSoon("chawal").toBeGreaterThan(0);
    const changed = (await put("gobi", ["cauliflower"])).json() as SearchWord;
    expect(changed).toEqual({ word: "gobi", meanings: ["cauliflower"], source: "changed" });
  });

  it("exports the words as CSV for a spreadsheet", async () => {
    await put("mooli", ["radish"]);
    const res = await owner.get("/s/api/admin/search/words.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("word,meanings,source");
    expect(lines).toContain("mooli,radish,added");
    expect(lines).toContain("atta,wheat atta|atta,built-in");
  });

  it("refuses bad words with the spec's error shape", async () => {
    const empty = await put("  ", ["rice"]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { word: expect.any(String) } });
    const none = await put("chawal", []);
    expect(none.statusCode).toBe(422);
    expect((none.json() as { errors: Record<string, string> }).errors.meanings).toBe("Give at least one word it means");
    expect((await put("x".repeat(41), ["rice"])).statusCode).toBe(422);
    expect((await put("chawal", ["rice; drop table"])).statusCode).toBe(422);
    expect((await put("chawal", "rice")).statusCode).toBe(422);
  });

  it("keeps each website's words to itself", async () => {
    expect(((await put("sabziwala", ["tomato"])).json() as SearchWord).source).toBe("added");
    await totalSoon("sabziwala").toBeGreaterThan(0);
    // Fresh Basket sells tomatoes too, but its search has no such word.
    const fresh = new ShopClient(h.app, FRESH);
    expect((await search("tomato", fresh)).meta.total).toBeGreaterThan(0);
    expect((await search("sabziwala", fresh)).meta.total).toBe(0);
  });
});
