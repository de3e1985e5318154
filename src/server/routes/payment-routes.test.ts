// The shopper's payment, end to end on the sandbox: the hand-off, the hosted test page, the
// return and its confirmation, webhooks arriving too, retries after a failure, refusals, and
// reconciliation of payments nobody reported.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import * as t from "../db/schema";
import type { ConfirmPaymentAnswer, PaymentHandOff } from "../../shared/api/payments";
import { createOrderPaymentLock } from "../domain/payments/order-payment-lock";
import { PAID_AFTER_CANCEL_MESSAGE } from "../domain/payments/payments";
import { createRazorpayAdapter } from "../domain/payments/razorpay-adapter";
import { SANDBOX_RAZORPAY } from "../domain/payments/sandbox/sandbox-constants";
import { orderRow, paymentRowsOf, pendingOrder, seededIds, SHOPPER_PHONE, timeline } from "../domain/payments/testing/payment-fixtures";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  h = await createTestApp();
  // Listening, so the adapters reach the sandbox and the sandbox its webhooks over HTTP.
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  ids = await seededIds(h.services.db);
  shopper = new ShopClient(h.app, DEMO, "10.9.0.1");
  expect((await shopper.post("/s/api/test/sign-in", { phone: SHOPPER_PHONE }, { xsrf: false })).statusCode).toBe(200);
});
afterAll(() => h.close());

const order = (method: "razorpay" | "cashfree", amount?: number) => pendingOrder(h.services.db, { websiteId: ids.demo, userId: ids.shopper, method, ...(amount ? { amount } : {}) });

async function handOff(orderId: number): Promise<PaymentHandOff> {
  const res = await shopper.get(`/s/api/checkout/payment/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentHandOff;
}

/** Presses a button on the sandbox's hosted page; answers where the browser is sent. */
async function pressOnPage(sandboxUrl: string, outcome: "success" | "failure"): Promise<URL> {
  const page = await h.app.inject({ method: "GET", url: sandboxUrl });
  expect(page.statusCode).toBe(200);
  const res = await h.app.inject({ method: "POST", url: sandboxUrl, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `outcome=${outcome}` });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), DEMO);
}

/** The sandbox's provider orders made for one of our orders (its receipt is the order number, "-2"… on retries). */
async function sandboxOrdersFor(method: "razorpay" | "cashfree", orderNumber: string): Promise<string[]> {
  const rows = await h.services.db
    .select({ value: t.serverSettings.value })
    .from(t.serverSettings)
    .where(like(t.serverSettings.key, `sandbox:${method}:order:%`));
  return rows
    .map((r) => JSON.parse(r.value) as { id: string; receipt: string })
    .filter((o) => o.receipt === orderNumber || o.receipt.startsWith(`${orderNumber}-`))
    .map((o) => o.id);
}

const confirm = (orderId: number, body: Record<string, string> = {}) => shopper.post(`/s/api/checkout/confirm/${orderId}`, body);
const placedEvents = async (orderId: number) => (await timeline(h.services.db, orderId)).filter((e) => e.status === "placed");

describe("the hand-off", () => {
  it("opens a Razorpay order for the order's amount on the sandbox, and reopening reuses it", async () => {
    const o = await order("razorpay", 123_456);
    const first = await handOff(o.id);
    expect(first).toMatchObject({
      order_id: o.id,
      ordernumber: o.orderNumber,
      order_status: "pending_payment",
      amount: 1234.56,
      currency: "INR",
      method: "razorpay",
      payment_status: "pending",
      last_attempt_failed: false,
      sandbox: true,
      checkout: { method: "razorpay", key: SANDBOX_RAZORPAY.keyId, amount: 123_456, currency: "INR", name: "Kirana Demo Store", prefill_contact: SHOPPER_PHONE },
    });
    expect(first.checkout).toHaveProperty("sandbox_url", `/sandbox/pay/razorpay/${(first.checkout as { order_id: string }).order_id}`);
    expect(JSON.stringify(first)).not.toContain(SANDBOX_RAZORPAY.keySecret);
    const again = await handOff(o.id);
    expect(again.checkout).toEqual(first.checkout);
    const rows = await paymentRowsOf(h.services.db, o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "razorpay", amount: 123_456, currency: "INR", status: "created", websiteId: ids.demo });
  });

  it("opens a Cashfree order with a payment session, and reopening gives the same session", async () => {
    const o = await order("cashfree", 50_000);
    const first = await handOff(o.id);
    expect(first.checkout).toMatchObject({ method: "cashfree", mode: "sandbox", order_id: o.orderNumber });
    expect(first.checkout).toHaveProperty("payment_session_id");
    expect((await handOff(o.id)).checkout).toEqual(first.checkout);
  });

  it("opens one provider order however many hand-offs for an order arrive at once (two tabs, a double load, a retry)", async () => {
    const o = await order("razorpay", 45_600);
    const answers = await Promise.all(Array.from({ length: 12 }, () => handOff(o.id)));
    const ids = new Set(answers.map((a) => (a.checkout as { order_id: string }).order_id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => JSON.stringify(a.checkout) === JSON.stringify(answers[0]!.checkout))).toBe(true);
    expect(await paymentRowsOf(h.services.db, o.id)).toHaveLength(1);
    expect(await sandboxOrdersFor("razorpay", o.orderNumber)).toEqual([...ids]);
    // A Cashfree order too: one order at Cashfree, one payment session for every caller.
    const c = await order("cashfree", 45_600);
    const sessions = await Promise.all(Array.from({ length: 12 }, () => handOff(c.id)));
    expect(new Set(sessions.map((a) => JSON.stringify(a.checkout))).size).toBe(1);
    expect(await paymentRowsOf(h.services.db, c.id)).toHaveLength(1);
    expect(await sandboxOrdersFor("cashfree", c.orderNumber)).toHaveLength(1);
  });

  it("after a failure, racing hand-offs open exactly one new provider order between them", async () => {
    const o = await order("razorpay", 46_700);
    const first = await handOff(o.id);
    await h.services.payments.sandbox.pay("razorpay", (first.checkout as { order_id: string }).order_id, "failure", { notify: false });
    const retries = await Promise.all(Array.from({ length: 12 }, () => handOff(o.id)));
    const ids = new Set(retries.map((a) => (a.checkout as { order_id: string }).order_id));
    expect(ids.size).toBe(1);
    expect(ids.has((first.checkout as { order_id: string }).order_id)).toBe(false);
    expect((await paymentRowsOf(h.services.db, o.id)).map((r) => r.status)).toEqual(["failed", "created"]);
    expect(await sandboxOrdersFor("razorpay", o.orderNumber)).toHaveLength(2);
  });

  it("a hand-off waits for the one ahead of it only so long, then answers 503 to try again", async () => {
    const o = await order("razorpay");
    const lock = createOrderPaymentLock(h.services.database, 300);
    // On PostgreSQL a second lock stands for another server process: only the database can make it wait.
    const other = h.services.database.kind === "postgres" ? createOrderPaymentLock(h.services.database, 300) : lock;
    let release = () => {};
    const held = lock.run(o.id, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((r) => setTimeout(r, 50));
    const began = Date.now();
    await expect(other.run(o.id, async () => "ran")).rejects.toMatchObject({ kind: "unavailable", retryAfterSeconds: 2 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(250);
    // Another order is not held up, and once the first is done the order is free again.
    expect(await other.run(o.id + 1_000_000, async () => "other order")).toBe("other order");
    release();
    await held;
    expect(await other.run(o.id, async () => "ran")).toBe("ran");
  });

  it("has nothing to open for a cash-on-delivery order, and needs a signed-in owner", async () => {
    const [cod] = await h.services.db
      .insert(t.orders)
      .values({ websiteId: ids.demo, userId: ids.shopper, orderNumber: `COD${Date.now()}`, status: "placed", paymentMethod: "cod", amount: 5000 })
      .returning();
    expect(await handOff(cod!.id)).toMatchObject({ method: "cod", checkout: null, order_status: "placed" });
    const visitor = new ShopClient(h.app, DEMO, "10.9.0.2");
    expect((await visitor.get(`/s/api/checkout/payment/${cod!.id}`)).statusCode).toBe(401);
    // A state-changing GET: only the shop's own client (x-web-url) may ask.
    const res = await h.app.inject({
      method: "GET",
      url: `/s/api/checkout/payment/${cod!.id}`,
      headers: { host: "localhost:3000", cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("paying on the sandbox", () => {
  it("Razorpay: pay, come back, confirm: the order is placed once although two webhooks report it too", async () => {
    const o = await order("razorpay", 77_700);
    const { checkout } = await handOff(o.id);
    const back = await pressOnPage(String(checkout!.sandbox_url), "success");
    expect(back.pathname).toBe(`/checkout/confirm/${o.id}`);
    const returned = Object.fromEntries(back.searchParams);
    expect(Object.keys(returned).sort()).toEqual(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"]);

    const res = await confirm(o.id, returned);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "paid", order_id: o.id, ordernumber: o.orderNumber, order_status: "placed" } satisfies Partial<ConfirmPaymentAnswer>);
    await h.services.payments.sandbox.settled();

    expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "placed", paymentStatus: "paid" });
    const [row] = await paymentRowsOf(h.services.db, o.id);
    expect(row).toMatchObject({ status: "paid", providerPaymentId: returned.razorpay_payment_id });
    expect(await placedEvents(o.id)).toHaveLength(1);
    // Two events (payment.captured, order.paid), each recorded once.
    const events = await h.services.db.select().from(t.webhookEvents).where(eq(t.webhookEvents.provider, "razorpay"));
    expect(events.length).toBeGreaterThanOrEqual(2);

    // Confirming again, or opening the hand-off again, changes nothing.
    expect((await confirm(o.id, returned)).json()).toMatchObject({ status: "paid", order_status: "placed" });
    expect(await handOff(o.id)).toMatchObject({ payment_status: "paid", checkout: null, order_status: "placed" });
    expect(await placedEvents(o.id)).toHaveLength(1);
  });

  it("Cashfree: pay and come back to the return URL; the webhook and the confirmation place it once", async () => {
    const o = await order("cashfree", 31_400);
    const { checkout } = await handOff(o.id);
    const back = await pressOnPage(String(checkout!.sandbox_url), "success");
    expect(back.toString()).toBe(`${DEMO}/checkout/confirm/${o.id}?order_id=${o.orderNumber}`);
    await h.services.payments.sandbox.settled();
    // The webhook got there first.
    expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "placed", paymentStatus: "paid" });
    expect((await confirm(o.id)).json()).toMatchObject({ status: "paid", order_status: "placed" });
    expect(await placedEvents(o.id)).toHaveLength(1);
  });

  it("after a failure the order still awaits payment, and the hand-off starts a new provider order (retry)", async () => {
    const o = await order("razorpay", 64_000);
    const first = await handOff(o.id);
    const back = await pressOnPage(String(first.checkout!.sandbox_url), "failure");
    expect(back.searchParams.get("failed")).toBe("1");
    await h.services.payments.sandbox.settled();
    expect((await confirm(o.id)).json()).toMatchObject({ status: "failed", order_status: "pending_payment" });
    expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });

    const retry = await handOff(o.id);
    expect(retry).toMatchObject({ last_attempt_failed: true, payment_status: "failed", order_status: "pending_payment" });
    expect((retry.checkout as { order_id: string }).order_id).not.toBe((first.checkout as { order_id: string }).order_id);
    const rows = await paymentRowsOf(h.services.db, o.id);
    expect(rows.map((r) => r.status)).toEqual(["failed", "created"]);

    const paid = await pressOnPage(String(retry.checkout!.sandbox_url), "success");
    expect((await confirm(o.id, Object.fromEntries(paid.searchParams))).json()).toMatchObject({ status: "paid", order_status: "placed" });
    await h.services.payments.sandbox.settled();
    expect((await paymentRowsOf(h.services.db, o.id)).map((r) => r.status)).toEqual(["failed", "paid"]);
    expect(await placedEvents(o.id)).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("a changed signature is refused (422) and changes nothing", async () => {
    const o = await order("razorpay", 12_300);
    const { checkout } = await handOff(o.id);
    const url = String(checkout!.sandbox_url);
    const payment = await h.services.payments.sandbox.pay("razorpay", url.split("/").pop()!, "success", { notify: false });
    const returned = Object.fromEntries(new URL(payment!.location, DEMO).searchParams);
    const tampered = { ...returned, razorpay_signature: returned.razorpay_signature!.replace(/.$/, (c) => (c === "0" ? "1" : "0")) };
    const res = await confirm(o.id, tampered);
    expect(res.statusCode).toBe(422);
    expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect((await paymentRowsOf(h.services.db, o.id))[0]!.status).toBe("created");
    // Another order's payment, with its valid signature, does not pay this one.
    const other = await order("razorpay", 12_300);
    await handOff(other.id);
    expect((await confirm(other.id, returned)).statusCode).toBe(422);
    expect((await orderRow(h.services.db, other.id)).status).toBe("pending_payment");
  });

  it("a paid amount that differs from the order is refused (422) and changes nothing", async () => {
    const o = await order("razorpay", 250_000);
    // A provider order for less than the order (as if the amount had been tampered with on the way).
    const port = (h.app.server.address() as { port: number }).port;
    const adapter = createRazorpayAdapter({ credentials: { ...SANDBOX_RAZORPAY }, http: { baseUrl: `http://127.0.0.1:${port}/sandbox/razorpay`, fetch }, sandbox: true, merchantName: "x" });
    const made = await adapter.createOrder({
      orderNumber: o.orderNumber,
      amountPaise: 100,
      currency: "INR",
      customer: { id: "u", name: "", phone: SHOPPER_PHONE, email: "" },
      returnUrl: `${DEMO}/checkout/confirm/${o.id}`,
    });
    await h.services.db.insert(t.payments).values({ websiteId: ids.demo, orderId: o.id, provider: "razorpay", providerOrderId: made.providerOrderId, amount: o.amount });
    const paid = await h.services.payments.sandbox.pay("razorpay", made.providerOrderId, "success", { notify: false });
    const res = await confirm(o.id, Object.fromEntries(new URL(paid!.location, DEMO).searchParams));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/does not match the order/);
    expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect((await paymentRowsOf(h.services.db, o.id))[0]!.status).toBe("created");
    expect(await placedEvents(o.id)).toHaveLength(0);
    // Reconciliation refuses it too.
    await h.services.payments.reconcile(new Date());
    expect((await orderRow(h.services.db, o.id)).status).toBe("pending_payment");
  });

  it("confirming an order with no provider order yet is a 409, an unknown body field a 422", async () => {
    const o = await order("cashfree");
    expect((await confirm(o.id)).statusCode).toBe(409);
    expect((await confirm(o.id, { amount: "1" })).statusCode).toBe(422);
  });
});

describe("reconciliation", () => {
  it("applies payments and failures nobody reported, once", async () => {
    const paidOrder = await order("cashfree", 40_000);
    const failedOrder = await order("razorpay", 40_000);
    const a = await handOff(paidOrder.id);
    const b = await handOff(failedOrder.id);
    // Paid and failed on the provider's side, with the webhooks lost.
    await h.services.payments.sandbox.pay("cashfree", (a.checkout as { order_id: string }).order_id, "success", { notify: false });
    await h.services.payments.sandbox.pay("razorpay", (b.checkout as { order_id: string }).order_id, "failure", { notify: false });

    const summary = await h.services.payments.reconcile(new Date());
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(await orderRow(h.services.db, paidOrder.id)).toMatchObject({ status: "placed", paymentStatus: "paid" });
    expect(await orderRow(h.services.db, failedOrder.id)).toMatchObject({ status: "pending_payment" });
    expect((await paymentRowsOf(h.services.db, failedOrder.id))[0]!.status).toBe("failed");

    await h.services.payments.reconcile(new Date());
    expect(await placedEvents(paidOrder.id)).toHaveLength(1);
    expect(await h.services.payments.reconcileOrder(failedOrder.id)).toBe("failed");
    expect(await h.services.payments.reconcileOrder(paidOrder.id)).toBe("paid");
  });
});

describe("a payment for an order already cancelled", () => {
  const cancelled = async (orderId: number) => {
    await h.services.db.update(t.orders).set({ status: "cancelled", paymentStatus: "expired" }).where(eq(t.orders.id, orderId));
  };
  const refundsOf = (orderId: number) => h.services.db.select().from(t.refunds).where(eq(t.refunds.orderId, orderId));

  it("is refunded at once when the shopper comes back, and the shopper is told so", async () => {
    const o = await order("razorpay", 52_500);
    const { checkout } = await handOff(o.id);
    await cancelled(o.id);
    const back = await pressOnPage(String(checkout!.sandbox_url), "success");
    const res = await confirm(o.id, Object.fromEntries(back.searchParams));
    await h.services.payments.sandbox.settled();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "pending", order_status: "cancelled", message: PAID_AFTER_CANCEL_MESSAGE } satisfies Partial<ConfirmPaymentAnswer>);
    // Once, although the webhooks report the payment too.
    const refunds = await refundsOf(o.id);
    expect(refunds).toEqual([expect.objectContaining({ status: "processed", amount: 52_500, reason: "Paid after the order was cancelled" })]);
    expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const audit = await h.services.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, o.id));
    expect(audit.filter((a) => a.action === "refund" && a.entityType === "order")).toEqual([expect.objectContaining({ userId: null })]);
    // Coming back again says the same.
    expect((await confirm(o.id, Object.fromEntries(back.searchParams))).json()).toMatchObject({ status: "pending", message: PAID_AFTER_CANCEL_MESSAGE });
  });

  it("is refunded when only a webhook or reconciliation reports it", async () => {
    const byWebhook = await order("cashfree", 21_000);
    const byReconcile = await order("razorpay", 22_000);
    const a = await handOff(byWebhook.id);
    const b = await handOff(byReconcile.id);
    await cancelled(byWebhook.id);
    await cancelled(byReconcile.id);
    await h.services.payments.sandbox.pay("cashfree", (a.checkout as { order_id: string }).order_id, "success");
    await h.services.payments.sandbox.pay("razorpay", (b.checkout as { order_id: string }).order_id, "success", { notify: false });
    await h.services.payments.sandbox.settled();
    await h.services.payments.reconcile(new Date());
    for (const o of [byWebhook, byReconcile]) {
      expect(await refundsOf(o.id)).toEqual([expect.objectContaining({ status: "processed" })]);
      expect(await orderRow(h.services.db, o.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    }
  });
});

describe("production", () => {
  it("has no sandbox and no online payment for a website without credentials, unless explicitly allowed", async () => {
    const prod = await createTestApp({ nodeEnv: "production" });
    try {
      expect(prod.app.routeTable.filter((r) => r.url.startsWith("/sandbox"))).toEqual([]);
      // Its code is never loaded there (the rest of the server imports it only dynamically: ADR 0074).
      expect(() => prod.services.payments.sandbox).toThrow("the payment sandbox is not allowed here");
      expect(h.app.routeTable.filter((r) => r.url.startsWith("/sandbox")).length).toBeGreaterThan(5);
      const page = await prod.app.inject({ method: "GET", url: "/sandbox/pay/razorpay/order_ABCDEFGHIJKLMN", headers: { host: "localhost:3000" } });
      expect(page.body).not.toContain("test payment");
      const { demo, shopper: userId } = await seededIds(prod.services.db);
      const o = await pendingOrder(prod.services.db, { websiteId: demo, userId, method: "razorpay" });
      await expect(prod.services.payments.start(o, DEMO)).rejects.toMatchObject({ kind: "unavailable" });
    } finally {
      await prod.close();
    }
    const allowed = await createTestApp({ nodeEnv: "production", settings: { ALLOW_SANDBOX_PAYMENTS: true } });
    try {
      const { demo, shopper: userId } = await seededIds(allowed.services.db);
      const o = await pendingOrder(allowed.services.db, { websiteId: demo, userId, method: "razorpay" });
      expect(await allowed.services.payments.start(o, DEMO)).toMatchObject({ method: "razorpay", sandbox: true });
    } finally {
      await allowed.close();
    }
  });
});
