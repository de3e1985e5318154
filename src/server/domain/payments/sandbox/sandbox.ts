// The built-in payment sandbox (ADR 0020): Razorpay's and Cashfree's order APIs, a hosted test
// payment page that pays or fails, the signed webhooks that follow, and the shopper's way back,
// all speaking the providers' protocols so the adapters cannot tell it from the real thing.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { toPaise } from "../../../../shared/money";
import type { OnlineMethod } from "../payment-provider";
import { isRecord, str } from "../../../lib/provider-http";
import type { SelfTransport } from "./self-transport";
import { safeEqual } from "../signatures";
import { SANDBOX_CASHFREE, SANDBOX_RAZORPAY, WEBHOOK_PATH } from "./sandbox-constants";
import { notFoundPage, payPage } from "./sandbox-page";
import {
  cashfreeOrderEntity,
  cashfreePaymentEntity,
  cashfreeRefundEntity,
  cashfreeWebhook,
  randomDigits,
  randomId,
  razorpayCheckoutAnswer,
  razorpayOrderEntity,
  razorpayPaymentEntity,
  razorpayRefundEntity,
  razorpayWebhook,
  type WebhookDelivery,
} from "./sandbox-protocol";
import { createSandboxStore, isPaid, refundedOf, type SandboxOrder, type SandboxPayment, type SandboxRefund } from "./sandbox-store";

export interface SandboxAnswer {
  status: number;
  body: unknown;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

// ---- Razorpay's answers -----------------------------------------------------------------------

const razorpayError = (status: number, description: string, field?: string): SandboxAnswer => ({
  status,
  body: {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: status === 401 ? "NA" : "business",
      step: status === 401 ? "NA" : "payment_initiation",
      reason: status === 401 ? "NA" : "input_validation_failed",
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});

function razorpayAuthorized(authorization: string | undefined): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? "");
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  const idOk = safeEqual(decoded.slice(0, colon), SANDBOX_RAZORPAY.keyId);
  const secretOk = safeEqual(decoded.slice(colon + 1), SANDBOX_RAZORPAY.keySecret);
  return idOk && secretOk;
}

// ---- Cashfree's answers -----------------------------------------------------------------------

const cashfreeError = (status: number, message: string, code = "request_failed", type = "invalid_request_error"): SandboxAnswer => ({
  status,
  body: { message, code, type },
});

function cashfreeRefusal(headers: Headers): SandboxAnswer | null {
  const idOk = safeEqual(header(headers, "x-client-id") ?? "", SANDBOX_CASHFREE.clientId);
  const secretOk = safeEqual(header(headers, "x-client-secret") ?? "", SANDBOX_CASHFREE.clientSecret);
  if (!idOk || !secretOk) return cashfreeError(401, "authentication Failed", "request_failed", "authentication_error");
  if (!header(headers, "x-api-version")) return cashfreeError(400, "x-api-version : is missing in the request", "x-api-version_missing");
  return null;
}

const CASHFREE_ORDER_ID = /^[A-Za-z0-9_-]{1,45}$/;
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Razorpay's X-Refund-Idempotency key: at least 10 letters, digits, '-' or '_'. */
const RAZORPAY_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;
/** Cashfree's refund_id: 3 to 40 characters. */
const CASHFREE_REFUND_ID = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * How a sandbox refund ends, chosen by the caller as Cashfree's own sandbox does (refund_note
 * PENDING / FAILED / CANCELLED), and for Razorpay by a `sandbox_refund` note: processed otherwise.
 */
function refundOutcome(marker: string | undefined): SandboxRefund["status"] {
  const m = (marker ?? "").toUpperCase();
  return m === "PENDING" || m === "ONHOLD" ? "pending" : m === "FAILED" || m === "CANCELLED" ? "failed" : "processed";
}

/** Rupees with at most two decimals as paise; NaN for anything else. */
function rupeesToPaise(value: unknown): number {
  try {
    return typeof value === "number" ? toPaise(value) : NaN;
  } catch {
    return NaN;
  }
}

/** A return address the sandbox will send a browser to: a path on this site, or http(s). */
function safeReturn(url: string | undefined): string {
  if (!url) return "/";
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : "/";
}

function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  const [path, hash] = url.split("#", 2) as [string, string | undefined];
  return `${path}${path.includes("?") ? "&" : "?"}${query}${hash !== undefined ? `#${hash}` : ""}`;
}

export function createSandbox(db: Db, transport: SelfTransport) {
  const store = createSandboxStore(db);
  const inflight = new Set<Promise<void>>();
  let log: FastifyBaseLogger | null = null;

  /** Where the shopper's browser goes after the page, as the provider would send it. */
  function returnLocation(order: SandboxOrder, payment: SandboxPayment): string {
    const ok = payment.status === "captured";
    if (order.provider === "razorpay") {
      const base = safeReturn(order.notes.return_url);
      return ok ? withQuery(base, razorpayCheckoutAnswer(order.id, payment.id)) : withQuery(base, { failed: "1", razorpay_order_id: order.id, error_description: payment.error ?? "Payment failed" });
    }
    const base = safeReturn(order.returnUrl?.split("{order_id}").join(encodeURIComponent(order.id)));
    return ok ? base : withQuery(base, { failed: "1" });
  }

  function deliver(order: SandboxOrder, payment: SandboxPayment): void {
    const deliveries: WebhookDelivery[] =
      order.provider === "razorpay"
        ? payment.status === "captured"
          ? [razorpayWebhook("payment.captured", order, payment), razorpayWebhook("order.paid", order, payment)]
          : [razorpayWebhook("payment.failed", order, payment)]
        : [cashfreeWebhook(order, payment)];
    for (const delivery of deliveries) {
      const sent: Promise<void> = transport
        .fetch(`${transport.origin()}${WEBHOOK_PATH[order.provider]}`, {
          method: "POST",
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.timeout(15_000),
        })
        .then(async (res) => {
          await res.arrayBuffer().catch(() => undefined);
          if (!res.ok) log?.warn({ provider: order.provider, status: res.status }, "sandbox webhook was not accepted");
        })
        .catch(() => {
          log?.warn({ provider: order.provider }, "sandbox webhook could not be delivered");
        })
        .finally(() => {
          inflight.delete(sent);
        });
      inflight.add(sent);
    }
  }

  const sandbox = {
    setLogger(logger: FastifyBaseLogger) {
      log = logger;
    },

    /** Resolves when every webhook the sandbox has sent so far has been answered. */
    async settled(): Promise<void> {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },

    razorpay: {
      async createOrder(authorization: string | undefined, body: unknown): Promise<SandboxAnswer> {
        if (!razorpayAuthorized(authorization)) return razorpayError(401, "Authentication failed");
        if (!isRecord(body)) return razorpayError(400, "The request body must be a JSON object");
        const { amount, currency, receipt, notes } = body;
        if (typeof amount !== "number" || !Number.isInteger(amount)) return razorpayError(400, "The amount must be an integer.", "amount");
        if (amount < 100) return razorpayError(400, "The amount must be atleast INR 1.00", "amount");
        if (currency !== "INR") return razorpayError(400, "Currency is not supported", "currency");
        if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
          return razorpayError(400, "receipt: the length must be no more than 40.", "receipt");
        }
        const noteEntries = notes === undefined ? [] : isRecord(notes) ? Object.entries(notes) : null;
        if (!noteEntries || noteEntries.length > 15 || noteEntries.some(([, v]) => (typeof v !== "string" && typeof v !== "number") || String(v).length > 256)) {
          return razorpayError(400, "notes: at most 15 keys, each a text of at most 256 characters.", "notes");
        }
        const order: SandboxOrder = {
          provider: "razorpay",
          id: randomId("order_"),
          amount,
          currency,
          receipt: typeof receipt === "string" ? receipt : "",
          notes: Object.fromEntries(noteEntries.map(([k, v]) => [k, String(v)])),
          createdAt: Date.now(),
          payments: [],
        };
        await store.addOrder(order);
        return { status: 200, body: razorpayOrderEntity(order) };
      },

      async getOrder(authorization: string | undefined, id: string): Promise<SandboxAnswer> {
        if (!razorpayAuthorized(authorization)) return razorpayError(401, "Authentication failed");
        const order = PROVIDER_ID.test(id) ? await store.order("razorpay", id) : null;
        if (!order) return razorpayError(400, "The id provided does not exist");
        return { status: 200, body: razorpayOrderEntity(order) };
      },

      async orderPayments(authorization: string | undefined, id: string): Promise<SandboxAnswer> {
        if (!razorpayAuthorized(authorization)) return razorpayError(401, "Authentication failed");
        const order = PROVIDER_ID.test(id) ? await store.order("razorpay", id) : null;
        if (!order) return razorpayError(400, "The id provided does not exist");
        // Newest first, as Razorpay lists them.
        const items = [...order.payments].reverse().map((p) => razorpayPaymentEntity(order, p));
        return { status: 200, body: { entity: "collection", count: items.length, items } };
      },

      async getPayment(authorization: string | undefined, id: string): Promise<SandboxAnswer> {
        if (!razorpayAuthorized(authorization)) return razorpayError(401, "Authentication failed");
        const order = PROVIDER_ID.test(id) ? await store.orderOfPayment("razorpay", id) : null;
        const payment = order?.payments.find((p) => p.id === id);
        if (!order || !payment) return razorpayError(400, "The id provided does not exist");
        return { status: 200, body: razorpayPaymentEntity(order, payment) };
      },

      /** POST /v1/payments/:id/refund: a normal refund, in paise, of a captured payment. */
      async refund(authorization: string | undefined, idempotencyKey: string | undefined, paymentId: string, body: unknown): Promise<SandboxAnswer> {
        if (!razorpayAuthorized(authorization)) return razorpayError(401, "Authentication failed");
        if (idempotencyKey !== undefined && !RAZORPAY_IDEMPOTENCY_KEY.test(idempotencyKey)) {
          return razorpayError(400, "The idempotency key must be at least 10 characters of letters, digits, hyphens and underscores");
        }
        const located = PROVIDER_ID.test(paymentId) ? await store.orderOfPayment("razorpay", paymentId) : null;
        if (!located || !located.payments.some((p) => p.id === paymentId)) return razorpayError(400, "The id provided does not exist");
        if (!isRecord(body)) return razorpayError(400, "The request body must be a JSON object");
        const { amount, receipt, notes, speed } = body;
        if (amount !== undefined && (typeof amount !== "number" || !Number.isInteger(amount))) return razorpayError(400, "The amount must be an integer.", "amount");
        if (typeof amount === "number" && amount < 100) return razorpayError(400, "The amount must be at least INR 1.00", "amount");
        if (receipt !== undefined && receipt !== null && (typeof receipt !== "string" || receipt.length > 40)) {
          return razorpayError(400, "receipt: the length must be no more than 40.", "receipt");
        }
        if (speed !== undefined && speed !== "normal" && speed !== "optimum") return razorpayError(400, "The selected speed is invalid.", "speed");
        const noteEntries = notes === undefined ? [] : isRecord(notes) ? Object.entries(notes) : null;
        if (!noteEntries || noteEntries.length > 15 || noteEntries.some(([, v]) => (typeof v !== "string" && typeof v !== "number") || String(v).length > 256)) {
          return razorpayError(400, "notes: at most 15 keys, each a text of at most 256 characters.", "notes");
        }
        const refundNotes = Object.fromEntries(noteEntries.map(([k, v]) => [k, String(v)]));
        const result = await store.addRefund<SandboxAnswer>("razorpay", located.id, (order) => {
          const payment = order.payments.find((p) => p.id === paymentId)!;
          const replayed = idempotencyKey ? (order.refunds ?? []).find((r) => r.idempotencyKey === idempotencyKey) : undefined;
          if (replayed) {
            // A retry must be the same request; anything else under the key is refused, as Razorpay does.
            const same = replayed.paymentId === paymentId && (amount === undefined || amount === replayed.amount);
            return { answer: same ? { status: 200, body: razorpayRefundEntity(replayed, order.currency) } : razorpayError(400, "Different request body sent for the same idempotency key") };
          }
          if (payment.status !== "captured") return { answer: razorpayError(400, "The payment has not been captured, so it cannot be refunded") };
          const left = payment.amount - refundedOf(order, paymentId);
          const wanted = typeof amount === "number" ? amount : left;
          if (left <= 0) return { answer: razorpayError(400, "The payment has been fully refunded already") };
          if (wanted > left) return { answer: razorpayError(400, "The refund amount provided is greater than amount not refunded on the payment", "amount") };
          return {
            refund: {
              id: randomId("rfnd_"),
              paymentId,
              amount: wanted,
              receipt: typeof receipt === "string" ? receipt : "",
              idempotencyKey: idempotencyKey ?? null,
              note: "",
              notes: refundNotes,
              status: refundOutcome(refundNotes.sandbox_refund),
              createdAt: Date.now(),
            },
          };
        });
        if (!result) return razorpayError(400, "The id provided does not exist");
        if ("answer" in result) return result.answer;
        return { status: 200, body: razorpayRefundEntity(result.refund, result.order.currency) };
      },
    },

    cashfree: {
      async createOrder(headers: Headers, body: unknown): Promise<SandboxAnswer> {
        const refused = cashfreeRefusal(headers);
        if (refused) return refused;
        if (!isRecord(body)) return cashfreeError(400, "request body must be a JSON object", "request_invalid");
        const { order_amount: amount, order_currency: currency, customer_details: customer, order_meta: meta, order_tags: tags } = body;
        let paise: number;
        try {
          paise = typeof amount === "number" ? toPaise(amount) : NaN;
        } catch {
          paise = NaN;
        }
        if (!Number.isInteger(paise) || paise < 100) return cashfreeError(400, "order_amount : must be a number of at least 1.00 with at most 2 decimals", "order_amount_invalid");
        if (currency !== "INR") return cashfreeError(400, "order_currency : is not supported", "order_currency_invalid");
        if (!isRecord(customer) || !/^[A-Za-z0-9_-]{1,50}$/.test(str(customer.customer_id) ?? "")) {
          return cashfreeError(400, "customer_details.customer_id : is missing or invalid", "customer_details.customer_id_invalid");
        }
        if (!/^\+?\d{10,13}$/.test(str(customer.customer_phone) ?? "")) {
          return cashfreeError(400, "customer_details.customer_phone : is missing or invalid", "customer_details.customer_phone_invalid");
        }
        const orderId = body.order_id === undefined ? randomId("order_", 20) : str(body.order_id);
        if (!orderId || !CASHFREE_ORDER_ID.test(orderId)) return cashfreeError(400, "order_id : is invalid", "order_id_invalid");
        const returnUrl = isRecord(meta) ? str(meta.return_url) : null;
        if (returnUrl !== null && !/^https?:\/\//i.test(returnUrl)) return cashfreeError(400, "order_meta.return_url : must be an http(s) address", "order_meta.return_url_invalid");
        const order: SandboxOrder = {
          provider: "cashfree",
          id: orderId,
          amount: paise,
          currency,
          receipt: orderId,
          notes: isRecord(tags) ? Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, String(v)])) : {},
          createdAt: Date.now(),
          cfOrderId: Number(randomDigits(10)),
          sessionId: `session_${randomId("", 60)}`,
          ...(returnUrl ? { returnUrl } : {}),
          customer: Object.fromEntries(
            Object.entries(customer)
              .filter(([, v]) => typeof v === "string")
              .map(([k, v]) => [k, String(v)]),
          ),
          ...(typeof body.order_note === "string" ? { note: body.order_note } : {}),
          payments: [],
        };
        if (!(await store.addOrder(order))) return cashfreeError(409, "order with same order_id already exists", "order_already_exists");
        return { status: 200, body: cashfreeOrderEntity(order) };
      },

      async getOrder(headers: Headers, id: string): Promise<SandboxAnswer> {
        const refused = cashfreeRefusal(headers);
        if (refused) return refused;
        const order = CASHFREE_ORDER_ID.test(id) ? await store.order("cashfree", id) : null;
        if (!order) return cashfreeError(404, "order does not exist", "order_not_found");
        return { status: 200, body: cashfreeOrderEntity(order) };
      },

      async orderPayments(headers: Headers, id: string): Promise<SandboxAnswer> {
        const refused = cashfreeRefusal(headers);
        if (refused) return refused;
        const order = CASHFREE_ORDER_ID.test(id) ? await store.order("cashfree", id) : null;
        if (!order) return cashfreeError(404, "order does not exist", "order_not_found");
        return { status: 200, body: order.payments.map((p) => cashfreePaymentEntity(order, p)) };
      },

      /** POST /pg/orders/:order_id/refunds: refund_amount in rupees, refund_id ours and unique on the order. */
      async refund(headers: Headers, id: string, body: unknown): Promise<SandboxAnswer> {
        const refused = cashfreeRefusal(headers);
        if (refused) return refused;
        const exists = CASHFREE_ORDER_ID.test(id) ? await store.order("cashfree", id) : null;
        if (!exists) return cashfreeError(404, "order does not exist", "order_not_found");
        if (!isRecord(body)) return cashfreeError(400, "request body must be a JSON object", "request_invalid");
        const paise = rupeesToPaise(body.refund_amount);
        if (!Number.isInteger(paise) || paise < 1) return cashfreeError(400, "refund_amount : must be a positive number with at most 2 decimals", "refund_amount_invalid");
        const refundId = str(body.refund_id);
        if (!refundId || !CASHFREE_REFUND_ID.test(refundId)) return cashfreeError(400, "refund_id : must be 3 to 40 letters, digits, '-' or '_'", "refund_id_invalid");
        const note = body.refund_note === undefined ? "" : str(body.refund_note);
        if (note === null || (note !== "" && (note.length < 3 || note.length > 100))) return cashfreeError(400, "refund_note : must be 3 to 100 characters", "refund_note_invalid");
        const idempotencyKey = header(headers, "x-idempotency-key") ?? null;
        const result = await store.addRefund<SandboxAnswer>("cashfree", id, (order) => {
          const refunds = order.refunds ?? [];
          const replayed = idempotencyKey ? refunds.find((r) => r.idempotencyKey === idempotencyKey) : undefined;
          // Cashfree answers a retried key with what the first request got.
          if (replayed) return { answer: { status: 200, body: cashfreeRefundEntity(order, replayed) } };
          if (refunds.some((r) => r.receipt === refundId)) return { answer: cashfreeError(409, "refund with the same refund_id already exists", "refund_already_exists") };
          const payment = order.payments.find((p) => p.status === "captured");
          if (!payment) return { answer: cashfreeError(400, "refund can be created only on a paid order", "order_not_paid") };
          if (paise > payment.amount - refundedOf(order, payment.id)) {
            return { answer: cashfreeError(400, "refund_amount : cannot be more than the amount paid and not refunded yet", "refund_amount_invalid") };
          }
          return {
            refund: {
              id: randomDigits(9),
              paymentId: payment.id,
              amount: paise,
              receipt: refundId,
              idempotencyKey,
              note,
              notes: {},
              status: refundOutcome(note),
              createdAt: Date.now(),
            },
          };
        });
        if (!result) return cashfreeError(404, "order does not exist", "order_not_found");
        if ("answer" in result) return result.answer;
        return { status: 200, body: cashfreeRefundEntity(result.order, result.refund) };
      },

      /** GET /pg/orders/:order_id/refunds/:refund_id. */
      async getRefund(headers: Headers, id: string, refundId: string): Promise<SandboxAnswer> {
        const refused = cashfreeRefusal(headers);
        if (refused) return refused;
        const order = CASHFREE_ORDER_ID.test(id) ? await store.order("cashfree", id) : null;
        const refund = order?.refunds?.find((r) => r.receipt === refundId);
        if (!order || !refund) return cashfreeError(404, "refund does not exist", "refund_not_found");
        return { status: 200, body: cashfreeRefundEntity(order, refund) };
      },
    },

    /** The hosted test payment page. */
    async page(provider: OnlineMethod, id: string): Promise<{ status: number; html: string }> {
      const order = PROVIDER_ID.test(id) ? await store.order(provider, id) : null;
      if (!order) return { status: 404, html: notFoundPage() };
      const paid = order.payments.find((p) => p.status === "captured");
      return { status: 200, html: payPage(order, paid ? returnLocation(order, paid) : null) };
    },

    /**
     * Pays (or fails) a sandbox order as the shopper would on the provider's page: records the
     * payment, sends its signed webhooks to this server unless `notify` is false, and answers
     * where the browser goes next. A paid order is not paid twice: the paid payment answers.
     */
    async pay(provider: OnlineMethod, id: string, outcome: "success" | "failure", opts: { notify?: boolean } = {}): Promise<{ order: SandboxOrder; payment: SandboxPayment; location: string } | null> {
      if (!PROVIDER_ID.test(id)) return null;
      const now = Date.now();
      const result = await store.addPayment(provider, id, (order) =>
        isPaid(order)
          ? null
          : {
              id: provider === "razorpay" ? randomId("pay_") : randomDigits(10),
              status: outcome === "success" ? "captured" : "failed",
              amount: order.amount,
              currency: order.currency,
              createdAt: now,
              error: outcome === "success" ? null : "Payment failed (sandbox)",
            },
      );
      if (!result) return null;
      const payment = result.added ?? result.order.payments.find((p) => p.status === "captured")!;
      if (result.added && opts.notify !== false) deliver(result.order, result.added);
      return { order: result.order, payment, location: returnLocation(result.order, payment) };
    },
  };
  return sandbox;
}
export type Sandbox = ReturnType<typeof createSandbox>;
