// Reorder (issue 33) over the real database and HTTP routes: an earlier order's packs go into
// the cart at today's prices, as many as the shop can sell now; packs no longer sold or out of
// stock are named with the reason; another shopper's order is not found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { ReorderAnswer } from "../../shared/api/account";
import type { ProductListResponse } from "../../shared/api/products";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

let phones = 0;
async function newShopper() {
  const phone = `73100${String(++phones).padStart(5, "0")}`;
  const [user] = await h.services.db.insert(t.users).values({ phone, name: "Reorder Shopper" }).returning({ id: t.users.id });
  const client = new ShopClient(h.app, DEMO);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  expect((await client.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
  return { client, userId: user!.id };
}

/** An earlier order of the shopper, with lines copied as checkout copies them (prices of then). */
async function pastOrder(userId: number, lines: { packId: number | null; name: string; pack: string; quantity: number }[]) {
  const [web] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const [order] = await h.services.db
    .insert(t.orders)
    .values({ websiteId: web!.id, userId, orderNumber: `KD-R${Date.now()}${++phones}`, status: "delivered", amount: 10_000, subtotal: 10_000 })
    .returning({ id: t.orders.id });
  await h.services.db
    .insert(t.orderItems)
    .values(lines.map((l) => ({ orderId: order!.id, packId: l.packId, name: l.name, packName: l.pack, quantity: l.quantity, price: 1_000, mrp: 1_200, amount: 1_000 * l.quantity })));
  return order!.id;
}

/** Packs the shop sells now with enough stock to take `quantity`, from the list's last page. */
async function packsInStock(client: ShopClient, count: number, quantity: number) {
  const list = (await client.get("/s/api/products?perPage=100&page=4")).json() as ProductListResponse;
  return list.data
    .flatMap((p) => p.packs.map((k) => ({ ...k, product: p.product_name })))
    .filter((k) => k.in_stock && k.max_quantity >= quantity)
    .slice(0, count);
}

describe("reorder", () => {
  it("puts the order's packs in the cart at today's prices and names what cannot be had", async () => {
    const { client, userId } = await newShopper();
    const [fresh, capped, gone] = await packsInStock(client, 3, 2);
    // One pack the shop stopped selling since, one it sold out of, one line whose pack was deleted.
    await h.services.db.update(t.packs).set({ active: false }).where(eq(t.packs.id, gone!.pack_id));
    await h.services.db
      .update(t.stock)
      .set({ quantity: 1 })
      .where(and(eq(t.stock.packId, capped!.pack_id), eq(t.stock.warehouseId, capped!.warehouse_id)));
    const orderId = await pastOrder(userId, [
      { packId: fresh!.pack_id, name: fresh!.product, pack: fresh!.pack_name, quantity: 2 },
      { packId: capped!.pack_id, name: capped!.product, pack: capped!.pack_name, quantity: 3 },
      { packId: gone!.pack_id, name: gone!.product, pack: gone!.pack_name, quantity: 1 },
      { packId: null, name: "Old Ghee", pack: "1 L", quantity: 1 },
    ]);

    const res = await client.post(`/s/api/account/orders/${orderId}/reorder`, {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ReorderAnswer;
    expect(answer.added).toEqual([
      { name: fresh!.product, pack: fresh!.pack_name, quantity: 2, ordered: 2 },
      { name: capped!.product, pack: capped!.pack_name, quantity: 1, ordered: 3 },
    ]);
    expect(answer.unavailable).toEqual([
      { name: "Old Ghee", pack: "1 L", reason: "No longer sold" },
      { name: gone!.product, pack: gone!.pack_name, reason: "No longer sold" },
    ]);
    // Today's prices, not the order's ₹10.00.
    const lines = answer.cart.grouped_items.flatMap((g) => g.items);
    expect(lines.map((l) => [l.pack_id, l.quantity, l.price])).toEqual(
      expect.arrayContaining([
        [fresh!.pack_id, 2, fresh!.price],
        [capped!.pack_id, 1, capped!.price],
      ]),
    );

    // Again: the cart already holds all the shop can sell of the capped pack, which says so.
    const again = (await client.post(`/s/api/account/orders/${orderId}/reorder`, {})).json() as ReorderAnswer;
    expect(again.unavailable).toContainEqual({ name: capped!.product, pack: capped!.pack_name, reason: "Only 1 left in stock" });
  });

  it("finds no other shopper's order, and asks a visitor to sign in", async () => {
    const owner = await newShopper();
    const [pack] = await packsInStock(owner.client, 1, 1);
    const orderId = await pastOrder(owner.userId, [{ packId: pack!.pack_id, name: pack!.product, pack: pack!.pack_name, quantity: 1 }]);
    const other = await newShopper();
    const res = await other.client.post(`/s/api/account/orders/${orderId}/reorder`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "This order does not exist" });
    expect((await new ShopClient(h.app, DEMO).post(`/s/api/account/orders/${orderId}/reorder`, {})).statusCode).toBe(401);
    expect((await other.client.post("/s/api/account/orders/abc/reorder", {})).statusCode).toBe(422);
  });

  it("lets the agent who placed an order reorder it for the customer, whose cart it fills", async () => {
    const customer = await newShopper();
    const [pack] = await packsInStock(customer.client, 1, 1);
    const orderId = await pastOrder(customer.userId, [{ packId: pack!.pack_id, name: pack!.product, pack: pack!.pack_name, quantity: 1 }]);
    const [agentRow] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543211"));
    await h.services.db.update(t.orders).set({ agentId: agentRow!.id, channel: "agent" }).where(eq(t.orders.id, orderId));
    const agent = new ShopClient(h.app, DEMO);
    expect((await agent.post("/s/api/test/sign-in", { phone: "9876543211" }, { xsrf: false })).statusCode).toBe(200);
    await agent.get("/s/api/check/pincode/560038");

    const res = await agent.post(`/s/api/account/orders/${orderId}/reorder`, {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ReorderAnswer;
    expect(answer.acting_for).toMatchObject({ id: customer.userId });
    expect(answer.added).toEqual([{ name: pack!.product, pack: pack!.pack_name, quantity: 1, ordered: 1 }]);
    const carts = await h.services.db.select({ userId: t.carts.userId }).from(t.carts).innerJoin(t.cartItems, eq(t.cartItems.cartId, t.carts.id)).where(eq(t.cartItems.packId, pack!.pack_id));
    expect(carts.map((c) => c.userId)).toContain(customer.userId);
    expect(carts.map((c) => c.userId)).not.toContain(agentRow!.id);
  });
});
