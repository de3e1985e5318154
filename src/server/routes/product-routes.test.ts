import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import * as t from "../db/schema";
import { productListResponse, productSchema, similarProductsResponse, type Product } from "../../shared/api/products";
import { createTestApp, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
beforeAll(async () => {
  h = await createTestApp();
  shopper = new ShopClient(h.app);
});
afterAll(() => h.close());

const list = async (query: string, client = shopper) => {
  const res = await client.get(`/s/api/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
};
/** The price the shop shows for a product: its cheapest pack in stock, else its cheapest pack. */
const shownPrice = (p: Product) => {
  const inStock = p.packs.filter((k) => k.in_stock);
  return Math.min(...(inStock.length ? inStock : p.packs).map((k) => k.price));
};
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

describe("GET /s/api/products", () => {
  it("lists 24 products a page in the §3 shape, with the total", async () => {
    const body = await list("");
    expect(body.data).toHaveLength(24);
    expect(body.meta.total).toBeGreaterThanOrEqual(400);
    expect(body.meta.perPage).toBe(24);
    for (const p of body.data) {
      expect(p.image).toBe(p.medias[0]!.src);
      expect(p.wishlist).toBe(false);
      expect(p.packs.length).toBeGreaterThanOrEqual(1);
      for (const k of p.packs) {
        expect(k.price).toBeLessThanOrEqual(k.act_price);
        expect(twoDecimals(k.price) && twoDecimals(k.act_price)).toBe(true);
        expect(k.discount_type === null || k.discount_type === "percentage").toBe(true);
      }
    }
    const page2 = await list("?page=2");
    expect(page2.data[0]!.product_id).not.toBe(body.data[0]!.product_id);
    const beyond = await list(`?page=${body.meta.lastPage + 1}`);
    expect(beyond.data).toHaveLength(0);
    expect(beyond.meta.total).toBe(body.meta.total);
  });

  it("filters by category slug, including sub-categories, and accepts links", async () => {
    const parent = await list("?c=fruits-vegetables&perPage=100");
    const child = await list("?c=fresh-vegetables&perPage=100");
    expect(child.meta.total).toBeGreaterThan(0);
    expect(parent.meta.total).toBeGreaterThan(child.meta.total);
    const childIds = new Set(child.data.map((p) => p.product_id));
    const parentIds = new Set(parent.data.map((p) => p.product_id));
    for (const id of childIds) expect(parentIds.has(id)).toBe(true);
    const viaLink = await list("?c=/products/fresh-vegetables&perPage=100");
    expect(viaLink.meta.total).toBe(child.meta.total);
    const two = await list("?c=fresh-vegetables,fresh-fruits&perPage=100");
    expect(two.meta.total).toBeGreaterThan(child.meta.total);
    expect((await list("?c=no-such-category")).meta.total).toBe(0);
  });

  it("filters by brand slugs", async () => {
    const all = await list("?perPage=100");
    const brand = all.data[0]!.brand_slug;
    const body = await list(`?b=${brand}&perPage=100`);
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.data.every((p) => p.brand_slug === brand)).toBe(true);
  });

  it("sorts by price both ways, discount, name and newest", async () => {
    const asc = (await list("?s=price-asc&perPage=50")).data.map(shownPrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list("?s=price-desc&perPage=50")).data.map(shownPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const disc = (await list("?s=discount&perPage=50")).data.map((p) => Math.max(...p.packs.map((k) => k.discount)));
    expect(disc).toEqual([...disc].sort((a, b) => b - a));
    expect(disc[0]).toBeGreaterThan(0);
    const names = (await list("?s=name&perPage=50")).data.map((p) => p.product_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await list("?s=newest");
    const oldestFirst = await list("");
    expect(newest.data[0]!.product_id).not.toBe(oldestFirst.data[0]!.product_id);
  });

  it("searches name, brand and category, trimmed, every word required", async () => {
    const all = await list("?perPage=100");
    const sample = all.data[5]!;
    const word = sample.product_name.split(" ").at(-1)!;
    const byName = await list(`?q=${encodeURIComponent(`  ${word}  `)}&perPage=100`);
    expect(byName.data.some((p) => p.product_id === sample.product_id)).toBe(true);
    const byBrand = await list(`?q=${encodeURIComponent(sample.brand_name)}&perPage=100`);
    expect(byBrand.data.some((p) => p.product_id === sample.product_id)).toBe(true);
    const byCategory = await list("?q=vegetables&perPage=100");
    expect(byCategory.meta.total).toBeGreaterThan(5);
    const none = await list("?q=zzqxj");
    expect(none.meta.total).toBe(0);
    const words = await list(`?q=${encodeURIComponent(`${sample.brand_name} ${word}`)}&perPage=100`);
    expect(words.data.every((p) => p.brand_name === sample.brand_name)).toBe(true);
    // Wildcards and text-search operators are not syntax: "%%" names no word, and
    // operators between words only separate them.
    expect((await list("?q=%25%25")).meta.total).toBe(0);
    const operators = await list(`?q=${encodeURIComponent(`(${word}):* & | !`)}&perPage=100`);
    expect(operators.data.some((p) => p.product_id === sample.product_id)).toBe(true);
    // A word's beginning is enough: shoppers type "basm" for Basmati.
    const prefix = await list(`?q=${encodeURIComponent(word.slice(0, 3))}&perPage=100`);
    expect(prefix.data.some((p) => p.product_id === sample.product_id)).toBe(true);
  });

  it("ranks products named for the words above those that match only by brand or category", async () => {
    const found = await list("?q=vegetables&perPage=100");
    const named = found.data.map((p) => /vegetables/i.test(p.product_name));
    // Every product whose name holds the word comes before every one that matched otherwise.
    expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(true);
    const word = (await list("?perPage=1")).data[0]!.product_name.split(" ").at(-1)!;
    const byWord = await list(`?q=${encodeURIComponent(word)}&perPage=100`);
    expect(byWord.data[0]!.product_name.toLowerCase()).toContain(word.toLowerCase());
  });

  it("refuses bad queries with 422 and a message per field", async () => {
    const cases: [string, string][] = [
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page=1.5", "page"],
      ["?perPage=1000", "perPage"],
      ["?s=cheapest", "s"],
      ["?q=a", "q"],
      ["?q=" + "x".repeat(101), "q"],
      ["?c=a&c=b", "c"],
      ["?b=a&b=b", "b"],
    ];
    for (const [query, field] of cases) {
      const res = await shopper.get(`/s/api/products${query}`);
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(typeof body.message).toBe("string");
      expect(body.errors).toHaveProperty(field);
    }
  });

  it("keeps each website to its own catalogue", async () => {
    const fresh = new ShopClient(h.app, FRESH);
    const freshList = await list("?perPage=100", fresh);
    const demoList = await list("?perPage=100");
    expect(freshList.meta.total).toBeLessThan(demoList.meta.total);
    const freshIds = new Set(freshList.data.map((p) => p.product_id));
    expect(demoList.data.some((p) => freshIds.has(p.product_id))).toBe(false);
    expect((await list("?c=atta-rice-dal", fresh)).meta.total).toBe(0);
  });
});

describe("GET /s/api/products/{id}", () => {
  it("answers one product by id and by slug", async () => {
    const first = (await list("")).data[0]!;
    const byId = await shopper.get(`/s/api/products/${first.product_id}`);
    expect(byId.statusCode).toBe(200);
    const product = productSchema.parse(byId.json());
    // The page adds the description, info and declarations that list cards leave out.
    const { product_description, product_info, declarations, ...card } = product;
    expect(card).toEqual(first);
    expect(first.product_description).toBeUndefined();
    expect(first.declarations).toBeUndefined();
    expect(product_description).toBeTruthy();
    expect(product_info).toBeTruthy();
    expect(declarations).toMatchObject({
      maker_role: expect.stringMatching(/^(manufacturer|packer|importer)$/),
      maker_name: expect.any(String),
      generic_name: expect.any(String),
      country_of_origin: expect.any(String),
    });
    const bySlug = await shopper.get(`/s/api/products/${first.slug}`);
    expect(bySlug.json()).toEqual(product);
  });

  it("answers 404 for unknown products and for another website's products", async () => {
    // Staples are sold only by the demo website.
    const demoProduct = (await list("?c=atta-rice-dal")).data[0]!;
    const fresh = new ShopClient(h.app, FRESH);
    for (const [client, id] of [
      [shopper, "999999"],
      [shopper, "no-such-product"],
      [fresh, String(demoProduct.product_id)],
      [fresh, demoProduct.slug],
    ] as const) {
      const res = await client.get(`/s/api/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "This product is not available" });
    }
    const bad = await shopper.get("/s/api/products/%3Cscript%3E");
    expect(bad.statusCode).toBe(422);
  });

  it("prices and stocks packs at the warehouse of the visitor's pincode", async () => {
    const visitor = new ShopClient(h.app);
    const before = (await list("", visitor)).data[0]!;
    await visitor.get("/s/api/check/pincode/560011");
    const after = (await list("", visitor)).data[0]!;
    expect(after.packs[0]!.warehouse_id).not.toBe(before.packs[0]!.warehouse_id);
  });
});

describe("GET /s/api/products/{id}/similar", () => {
  const SHELF = "fresh-vegetables";
  const similar = async (idOrSlug: string | number, client = shopper) => {
    const res = await client.get(`/s/api/products/${idOrSlug}/similar`);
    expect(res.statusCode, res.body).toBe(200);
    return similarProductsResponse.parse(res.json()).data;
  };
  const cheapest = (p: Product) => Math.min(...p.packs.map((k) => k.price));

  it("offers up to four in-stock products from the same leaf category, never the product itself, closest in price first", async () => {
    const shelf = (await list(`?c=${SHELF}&perPage=100`)).data;
    expect(shelf.length).toBeGreaterThan(5);
    const product = shelf[0]!;
    const found = await similar(product.slug);
    expect(found).toHaveLength(4);
    const onShelf = new Set(shelf.map((p) => p.product_id));
    for (const p of found) {
      expect(onShelf.has(p.product_id), p.product_name).toBe(true);
      expect(
        p.packs.some((k) => k.in_stock),
        p.product_name,
      ).toBe(true);
    }
    expect(found.map((p) => p.product_id)).not.toContain(product.product_id);
    const gaps = found.map((p) => Math.abs(cheapest(p) - cheapest(product)));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    // By number as by slug.
    expect(await similar(product.product_id)).toEqual(found);
  });

  it("leaves out products with no pack in stock at the shopper's warehouse and never reaches into other categories", async () => {
    const db = h.services.db;
    const shelf = (await list(`?c=${SHELF}&perPage=100`)).data;
    const warehouseId = shelf[0]!.packs[0]!.warehouse_id;
    const [product, ...others] = shelf;
    // One product keeps a single pack in stock, another all of them; the rest of the shelf sells out here.
    const partly = others.find((p) => p.packs.length > 1)!;
    const fully = others.find((p) => p !== partly)!;
    const packIds = others.flatMap((p) => p.packs.map((k) => k.pack_id));
    const here = and(eq(t.stock.warehouseId, warehouseId), inArray(t.stock.packId, packIds));
    const saved = await db.select().from(t.stock).where(here);
    try {
      await db.update(t.stock).set({ quantity: 0 }).where(here);
      const keep = [partly.packs[1]!, ...fully.packs].map((k) => k.pack_id);
      await db
        .update(t.stock)
        .set({ quantity: 5 })
        .where(and(eq(t.stock.warehouseId, warehouseId), inArray(t.stock.packId, keep)));

      const found = await similar(product!.slug);
      // Two left on the shelf, and the sibling categories (fresh fruits, herbs) do not make up the four.
      expect(found.map((p) => p.product_id).sort((a, b) => a - b)).toEqual([partly.product_id, fully.product_id].sort((a, b) => a - b));
      // The other warehouse's stock is its own: a shopper there still gets four.
      const elsewhere = new ShopClient(h.app);
      await elsewhere.get("/s/api/check/pincode/560011");
      const there = await similar(product!.slug, elsewhere);
      expect(there[0]!.packs[0]!.warehouse_id).not.toBe(warehouseId);
      expect(there).toHaveLength(4);
    } finally {
      for (const row of saved) {
        await db
          .update(t.stock)
          .set({ quantity: row.quantity })
          .where(and(eq(t.stock.warehouseId, row.warehouseId), eq(t.stock.packId, row.packId)));
      }
    }
  });

  it("keeps each website to its own products", async () => {
    const fresh = new ShopClient(h.app, FRESH);
    const freshShelf = (await list(`?c=${SHELF}&perPage=100`, fresh)).data;
    const demoIds = new Set((await list(`?c=${SHELF}&perPage=100`)).data.map((p) => p.product_id));
    expect(freshShelf.length).toBeGreaterThan(1);
    const found = await similar(freshShelf[0]!.slug, fresh);
    expect(found.length).toBeGreaterThan(0);
    const freshIds = new Set(freshShelf.map((p) => p.product_id));
    for (const p of found) {
      expect(freshIds.has(p.product_id)).toBe(true);
      expect(demoIds.has(p.product_id)).toBe(false);
    }
    // A demo product asked for on Fresh Basket is not there, by number or slug.
    const staple = (await list("?c=atta-rice-dal")).data[0]!;
    for (const id of [staple.product_id, staple.slug]) {
      const res = await fresh.get(`/s/api/products/${id}/similar`);
      expect(res.statusCode).toBe(404);
    }
  });

  it("answers 404 in the error shape for an unknown product and 422 for an address that cannot be one", async () => {
    for (const id of ["no-such-product", "999999"]) {
      const res = await shopper.get(`/s/api/products/${id}/similar`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "This product is not available" });
    }
    const bad = await shopper.get("/s/api/products/%3Cscript%3E/similar");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("id");
  });
});
