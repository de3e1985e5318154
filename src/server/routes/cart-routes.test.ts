import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as t from "../db/schema";
import type { Cart, CouponAnswer } from "../../shared/api/cart";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const shopper = (origin = DEMO) => new ShopClient(h.app, origin);

/** A pack of the demo store with plenty of stock at a warehouse, its price and limit. */
async function stockedPack(warehouseName: string, skip = 0, websiteCode = "demo") {
  const rows = await h.services.db
    .select({ packId: t.packs.id, price: t.packs.price, mrp: t.packs.mrp, max: t.packs.maxPerOrder, stock: t.stock.quantity, warehouseId: t.warehouses.id })
    .from(t.packs)
    .innerJoin(t.websites, and(eq(t.websites.id, t.packs.websiteId), eq(t.websites.code, websiteCode)))
    .innerJoin(t.stock, eq(t.stock.packId, t.packs.id))
    .innerJoin(t.warehouses, and(eq(t.warehouses.id, t.stock.warehouseId), eq(t.warehouses.name, warehouseName)))
    .where(and(sql`${t.stock.quantity} >= 20`, sql`${t.packs.maxPerOrder} >= 3`))
    .orderBy(t.packs.id)
    .limit(1)
    .offset(skip);
  return rows[0]!;
}

const cartOf = (res: { json(): unknown }) => res.json() as Cart;

describe("the cart", () => {
  it("is empty for a new visitor, and init carries it", async () => {
    const client = shopper();
    const res = await client.get("/s/api/cart");
    expect(res.statusCode).toBe(200);
    expect(cartOf(res)).toMatchObject({ quantity: 0, items: [], amount: 0, paymentMethods: ["cod", "razorpay", "cashfree"] });
  });

  it("adds, counts up, counts down and removes lines, priced from the database", async () => {
    const client = shopper();
    const pack = await stockedPack("Indiranagar Hub");
    let res = await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
    expect(res.statusCode).toBe(200);
    let cart = cartOf(res);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ pack_id: pack.packId, quantity: 1, price: pack.price / 100, amount: pack.price / 100, valid: true });
    res = await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
    cart = cartOf(res);
    expect(cart.quantity).toBe(2);
    expect(cart.total).toBe((pack.price * 2) / 100);
    res = await client.post("/s/api/cart/remove", { pack_id: pack.packId });
    expect(cartOf(res).quantity).toBe(1);
    res = await client.post("/s/api/cart/remove", { pack_id: pack.packId });
    expect(cartOf(res).items).toEqual([]);
    const again = await client.get("/s/api/cart");
    expect(cartOf(again).items).toEqual([]);
    const init = await client.get("/s/api/init");
    expect((init.json() as { cart: Cart }).cart.items).toEqual([]);
  });

  it("removes a whole line with remove set, and init answers the same cart", async () => {
    const client = shopper();
    const pack = await stockedPack("Indiranagar Hub", 1);
    await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId, quantity: 3 });
    const init = (await client.get("/s/api/init")).json() as { cart: Cart };
    expect(init.cart.quantity).toBe(3);
    const res = await client.post("/s/api/cart/remove", { pack_id: pack.packId, remove: true });
    expect(cartOf(res).items).toEqual([]);
  });

  it("never passes the per-order limit or the stock", async () => {
    const client = shopper();
    const pack = await stockedPack("Indiranagar Hub", 2);
    const limit = Math.min(pack.max, pack.stock);
    const full = await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId, quantity: limit });
    expect(full.statusCode).toBe(200);
    const over = await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: expect.stringMatching(/at most|left in stock/) });
    expect(cartOf(await client.get("/s/api/cart")).quantity).toBe(limit);
  });

  it("charges delivery below the free threshold and tells how much more to add", async () => {
    const client = shopper();
    await client.get("/s/api/check/pincode/560038");
    const pack = await stockedPack("Indiranagar Hub", 3);
    const cart = cartOf(await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId }));
    const subtotal = pack.price;
    if (subtotal < 49_900) {
      expect(cart.finalDelivery).toBe(30);
      expect(cart.deliveryMessage).toContain("more for free delivery");
      expect(cart.amount).toBe((subtotal + 3000) / 100);
    } else {
      expect(cart.finalDelivery).toBe(0);
    }
    expect(cart.deliveryInfo).toHaveLength(1);
    expect(cart.deliveryInfo[0]!.del_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cart.grouped_items[0]!.items[0]!.pack_id).toBe(pack.packId);
  });

  it("moves the cart to the warehouse of a newly chosen pincode", async () => {
    const client = shopper();
    const pack = await stockedPack("Indiranagar Hub", 4);
    await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
    const res = await client.get("/s/api/check/pincode/560011");
    expect(res.statusCode).toBe(200);
    const cart = cartOf(await client.get("/s/api/cart"));
    const [jayanagar] = await h.services.db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.name, "Jayanagar Hub"));
    expect(cart.items[0]!.warehouse_id).toBe(jayanagar!.id);
    expect(cart.serviceable).toBe(true);
  });

  it("refuses a pack of another website as unknown", async () => {
    const client = shopper(FRESH);
    const demoPack = await stockedPack("Indiranagar Hub");
    const init = (await client.get("/s/api/products")).json() as { data: { packs: { warehouse_id: number }[] }[] };
    const res = await client.post("/s/api/cart/add", { pack_id: demoPack.packId, warehouse_id: init.data[0]!.packs[0]!.warehouse_id });
    expect(res.statusCode).toBe(404);
  });
});

describe("coupons", () => {
  it("applies SAVE10 above its minimum, caps it, and removes it", async () => {
    const client = shopper();
    const pack = await stockedPack("Indiranagar Hub", 5);
    const quantity = Math.min(pack.max, Math.ceil(50_000 / pack.price));
    await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId, quantity });
    const subtotal = pack.price * quantity;
    const res = await client.post("/s/api/apply/coupon", { code: " save10 " });
    if (subtotal < 50_000) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: expect.stringContaining("more to use SAVE10") });
      return;
    }
    expect(res.statusCode).toBe(200);
    const answer = res.json() as CouponAnswer;
    expect(answer.cart.offercode).toBe("SAVE10");
    expect(answer.cart.discount).toBe(Math.min(Math.floor(subtotal / 10), 10_000) / 100);
    const removed = await client.get("/s/api/remove/coupon");
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CouponAnswer).cart).toMatchObject({ offercode: null, discount: 0 });
  });

  it("refuses an expired coupon, an unknown one and a sign-in-only one for a guest, each with its message", async () => {
    const client = shopper();
    const pack = await stockedPack("Indiranagar Hub", 6);
    await client.post("/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId, quantity: 3 });
    const expired = await client.post("/s/api/apply/coupon", { code: "DIWALI2025" });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ message: "The coupon DIWALI2025 has expired" });
    const unknown = await client.post("/s/api/apply/coupon", { code: "NOPE" });
    expect(unknown.json()).toMatchObject({ message: "This coupon code is not valid" });
    const welcome = await client.post("/s/api/apply/coupon", { code: "WELCOME50" });
    expect(welcome.statusCode).toBe(401);
    expect(welcome.json()).toMatchObject({ message: "Please sign in to use the coupon WELCOME50" });
    const fresh = await client.post("/s/api/apply/coupon", { code: "FRESHSTART" });
    expect(fresh.json()).toMatchObject({ message: "This coupon code is not valid" });
  });
});
