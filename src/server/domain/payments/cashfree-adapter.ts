// Cashfree PG over its HTTP API (x-api-version 2023-08-01): orders created with the client id
// and secret headers (amount in rupees) give a payment_session_id for Cashfree.js; the shopper's
// return proves nothing, so the order is fetched (PAID); webhooks are signed over timestamp +
// raw body and refused when older than 300 s. The same code talks to the built-in sandbox.
import { toPaise, toRupees } from "../../../shared/money";
import type { PaymentProvider, PaymentState, ProviderOrder, ProviderOrderInput, RefundState, WebhookVerdict } from "./payment-provider";
import { ProviderError, callProvider, isRecord, str, type JsonAnswer, type ProviderHttp } from "../../lib/provider-http";
import { sandboxPayPath, WEBHOOK_PATH } from "./sandbox/sandbox-constants";
import { cashfreeWebhookSignature, headerValue, safeEqual, sha256Base64 } from "./signatures";

export const CASHFREE_DEFAULT_URL = "https://api.cashfree.com";
export const CASHFREE_TEST_URL = "https://sandbox.cashfree.com";
export const CASHFREE_API_VERSION = "2023-08-01";
/** How old a webhook's x-webhook-timestamp may be (and how far ahead, for clock skew). */
export const CASHFREE_WEBHOOK_MAX_AGE_MS = 300_000;
/** Cashfree's order_id: letters, digits, '_' and '-', at most 45. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,45}$/;

export interface CashfreeCredentials {
  clientId: string;
  clientSecret: string;
}

export interface CashfreeOptions {
  credentials: CashfreeCredentials;
  http: ProviderHttp;
  sandbox: boolean;
  /** Cashfree.js's mode: test keys live on sandbox.cashfree.com, live keys on api.cashfree.com. */
  mode: "sandbox" | "production";
}

function failure(answer: JsonAnswer, doing: string): ProviderError {
  const body = isRecord(answer.body) ? answer.body : {};
  return new ProviderError(`Cashfree refused to ${doing} (${answer.status}: ${str(body.message) ?? "no message"})`, answer.status, str(body.code));
}

/** Rupees as Cashfree sends them to paise; -1 for anything that is not an amount. */
function paise(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  try {
    return toPaise(n);
  } catch {
    return -1;
  }
}

/** Our order number as a Cashfree order_id (its alphabet, its length). */
export function cashfreeOrderId(reference: string): string {
  return reference.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 45);
}

/** Our refund receipt as a Cashfree refund_id: 3 to 40 of its characters. */
export function cashfreeRefundId(receipt: string): string {
  const id = receipt.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 40);
  if (id.length < 3) throw new ProviderError("A Cashfree refund_id needs at least 3 characters");
  return id;
}

const REFUND_STATUS: Record<string, RefundState["status"]> = {
  SUCCESS: "processed",
  PENDING: "pending",
  ONHOLD: "pending",
  CANCELLED: "failed",
  FAILED: "failed",
};

const FAILED_PAYMENTS = new Set(["FAILED", "USER_DROPPED", "CANCELLED", "VOID"]);

function paymentState(p: Record<string, unknown>): PaymentState {
  const status = str(p.payment_status);
  return {
    status: status === "SUCCESS" ? "paid" : status && FAILED_PAYMENTS.has(status) ? "failed" : "pending",
    providerPaymentId: str(p.cf_payment_id),
    amountPaise: paise(p.payment_amount),
    currency: str(p.payment_currency) ?? "",
  };
}

/** The Cashfree order a webhook body is about, read before its signature is checked. */
export function cashfreeWebhookOrderId(rawBody: Buffer): string | null {
  try {
    const event = JSON.parse(rawBody.toString("utf8")) as unknown;
    if (!isRecord(event) || !isRecord(event.data) || !isRecord(event.data.order)) return null;
    return str(event.data.order.order_id);
  } catch {
    return null;
  }
}

export function createCashfreeAdapter(opts: CashfreeOptions): PaymentProvider {
  const { credentials, http } = opts;
  const headers = {
    "x-client-id": credentials.clientId,
    "x-client-secret": credentials.clientSecret,
    "x-api-version": CASHFREE_API_VERSION,
  };
  const call = (method: "GET" | "POST", path: string, body?: unknown) => callProvider(http, "Cashfree", method, path, headers, body);

  const checkout = (orderId: string, sessionId: string): ProviderOrder["checkout"] => ({
    payment_session_id: sessionId,
    mode: opts.mode,
    order_id: orderId,
    ...(opts.sandbox ? { sandbox_url: sandboxPayPath("cashfree", orderId) } : {}),
  });

  async function getOrder(orderId: string): Promise<Record<string, unknown>> {
    if (!ORDER_ID.test(orderId)) throw new ProviderError("Not a Cashfree order id");
    const answer = await call("GET", `/pg/orders/${orderId}`);
    if (answer.status !== 200 || !isRecord(answer.body)) throw failure(answer, "show the order");
    return answer.body;
  }

  async function create(orderId: string, input: ProviderOrderInput): Promise<JsonAnswer> {
    const returnUrl = new URL(input.returnUrl);
    return call("POST", "/pg/orders", {
      order_id: orderId,
      order_amount: toRupees(input.amountPaise),
      order_currency: input.currency,
      customer_details: {
        customer_id: input.customer.id,
        customer_phone: input.customer.phone,
        ...(input.customer.name ? { customer_name: input.customer.name } : {}),
        ...(input.customer.email ? { customer_email: input.customer.email } : {}),
      },
      order_meta: {
        return_url: input.returnUrl,
        // Cashfree calls notify_url only over https; the sandbox delivers to this server itself.
        ...(returnUrl.protocol === "https:" ? { notify_url: `${returnUrl.origin}${WEBHOOK_PATH.cashfree}` } : {}),
      },
      order_note: `Order ${input.orderNumber}`,
      order_tags: { order_number: input.orderNumber },
    });
  }

  const adapter: PaymentProvider = {
    method: "cashfree",
    sandbox: opts.sandbox,

    async createOrder(input) {
      let orderId = cashfreeOrderId(input.orderNumber);
      let answer = await create(orderId, input);
      // The id is taken already (another website's order with the same number): once more, set apart.
      if (answer.status === 409) {
        orderId = `${orderId.slice(0, 38)}-${Math.random().toString(36).slice(2, 8)}`;
        answer = await create(orderId, input);
      }
      if (answer.status !== 200 || !isRecord(answer.body)) throw failure(answer, "create the order");
      const order = answer.body;
      const sessionId = str(order.payment_session_id);
      if (order.order_id !== orderId || !sessionId) throw new ProviderError("Cashfree answered an order without its id or payment session");
      if (paise(order.order_amount) !== input.amountPaise || order.order_currency !== input.currency) {
        throw new ProviderError("Cashfree recorded a different amount or currency for the order");
      }
      return { providerOrderId: orderId, checkout: checkout(orderId, sessionId) };
    },

    async resume(providerOrderId) {
      const order = await getOrder(providerOrderId);
      const sessionId = str(order.payment_session_id);
      if (!sessionId) throw new ProviderError("Cashfree answered the order without its payment session");
      return { providerOrderId, checkout: checkout(providerOrderId, sessionId) };
    },

    // The return to the shop is not proof of payment: only Cashfree's record is.
    confirm(providerOrderId) {
      return adapter.fetchState(providerOrderId);
    },

    async fetchState(providerOrderId) {
      const order = await getOrder(providerOrderId);
      const status = str(order.order_status);
      if (status === "EXPIRED" || status === "TERMINATED" || status === "TERMINATION_REQUESTED") {
        return { status: "failed", providerPaymentId: null, amountPaise: paise(order.order_amount), currency: str(order.order_currency) ?? "" };
      }
      const answer = await call("GET", `/pg/orders/${providerOrderId}/payments`);
      if (answer.status !== 200 || !Array.isArray(answer.body)) throw failure(answer, "list the order's payments");
      const payments = answer.body.filter(isRecord).filter((p) => p.order_id === undefined || p.order_id === providerOrderId);
      const paid = payments.map(paymentState).find((p) => p.status === "paid");
      if (paid) return paid;
      if (status === "PAID") {
        return { status: "paid", providerPaymentId: null, amountPaise: paise(order.order_amount), currency: str(order.order_currency) ?? "" };
      }
      // The latest attempt decides between "failed, try again" and "still going".
      const latest = [...payments].sort((a, b) => String(a.payment_time ?? "").localeCompare(String(b.payment_time ?? ""))).pop();
      if (latest && paymentState(latest).status === "failed") return paymentState(latest);
      return { status: "pending", providerPaymentId: null, amountPaise: 0, currency: str(order.order_currency) ?? "INR" };
    },

    async refund(input) {
      if (!ORDER_ID.test(input.providerOrderId)) throw new ProviderError("Not a Cashfree order id");
      const refundId = cashfreeRefundId(input.receipt);
      const note = input.note.slice(0, 100);
      // The refund_id doubles as the idempotency key: a retry answers the first refund.
      let answer = await callProvider(
        http,
        "Cashfree",
        "POST",
        `/pg/orders/${input.providerOrderId}/refunds`,
        { ...headers, "x-idempotency-key": refundId },
        {
          // Rupees (two decimals at most), as everywhere in Cashfree's API.
          refund_amount: toRupees(input.amountPaise),
          refund_id: refundId,
          ...(note.length >= 3 ? { refund_note: note } : {}),
        },
      );
      // Made already under this refund_id (a retry the key did not cover): that refund answers.
      if (answer.status === 409) answer = await call("GET", `/pg/orders/${input.providerOrderId}/refunds/${refundId}`);
      if (answer.status !== 200 || !isRecord(answer.body)) throw failure(answer, "refund the order");
      const refund = answer.body;
      const id = str(refund.cf_refund_id);
      const status = REFUND_STATUS[str(refund.refund_status) ?? ""];
      if (!id || !status) throw new ProviderError("Cashfree answered a refund without its id or a known status");
      if (refund.refund_id !== refundId) throw new ProviderError("Cashfree answered another refund");
      const amount = paise(refund.refund_amount);
      if (amount !== input.amountPaise) throw new ProviderError("Cashfree recorded a different amount for the refund");
      return { providerRefundId: id, status, amountPaise: amount };
    },

    verifyWebhook(rawBody, headers, now): WebhookVerdict {
      const signature = headerValue(headers, "x-webhook-signature");
      const timestamp = headerValue(headers, "x-webhook-timestamp");
      if (!signature || !timestamp) return { ok: false, reason: "the x-webhook-signature or x-webhook-timestamp header is missing" };
      if (!safeEqual(cashfreeWebhookSignature(timestamp, rawBody, credentials.clientSecret), signature)) return { ok: false, reason: "the signature does not match" };
      // Milliseconds since the epoch; a replay of an old delivery is refused even when signed.
      if (!/^\d{1,16}$/.test(timestamp)) return { ok: false, reason: "the timestamp is not a number of milliseconds" };
      const age = now.getTime() - Number(timestamp);
      if (age > CASHFREE_WEBHOOK_MAX_AGE_MS) return { ok: false, reason: "the timestamp is older than 300 s" };
      if (age < -CASHFREE_WEBHOOK_MAX_AGE_MS) return { ok: false, reason: "the timestamp is in the future" };
      const eventId = headerValue(headers, "x-idempotency-key") ?? `body:${sha256Base64(rawBody)}`;
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return { ok: false, reason: "the body is not JSON" };
      }
      const type = isRecord(event) ? str(event.type) : null;
      const data = isRecord(event) && isRecord(event.data) ? event.data : {};
      const payment = isRecord(data.payment) ? data.payment : null;
      const providerOrderId = cashfreeWebhookOrderId(rawBody);
      if (!payment || !providerOrderId) return { ok: true, eventId, providerOrderId: null, state: null };
      const state = paymentState(payment);
      if (type === "PAYMENT_SUCCESS_WEBHOOK" && state.status === "paid") return { ok: true, eventId, providerOrderId, state };
      if (type === "PAYMENT_FAILED_WEBHOOK" || type === "PAYMENT_USER_DROPPED_WEBHOOK") return { ok: true, eventId, providerOrderId, state: { ...state, status: "failed" } };
      return { ok: true, eventId, providerOrderId: null, state: null };
    },
  };
  return adapter;
}
