// The back-office's orders API (issue 11) over the real database, with orders placed through
// the shop's own checkout: the filtered list, one order in full, forward-only status changes the
// customer sees, cancelling (stock and slot given back once, however many cancels race) and the
// refund of a paid online order on the payment sandbox, including a failed refund and its retry;
// and sales made at the shop's counter (through the point of sale's own API), shown with the
// counter's facts and found by the counter's payment methods and by channel.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OrderDetail } from "../../shared/api/account";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import type { PaymentHandOff } from "../../shared/api/payments";
import type { PosCustomerAnswer, PosReceipt } from "../../shared/api/pos";
import { NO_REFUND_TO_RETRY, ORDER_CANNOT_CANCEL, ORDER_MOVE_NOT_ALLOWED, ORDER_NOT_FOUND, ORDER_STATUS_STALE, type AdminOrderDetail, type AdminOrdersAnswer } from "../../shared/api/admin-orders";
import { PAID_AFTER_CANCEL_MESSAGE } from "../domain/payments/payments";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { ProviderError } from "../lib/provider-http";
import { createOrderPlacer, TEST_HOME } from "../testing/order-placer";

type OrderPlacer = ReturnType<typeof createOrderPlacer>;

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const MEENA = "9876543214"; // staff of the demo store
const PRIYA = "9876543210"; // a shopper
const API = "/s/api/admin/orders";

let h: TestApp;
let anita: ShopClient;
let signedIn: OrderPlacer["signedIn"];
let placeOrder: OrderPlacer["placeOrder"];
let paidOrder: OrderPlacer["paidOrder"];
let stockOf: OrderPlacer["stockOf"];
let bookedOf: OrderPlacer["bookedOf"];

beforeAll(async () => {
  h = await createTestApp();
  ({ signedIn, placeOrder, paidOrder, stockOf, bookedOf } = createOrderPlacer(h, "73100"));
  // Listening, so the payment adapters reach the sandbox over HTTP.
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  anita = await signedIn(ANITA);
});
afterAll(() => h.close());

const list = async (query = "", c = anita) => {
  const res = await c.get(`${API}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrdersAnswer;
};
const numbers = async (query: string) => (await list(query)).data.map((o) => o.order_number);
const detail = async (number: string, c = anita) => {
  const res = await c.get(`${API}/${number}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrderDetail;
};
const move = (number: string, body: unknown, c = anita) => c.post(`${API}/${number}/status`, body);
const cancel = (number: string, body: unknown = {}, c = anita) => c.post(`${API}/${number}/cancel`, body);
const customerSees = async (o: { client: ShopClient; number: string }) => (await o.client.get(`/s/api/account/orders/number/${o.number}`)).json() as OrderDetail;

const auditOf = async (orderId: number) => ((await anita.get(`/s/api/admin/audit?entity_type=order&entity_id=${orderId}`)).json() as AuditAnswer).data;

describe("the orders list", () => {
  it("lists the website's orders newest first, with customer, pincode, slot and rupee totals", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const answer = await list("?per_page=5");
    expect(answer.data.slice(0, 2).map((o) => o.order_number)).toEqual([second.number, first.number]);
    expect(answer.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(answer.meta.total).toBeGreaterThanOrEqual(2);
    const row = answer.data[0]!;
    expect(row).toMatchObject({
      status: "placed",
      status_label: "Placed",
      payment_method: "cod",
      amount: second.cart.amount,
      items_count: 4,
      customer: { phone: second.phone, name: second.name },
      pincode: "560038",
      slot: { slot_id: second.slot.slot_id, date: second.slot.date },
    });
    expect((await list("?per_page=5&page=2")).data.map((o) => o.order_number)).not.toContain(second.number);
  });

  it("filters by status, payment method, pincode, slot and date, and finds by order number or phone", async () => {
    const o = await placeOrder();
    const other = await placeOrder();
    expect(await move(other.number, { status: "confirmed" }).then((r) => r.statusCode)).toBe(200);

    expect(await numbers("?status=placed&per_page=100")).toContain(o.number);
    expect(await numbers("?status=placed&per_page=100")).not.toContain(other.number);
    expect(await numbers("?status=confirmed,packed&per_page=100")).toEqual(expect.arrayContaining([other.number]));
    expect(await numbers("?status=confirmed,packed&per_page=100")).not.toContain(o.number);
    expect(await numbers("?payment_method=razorpay&per_page=100")).not.toContain(o.number);
    expect(await numbers("?payment_method=cod&per_page=100")).toContain(o.number);
    expect(await numbers("?pincode=560038&per_page=100")).toContain(o.number);
    expect(await numbers("?pincode=400050&per_page=100")).not.toContain(o.number);
    expect(await numbers(`?slot_date=${o.slot.date}&slot_id=${o.slot.slot_id}&per_page=100`)).toContain(o.number);
    expect(await numbers("?slot_date=2020-01-01")).toEqual([]);

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(await numbers(`?from=${today}&to=${today}&per_page=100`)).toContain(o.number);
    expect(await numbers("?from=2020-01-01&to=2020-12-31")).toEqual([]);

    expect(await numbers(`?q=${o.number}`)).toEqual([o.number]);
    expect(await numbers(`?q=${o.phone}`)).toEqual([o.number]);
    expect(await numbers(`?q=${o.phone.slice(0, 7)}&per_page=100`)).toEqual(expect.arrayContaining([o.number, other.number]));
    expect(await numbers("?q=%25")).toEqual([]);
  });

  it("refuses bad filters with 422 and a message per field", async () => {
    const cases: [string, string][] = [
      ["?status=shipped", "status"],
      ["?status=placed&status=confirmed", "status"],
      ["?from=2026-02-30", "from"],
      ["?to=2026-13-01", "to"],
      ["?from=26-1-1", "from"],
      ["?from=2026-03-02&to=2026-03-01", "to"],
      ["?payment_method=cheque", "payment_method"],
      ["?payment_method=upi&payment_method=card", "payment_method"],
      ["?channel=shop", "channel"],
      ["?slot_id=0", "slot_id"],
      ["?slot_id=1e3", "slot_id"],
      ["?slot_date=2026-02-29", "slot_date"],
      ["?pincode=56003", "pincode"],
      ["?per_page=7", "per_page"],
      ["?page=0", "page"],
    ];
    for (const [query, field] of cases) {
      const res = await anita.get(`${API}${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors), query).toContain(field);
    }
  });

  it("answers 401 to visitors and 403 to shoppers, and shows another website none of these orders", async () => {
    const o = await placeOrder();
    const shopper = await signedIn(PRIYA);
    for (const [method, url] of [
      ["GET", API],
      ["GET", `${API}/${o.number}`],
      ["POST", `${API}/${o.number}/status`],
      ["POST", `${API}/${o.number}/cancel`],
      ["POST", `${API}/${o.number}/refund/retry`],
    ] as const) {
      expect((await new ShopClient(h.app, DEMO).request(method, url, method === "POST" ? { body: { status: "confirmed" } } : {})).statusCode, url).toBe(401);
      expect((await shopper.request(method, url, method === "POST" ? { body: { status: "confirmed" } } : {})).statusCode, url).toBe(403);
    }
    const fresh = await signedIn(ANITA, FRESH);
    expect((await list(`?q=${o.number}`, fresh)).data).toEqual([]);
    for (const [method, url] of [
      ["GET", `${API}/${o.number}`],
      ["POST", `${API}/${o.number}/status`],
      ["POST", `${API}/${o.number}/cancel`],
      ["POST", `${API}/${o.number}/refund/retry`],
    ] as const) {
      const res = await fresh.request(method, url, method === "POST" ? { body: method === "POST" && url.endsWith("status") ? { status: "confirmed" } : {} } : {});
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: ORDER_NOT_FOUND });
    }
    expect((await detail(o.number)).status).toBe("placed");
    expect((await anita.get(`${API}/NOPE000`)).statusCode).toBe(404);
    expect((await anita.get(`${API}/${encodeURIComponent("DEMO 1' or 1=1")}`)).statusCode).toBe(422);
  });
});

describe("one order", () => {
  it("has items, customer, address, slot, payments, timeline, the moves allowed and the packing slip's heading", async () => {
    const o = await placeOrder();
    const d = await detail(o.number);
    expect(d).toMatchObject({
      order_number: o.number,
      status: "placed",
      channel: "web",
      customer: { phone: o.phone },
      address: { pincode: "560038", line1: TEST_HOME.line1, phone: o.phone },
      slots: [{ slot_id: o.slot.slot_id, date: o.slot.date }],
      counter: null,
      payments: [],
      refunds: [],
      // Invoiced only once it goes out for delivery (issue 34).
      documents: [],
      next_statuses: [{ status: "confirmed", label: "Confirmed" }],
      can_cancel: true,
      can_retry_refund: false,
      shop: { name: "Kirana Demo Store", address: ["12, 100 Feet Road", "Indiranagar", "Bengaluru, Karnataka 560038", "+91 80 4000 1234"] },
    });
    expect(d.items.map((i) => [i.pack_id, i.quantity, i.price, i.mrp])).toEqual(o.cart.items.map((i) => [i.pack_id, i.quantity, i.price, i.act_price]));
    expect(d.items.every((i) => i.warehouse !== null && i.amount === i.price * i.quantity)).toBe(true);
    expect(d.subtotal).toBeGreaterThan(0);
    expect(d.timeline.map((e) => e.status)).toEqual(["placed"]);
  });
});

describe("status changes", () => {
  it("move an order forward one step at a time; its customer sees each status; each move is audited", async () => {
    const o = await placeOrder();
    for (const status of ["confirmed", "packed", "out_for_delivery", "delivered"] as const) {
      const res = await move(o.number, { status, note: `Now ${status}` });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as AdminOrderDetail).status).toBe(status);
      const seen = await customerSees(o);
      expect(seen.status).toBe(status);
      expect(seen.timeline.at(-1)).toMatchObject({ status, note: `Now ${status}` });
    }
    const done = await detail(o.number);
    expect(done).toMatchObject({ next_statuses: [], can_cancel: false, payment_status: "paid" });
    expect(done.timeline.map((e) => e.status)).toEqual(["placed", "confirmed", "packed", "out_for_delivery", "delivered"]);
    // Invoiced as it went out for delivery (issue 34): one document, for the order's amount.
    expect(done.documents).toEqual([expect.objectContaining({ label: expect.any(String), number: expect.any(String), total: done.amount })]);
    const audit = await auditOf(o.id);
    expect(audit.filter((a) => a.action === "status_change")).toHaveLength(4);
    expect(audit[0]).toMatchObject({ action: "status_change", before: { status: "out_for_delivery" }, after: { status: "delivered", payment_status: "paid" }, user: { phone: ANITA } });
  });

  it("refuse skipping, going back, stale moves and moves that are not an admin's with 409 or 422, changing nothing", async () => {
    const o = await placeOrder();
    const skip = await move(o.number, { status: "packed" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: ORDER_MOVE_NOT_ALLOWED });
    expect((await move(o.number, { status: "confirmed", from: "placed" })).statusCode).toBe(200);
    const stale = await move(o.number, { status: "packed", from: "placed" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: ORDER_STATUS_STALE });
    expect((await move(o.number, { status: "confirmed" })).statusCode).toBe(409);
    for (const body of [
      { status: "placed" },
      { status: "cancelled" },
      { status: "payment_failed" },
      {},
      { status: "packed", note: "x".repeat(501) },
      { status: "packed", extra: 1 },
      { status: "packed", from: "gone" },
      ["packed"],
    ]) {
      const res = await move(o.number, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toHaveProperty("message");
    }
    const d = await detail(o.number);
    expect(d.status).toBe("confirmed");
    expect(d.timeline.map((e) => e.status)).toEqual(["placed", "confirmed"]);
    expect((await auditOf(o.id)).filter((a) => a.action === "status_change")).toHaveLength(1);
  });
});

describe("cancelling", () => {
  it("cancels a cash order in one go: stock back to its warehouses, slot and coupon use released, audited, seen by the customer", async () => {
    const o = await placeOrder();
    expect((await move(o.number, { status: "confirmed" })).statusCode).toBe(200);
    const lines = (await detail(o.number)).items;
    const stockBefore = await Promise.all(lines.map((l) => stockOf(l.pack_id!, l.warehouse!.id)));
    const bookedBefore = await bookedOf(o.slot);
    // The order used a coupon: the cart counts its redemption rows against the coupon's limits.
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    const [coupon] = await h.services.db
      .insert(t.coupons)
      .values({ websiteId: demo!.id, code: `ADM${o.id}`, description: "Once each", kind: "flat", value: 1_000 })
      .returning();
    await h.services.db.insert(t.couponRedemptions).values({ couponId: coupon!.id, orderId: o.id });
    const redemptions = async () => (await h.services.db.select({ n: count() }).from(t.couponRedemptions).where(eq(t.couponRedemptions.couponId, coupon!.id)))[0]!.n;
    expect(await redemptions()).toBe(1);

    const res = await cancel(o.number, { reason: "Customer asked", from: "confirmed" });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as AdminOrderDetail;
    expect(d).toMatchObject({ status: "cancelled", can_cancel: false, next_statuses: [], refunds: [] });
    expect(d.timeline.at(-1)).toMatchObject({ status: "cancelled", note: "Customer asked" });
    expect(await Promise.all(lines.map((l) => stockOf(l.pack_id!, l.warehouse!.id)))).toEqual(stockBefore.map((q, i) => q + lines[i]!.quantity));
    expect(await bookedOf(o.slot)).toBe(bookedBefore - 1);
    expect(await redemptions()).toBe(0);
    expect((await customerSees(o)).status).toBe("cancelled");
    expect((await auditOf(o.id))[0]).toMatchObject({ action: "cancel", before: { status: "confirmed" }, after: { status: "cancelled", reason: "Customer asked" } });

    const again = await cancel(o.number);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ORDER_CANNOT_CANCEL });
    expect(await Promise.all(lines.map((l) => stockOf(l.pack_id!, l.warehouse!.id)))).toEqual(stockBefore.map((q, i) => q + lines[i]!.quantity));
  });

  it("refuses to cancel an order out for delivery, and bad bodies, changing nothing", async () => {
    const o = await placeOrder();
    for (const status of ["confirmed", "packed", "out_for_delivery"]) expect((await move(o.number, { status })).statusCode).toBe(200);
    expect((await cancel(o.number)).statusCode).toBe(409);
    const p = await placeOrder();
    for (const body of [{ reason: 7 }, { reason: "x".repeat(501) }, { why: "no" }, { from: "nowhere" }, [1]]) expect((await cancel(p.number, body)).statusCode, JSON.stringify(body)).toBe(422);
    expect((await cancel(p.number, { from: "confirmed" })).statusCode).toBe(409);
    expect((await detail(o.number)).status).toBe("out_for_delivery");
    expect((await detail(p.number)).status).toBe("placed");
  });

  it("two racing cancels make one cancellation, one release and one refund", async () => {
    const o = await paidOrder();
    const lines = (await detail(o.number)).items;
    const stockBefore = await Promise.all(lines.map((l) => stockOf(l.pack_id!, l.warehouse!.id)));
    // Watched, not replaced: the sandbox answers.
    const asked = vi.spyOn(h.services.payments, "refund");
    const answers = await Promise.all([cancel(o.number), cancel(o.number)]);
    const refundCalls = asked.mock.calls.length;
    asked.mockRestore();
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(refundCalls).toBe(1);
    expect(await Promise.all(lines.map((l) => stockOf(l.pack_id!, l.warehouse!.id)))).toEqual(stockBefore.map((q, i) => q + lines[i]!.quantity));
    const [refunds] = await h.services.db.select({ n: count() }).from(t.refunds).where(eq(t.refunds.orderId, o.id));
    expect(refunds!.n).toBe(1);
    const events = (await detail(o.number)).timeline.filter((e) => e.status === "cancelled");
    expect(events).toHaveLength(1);
  });
});

describe("refunds", () => {
  it("cancelling a paid sandbox order refunds the payment in full: processed, order refunded, audited", async () => {
    const o = await paidOrder();
    const res = await cancel(o.number, { reason: "Out of stock" });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as AdminOrderDetail;
    expect(d.status).toBe("cancelled");
    expect(d.payments).toHaveLength(1);
    expect(d.refunds).toEqual([
      expect.objectContaining({ payment_id: d.payments[0]!.id, provider: "razorpay", status: "processed", amount: d.amount, receipt: `rf_${o.number}_${d.payments[0]!.id}`, reason: "Out of stock" }),
    ]);
    expect(d.refunds[0]!.provider_refund_id).toBeTruthy();
    expect(d).toMatchObject({ payment_status: "refunded", can_retry_refund: false });
    const audit = await auditOf(o.id);
    expect(audit.map((a) => a.action).slice(0, 2)).toEqual(["refund", "cancel"]);
    expect(audit[0]).toMatchObject({ before: { status: "pending" }, after: { status: "processed" } });
    expect((await customerSees(o)).payment_status).toBe("refunded");
  });

  it("a refund the provider cannot be asked for leaves the order cancelled and the refund failed; a retry with the same receipt settles it", async () => {
    const o = await paidOrder();
    const spy = vi.spyOn(h.services.payments, "refund").mockRejectedValueOnce(new ProviderError("The refund could not be processed now", 502));
    try {
      const res = await cancel(o.number);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json() as AdminOrderDetail;
      expect(d).toMatchObject({ status: "cancelled", payment_status: "paid", can_retry_refund: true });
      expect(d.refunds).toEqual([expect.objectContaining({ status: "failed", provider_refund_id: null })]);
      expect((await auditOf(o.id))[0]).toMatchObject({ action: "refund", after: { status: "failed", error: "The refund could not be processed now" } });

      const retried = await anita.post(`${API}/${o.number}/refund/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      const after = retried.json() as AdminOrderDetail;
      expect(after.refunds).toEqual([expect.objectContaining({ status: "processed", receipt: d.refunds[0]!.receipt })]);
      expect(after).toMatchObject({ payment_status: "refunded", can_retry_refund: false });
      expect(spy.mock.calls.map((c) => c[2].receipt)).toEqual([d.refunds[0]!.receipt, d.refunds[0]!.receipt]);
    } finally {
      spy.mockRestore();
    }
    const none = await anita.post(`${API}/${o.number}/refund/retry`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: NO_REFUND_TO_RETRY });
  });

  it("a refund the provider answered as failed is retried with a new receipt, which that provider has not failed", async () => {
    const o = await paidOrder();
    const spy = vi.spyOn(h.services.payments, "refund").mockResolvedValueOnce({ providerRefundId: "rfnd_failed1", status: "failed", amountPaise: 0 });
    try {
      const d = (await cancel(o.number)).json() as AdminOrderDetail;
      expect(d.refunds).toEqual([expect.objectContaining({ status: "failed", provider_refund_id: "rfnd_failed1" })]);
      const first = d.refunds[0]!.receipt;

      const after = (await anita.post(`${API}/${o.number}/refund/retry`)).json() as AdminOrderDetail;
      const second = spy.mock.calls[1]![2].receipt;
      expect(second).not.toBe(first);
      expect(second.startsWith(`${first}_`)).toBe(true);
      expect(second.length).toBeLessThanOrEqual(40);
      expect(after.refunds).toEqual([expect.objectContaining({ status: "processed", receipt: second })]);
      expect(after.refunds[0]!.provider_refund_id).not.toBe("rfnd_failed1");
      expect(after.payment_status).toBe("refunded");
    } finally {
      spy.mockRestore();
    }
  });

  it("a payment made after an admin cancelled the order is refunded at once, by the system, and the shopper is told", async () => {
    const o = await placeOrder("razorpay");
    const handOff = (await o.client.get(`/s/api/checkout/payment/${o.id}`)).json() as PaymentHandOff;
    expect((await cancel(o.number)).json()).toMatchObject({ status: "cancelled", refunds: [] });
    const url = String(handOff.checkout!.sandbox_url);
    expect((await h.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const pressed = await h.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "outcome=success" });
    const back = new URL(String(pressed.headers.location), DEMO);
    const confirmed = await o.client.post(`/s/api/checkout/confirm/${o.id}`, Object.fromEntries(back.searchParams));
    await h.services.payments.sandbox.settled();
    expect(confirmed.json()).toMatchObject({ status: "pending", order_status: "cancelled", message: PAID_AFTER_CANCEL_MESSAGE });
    const d = await detail(o.number);
    expect(d.payments.map((p) => p.status)).toEqual(["paid"]);
    expect(d.refunds).toEqual([expect.objectContaining({ payment_id: d.payments[0]!.id, status: "processed", amount: d.amount })]);
    expect(d).toMatchObject({ status: "cancelled", payment_status: "refunded", can_retry_refund: false });
    expect((await auditOf(o.id))[0]).toMatchObject({ action: "refund", user: null, after: { status: "processed" } });
  });

  it("a refund pending for more than 10 minutes can be retried (same receipt), and the sweep asks again too", async () => {
    const pendingAnswer = (paise: number) => ({ providerRefundId: "rfnd_pending1", status: "pending" as const, amountPaise: paise });
    const backdate = (orderId: number) =>
      h.services.db
        .update(t.refunds)
        .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(t.refunds.orderId, orderId));
    const o = await paidOrder();
    const swept = await paidOrder();
    const spy = vi.spyOn(h.services.payments, "refund").mockImplementation(async (_w, _m, input) => pendingAnswer(input.amountPaise));
    let d: AdminOrderDetail;
    try {
      d = (await cancel(o.number)).json() as AdminOrderDetail;
      await cancel(swept.number);
    } finally {
      spy.mockRestore();
    }
    expect(d.refunds).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(d).toMatchObject({ payment_status: "refund_pending", can_retry_refund: false });
    // Not yet: the provider may still be working on it.
    expect((await anita.post(`${API}/${o.number}/refund/retry`)).statusCode).toBe(409);

    await backdate(o.id);
    expect((await detail(o.number)).can_retry_refund).toBe(true);
    const asked = vi.spyOn(h.services.payments, "refund");
    try {
      const retried = await anita.post(`${API}/${o.number}/refund/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ payment_status: "refunded", can_retry_refund: false, refunds: [expect.objectContaining({ status: "processed", receipt: d.refunds[0]!.receipt })] });
      expect(asked.mock.calls.map((c) => c[2].receipt)).toEqual([d.refunds[0]!.receipt]);
    } finally {
      asked.mockRestore();
    }

    await backdate(swept.id);
    expect(await h.services.payments.retryStaleRefunds()).toBeGreaterThanOrEqual(1);
    expect(await detail(swept.number)).toMatchObject({ payment_status: "refunded", refunds: [expect.objectContaining({ status: "processed" })] });
    expect((await auditOf(swept.id))[0]).toMatchObject({ action: "refund", user: null, before: { status: "pending" }, after: { status: "processed" } });
  });

  it("an order paid twice is 'refunded' only once every refund is processed", async () => {
    const o = await paidOrder();
    const [first] = await h.services.db.select().from(t.payments).where(eq(t.payments.orderId, o.id));
    // A second attempt captured too.
    await h.services.db.insert(t.payments).values({ ...first!, id: undefined, providerOrderId: `${first!.providerOrderId}_2`, providerPaymentId: "pay_second_attempt" });
    const spy = vi
      .spyOn(h.services.payments, "refund")
      .mockResolvedValueOnce({ providerRefundId: "rfnd_a", status: "pending", amountPaise: first!.amount })
      .mockResolvedValueOnce({ providerRefundId: "rfnd_b", status: "processed", amountPaise: first!.amount });
    try {
      const d = (await cancel(o.number)).json() as AdminOrderDetail;
      expect(d.refunds.map((r) => r.status)).toEqual(["pending", "processed"]);
      expect(d.payment_status).toBe("refund_pending");
    } finally {
      spy.mockRestore();
    }
  });

  it("cancelling an order still awaiting payment refunds nothing", async () => {
    const o = await placeOrder("razorpay");
    const res = await cancel(o.number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", refunds: [] });
  });
});

describe("counter sales", () => {
  let meena: ShopClient;
  let warehouse = { id: 0, name: "" };
  let packId = 0;
  let sales = 0;
  beforeAll(async () => {
    meena = await signedIn(MEENA);
    const db = h.services.db;
    const [demo] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    const [hub] = await db
      .select({ id: t.warehouses.id, name: t.warehouses.name })
      .from(t.warehouses)
      .where(and(eq(t.warehouses.websiteId, demo!.id), eq(t.warehouses.name, "Indiranagar Hub")));
    warehouse = hub!;
    const [product] = await db
      .insert(t.products)
      .values({ websiteId: demo!.id, name: "Counter Jaggery", slug: "counter-jaggery", searchText: "counter jaggery", medias: [], hsn: "1701", gstRate: "exempt" })
      .returning();
    const [pack] = await db.insert(t.packs).values({ websiteId: demo!.id, productId: product!.id, name: "1 kg", price: 8_250, mrp: 9_000, maxPerOrder: 10 }).returning();
    await db.insert(t.stock).values({ packId: pack!.id, warehouseId: warehouse.id, quantity: 50 });
    packId = pack!.id;
  });

  /** A sale of `quantity` packs at ₹82.50 made by Meena at the counter. */
  async function counterSale(payment: unknown, quantity = 2, customerId: number | null = null) {
    const res = await meena.post(
      "/s/api/pos/sales",
      { warehouse_id: warehouse.id, lines: [{ pack_id: packId, quantity }], customer_id: customerId, payment },
      { headers: { "idempotency-key": `admin-orders-pos-${++sales}` } },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PosReceipt;
  }

  it("shows a counter sale with the counter's facts: warehouse, staff, tendered and change; no address, slot, payments or moves", async () => {
    const sale = await counterSale({ method: "cash", tendered: 200 });
    const d = await detail(sale.order_number);
    expect(d).toMatchObject({
      order_number: sale.order_number,
      channel: "pos",
      status: "delivered",
      payment_method: "cash",
      payment_status: "paid",
      amount: 165,
      delivery_charge: 0,
      customer: null,
      address: null,
      pincode: null,
      slot: null,
      slots: [],
      payments: [],
      refunds: [],
      next_statuses: [],
      can_cancel: false,
    });
    expect(d.counter).toEqual({ warehouse, staff: { id: expect.any(Number), name: expect.any(String), phone: MEENA }, tendered: 200, change: 35, reference: null, voided: null });
    expect(d.items).toMatchObject([{ pack_id: packId, quantity: 2, price: 82.5, mrp: 90, amount: 165, warehouse }]);
  });

  it("shows a UPI sale's reference and customer, then who voided it and why", async () => {
    const phone = "7310900001";
    const found = await meena.post("/s/api/pos/customers", { phone, name: "Counter Customer" });
    expect(found.statusCode, found.body).toBe(201);
    const customer = (found.json() as PosCustomerAnswer).customer!;
    const sale = await counterSale({ method: "upi", reference: "UPI 4471-A" }, 1, customer.id);
    expect(await detail(sale.order_number)).toMatchObject({
      payment_method: "upi",
      customer: { id: customer.id, phone },
      counter: { tendered: null, change: null, reference: "UPI 4471-A", voided: null },
    });

    const voided = await anita.post(`/s/api/pos/sales/${sale.order_number}/void`, { reason: "Rang up twice" });
    expect(voided.statusCode, voided.body).toBe(200);
    const d = await detail(sale.order_number);
    expect(d).toMatchObject({ status: "cancelled", payment_status: "refunded", can_cancel: false, refunds: [] });
    expect(d.counter!.voided).toEqual({ at: expect.any(String), by: { id: expect.any(Number), name: expect.any(String), phone: ANITA }, reason: "Rang up twice" });
    expect(d.timeline.map((e) => e.status)).toEqual(["delivered", "cancelled"]);
  });

  it("finds counter sales by the counter's payment methods and by channel, and online orders by theirs", async () => {
    const cash = await counterSale({ method: "cash", tendered: 82.5 }, 1);
    const card = await counterSale({ method: "card", reference: "APPR 99" }, 1);
    const online = await placeOrder();
    const row = (await list(`?q=${cash.order_number}`)).data[0]!;
    expect(row).toMatchObject({ order_number: cash.order_number, channel: "pos", payment_method: "cash", slot: null, pincode: null, items_count: 1 });

    expect(await numbers("?payment_method=cash&per_page=100")).toContain(cash.order_number);
    expect(await numbers("?payment_method=cash&per_page=100")).not.toContain(card.order_number);
    expect(await numbers("?payment_method=card&per_page=100")).toContain(card.order_number);
    const atCounter = await list("?channel=pos&per_page=100");
    expect(atCounter.data.map((o) => o.order_number)).toEqual(expect.arrayContaining([cash.order_number, card.order_number]));
    expect(atCounter.data.every((o) => o.channel === "pos")).toBe(true);
    expect(atCounter.data.map((o) => o.order_number)).not.toContain(online.number);
    expect(await numbers(`?channel=web&q=${online.number}`)).toEqual([online.number]);
    expect(await numbers(`?channel=web&q=${cash.order_number}`)).toEqual([]);
    expect(await numbers(`?channel=pos&payment_method=cod&q=${online.number}`)).toEqual([]);
  });
});
