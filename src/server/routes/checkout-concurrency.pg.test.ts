// Checkouts racing on two server processes that share one PostgreSQL: the guarantees must
// come from the database, since no lock inside one process can reach the other.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { inject } from "vitest";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import "../testing/provided-context";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { CheckoutSummary, PlaceOrderAnswer } from "../../shared/api/checkout";
import type { PaymentHandOff } from "../../shared/api/payments";
import { openDatabase, type Database } from "../db/client";
import { adminQuery, databaseUrl, randomName } from "../db/admin";
import { HttpShopper } from "../testing/http-shopper";
import { startServerProcess, type ServerProcess } from "../testing/server-process";

let name = "";
let db: Database;
let servers: ServerProcess[] = [];
let bases: string[] = [];
let phones = 0;
let webId = 0;
let indiranagar = 0;

beforeAll(async () => {
  name = randomName("kirana_race");
  await adminQuery(`create database ${name} template ${inject("kiranaTestTemplate")}`);
  db = await openDatabase({ url: databaseUrl(name), poolSize: 4 });
  servers = await Promise.all([0, 1].map(() => startServerProcess({ databaseUrl: databaseUrl(name), nodeEnv: "test" })));
  bases = servers.map((s) => s.base);
  const [web] = await db.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  webId = web!.id;
  const [w] = await db.db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.name, "Indiranagar Hub"));
  indiranagar = w!.id;
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.close();
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
});

/** A new shopper at 560038 with an address and `quantity` of the pack in the cart. */
async function shopper(packId: number, quantity = 1) {
  const phone = `75${String(Date.now() % 1e4).padStart(4, "0")}${String(++phones).padStart(4, "0")}`;
  await db.db
    .insert(t.users)
    .values({ phone, name: `Racer ${phones}` })
    .onConflictDoNothing();
  const s = new HttpShopper(bases);
  expect((await s.request("POST", "/s/api/test/sign-in", { phone })).status).toBe(200);
  expect((await s.request("GET", "/s/api/check/pincode/560038")).status).toBe(200);
  const address = (await s.request("POST", "/s/api/account/addresses", { name: "Racer", phone, line1: "1 Race Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" })).json<Address>();
  const added = await s.request("POST", "/s/api/cart/add", { pack_id: packId, warehouse_id: indiranagar, quantity });
  expect(added.status, added.text).toBe(200);
  const { cart } = (await s.request("GET", "/s/api/checkout")).json<CheckoutSummary>();
  return { s, address, cart };
}

const firstSlots = (cart: CheckoutSummary["cart"]) => cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));

async function packWithStock(quantity: number, skip: number): Promise<number> {
  const [row] = await db.db
    .select({ id: t.packs.id })
    .from(t.packs)
    .innerJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, indiranagar)))
    .where(and(eq(t.packs.websiteId, webId), sql`${t.stock.quantity} >= 20`, sql`${t.packs.maxPerOrder} >= 2`))
    .orderBy(t.packs.id)
    .offset(skip)
    .limit(1);
  // Plenty of stock while shoppers fill their carts; the race is for what is left after.
  return row!.id;
}

const setStock = (packId: number, quantity: number) =>
  db.db
    .update(t.stock)
    .set({ quantity })
    .where(and(eq(t.stock.packId, packId), eq(t.stock.warehouseId, indiranagar)));

async function ordersOf(packId: number): Promise<number> {
  const rows = await db.db.select({ orderId: t.orderItems.orderId }).from(t.orderItems).where(eq(t.orderItems.packId, packId));
  return new Set(rows.map((r) => r.orderId)).size;
}

describe.each([1, 5])("50 shoppers racing for the last %i", (stock) => {
  it(`makes exactly ${stock} orders and never takes stock below zero`, async () => {
    const packId = await packWithStock(20, stock);
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper(packId));
    await setStock(packId, stock);
    const answers = await Promise.all(
      shoppers.map(({ s, address, cart }, i) =>
        s.request("POST", "/s/api/checkout/place", { address_id: address.id, payment_method: "cod", slots: firstSlots(cart) }, { "idempotency-key": `race-${stock}-${i}` }),
      ),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(stock);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    const [left] = await db.db
      .select({ q: t.stock.quantity })
      .from(t.stock)
      .where(and(eq(t.stock.packId, packId), eq(t.stock.warehouseId, indiranagar)));
    expect(left!.q).toBe(0);
    expect(await ordersOf(packId)).toBe(stock);
  }, 120_000);
});

describe("a slot of capacity 3", () => {
  it("takes 3 of 20 racing orders and never more", async () => {
    const packId = await packWithStock(20, 10);
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await shopper(packId));
    // Every shopper picks the last slot offered, which no earlier test has booked.
    const pick = shoppers[0]!.cart.grouped_items[0]!.slots!.at(-1)!;
    const [slot] = await db.db.select().from(t.deliverySlots).where(eq(t.deliverySlots.id, pick.slot_id));
    await db.db.update(t.deliverySlots).set({ capacity: 3 }).where(eq(t.deliverySlots.id, slot!.id));
    // Late in the day the last slot offered can also be the first, which the tests after this
    // one book: it gets its room back whatever happens here.
    onTestFinished(() =>
      db.db
        .update(t.deliverySlots)
        .set({ capacity: slot!.capacity })
        .where(eq(t.deliverySlots.id, slot!.id))
        .then(() => undefined),
    );
    const booked0 =
      (
        await db.db
          .select()
          .from(t.slotBookings)
          .where(and(eq(t.slotBookings.slotId, slot!.id), eq(t.slotBookings.date, pick.del_date)))
      )[0]?.booked ?? 0;
    expect(booked0).toBe(0);
    const answers = await Promise.all(
      shoppers.map(({ s, address, cart }, i) =>
        s.request(
          "POST",
          "/s/api/checkout/place",
          { address_id: address.id, payment_method: "cod", slots: [{ delivery_charge_id: cart.grouped_items[0]!.delivery_charge_id, slot_id: slot!.id, date: pick.del_date }] },
          { "idempotency-key": `slot-${i}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const [booking] = await db.db
      .select()
      .from(t.slotBookings)
      .where(and(eq(t.slotBookings.slotId, slot!.id), eq(t.slotBookings.date, pick.del_date)));
    expect(booking!.booked).toBe(3);
    const orders = await db.db
      .select({ id: t.orderDeliveries.orderId })
      .from(t.orderDeliveries)
      .where(and(eq(t.orderDeliveries.slotId, slot!.id), eq(t.orderDeliveries.date, pick.del_date)));
    expect(orders).toHaveLength(3);
  }, 120_000);
});

describe("one Idempotency-Key sent 100 times at once", () => {
  it("makes one order, and every answer is the same bytes", async () => {
    const packId = await packWithStock(20, 20);
    const { s, address, cart } = await shopper(packId, 2);
    const body = { address_id: address.id, payment_method: "razorpay", slots: firstSlots(cart) };
    const answers = await Promise.all(Array.from({ length: 100 }, () => s.request("POST", "/s/api/checkout/place", body, { "idempotency-key": "one-tap-many-sends" })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const number = answers[0]!.json<PlaceOrderAnswer>().order.ordernumber;
    const rows = await db.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.websiteId, webId), inArray(t.orders.orderNumber, [number])));
    expect(rows).toHaveLength(1);
    expect(await ordersOf(packId)).toBe(1);
  }, 120_000);
});

/** The sandbox's provider orders (shared by both processes in server_settings) made for one of our orders. */
async function sandboxOrdersFor(method: "razorpay" | "cashfree", orderNumber: string): Promise<string[]> {
  const rows = await db.db
    .select({ value: t.serverSettings.value })
    .from(t.serverSettings)
    .where(like(t.serverSettings.key, `sandbox:${method}:order:%`));
  return rows
    .map((r) => JSON.parse(r.value) as { id: string; receipt: string })
    .filter((o) => o.receipt === orderNumber || o.receipt.startsWith(`${orderNumber}-`))
    .map((o) => o.id);
}

describe("one online order placed 100 times at once, then its hand-off opened 20 times at once", () => {
  it("makes one order and one provider order, and every hand-off answers the same checkout", async () => {
    const packId = await packWithStock(20, 21);
    const { s, address, cart } = await shopper(packId, 2);
    const body = { address_id: address.id, payment_method: "razorpay", slots: firstSlots(cart) };
    const placed = await Promise.all(Array.from({ length: 100 }, () => s.request("POST", "/s/api/checkout/place", body, { "idempotency-key": "pay-once-many-sends" })));
    expect(new Set(placed.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(placed.map((a) => a.text)).size).toBe(1);
    const { order, redirect } = placed[0]!.json<PlaceOrderAnswer>();
    expect(redirect).toBe(`/checkout/razorpay/${order.id}`);
    expect(await ordersOf(packId)).toBe(1);

    // Two tabs, a double load, a retry racing the first: spread over both processes.
    const handOffs = await Promise.all(Array.from({ length: 20 }, () => s.request("GET", `/s/api/checkout/payment/${order.id}`)));
    for (const a of handOffs) expect(a.status, a.text).toBe(200);
    const checkouts = handOffs.map((a) => a.json<PaymentHandOff>().checkout as { order_id: string; sandbox_url: string });
    const providerOrderIds = new Set(checkouts.map((c) => c.order_id));
    expect(providerOrderIds.size).toBe(1);
    expect(new Set(checkouts.map((c) => JSON.stringify(c))).size).toBe(1);
    const rows = await db.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(rows.map((r) => [r.status, r.providerOrderId])).toEqual([["created", [...providerOrderIds][0]]]);
    expect(await sandboxOrdersFor("razorpay", order.ordernumber)).toEqual([...providerOrderIds]);
  }, 120_000);
});
