// Razorpay over its HTTP API: orders created with Basic auth (amount in paise), Checkout's
// `razorpay_signature` checked against the order id we stored, the order's payments fetched for
// its state, and webhooks signed over the raw body. The same code talks to the built-in sandbox.
import { createHash } from "node:crypto";
import type { PaymentProvider, PaymentState, ProviderOrder, ProviderOrderInput, RefundState, WebhookVerdict } from "./payment-provider";
import { PaymentVerificationError } from "./payment-errors";
import { ProviderError, callProvider, isRecord, str, type JsonAnswer, type ProviderHttp } from "../../lib/provider-http";
import { sandboxPayPath } from "./sandbox/sandbox-constants";
import { headerValue, razorpayPaymentSignature, razorpayWebhookSignature, safeEqual, sha256Base64 } from "./signatures";

export const RAZORPAY_DEFAULT_URL = "https://api.razorpay.com";
/** Razorpay's limit on an order's receipt. */
export const RAZORPAY_RECEIPT_MAX = 40;

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** Set in the dashboard with the webhook; without it webhooks cannot be trusted. */
  webhookSecret: string | null;
}

export interface RazorpayOptions {
  credentials: RazorpayCredentials;
  http: ProviderHttp;
  sandbox: boolean;
  /** The name Checkout shows (the website's). */
  merchantName: string;
}

const ID = /^[A-Za-z0-9_]{1,64}$/;

function failure(answer: JsonAnswer, doing: string): ProviderError {
  const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : {};
  const description = str(error.description) ?? "no description";
  return new ProviderError(`Razorpay refused to ${doing} (${answer.status}: ${description})`, answer.status, str(error.code));
}

/** A Razorpay payment entity as our state: only a captured payment is money received. */
function paymentState(entity: Record<string, unknown>): PaymentState {
  const status = str(entity.status);
  const amount = typeof entity.amount === "number" && Number.isInteger(entity.amount) ? entity.amount : -1;
  return {
    status: status === "captured" ? "paid" : status === "failed" ? "failed" : "pending",
    providerPaymentId: str(entity.id),
    amountPaise: amount,
    currency: str(entity.currency) ?? "",
  };
}

const PENDING: PaymentState = { status: "pending", providerPaymentId: null, amountPaise: 0, currency: "INR" };

/** The Razorpay order a webhook body is about, read before its signature is checked (to find whose secret checks it). */
export function razorpayWebhookOrderId(rawBody: Buffer): string | null {
  try {
    const event = JSON.parse(rawBody.toString("utf8")) as unknown;
    if (!isRecord(event) || !isRecord(event.payload)) return null;
    const payment = isRecord(event.payload.payment) && isRecord(event.payload.payment.entity) ? event.payload.payment.entity : null;
    const order = isRecord(event.payload.order) && isRecord(event.payload.order.entity) ? event.payload.order.entity : null;
    return str(payment?.order_id) ?? str(order?.id);
  } catch {
    return null;
  }
}

/** Razorpay's X-Refund-Idempotency key: at least 10 letters, digits, '-' or '_'. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;

/** Our receipt as an idempotency key, so a retried refund is the same refund at Razorpay. */
export function razorpayRefundKey(receipt: string): string {
  return IDEMPOTENCY_KEY.test(receipt) ? receipt : `kirana_${createHash("sha256").update(receipt).digest("hex").slice(0, 40)}`;
}

const REFUND_STATUS: Record<string, RefundState["status"]> = { processed: "processed", pending: "pending", failed: "failed" };

const PAYMENT_EVENTS = new Set(["payment.captured", "payment.authorized", "payment.failed", "order.paid"]);

export function createRazorpayAdapter(opts: RazorpayOptions): PaymentProvider {
  const { credentials, http } = opts;
  const auth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString("base64")}`;
  const call = (method: "GET" | "POST", path: string, body?: unknown) => callProvider(http, "Razorpay", method, path, { authorization: auth }, body);

  const checkout = (providerOrderId: string, input: ProviderOrderInput): ProviderOrder["checkout"] => ({
    key: credentials.keyId,
    order_id: providerOrderId,
    // Checkout takes the amount in paise, as the order API does.
    amount: input.amountPaise,
    currency: input.currency,
    name: opts.merchantName,
    description: `Order ${input.orderNumber}`,
    prefill_name: input.customer.name,
    prefill_email: input.customer.email,
    prefill_contact: input.customer.phone,
    ...(opts.sandbox ? { sandbox_url: sandboxPayPath("razorpay", providerOrderId) } : {}),
  });

  async function fetchPayment(paymentId: string): Promise<Record<string, unknown>> {
    const answer = await call("GET", `/v1/payments/${paymentId}`);
    if (answer.status !== 200 || !isRecord(answer.body)) throw failure(answer, "show the payment");
    return answer.body;
  }

  const adapter: PaymentProvider = {
    method: "razorpay",
    sandbox: opts.sandbox,

    async createOrder(input) {
      const receipt = input.orderNumber.slice(0, RAZORPAY_RECEIPT_MAX);
      const answer = await call("POST", "/v1/orders", {
        amount: input.amountPaise,
        currency: input.currency,
        receipt,
        notes: { order_number: input.orderNumber, return_url: input.returnUrl },
      });
      if (answer.status !== 200 || !isRecord(answer.body)) throw failure(answer, "create the order");
      const order = answer.body;
      const id = str(order.id);
      if (!id || !ID.test(id)) throw new ProviderError("Razorpay answered an order without an id");
      // What Checkout will charge is what the provider recorded: it must be what we asked for.
      if (order.amount !== input.amountPaise || order.currency !== input.currency) {
        throw new ProviderError("Razorpay recorded a different amount or currency for the order");
      }
      return { providerOrderId: id, checkout: checkout(id, input) };
    },

    async resume(providerOrderId, input) {
      return { providerOrderId, checkout: checkout(providerOrderId, input) };
    },

    async confirm(providerOrderId, returned) {
      const paymentId = returned.razorpay_payment_id;
      // Nothing brought back (a cancelled Checkout, a failure): the provider's record decides.
      if (!paymentId) return adapter.fetchState(providerOrderId);
      if (returned.razorpay_order_id !== undefined && returned.razorpay_order_id !== providerOrderId) {
        throw new PaymentVerificationError("The payment belongs to another order");
      }
      const signature = returned.razorpay_signature ?? "";
      // Signed over the order id WE stored, never the one the browser sent.
      if (!ID.test(paymentId) || !safeEqual(razorpayPaymentSignature(providerOrderId, paymentId, credentials.keySecret), signature)) {
        throw new PaymentVerificationError("The payment signature does not match");
      }
      const payment = await fetchPayment(paymentId);
      if (payment.order_id !== providerOrderId) throw new PaymentVerificationError("The payment belongs to another order");
      return paymentState(payment);
    },

    async fetchState(providerOrderId) {
      if (!ID.test(providerOrderId)) throw new ProviderError("Not a Razorpay order id");
      const answer = await call("GET", `/v1/orders/${providerOrderId}/payments`);
      if (answer.status !== 200 || !isRecord(answer.body) || !Array.isArray(answer.body.items)) throw failure(answer, "list the order's payments");
      const payments = answer.body.items
        .filter(isRecord)
        .filter((p) => p.order_id === providerOrderId)
        .map(paymentState);
      const paid = payments.find((p) => p.status === "paid");
      if (paid) return paid;
      // Every attempt failed: the shopper may try again with a new order.
      if (payments.length > 0 && payments.every((p) => p.status === "failed")) return payments[payments.length - 1]!;
      return PENDING;
    },

    async refund(input) {
      if (!ID.test(input.providerPaymentId)) throw new ProviderError("Not a Razorpay payment id");
      const answer = await callProvider(
        http,
        "Razorpay",
        "POST",
        `/v1/payments/${input.providerPaymentId}/refund`,
        { authorization: auth, "x-refund-idempotency": razorpayRefundKey(input.receipt) },
        {
          // Paise, as everywhere in Razorpay's API.
          amount: input.amountPaise,
          speed: "normal",
          receipt: input.receipt.slice(0, RAZORPAY_RECEIPT_MAX),
          notes: { order_id: input.providerOrderId, ...(input.note ? { note: input.note.slice(0, 256) } : {}) },
        },
      );
      if (answer.status !== 200 || !isRecord(answer.body)) throw failure(answer, "refund the payment");
      const refund = answer.body;
      const id = str(refund.id);
      const status = REFUND_STATUS[str(refund.status) ?? ""];
      if (!id || !status) throw new ProviderError("Razorpay answered a refund without its id or a known status");
      if (refund.payment_id !== input.providerPaymentId) throw new ProviderError("Razorpay answered a refund of another payment");
      const amount = typeof refund.amount === "number" && Number.isInteger(refund.amount) ? refund.amount : -1;
      if (amount !== input.amountPaise) throw new ProviderError("Razorpay recorded a different amount for the refund");
      return { providerRefundId: id, status, amountPaise: amount };
    },

    verifyWebhook(rawBody, headers): WebhookVerdict {
      if (!credentials.webhookSecret) return { ok: false, reason: "no Razorpay webhook secret is configured" };
      const signature = headerValue(headers, "x-razorpay-signature");
      if (!signature) return { ok: false, reason: "the X-Razorpay-Signature header is missing" };
      if (!safeEqual(razorpayWebhookSignature(rawBody, credentials.webhookSecret), signature)) return { ok: false, reason: "the signature does not match" };
      const eventId = headerValue(headers, "x-razorpay-event-id") ?? `body:${sha256Base64(rawBody)}`;
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return { ok: false, reason: "the body is not JSON" };
      }
      const kind = isRecord(event) ? str(event.event) : null;
      const providerOrderId = razorpayWebhookOrderId(rawBody);
      const payload = isRecord(event) && isRecord(event.payload) ? event.payload : {};
      const payment = isRecord(payload.payment) && isRecord(payload.payment.entity) ? payload.payment.entity : null;
      if (!kind || !PAYMENT_EVENTS.has(kind) || !payment || !providerOrderId) return { ok: true, eventId, providerOrderId: null, state: null };
      const state = paymentState(payment);
      return { ok: true, eventId, providerOrderId, state: kind === "payment.failed" ? { ...state, status: "failed" } : state };
    },
  };
  return adapter;
}
