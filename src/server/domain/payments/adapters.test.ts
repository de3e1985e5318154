// The adapters against the built-in sandbox over a real HTTP port: orders, the hosted test page,
// the shopper's return, states, and refusals, exactly as they would talk to the providers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils.js";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createCashfreeAdapter } from "./cashfree-adapter";
import { createRazorpayAdapter } from "./razorpay-adapter";
import type { PaymentProvider, ProviderOrderInput } from "./payment-provider";
import { PaymentVerificationError } from "./payment-errors";
import { SANDBOX_CASHFREE, SANDBOX_RAZORPAY } from "./sandbox/sandbox-constants";
import { ProviderError } from "../../lib/provider-http";

let h: TestApp;
let origin: string;
let razorpay: PaymentProvider;
let cashfree: PaymentProvider;

beforeAll(async () => {
  h = await createTestApp();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  razorpay = createRazorpayAdapter({ credentials: { ...SANDBOX_RAZORPAY }, http: { baseUrl: `${origin}/sandbox/razorpay`, fetch }, sandbox: true, merchantName: "Kirana Demo Store" });
  cashfree = createCashfreeAdapter({ credentials: { ...SANDBOX_CASHFREE }, http: { baseUrl: `${origin}/sandbox/cashfree`, fetch }, sandbox: true, mode: "sandbox" });
});
afterAll(() => h.close());

let n = 0;
const input = (amountPaise: number, orderNumber = `AD${Date.now() % 1_000_000}${++n}`): ProviderOrderInput => ({
  orderNumber,
  amountPaise,
  currency: "INR",
  customer: { id: "user_1", name: "Priya Sharma", phone: "9876543210", email: "priya@example.in" },
  returnUrl: `http://localhost:3000/checkout/confirm/${n}?order_id={order_id}`,
});

/** The shopper on the hosted test page: reads it, presses a button, and follows nowhere (answers the redirect). */
async function payOnPage(path: string, outcome: "success" | "failure") {
  const page = await fetch(`${origin}${path}`);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  expect(html).not.toMatch(/<script/i);
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  const res = await fetch(`${origin}${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `outcome=${outcome}`,
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return { html, location: res.headers.get("location")! };
}

describe("Razorpay adapter against the sandbox", () => {
  it("creates an order (Basic auth, paise, receipt ≤ 40) whose state is pending until paid", async () => {
    const made = await razorpay.createOrder(input(49_900, "X".repeat(45)));
    expect(made.providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(made.checkout).toMatchObject({ key: SANDBOX_RAZORPAY.keyId, order_id: made.providerOrderId, amount: 49_900, currency: "INR", name: "Kirana Demo Store" });
    expect(JSON.stringify(made.checkout)).not.toContain(SANDBOX_RAZORPAY.keySecret);
    const order = (await (
      await fetch(`${origin}/sandbox/razorpay/v1/orders/${made.providerOrderId}`, {
        headers: { authorization: `Basic ${Buffer.from(`${SANDBOX_RAZORPAY.keyId}:${SANDBOX_RAZORPAY.keySecret}`).toString("base64")}` },
      })
    ).json()) as Record<string, unknown>;
    expect(order).toMatchObject({ entity: "order", amount: 49_900, currency: "INR", status: "created", receipt: "X".repeat(40) });
    expect(await razorpay.fetchState(made.providerOrderId)).toMatchObject({ status: "pending" });
  });

  it("is refused with the wrong key secret", async () => {
    const wrong = createRazorpayAdapter({ credentials: { ...SANDBOX_RAZORPAY, keySecret: "wrong" }, http: { baseUrl: `${origin}/sandbox/razorpay`, fetch }, sandbox: true, merchantName: "x" });
    const error = await wrong.createOrder(input(10_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
    expect((error as Error).message).not.toContain("wrong");
  });

  it("pays on the hosted page; the return's signature verifies (ours and the official check) and the payment is the order's", async () => {
    const made = await razorpay.createOrder(input(123_456));
    const { html, location } = await payOnPage(String(made.checkout.sandbox_url), "success");
    expect(html).toContain("Pay ₹1,234.56 (success)");
    expect(html).toContain("Fail payment");
    const url = new URL(location, "http://localhost:3000");
    expect(url.pathname).toMatch(/^\/checkout\/confirm\/\d+$/);
    const returned = Object.fromEntries(url.searchParams) as Record<string, string>;
    expect(returned.razorpay_order_id).toBe(made.providerOrderId);
    expect(validatePaymentVerification({ order_id: made.providerOrderId, payment_id: returned.razorpay_payment_id! }, returned.razorpay_signature!, SANDBOX_RAZORPAY.keySecret)).toBe(true);

    const state = await razorpay.confirm(made.providerOrderId, returned);
    expect(state).toEqual({ status: "paid", providerPaymentId: returned.razorpay_payment_id, amountPaise: 123_456, currency: "INR" });
    expect(await razorpay.fetchState(made.providerOrderId)).toEqual(state);

    // A changed signature, or the payment presented for another order, proves nothing.
    const other = await razorpay.createOrder(input(123_456));
    await expect(razorpay.confirm(made.providerOrderId, { ...returned, razorpay_signature: returned.razorpay_signature!.replace(/^./, (c) => (c === "a" ? "b" : "a")) })).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
    await expect(razorpay.confirm(other.providerOrderId, { ...returned, razorpay_order_id: other.providerOrderId })).rejects.toBeInstanceOf(PaymentVerificationError);
    await expect(razorpay.confirm(other.providerOrderId, { razorpay_payment_id: returned.razorpay_payment_id!, razorpay_signature: returned.razorpay_signature! })).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );

    // Paying again does not pay twice: the page says it is paid.
    const again = await fetch(`${origin}${String(made.checkout.sandbox_url)}`);
    expect(await again.text()).toContain("This order is paid.");
  });

  it("a failed payment is failed, with a failure marker on the way back", async () => {
    const made = await razorpay.createOrder(input(20_000));
    const { location } = await payOnPage(String(made.checkout.sandbox_url), "failure");
    expect(new URL(location, "http://x").searchParams.get("failed")).toBe("1");
    expect(await razorpay.fetchState(made.providerOrderId)).toMatchObject({ status: "failed" });
    expect(await razorpay.confirm(made.providerOrderId, {})).toMatchObject({ status: "failed" });
  });
});

describe("Cashfree adapter against the sandbox", () => {
  it("creates an order (client id and secret headers, rupees) with a payment session; its state is pending", async () => {
    const made = await cashfree.createOrder(input(99_950));
    expect(made.checkout).toMatchObject({ mode: "sandbox", order_id: made.providerOrderId });
    expect(String(made.checkout.payment_session_id)).toMatch(/^session_/);
    expect(await cashfree.fetchState(made.providerOrderId)).toMatchObject({ status: "pending" });
    const resumed = await cashfree.resume(made.providerOrderId, input(99_950));
    expect(resumed.checkout.payment_session_id).toBe(made.checkout.payment_session_id);
  });

  it("is refused with the wrong client secret", async () => {
    const wrong = createCashfreeAdapter({ credentials: { ...SANDBOX_CASHFREE, clientSecret: "wrong" }, http: { baseUrl: `${origin}/sandbox/cashfree`, fetch }, sandbox: true, mode: "sandbox" });
    const error = await wrong.createOrder(input(10_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
  });

  it("takes our order number as order_id, and sets a taken one apart", async () => {
    const first = await cashfree.createOrder(input(10_000, "CFDUP1"));
    expect(first.providerOrderId).toBe("CFDUP1");
    const second = await cashfree.createOrder(input(10_000, "CFDUP1"));
    expect(second.providerOrderId).toMatch(/^CFDUP1-[a-z0-9]+$/);
  });

  it("the return proves nothing: the order is asked, failed after a failure and paid after a success", async () => {
    const made = await cashfree.createOrder(input(45_000));
    const failed = await payOnPage(String(made.checkout.sandbox_url), "failure");
    expect(failed.location).toBe(`http://localhost:3000/checkout/confirm/${n}?order_id=${made.providerOrderId}&failed=1`);
    expect(await cashfree.confirm(made.providerOrderId, {})).toMatchObject({ status: "failed" });
    // The shopper tries again on the same order and pays.
    const paid = await payOnPage(String(made.checkout.sandbox_url), "success");
    expect(paid.location).toBe(`http://localhost:3000/checkout/confirm/${n}?order_id=${made.providerOrderId}`);
    const state = await cashfree.confirm(made.providerOrderId, {});
    expect(state).toMatchObject({ status: "paid", amountPaise: 45_000, currency: "INR" });
    expect(state.providerPaymentId).toMatch(/^\d+$/);
  });
});
