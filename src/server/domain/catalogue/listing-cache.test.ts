// Cached listings are served until the website's catalogue changes, then never again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { productListResponse } from "../../../shared/api/products";
import { createTestApp, ShopClient, type TestApp } from "../../testing/test-app";
import { createListingCache } from "./listing-cache";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

it("serves a changed catalogue once the website's catalogue version is bumped", async () => {
  const shopper = new ShopClient(h.app);
  const first = async () => productListResponse.parse((await shopper.get("/s/api/products?s=name")).json()).data[0]!;
  const before = await first();
  await h.services.db.execute(sql`update products set name = ${"Aaa Renamed " + before.product_name} where id = ${before.product_id}`);
  // Still the cached answer: the change did not go through the catalogue's change hook.
  expect((await first()).product_name).toBe(before.product_name);

  const websiteId = (await h.services.websites.find("localhost"))!.id;
  const version = await h.services.catalogueChanges.catalogueChanged(websiteId);
  expect(version).toBeGreaterThan(1);
  expect((await first()).product_name).toBe("Aaa Renamed " + before.product_name);
});

/** A cache of numbers that weigh 100 bytes each, within a budget of `entries` of them. */
const numbers = (entries: number, ttlMs = 60_000, now?: () => number) => createListingCache<number>({ maxBytes: entries * 100, sizeOf: () => 100, ttlMs, ...(now ? { now } : {}) });

it("shares one load between concurrent misses and evicts the oldest entry", async () => {
  const cache = numbers(2);
  let loads = 0;
  const load = async () => ++loads;
  const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
  expect([a, b, loads]).toEqual([1, 1, 1]);
  await cache.get("k2", load);
  await cache.get("k3", load);
  expect(cache.size).toBe(2);
  expect(await cache.get("k", load)).toBe(4);
});

it("is bounded by the bytes of its answers, not their count: big answers push out the least recently used", async () => {
  const cache = createListingCache<string>({ maxBytes: 1000, sizeOf: (text) => text.length, ttlMs: 60_000 });
  const load = (text: string) => async () => text;
  for (let i = 0; i < 10; i++) await cache.get(`small${i}`, load("x".repeat(50)));
  expect([cache.size, cache.bytes]).toEqual([10, 500]);
  // Read small0 again: it becomes the most recently used and outlives the others.
  await cache.get("small0", load("unused"));
  await cache.get("big", load("y".repeat(700)));
  expect(cache.bytes).toBeLessThanOrEqual(1000);
  expect(cache.bytes).toBe(700 + 50 * 6);
  expect(await cache.get("small0", load("reloaded"))).toBe("x".repeat(50));
  expect(await cache.get("small1", load("reloaded"))).toBe("reloaded");
  // An answer bigger than the whole budget is answered but not kept, and keeps nothing out.
  const kept = [cache.size, cache.bytes];
  expect(await cache.get("huge", load("z".repeat(5000)))).toBe("z".repeat(5000));
  await new Promise((r) => setTimeout(r, 0));
  expect([cache.size, cache.bytes]).toEqual(kept);
  expect(await cache.get("huge", load("again"))).toBe("again");
  cache.clear();
  expect([cache.size, cache.bytes]).toEqual([0, 0]);
});

it("does not keep a failed load", async () => {
  const cache = numbers(10);
  await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
  expect(await cache.get("k", async () => 7)).toBe(7);
});

it("serves an expired answer while one reload runs, then the reloaded one", async () => {
  let clock = 0;
  const cache = numbers(10, 20, () => clock);
  let loads = 0;
  let release = () => {};
  const slowLoad = () => new Promise<number>((resolve) => (release = () => resolve(++loads)));
  const first = cache.get("k", slowLoad);
  release();
  expect(await first).toBe(1);
  clock += 25;
  // Expired: the old answer comes back at once, and only one reload starts.
  expect(await cache.get("k", slowLoad)).toBe(1);
  expect(await cache.get("k", slowLoad)).toBe(1);
  release();
  await new Promise((r) => setTimeout(r, 0));
  expect(loads).toBe(2);
  expect(await cache.get("k", slowLoad)).toBe(2);
});

it("loads afresh, and waits, once an answer is twice its lifetime old", async () => {
  let clock = 0;
  const cache = numbers(10, 10, () => clock);
  let loads = 0;
  const load = async () => ++loads;
  expect(await cache.get("k", load)).toBe(1);
  clock += 25;
  expect(await cache.get("k", load)).toBe(2);
});
