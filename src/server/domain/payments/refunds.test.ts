// Refunds through the adapters: against the built-in sandbox over a real HTTP port (request
// shape, amount conversion, idempotent retries, refusals), and against canned provider answers
// for the statuses the sandbox is not asked to produce.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createCashfreeAdapter } from "./cashfree-adapter";
import { createRazorpayAdapter, razorpayRefundKey } from "./razorpay-adapter";
import type { OnlineMethod, PaymentProvider, RefundInput } from "./payment-provider";
import type { FetchLike } from "../../lib/provider-http";
import { SANDBOX_CASHFREE, SANDBOX_RAZORPAY } from "./sandbox/sandbox-constants";
import { ProviderError } from "../../lib/provider-http";

let h: TestApp;
let origin: string;

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** fetch that keeps what was sent, and may change a request on its way (to play a lost idempotency key). */
function recording(change: (init: RequestInit) => RequestInit = (init) => init) {
  const sent: Sent[] = [];
  const doFetch: FetchLike = (url, init) => {
    const changed = change(init);
    sent.push({ url, method: String(changed.method), headers: { ...(changed.headers as Record<string, string>) }, body: changed.body ? JSON.parse(String(changed.body)) : undefined });
    return fetch(url, changed);
  };
  return { sent, fetch: doFetch };
}

const razorpayWith = (doFetch: FetchLike, keySecret: string = SANDBOX_RAZORPAY.keySecret) =>
  createRazorpayAdapter({ credentials: { ...SANDBOX_RAZORPAY, keySecret }, http: { baseUrl: `${origin}/sandbox/razorpay`, fetch: doFetch }, sandbox: true, merchantName: "Kirana Demo Store" });
const cashfreeWith = (doFetch: FetchLike, clientSecret: string = SANDBOX_CASHFREE.clientSecret) =>
  createCashfreeAdapter({ credentials: { ...SANDBOX_CASHFREE, clientSecret }, http: { baseUrl: `${origin}/sandbox/cashfree`, fetch: doFetch }, sandbox: true, mode: "sandbox" });

beforeAll(async () => {
  h = await createTestApp();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h.close());

let n = 0;

/** An order made through the adapter and paid on the sandbox: what a refund starts from. */
async function paidOrder(provider: PaymentProvider, method: OnlineMethod, amountPaise: number) {
  const orderNumber = `RF${Date.now() % 1_000_000}${++n}`;
  const made = await provider.createOrder({
    orderNumber,
    amountPaise,
    currency: "INR",
    customer: { id: "user_1", name: "Priya Sharma", phone: "9876543210", email: "priya@example.in" },
    returnUrl: `http://localhost:3000/checkout/confirm/${n}?order_id={order_id}`,
  });
  const paid = await h.services.payments.sandbox.pay(method, made.providerOrderId, "success", { notify: false });
  expect(paid?.payment.status).toBe("captured");
  return { orderNumber, providerOrderId: made.providerOrderId, providerPaymentId: paid!.payment.id };
}

const refundOf = (order: { orderNumber: string; providerOrderId: string; providerPaymentId: string }, amountPaise: number, receipt = `${order.orderNumber}-R1`): RefundInput => ({
  providerOrderId: order.providerOrderId,
  providerPaymentId: order.providerPaymentId,
  amountPaise,
  receipt,
  note: "Order cancelled by the shop",
});

describe("Razorpay refunds against the sandbox", () => {
  it("posts a normal refund in paise with receipt, notes and an idempotency key, and reads the processed refund", async () => {
    const rec = recording();
    const razorpay = razorpayWith(rec.fetch);
    const order = await paidOrder(razorpay, "razorpay", 123_456);
    const state = await razorpay.refund(refundOf(order, 123_456));
    expect(state).toEqual({ providerRefundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/), status: "processed", amountPaise: 123_456 });

    const call = rec.sent.at(-1)!;
    expect(call.method).toBe("POST");
    expect(call.url).toBe(`${origin}/sandbox/razorpay/v1/payments/${order.providerPaymentId}/refund`);
    expect(call.body).toEqual({ amount: 123_456, speed: "normal", receipt: `${order.orderNumber}-R1`, notes: { order_id: order.providerOrderId, note: "Order cancelled by the shop" } });
    expect(call.headers["x-refund-idempotency"]).toBe(`${order.orderNumber}-R1`);
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${SANDBOX_RAZORPAY.keyId}:${SANDBOX_RAZORPAY.keySecret}`).toString("base64")}`);

    // The provider's payment now says it is fully refunded.
    const payment = (await (await fetch(`${origin}/sandbox/razorpay/v1/payments/${order.providerPaymentId}`, { headers: { authorization: call.headers.authorization! } })).json()) as Record<
      string,
      unknown
    >;
    expect(payment).toMatchObject({ amount_refunded: 123_456, refund_status: "full" });
  });

  it("a retried refund with the same receipt is the same refund, not a second one", async () => {
    const razorpay = razorpayWith(fetch);
    const order = await paidOrder(razorpay, "razorpay", 50_000);
    const first = await razorpay.refund(refundOf(order, 20_000));
    const again = await razorpay.refund(refundOf(order, 20_000));
    expect(again).toEqual(first);
    // Only 200.00 went back: 300.00 is still refundable, 300.01 is not.
    const tooMuch = await razorpay.refund(refundOf(order, 30_001, `${order.orderNumber}-R2`)).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(ProviderError);
    expect((tooMuch as ProviderError).status).toBe(400);
    expect((tooMuch as Error).message).toMatch(/^Razorpay refused to refund the payment \(400: .*greater than amount not refunded/);
    expect(await razorpay.refund(refundOf(order, 30_000, `${order.orderNumber}-R2`))).toMatchObject({ status: "processed", amountPaise: 30_000 });
  });

  it("a receipt that is not a valid key is hashed into one, the same every time", () => {
    expect(razorpayRefundKey("short")).toMatch(/^kirana_[0-9a-f]{40}$/);
    expect(razorpayRefundKey("short")).toBe(razorpayRefundKey("short"));
    expect(razorpayRefundKey("has space in it")).not.toBe(razorpayRefundKey("has-space-in-it"));
  });

  it("refuses an unpaid payment and a wrong key secret with clear errors that carry no secret", async () => {
    const razorpay = razorpayWith(fetch);
    const made = await razorpay.createOrder({
      orderNumber: `RFU${++n}`,
      amountPaise: 10_000,
      currency: "INR",
      customer: { id: "u", name: "A", phone: "9876543210", email: "" },
      returnUrl: "http://localhost:3000/x",
    });
    const failed = await h.services.payments.sandbox.pay("razorpay", made.providerOrderId, "failure", { notify: false });
    const unpaid = await razorpay
      .refund({ providerOrderId: made.providerOrderId, providerPaymentId: failed!.payment.id, amountPaise: 10_000, receipt: `RFU${n}-refund`, note: "x" })
      .catch((e: unknown) => e);
    expect(unpaid).toBeInstanceOf(ProviderError);
    expect((unpaid as Error).message).toContain("has not been captured");

    const order = await paidOrder(razorpay, "razorpay", 10_000);
    const wrong = await razorpayWith(fetch, "not-the-secret")
      .refund(refundOf(order, 10_000))
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ProviderError);
    expect((wrong as ProviderError).status).toBe(401);
    expect((wrong as Error).message).not.toContain("not-the-secret");
    expect((wrong as Error).message).not.toContain(SANDBOX_RAZORPAY.keySecret);
  });
});

describe("Cashfree refunds against the sandbox", () => {
  it("posts refund_amount in rupees with our refund_id and note, and reads the SUCCESS refund as processed", async () => {
    const rec = recording();
    const cashfree = cashfreeWith(rec.fetch);
    const order = await paidOrder(cashfree, "cashfree", 45_050);
    const state = await cashfree.refund(refundOf(order, 45_050));
    expect(state).toEqual({ providerRefundId: expect.stringMatching(/^\d+$/), status: "processed", amountPaise: 45_050 });
    const call = rec.sent.at(-1)!;
    expect(call.url).toBe(`${origin}/sandbox/cashfree/pg/orders/${order.providerOrderId}/refunds`);
    expect(call.body).toEqual({ refund_amount: 450.5, refund_id: `${order.orderNumber}-R1`, refund_note: "Order cancelled by the shop" });
    expect(call.headers).toMatchObject({ "x-client-id": SANDBOX_CASHFREE.clientId, "x-api-version": "2023-08-01", "x-idempotency-key": `${order.orderNumber}-R1` });
  });

  it("a retry is the same refund, with the idempotency key and (409) without it", async () => {
    const cashfree = cashfreeWith(fetch);
    const order = await paidOrder(cashfree, "cashfree", 30_000);
    const first = await cashfree.refund(refundOf(order, 10_000));
    expect(await cashfree.refund(refundOf(order, 10_000))).toEqual(first);
    // A proxy that drops the key: Cashfree answers 409 for the taken refund_id and the adapter reads that refund.
    const rec = recording((init) => {
      const headers = { ...(init.headers as Record<string, string>) };
      delete headers["x-idempotency-key"];
      return { ...init, headers };
    });
    expect(await cashfreeWith(rec.fetch).refund(refundOf(order, 10_000))).toEqual(first);
    expect(rec.sent.map((s) => s.method)).toEqual(["POST", "GET"]);
    expect(rec.sent[1]!.url).toBe(`${origin}/sandbox/cashfree/pg/orders/${order.providerOrderId}/refunds/${order.orderNumber}-R1`);
  });

  it("refuses more than the amount paid and not refunded yet, and an unpaid order", async () => {
    const cashfree = cashfreeWith(fetch);
    const order = await paidOrder(cashfree, "cashfree", 20_000);
    await cashfree.refund(refundOf(order, 15_000));
    const tooMuch = await cashfree.refund(refundOf(order, 5_001, `${order.orderNumber}-R2`)).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(ProviderError);
    expect((tooMuch as ProviderError).status).toBe(400);
    expect((tooMuch as ProviderError).code).toBe("refund_amount_invalid");
    const made = await cashfree.createOrder({
      orderNumber: `RFC${++n}`,
      amountPaise: 10_000,
      currency: "INR",
      customer: { id: "u", name: "A", phone: "9876543210", email: "" },
      returnUrl: "http://localhost:3000/x",
    });
    const unpaid = await cashfree.refund({ providerOrderId: made.providerOrderId, providerPaymentId: "1", amountPaise: 10_000, receipt: `RFC${n}-R1`, note: "x" }).catch((e: unknown) => e);
    expect((unpaid as Error).message).toBe("Cashfree refused to refund the order (400: refund can be created only on a paid order)");
  });

  it("the sandbox plays PENDING and CANCELLED refunds as Cashfree's does (by refund_note), mapped to pending and failed", async () => {
    const cashfree = cashfreeWith(fetch);
    const order = await paidOrder(cashfree, "cashfree", 20_000);
    expect(await cashfree.refund({ ...refundOf(order, 5_000), note: "PENDING" })).toMatchObject({ status: "pending" });
    expect(await cashfree.refund({ ...refundOf(order, 5_000, `${order.orderNumber}-R2`), note: "CANCELLED" })).toMatchObject({ status: "failed" });
    // A failed refund gave nothing back: 150.00 is still refundable.
    expect(await cashfree.refund(refundOf(order, 15_000, `${order.orderNumber}-R3`))).toMatchObject({ status: "processed" });
  });

  it("is refused with the wrong client secret, without the secret in the error", async () => {
    const order = await paidOrder(cashfreeWith(fetch), "cashfree", 10_000);
    const wrong = await cashfreeWith(fetch, "cfsk_wrong_secret")
      .refund(refundOf(order, 10_000))
      .catch((e: unknown) => e);
    expect((wrong as ProviderError).status).toBe(401);
    expect((wrong as Error).message).not.toMatch(/cfsk_/);
  });
});

describe("refund answers from the providers, canned", () => {
  const canned =
    (status: number, body: unknown): FetchLike =>
    () =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  const input: RefundInput = { providerOrderId: "order_ABCDEFGHIJKLMN", providerPaymentId: "pay_ABCDEFGHIJKLMN", amountPaise: 9_999, receipt: "KIR-1001-R1", note: "cancelled" };

  it.each([
    ["processed", "processed"],
    ["pending", "pending"],
    ["failed", "failed"],
  ] as const)("Razorpay %s is %s", async (given, expected) => {
    const razorpay = razorpayWith(canned(200, { id: "rfnd_X", entity: "refund", amount: 9_999, payment_id: input.providerPaymentId, status: given }));
    expect(await razorpay.refund(input)).toEqual({ providerRefundId: "rfnd_X", status: expected, amountPaise: 9_999 });
  });

  it.each([
    ["SUCCESS", "processed"],
    ["PENDING", "pending"],
    ["ONHOLD", "pending"],
    ["CANCELLED", "failed"],
    ["FAILED", "failed"],
  ] as const)("Cashfree %s is %s", async (given, expected) => {
    const cashfree = cashfreeWith(canned(200, { cf_refund_id: "77", refund_id: "KIR-1001-R1", refund_amount: 99.99, refund_status: given }));
    expect(await cashfree.refund({ ...input, providerOrderId: "KIR-1001" })).toEqual({ providerRefundId: "77", status: expected, amountPaise: 9_999 });
  });

  it("an unknown status, another amount or another payment is an error, not a guess", async () => {
    await expect(razorpayWith(canned(200, { id: "rfnd_X", amount: 9_999, payment_id: input.providerPaymentId, status: "weird" })).refund(input)).rejects.toThrow(/known status/);
    await expect(razorpayWith(canned(200, { id: "rfnd_X", amount: 9_000, payment_id: input.providerPaymentId, status: "processed" })).refund(input)).rejects.toThrow(/different amount/);
    await expect(razorpayWith(canned(200, { id: "rfnd_X", amount: 9_999, payment_id: "pay_other", status: "processed" })).refund(input)).rejects.toThrow(/another payment/);
    await expect(
      cashfreeWith(canned(200, { cf_refund_id: "77", refund_id: "KIR-1001-R1", refund_amount: "99.90", refund_status: "SUCCESS" })).refund({ ...input, providerOrderId: "KIR-1001" }),
    ).rejects.toThrow(/different amount/);
  });

  it("a provider error is mapped to ProviderError with its status and code; a dead provider too", async () => {
    const error = await razorpayWith(canned(400, { error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded already" } }))
      .refund(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR", message: "Razorpay refused to refund the payment (400: The payment has been fully refunded already)" });
    const dead = await cashfreeWith(() => Promise.reject(new Error(`connect ECONNREFUSED ${SANDBOX_CASHFREE.clientSecret}`)))
      .refund({ ...input, providerOrderId: "KIR-1001" })
      .catch((e: unknown) => e);
    expect(dead).toMatchObject({ message: "Cashfree could not be reached", status: null });
    await expect(razorpayWith(canned(200, {})).refund({ ...input, providerPaymentId: "../v1/orders" })).rejects.toThrow(/Not a Razorpay payment id/);
  });
});
