import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import * as t from "../db/schema";
import type { WishlistCategory, WishlistCategoryAnswer, WishlistUpdateAnswer } from "../../shared/api/wishlist";
import type { Product, ProductListResponse } from "../../shared/api/products";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin);
  const res = await client.post("/s/api/test/sign-in", { phone }, { xsrf: false });
  expect(res.statusCode).toBe(200);
  return client;
}

const firstProduct = async (client: ShopClient) => ((await client.get("/s/api/products?perPage=2")).json() as ProductListResponse).data[0]!;

describe("wish lists", () => {
  it("answer 401 to a visitor who is not signed in, and store nothing", async () => {
    const guest = new ShopClient(h.app);
    expect((await guest.get("/s/api/wishlist")).statusCode).toBe(401);
    expect((await guest.post("/s/api/wishlistCategory", { name: "Monthly" })).statusCode).toBe(401);
    expect((await guest.post("/s/api/wishlist/update", { product_id: 1, wishlist_category_id: 1 })).statusCode).toBe(401);
    const [row] = await h.services.db.select({ n: count() }).from(t.wishlistCategories);
    expect(row!.n).toBe(0);
  });

  it("create a list, toggle a product in and out, and flag it on product answers for its owner only", async () => {
    const shopper = await signedIn("9876543210");
    const created = await shopper.post("/s/api/wishlistCategory", { name: "  Monthly staples " });
    expect(created.statusCode).toBe(201);
    const { message, category } = created.json() as WishlistCategoryAnswer;
    expect(message).toBe("Wishlist added successfully");
    expect(category.name).toBe("Monthly staples");

    const product = await firstProduct(shopper);
    expect(product.wishlist).toBe(false);
    const on = (await shopper.post("/s/api/wishlist/update", { product_id: product.product_id, wishlist_category_id: category.id })).json() as WishlistUpdateAnswer;
    expect(on).toMatchObject({ saved: true, wishlist: true });
    expect((await firstProduct(shopper)).wishlist).toBe(true);
    expect(((await shopper.get(`/s/api/products/${product.slug}`)).json() as Product).wishlist).toBe(true);
    const lists = (await shopper.get("/s/api/wishlist")).json() as WishlistCategory[];
    expect(lists).toEqual([{ id: category.id, name: "Monthly staples", product_ids: [product.product_id] }]);

    // Another shopper sees the same cached list without the flag.
    const other = await signedIn("9876543211");
    expect((await firstProduct(other)).wishlist).toBe(false);
    expect((await new ShopClient(h.app).get(`/s/api/products/${product.slug}`)).json()).toMatchObject({ wishlist: false });

    const off = (await shopper.post("/s/api/wishlist/update", { product_id: product.product_id, wishlist_category_id: category.id })).json() as WishlistUpdateAnswer;
    expect(off).toMatchObject({ saved: false, wishlist: false });
    expect((await firstProduct(shopper)).wishlist).toBe(false);
  });

  it("refuse a second list of the same name (any case), an empty name and markup", async () => {
    const shopper = await signedIn("9876543210");
    await shopper.post("/s/api/wishlistCategory", { name: "Party" });
    const twice = await shopper.post("/s/api/wishlistCategory", { name: "PARTY" });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ message: 'You already have a wish list named "PARTY"' });
    expect((await shopper.post("/s/api/wishlistCategory", { name: "   " })).json()).toMatchObject({ message: "Enter a name for the wish list" });
    expect((await shopper.post("/s/api/wishlistCategory", { name: "<b>x</b>" })).statusCode).toBe(422);
  });

  it("keep lists to their website: the same user on another website has none, and cannot use ids from here", async () => {
    const here = await signedIn("9876543212");
    const { category } = (await here.post("/s/api/wishlistCategory", { name: "Admin picks" })).json() as WishlistCategoryAnswer;
    const there = await signedIn("9876543212", FRESH);
    expect((await there.get("/s/api/wishlist")).json()).toEqual([]);
    const product = await firstProduct(there);
    const res = await there.post("/s/api/wishlist/update", { product_id: product.product_id, wishlist_category_id: category.id });
    expect(res.statusCode).toBe(404);
  });
});

describe("guest cart at sign-in", () => {
  it("merges into the user's cart, adding quantities within the limits", async () => {
    const user = await signedIn("9876543213");
    const products = ((await user.get("/s/api/products?perPage=40")).json() as ProductListResponse).data;
    const packs = products.flatMap((p) => p.packs).filter((p) => p.in_stock && p.max_quantity >= 4);
    const [a, b] = [packs[0]!, packs[1]!];
    await user.post("/s/api/cart/add", { pack_id: a.pack_id, warehouse_id: a.warehouse_id, quantity: 2 });

    const guest = new ShopClient(h.app);
    await guest.post("/s/api/cart/add", { pack_id: a.pack_id, warehouse_id: a.warehouse_id, quantity: a.max_quantity });
    await guest.post("/s/api/cart/add", { pack_id: b.pack_id, warehouse_id: b.warehouse_id, quantity: 1 });
    const res = await guest.post("/s/api/test/sign-in", { phone: "9876543213" }, { xsrf: false });
    expect(res.statusCode).toBe(200);
    const cart = (await guest.get("/s/api/cart")).json() as { items: { pack_id: number; quantity: number }[] };
    const quantities = Object.fromEntries(cart.items.map((i) => [i.pack_id, i.quantity]));
    expect(quantities).toEqual({ [a.pack_id]: a.max_quantity, [b.pack_id]: 1 });
    // The guest cart is gone; the user's other session sees the merged cart.
    const again = (await user.get("/s/api/cart")).json() as { quantity: number };
    expect(again.quantity).toBe(a.max_quantity + 1);
  });
});
