// Provider webhooks on the raw body: a delivery replayed 10 times changes the order once; a
// 1-byte change to the body, the signature or the timestamp is refused, as is a Cashfree
// timestamp older than 300 s and a paid amount that differs from the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OnlineMethod } from "../domain/payments/payment-provider";
import { cashfreeWebhook, razorpayWebhook, type WebhookDelivery } from "../domain/payments/sandbox/sandbox-protocol";
import type { SandboxOrder, SandboxPayment } from "../domain/payments/sandbox/sandbox-store";
import { createRazorpayAdapter } from "../domain/payments/razorpay-adapter";
import { IN_PROCESS_ORIGIN } from "../domain/payments/sandbox/self-transport";
import { SANDBOX_RAZORPAY } from "../domain/payments/sandbox/sandbox-constants";
import { orderRow, paymentRowsOf, pendingOrder, seededIds, timeline } from "../domain/payments/testing/payment-fixtures";
import { createTestApp, DEMO, type TestApp } from "../testing/test-app";

let h: TestApp;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  h = await createTestApp();
  ids = await seededIds(h.services.db);
});
afterAll(() => h.close());

/** An order awaiting payment, its provider order, and a payment made on the sandbox whose webhooks were not sent. */
async function paidOnProvider(method: OnlineMethod, outcome: "success" | "failure" = "success", amount = 88_800) {
  const order = await pendingOrder(h.services.db, { websiteId: ids.demo, userId: ids.shopper, method, amount });
  const started = await h.services.payments.start(order, DEMO);
  const paid = await h.services.payments.sandbox.pay(method, started.providerOrderId, outcome, { notify: false });
  return { order, sandboxOrder: paid!.order, payment: paid!.payment };
}

const deliver = (method: OnlineMethod, d: { body: string | Buffer; headers: Record<string, string> }) =>
  h.app.inject({ method: "POST", url: `/s/api/webhooks/${method}`, headers: d.headers, payload: d.body });

const placedEvents = async (orderId: number) => (await timeline(h.services.db, orderId)).filter((e) => e.status === "placed");

function flipByte(text: string, at: number): Buffer {
  const bytes = Buffer.from(text, "utf8");
  bytes[at] = bytes[at] === 0x30 ? 0x31 : 0x30;
  return bytes;
}

function webhookFor(method: OnlineMethod, order: SandboxOrder, payment: SandboxPayment, opts: { eventId?: string; timestampMs?: number } = {}): WebhookDelivery {
  if (method === "razorpay") return razorpayWebhook(payment.status === "captured" ? "payment.captured" : "payment.failed", order, payment, opts);
  return cashfreeWebhook(order, payment, opts);
}

async function expectUntouched(orderId: number) {
  expect(await orderRow(h.services.db, orderId)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
  expect((await paymentRowsOf(h.services.db, orderId)).map((r) => r.status)).toEqual(["created"]);
  expect(await placedEvents(orderId)).toHaveLength(0);
}

describe.each(["razorpay", "cashfree"] as const)("%s webhooks", (method) => {
  it("a delivery replayed 10 times changes the order once", async () => {
    const { order, sandboxOrder, payment } = await paidOnProvider(method);
    const delivery = webhookFor(method, sandboxOrder, payment);
    const answers: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await deliver(method, delivery);
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers).toEqual([{ status: "applied" }, ...Array.from({ length: 9 }, () => ({ status: "duplicate" }))]);
    expect(await orderRow(h.services.db, order.id)).toMatchObject({ status: "placed", paymentStatus: "paid" });
    expect(await placedEvents(order.id)).toHaveLength(1);
    expect((await paymentRowsOf(h.services.db, order.id))[0]).toMatchObject({ status: "paid", providerPaymentId: payment.id });
    const eventId = method === "razorpay" ? delivery.headers["x-razorpay-event-id"]! : delivery.headers["x-idempotency-key"]!;
    expect(
      await h.services.db
        .select()
        .from(t.webhookEvents)
        .where(and(eq(t.webhookEvents.provider, method), eq(t.webhookEvents.eventId, eventId))),
    ).toHaveLength(1);
  });

  it("refuses a 1-byte change to the body or the signature, and changes nothing", async () => {
    const { order, sandboxOrder, payment } = await paidOnProvider(method);
    const delivery = webhookFor(method, sandboxOrder, payment);
    const positions = [0, Math.floor(delivery.body.length / 2), delivery.body.indexOf(sandboxOrder.id) + 2, delivery.body.indexOf('"status') + 3, delivery.body.length - 1];
    for (const at of positions) {
      const res = await deliver(method, { body: flipByte(delivery.body, at), headers: delivery.headers });
      expect(res.statusCode, `byte ${at}`).toBe(400);
      expect(res.json()).toEqual({ message: "The webhook could not be verified" });
    }
    const signatureHeader = method === "razorpay" ? "x-razorpay-signature" : "x-webhook-signature";
    const signature = delivery.headers[signatureHeader]!;
    for (const at of [0, Math.floor(signature.length / 2), signature.length - 2]) {
      const res = await deliver(method, { body: delivery.body, headers: { ...delivery.headers, [signatureHeader]: flipByte(signature, at).toString("utf8") } });
      expect(res.statusCode, `signature byte ${at}`).toBe(400);
    }
    const { [signatureHeader]: _dropped, ...unsigned } = delivery.headers;
    expect((await deliver(method, { body: delivery.body, headers: unsigned })).statusCode).toBe(400);
    await expectUntouched(order.id);
    // The genuine delivery still works afterwards.
    expect((await deliver(method, delivery)).json()).toEqual({ status: "applied" });
  });

  it("refuses a paid amount that differs from the order, and changes nothing", async () => {
    const order = await pendingOrder(h.services.db, { websiteId: ids.demo, userId: ids.shopper, method, amount: 150_000 });
    // The provider's order (and so the payment) is for less than ours.
    const short = await pendingOrder(h.services.db, { websiteId: ids.demo, userId: ids.shopper, method, amount: 100 });
    const started = await h.services.payments.start(short, DEMO);
    await h.services.db.update(t.payments).set({ orderId: order.id, amount: order.amount }).where(eq(t.payments.providerOrderId, started.providerOrderId));
    const paid = await h.services.payments.sandbox.pay(method, started.providerOrderId, "success", { notify: false });
    const res = await deliver(method, webhookFor(method, paid!.order, paid!.payment));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "refused" });
    await expectUntouched(order.id);
  });

  it("a failed payment marks the attempt failed and leaves the order awaiting payment", async () => {
    const { order, sandboxOrder, payment } = await paidOnProvider(method, "failure");
    expect((await deliver(method, webhookFor(method, sandboxOrder, payment))).json()).toEqual({ status: "applied" });
    expect(await orderRow(h.services.db, order.id)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });
    expect((await paymentRowsOf(h.services.db, order.id)).map((r) => r.status)).toEqual(["failed"]);
  });

  it("needs neither a session, an anti-forgery token nor a known website address", async () => {
    const { order, sandboxOrder, payment } = await paidOnProvider(method);
    const delivery = webhookFor(method, sandboxOrder, payment);
    const res = await h.app.inject({ method: "POST", url: `/s/api/webhooks/${method}`, headers: { ...delivery.headers, host: "hooks.provider.example" }, payload: delivery.body });
    expect(res.json()).toEqual({ status: "applied" });
    expect((await orderRow(h.services.db, order.id)).status).toBe("placed");
  });
});

describe("Cashfree timestamps", () => {
  it("refuses a 1-digit change to the timestamp, and a correctly signed delivery older than 300 s", async () => {
    const { order, sandboxOrder, payment } = await paidOnProvider("cashfree");
    const now = Date.now();
    const delivery = cashfreeWebhook(sandboxOrder, payment, { timestampMs: now });
    const changed = String(now + 1);
    expect((await deliver("cashfree", { body: delivery.body, headers: { ...delivery.headers, "x-webhook-timestamp": changed } })).statusCode).toBe(400);
    const stale = cashfreeWebhook(sandboxOrder, payment, { timestampMs: now - 301_000 });
    expect((await deliver("cashfree", stale)).statusCode).toBe(400);
    const { "x-webhook-timestamp": _dropped, ...noTimestamp } = delivery.headers;
    expect((await deliver("cashfree", { body: delivery.body, headers: noTimestamp })).statusCode).toBe(400);
    await expectUntouched(order.id);
    expect((await deliver("cashfree", cashfreeWebhook(sandboxOrder, payment, { timestampMs: now - 290_000 }))).json()).toEqual({ status: "applied" });
    expect((await orderRow(h.services.db, order.id)).status).toBe("placed");
  });
});

describe("events that are not ours", () => {
  it("a signed event about another order is acknowledged and ignored; an unsigned one refused", async () => {
    const order: SandboxOrder = { provider: "razorpay", id: "order_NOTOURSxxxxxxx", amount: 1000, currency: "INR", receipt: "x", notes: {}, createdAt: Date.now(), payments: [] };
    const payment: SandboxPayment = { id: "pay_NOTOURSxxxxxxxx", status: "captured", amount: 1000, currency: "INR", createdAt: Date.now(), error: null };
    expect((await deliver("razorpay", razorpayWebhook("payment.captured", order, payment))).json()).toEqual({ status: "ignored" });
    expect((await deliver("razorpay", razorpayWebhook("payment.captured", order, payment, { secret: "forged" }))).statusCode).toBe(400);
    expect((await deliver("razorpay", { body: "not json", headers: { "content-type": "text/plain" } })).statusCode).toBe(400);
  });

  it("a website with its own Razorpay account checks webhooks with its own secret, not the sandbox's", async () => {
    // The demo store's own (sandbox-hosted, for this test) account: its webhook secret differs.
    const own = { key_id: SANDBOX_RAZORPAY.keyId, key_secret: SANDBOX_RAZORPAY.keySecret, webhook_secret: "the shop's own webhook secret" };
    const [fresh] = await h.services.db.select().from(t.websites).where(eq(t.websites.code, "fresh"));
    await h.services.db
      .update(t.websites)
      .set({ paymentSettings: { razorpay: own } })
      .where(eq(t.websites.id, fresh!.id));
    try {
      const order = await pendingOrder(h.services.db, { websiteId: fresh!.id, userId: ids.shopper, method: "razorpay", amount: 5_000 });
      // Its provider order, made on the sandbox's API (which the real adapter would reach at Razorpay).
      const adapter = createRazorpayAdapter({
        credentials: { keyId: own.key_id, keySecret: own.key_secret, webhookSecret: own.webhook_secret },
        http: { baseUrl: `${IN_PROCESS_ORIGIN}/sandbox/razorpay`, fetch: (u, i) => injectFetch(u, i) },
        sandbox: false,
        merchantName: "Fresh",
      });
      const made = await adapter.createOrder({
        orderNumber: order.orderNumber,
        amountPaise: 5_000,
        currency: "INR",
        customer: { id: "u", name: "", phone: "9876543210", email: "" },
        returnUrl: `${DEMO}/checkout/confirm/${order.id}`,
      });
      await h.services.db.insert(t.payments).values({ websiteId: fresh!.id, orderId: order.id, provider: "razorpay", providerOrderId: made.providerOrderId, amount: 5_000 });
      const paid = await h.services.payments.sandbox.pay("razorpay", made.providerOrderId, "success", { notify: false });
      // Signed with the sandbox's secret: refused for this website.
      expect((await deliver("razorpay", razorpayWebhook("payment.captured", paid!.order, paid!.payment))).statusCode).toBe(400);
      expect((await orderRow(h.services.db, order.id)).status).toBe("pending_payment");
      expect((await deliver("razorpay", razorpayWebhook("payment.captured", paid!.order, paid!.payment, { secret: own.webhook_secret }))).json()).toEqual({ status: "applied" });
      expect((await orderRow(h.services.db, order.id)).status).toBe("placed");
    } finally {
      await h.services.db.update(t.websites).set({ paymentSettings: {} }).where(eq(t.websites.id, fresh!.id));
    }
  });
});

/** Requests to the in-process origin through inject, as the server's own transport sends them. */
async function injectFetch(url: string, init: RequestInit): Promise<Response> {
  const target = new URL(url);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => (headers[k] = v));
  const res = await h.app.inject({ method: (init.method ?? "GET") as "GET", url: target.pathname + target.search, headers, ...(typeof init.body === "string" ? { payload: init.body } : {}) });
  return new Response(res.body, { status: res.statusCode });
}
