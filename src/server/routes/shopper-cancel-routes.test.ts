// A shopper cancelling their own order (issue 33) over the real database, with orders placed
// through the shop's checkout: before the cut-off the order is cancelled once, its stock and slot
// come back and its message is queued; past the cut-off set for its warehouse, or once it is out
// for delivery, the refusal says why; a paid online order is refunded on the payment sandbox;
// nobody else can cancel it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OrderDetail } from "../../shared/api/account";
import { ORDER_CANNOT_CANCEL } from "../../shared/api/admin-orders";
import { ON_ITS_WAY } from "../domain/orders/cancel-window";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";
import { createOrderPlacer } from "../testing/order-placer";

const ANITA = "9876543212"; // admin of the demo store

let h: TestApp;
let placer: ReturnType<typeof createOrderPlacer>;
let anita: ShopClient;

beforeAll(async () => {
  h = await createTestApp();
  // Listening, so the payment adapters reach the sandbox over HTTP.
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  placer = createOrderPlacer(h, "73121");
  anita = await placer.signedIn(ANITA);
});
afterAll(() => h.close());

const cancel = (o: { client: ShopClient; id: number }, reason: unknown = "Ordered by mistake") => o.client.post(`/s/api/account/orders/${o.id}/cancel`, { reason });
const seen = async (o: { client: ShopClient; id: number }) => (await o.client.get(`/s/api/account/orders/${o.id}`)).json() as OrderDetail;

const queued = async (orderId: number, event: string) =>
  (
    await h.services.db
      .select({ channel: t.messageQueue.channel })
      .from(t.messageQueue)
      .where(and(eq(t.messageQueue.orderId, orderId), eq(t.messageQueue.event, event)))
  )
    .map((r) => r.channel)
    .sort();

/** Sets the cancel cut-off of the warehouse that delivers `slotId`, for one test. */
async function cutoffOf(slotId: number, minutes: number) {
  const [slot] = await h.services.db.select({ warehouseId: t.deliverySlots.warehouseId }).from(t.deliverySlots).where(eq(t.deliverySlots.id, slotId));
  await h.services.db.update(t.warehouses).set({ cancelCutoffMinutes: minutes }).where(eq(t.warehouses.id, slot!.warehouseId));
}

describe("a shopper cancelling their order", () => {
  it("cancels before the cut-off, gives back stock and slot once, and queues the message", async () => {
    const o = await placer.placeOrder();
    const before = await seen(o);
    expect(before.cancel).toMatchObject({ allowed: true, note: "" });
    expect(Date.parse(before.cancel.until!)).toBeGreaterThan(Date.now());
    const lines = o.cart.grouped_items.flatMap((g) => g.items);
    const stock = await Promise.all(lines.map((l) => placer.stockOf(l.pack_id, l.warehouse_id)));
    const booked = await placer.bookedOf(o.slot);

    const res = await cancel(o);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as OrderDetail;
    expect(after.status).toBe("cancelled");
    expect(after.cancel).toEqual({ allowed: false, until: before.cancel.until, note: "" });
    expect(after.timeline.at(-1)).toMatchObject({ status: "cancelled", note: "Cancelled by the customer: Ordered by mistake" });
    expect(await Promise.all(lines.map((l) => placer.stockOf(l.pack_id, l.warehouse_id)))).toEqual(stock.map((q, i) => q + lines[i]!.quantity));
    expect(await placer.bookedOf(o.slot)).toBe(booked - 1);
    expect(await queued(o.id, "cancelled")).toEqual(["email", "sms"]);

    // Twice is once: the second is refused and gives nothing back again.
    const again = await cancel(o);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ORDER_CANNOT_CANCEL });
    expect(await placer.bookedOf(o.slot)).toBe(booked - 1);
  });

  it("refuses after the warehouse's cut-off and says until when it was possible", async () => {
    const o = await placer.placeOrder();
    // A week's notice: the first slot of any order is past it.
    await cutoffOf(o.slot.slot_id, 10_080);
    try {
      const shown = await seen(o);
      expect(shown.cancel.allowed).toBe(false);
      expect(shown.cancel.note).toMatch(/^Cancelling closed at .+, 7 days before your delivery slot/);
      const res = await cancel(o);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: shown.cancel.note });
      expect((await seen(o)).status).toBe("placed");
    } finally {
      await cutoffOf(o.slot.slot_id, 120);
    }
  });

  it("refuses once the order is out for delivery", async () => {
    const o = await placer.placeOrder();
    for (const status of ["confirmed", "packed", "out_for_delivery"]) expect((await anita.post(`/s/api/admin/orders/${o.number}/status`, { status })).statusCode).toBe(200);
    expect((await seen(o)).cancel).toMatchObject({ allowed: false, note: ON_ITS_WAY });
    const res = await cancel(o);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ON_ITS_WAY });
  });

  it("refunds a paid online order through its provider", async () => {
    const o = await placer.paidOrder();
    const res = await cancel(o, "The delivery slot does not suit me");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    const refunds = await h.services.db.select({ status: t.refunds.status }).from(t.refunds).where(eq(t.refunds.orderId, o.id));
    expect(refunds).toEqual([{ status: "processed" }]);
    expect(await queued(o.id, "refunded")).toEqual(["email", "sms"]);
  });

  it("asks why, and lets nobody else cancel", async () => {
    const o = await placer.placeOrder();
    const bad = await cancel(o, "because");
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { reason: "Choose why you are cancelling" } });
    const other = await placer.placeOrder();
    expect((await cancel({ client: other.client, id: o.id })).statusCode).toBe(404);
    const visitor = new ShopClient(h.app, DEMO);
    expect((await visitor.post(`/s/api/account/orders/${o.id}/cancel`, { reason: "Other" })).statusCode).toBe(401);
    expect((await seen(o)).status).toBe("placed");
  });

  it("lets the sales agent who placed the order cancel it for the customer", async () => {
    const o = await placer.placeOrder();
    const agent = await placer.signedIn("9876543211");
    expect((await cancel({ client: agent, id: o.id })).statusCode).toBe(404);
    const [row] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543211"));
    await h.services.db.update(t.orders).set({ agentId: row!.id, channel: "agent" }).where(eq(t.orders.id, o.id));
    const res = await cancel({ client: agent, id: o.id }, "Want to change the items");
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OrderDetail).timeline.at(-1)).toMatchObject({ status: "cancelled", note: "Cancelled by the sales agent for the customer: Want to change the items" });
  });
});
