// Test support only: shoppers who place real orders through the shop's own checkout (address,
// cart of two lines, the first slot of each group), cash on delivery or paid on the payment
// sandbox, for tests of what happens to an order afterwards. `prefix` keeps one file's phones
// and idempotency keys apart from another's on a shared database.
import { expect } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { Cart } from "../../shared/api/cart";
import type { CheckoutSummary, PlaceOrderAnswer } from "../../shared/api/checkout";
import type { PaymentHandOff } from "../../shared/api/payments";
import type { ProductListResponse } from "../../shared/api/products";
import { DEMO, ShopClient, type TestApp } from "./test-app";

export const TEST_HOME = { name: "Meera Rao", line1: "7, 2nd Main", line2: "Indiranagar", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" };

export interface PlacedOrder {
  client: ShopClient;
  phone: string;
  name: string;
  cart: Cart;
  slot: { delivery_charge_id: number | null; slot_id: number; date: string };
  number: string;
  id: number;
}

export function createOrderPlacer(h: TestApp, prefix: string) {
  let ips = 0;
  let phones = 0;
  let keys = 0;

  async function signedIn(phone: string, origin = DEMO) {
    const client = new ShopClient(h.app, origin, `10.${32 + Number(prefix.slice(-2))}.0.${++ips}`);
    expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
    return client;
  }

  /** A new shopper at 560038 with a cart of two lines (2 of each: `chosen`, else two the list shows) who asks to order it paid by `method`; `extra` goes into the order's body. */
  async function tryOrder(method: "cod" | "razorpay" = "cod", extra: Record<string, unknown> = {}, chosen?: { pack_id: number; warehouse_id: number }[]) {
    const phone = `${prefix}${String(++phones).padStart(10 - prefix.length, "0")}`;
    const name = `Shopper ${phones}`;
    await h.services.db.insert(t.users).values({ phone, name }).onConflictDoNothing();
    const client = await signedIn(phone);
    await client.get("/s/api/check/pincode/560038");
    const address = (await client.post("/s/api/account/addresses", { ...TEST_HOME, phone })).json() as Address;
    const packs = ((await client.get("/s/api/products?perPage=60")).json() as ProductListResponse).data.flatMap((p) => p.packs).filter((p) => p.in_stock && p.max_quantity >= 3);
    const start = (phones * 2) % (packs.length - 2);
    for (const pack of chosen ?? packs.slice(start, start + 2)) await client.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id, quantity: 2 });
    const { cart } = (await client.get("/s/api/checkout")).json() as CheckoutSummary;
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
    const res = await client.post("/s/api/checkout/place", { address_id: address.id, payment_method: method, slots, ...extra }, { headers: { "idempotency-key": `${prefix}-orders-${++keys}` } });
    return { res, client, phone, name, cart: cart as Cart, slot: slots[0]! };
  }

  /** A new shopper at 560038 who has placed an order of two lines (2 of each) paid by `method`; `extra` goes into the order's body. */
  async function placeOrder(method: "cod" | "razorpay" = "cod", extra: Record<string, unknown> = {}, chosen?: { pack_id: number; warehouse_id: number }[]): Promise<PlacedOrder> {
    const { res, ...placed } = await tryOrder(method, extra, chosen);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as PlaceOrderAnswer;
    return { ...placed, number: order.ordernumber, id: order.id };
  }

  /** A Razorpay order paid on the sandbox's hosted page and confirmed, as a shopper does it (the app must listen). */
  async function paidOrder(): Promise<PlacedOrder> {
    const o = await placeOrder("razorpay");
    const handOff = (await o.client.get(`/s/api/checkout/payment/${o.id}`)).json() as PaymentHandOff;
    const url = String(handOff.checkout!.sandbox_url);
    expect((await h.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const pressed = await h.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "outcome=success" });
    const back = new URL(String(pressed.headers.location), DEMO);
    const confirmed = await o.client.post(`/s/api/checkout/confirm/${o.id}`, Object.fromEntries(back.searchParams));
    expect(confirmed.json(), confirmed.body).toMatchObject({ status: "paid", order_status: "placed" });
    await h.services.payments.sandbox.settled();
    return o;
  }

  /** What a warehouse holds of a pack now. */
  async function stockOf(packId: number, warehouseId: number): Promise<number> {
    const [row] = await h.services.db
      .select({ q: t.stock.quantity })
      .from(t.stock)
      .where(and(eq(t.stock.packId, packId), eq(t.stock.warehouseId, warehouseId)));
    return row!.q;
  }

  /** Orders booked into a slot on a day. */
  async function bookedOf(slot: { slot_id: number; date: string }): Promise<number> {
    const [row] = await h.services.db
      .select({ n: t.slotBookings.booked })
      .from(t.slotBookings)
      .where(and(eq(t.slotBookings.slotId, slot.slot_id), eq(t.slotBookings.date, slot.date)));
    return row?.n ?? 0;
  }

  return { signedIn, tryOrder, placeOrder, paidOrder, stockOf, bookedOf };
}
