// The sandbox signs as the providers sign: its signatures verify with the official `razorpay`
// and `cashfree-pg` packages, and the adapters accept and refuse exactly what those accept and
// refuse, including 1-byte changes to the body, the signature and the timestamp.
import { describe, expect, it } from "vitest";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { Cashfree, CFEnvironment } from "cashfree-pg";
import { createCashfreeAdapter } from "./cashfree-adapter";
import { createRazorpayAdapter } from "./razorpay-adapter";
import { cashfreeWebhook, razorpayCheckoutAnswer, razorpayWebhook } from "./sandbox/sandbox-protocol";
import { SANDBOX_CASHFREE, SANDBOX_RAZORPAY } from "./sandbox/sandbox-constants";
import type { SandboxOrder, SandboxPayment } from "./sandbox/sandbox-store";
import { razorpayPaymentSignature, safeEqual } from "./signatures";

// verifyWebhook never calls the network; a fetch that fails proves it.
const http = { baseUrl: "http://unused.invalid", fetch: () => Promise.reject(new Error("no network in this test")) };
const razorpay = createRazorpayAdapter({ credentials: { ...SANDBOX_RAZORPAY }, http, sandbox: true, merchantName: "Test" });
const cashfree = createCashfreeAdapter({ credentials: { ...SANDBOX_CASHFREE }, http, sandbox: true, mode: "sandbox" });
// Error analytics off: the package would otherwise start Sentry.
const official = new Cashfree(CFEnvironment.SANDBOX, SANDBOX_CASHFREE.clientId, SANDBOX_CASHFREE.clientSecret, undefined, undefined, undefined, false);

const officialCashfreeAccepts = (signature: string, body: string, timestamp: string) => {
  try {
    official.PGVerifyWebhookSignature(signature, body, timestamp);
    return true;
  } catch {
    return false;
  }
};

/** A small seeded generator, so failures repeat. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const random = rng(20260417);
const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join("");
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The same text with the byte at `at` changed (to another printable ASCII character). */
function flip(text: string, at: number): string {
  const bytes = Buffer.from(text, "utf8");
  bytes[at] = bytes[at] === 0x41 ? 0x42 : 0x41;
  return bytes.toString("utf8");
}

function order(provider: "razorpay" | "cashfree", amount: number): SandboxOrder {
  return {
    provider,
    id: provider === "razorpay" ? `order_${pick(ALNUM, 14)}` : `KD${pick("0123456789", 6)}`,
    amount,
    currency: "INR",
    receipt: "KD100001",
    notes: { order_number: "KD100001" },
    createdAt: Date.now(),
    cfOrderId: 1234567890,
    customer: { customer_id: "user_1", customer_phone: "9876543210" },
    payments: [],
  };
}
const payment = (status: "captured" | "failed", amount: number): SandboxPayment => ({
  id: `pay_${pick(ALNUM, 14)}`,
  status,
  amount,
  currency: "INR",
  createdAt: Date.now(),
  error: status === "failed" ? "Payment failed (sandbox)" : null,
});

describe("Razorpay payment signatures (Checkout's razorpay_signature)", () => {
  it("verify with the official package's validatePaymentVerification, and the adapter's check agrees on every change", () => {
    for (let i = 0; i < 200; i++) {
      const orderId = `order_${pick(ALNUM, 14)}`;
      const paymentId = `pay_${pick(ALNUM, 14)}`;
      const answer = razorpayCheckoutAnswer(orderId, paymentId);
      const ours = (o: string, p: string, s: string) => safeEqual(razorpayPaymentSignature(o, p, SANDBOX_RAZORPAY.keySecret), s);
      const theirs = (o: string, p: string, s: string) => validatePaymentVerification({ order_id: o, payment_id: p }, s, SANDBOX_RAZORPAY.keySecret);
      expect(theirs(orderId, paymentId, answer.razorpay_signature)).toBe(true);
      expect(ours(orderId, paymentId, answer.razorpay_signature)).toBe(true);
      // A 1-byte change anywhere in the signature, the order id or the payment id.
      const cases: [string, string, string][] = [
        [orderId, paymentId, flip(answer.razorpay_signature, Math.floor(random() * answer.razorpay_signature.length))],
        [flip(orderId, 6 + Math.floor(random() * 14)), paymentId, answer.razorpay_signature],
        [orderId, flip(paymentId, 4 + Math.floor(random() * 14)), answer.razorpay_signature],
        [orderId, paymentId, answer.razorpay_signature.slice(0, -1)],
      ];
      for (const [o, p, s] of cases) {
        expect(theirs(o, p, s)).toBe(false);
        expect(ours(o, p, s)).toBe(false);
      }
    }
  });

  it("is refused when signed with another key secret", () => {
    const answer = razorpayCheckoutAnswer("order_ABCDEFGHIJKLMN", "pay_ABCDEFGHIJKLMN", "some other secret");
    expect(validatePaymentVerification({ order_id: "order_ABCDEFGHIJKLMN", payment_id: "pay_ABCDEFGHIJKLMN" }, answer.razorpay_signature, SANDBOX_RAZORPAY.keySecret)).toBe(false);
    expect(safeEqual(razorpayPaymentSignature("order_ABCDEFGHIJKLMN", "pay_ABCDEFGHIJKLMN", SANDBOX_RAZORPAY.keySecret), answer.razorpay_signature)).toBe(false);
  });
});

describe("Razorpay webhooks", () => {
  it("verify with the official package's validateWebhookSignature, and the adapter agrees on every 1-byte change", () => {
    for (let i = 0; i < 30; i++) {
      const o = order("razorpay", 100 + Math.floor(random() * 10_000_000));
      const p = payment(random() < 0.5 ? "captured" : "failed", o.amount);
      const kind = p.status === "failed" ? "payment.failed" : random() < 0.5 ? "payment.captured" : "order.paid";
      const d = razorpayWebhook(kind, o, p);
      const signature = d.headers["x-razorpay-signature"]!;
      expect(validateWebhookSignature(d.body, signature, SANDBOX_RAZORPAY.webhookSecret)).toBe(true);
      const verdict = razorpay.verifyWebhook(Buffer.from(d.body), d.headers, new Date());
      expect(verdict).toMatchObject({ ok: true, providerOrderId: o.id, state: { status: p.status === "captured" ? "paid" : "failed", amountPaise: o.amount, currency: "INR" } });

      for (const at of [0, Math.floor(random() * d.body.length), d.body.indexOf(o.id) + 8, d.body.length - 1]) {
        const body = flip(d.body, at);
        expect(validateWebhookSignature(body, signature, SANDBOX_RAZORPAY.webhookSecret), `official, byte ${at}`).toBe(false);
        expect(razorpay.verifyWebhook(Buffer.from(body), d.headers, new Date()).ok, `adapter, byte ${at}`).toBe(false);
      }
      const badSignature = flip(signature, Math.floor(random() * signature.length));
      expect(validateWebhookSignature(d.body, badSignature, SANDBOX_RAZORPAY.webhookSecret)).toBe(false);
      expect(razorpay.verifyWebhook(Buffer.from(d.body), { ...d.headers, "x-razorpay-signature": badSignature }, new Date()).ok).toBe(false);
    }
  });

  it("is refused without a signature or with another secret", () => {
    const o = order("razorpay", 5000);
    const d = razorpayWebhook("payment.captured", o, payment("captured", 5000), { secret: "not the webhook secret" });
    expect(validateWebhookSignature(d.body, d.headers["x-razorpay-signature"]!, SANDBOX_RAZORPAY.webhookSecret)).toBe(false);
    expect(razorpay.verifyWebhook(Buffer.from(d.body), d.headers, new Date()).ok).toBe(false);
    const { "x-razorpay-signature": _dropped, ...unsigned } = d.headers;
    expect(razorpay.verifyWebhook(Buffer.from(d.body), unsigned, new Date()).ok).toBe(false);
  });
});

describe("Cashfree webhooks", () => {
  it("verify with the official package's PGVerifyWebhookSignature, and the adapter agrees on every 1-byte change", () => {
    for (let i = 0; i < 30; i++) {
      const o = order("cashfree", 100 + Math.floor(random() * 10_000_000));
      const p = payment(random() < 0.5 ? "captured" : "failed", o.amount);
      const now = Date.now();
      const d = cashfreeWebhook(o, p, { timestampMs: now });
      const signature = d.headers["x-webhook-signature"]!;
      const timestamp = d.headers["x-webhook-timestamp"]!;
      expect(officialCashfreeAccepts(signature, d.body, timestamp)).toBe(true);
      expect(official.PGVerifyWebhookSignature(signature, d.body, timestamp).type).toBe(p.status === "captured" ? "PAYMENT_SUCCESS_WEBHOOK" : "PAYMENT_FAILED_WEBHOOK");
      const verdict = cashfree.verifyWebhook(Buffer.from(d.body), d.headers, new Date(now));
      expect(verdict).toMatchObject({ ok: true, providerOrderId: o.id, state: { status: p.status === "captured" ? "paid" : "failed", amountPaise: o.amount, currency: "INR" } });

      for (const at of [0, Math.floor(random() * d.body.length), d.body.indexOf(o.id) + 3, d.body.length - 1]) {
        const body = flip(d.body, at);
        expect(officialCashfreeAccepts(signature, body, timestamp), `official, byte ${at}`).toBe(false);
        expect(cashfree.verifyWebhook(Buffer.from(body), d.headers, new Date(now)).ok, `adapter, byte ${at}`).toBe(false);
      }
      const badSignature = flip(signature, Math.floor(random() * (signature.length - 1)));
      expect(officialCashfreeAccepts(badSignature, d.body, timestamp)).toBe(false);
      expect(cashfree.verifyWebhook(Buffer.from(d.body), { ...d.headers, "x-webhook-signature": badSignature }, new Date(now)).ok).toBe(false);
      // The timestamp is signed too: one digit different is refused by both.
      const badTimestamp = String(Number(timestamp) - 1);
      expect(officialCashfreeAccepts(signature, d.body, badTimestamp)).toBe(false);
      expect(cashfree.verifyWebhook(Buffer.from(d.body), { ...d.headers, "x-webhook-timestamp": badTimestamp }, new Date(now)).ok).toBe(false);
    }
  });

  it("refuses a correctly signed delivery whose timestamp is older than 300 s (the official check has no clock)", () => {
    const o = order("cashfree", 25_000);
    const now = Date.now();
    const stale = cashfreeWebhook(o, payment("captured", 25_000), { timestampMs: now - 300_001 });
    expect(officialCashfreeAccepts(stale.headers["x-webhook-signature"]!, stale.body, stale.headers["x-webhook-timestamp"]!)).toBe(true);
    expect(cashfree.verifyWebhook(Buffer.from(stale.body), stale.headers, new Date(now))).toEqual({ ok: false, reason: "the timestamp is older than 300 s" });
    const fresh = cashfreeWebhook(o, payment("captured", 25_000), { timestampMs: now - 299_000 });
    expect(cashfree.verifyWebhook(Buffer.from(fresh.body), fresh.headers, new Date(now)).ok).toBe(true);
    const future = cashfreeWebhook(o, payment("captured", 25_000), { timestampMs: now + 300_001 });
    expect(cashfree.verifyWebhook(Buffer.from(future.body), future.headers, new Date(now)).ok).toBe(false);
  });
});
