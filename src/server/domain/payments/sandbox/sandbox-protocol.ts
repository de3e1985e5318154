// What the sandbox says, shaped as the providers say it: Razorpay's order and payment entities
// and webhook events, Cashfree's order and payment entities and webhooks, each signed as the
// provider signs them. Tests use the webhook builders to make deliveries of their own.
import { randomBytes } from "node:crypto";
import { toRupees } from "../../../../shared/money";
import { cashfreeWebhookSignature, razorpayPaymentSignature, razorpayWebhookSignature, sha256Base64 } from "../signatures";
import { isPaid, refundedOf, type SandboxOrder, type SandboxPayment, type SandboxRefund } from "./sandbox-store";
import { SANDBOX_CASHFREE, SANDBOX_RAZORPAY } from "./sandbox-constants";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A random id in Razorpay's style: a prefix and 14 letters and digits. */
export function randomId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}${out}`;
}

export const randomDigits = (length: number) => {
  let out = String(1 + (randomBytes(1)[0]! % 9));
  for (const b of randomBytes(length - 1)) out += String(b % 10);
  return out;
};

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Cashfree writes times in India's offset: 2024-01-15T12:20:29+05:30. */
export function istTime(ms: number): string {
  const ist = new Date(ms + 330 * 60_000).toISOString().slice(0, 19);
  return `${ist}+05:30`;
}

// ---- Razorpay -------------------------------------------------------------------------------

export function razorpayOrderEntity(order: SandboxOrder) {
  const paid = order.payments.find((p) => p.status === "captured");
  return {
    id: order.id,
    entity: "order",
    amount: order.amount,
    amount_paid: paid ? paid.amount : 0,
    amount_due: paid ? 0 : order.amount,
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: isPaid(order) ? "paid" : order.payments.length > 0 ? "attempted" : "created",
    attempts: order.payments.length,
    notes: order.notes,
    created_at: seconds(order.createdAt),
  };
}

export function razorpayPaymentEntity(order: SandboxOrder, payment: SandboxPayment) {
  const failed = payment.status === "failed";
  const refunded = refundedOf(order, payment.id);
  return {
    id: payment.id,
    entity: "payment",
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: "upi",
    amount_refunded: refunded,
    refund_status: refunded === 0 ? null : refunded >= payment.amount ? "full" : "partial",
    captured: !failed,
    description: `Order ${order.receipt}`,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: failed ? "failure@razorpay" : "success@razorpay",
    email: order.notes.email ?? "",
    contact: order.notes.contact ?? "",
    notes: order.notes,
    fee: failed ? null : 0,
    tax: failed ? null : 0,
    error_code: failed ? "BAD_REQUEST_ERROR" : null,
    error_description: failed ? payment.error : null,
    error_source: failed ? "customer" : null,
    error_step: failed ? "payment_authorization" : null,
    error_reason: failed ? "payment_failed" : null,
    acquirer_data: failed ? {} : { rrn: randomDigits(12) },
    created_at: seconds(payment.createdAt),
  };
}

/** Razorpay's refund entity. */
export function razorpayRefundEntity(refund: SandboxRefund, currency: string) {
  return {
    id: refund.id,
    entity: "refund",
    amount: refund.amount,
    currency,
    payment_id: refund.paymentId,
    notes: refund.notes,
    receipt: refund.receipt || null,
    acquirer_data: { arn: refund.status === "processed" ? randomDigits(14) : null },
    created_at: seconds(refund.createdAt),
    batch_id: null,
    status: refund.status,
    speed_processed: "normal",
    speed_requested: "normal",
  };
}

/** Checkout's answer for a successful payment, signed with the key secret. */
export function razorpayCheckoutAnswer(orderId: string, paymentId: string, keySecret: string = SANDBOX_RAZORPAY.keySecret) {
  return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: razorpayPaymentSignature(orderId, paymentId, keySecret) };
}

export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

/** A Razorpay webhook event about a payment (payment.captured, order.paid, payment.failed). */
export function razorpayWebhook(
  event: "payment.captured" | "order.paid" | "payment.failed",
  order: SandboxOrder,
  payment: SandboxPayment,
  opts: { secret?: string; eventId?: string; now?: number } = {},
): WebhookDelivery {
  const payload: Record<string, unknown> = { payment: { entity: razorpayPaymentEntity(order, payment) } };
  if (event === "order.paid") payload.order = { entity: razorpayOrderEntity(order) };
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_kiranasandbox",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: seconds(opts.now ?? Date.now()),
  });
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": razorpayWebhookSignature(body, opts.secret ?? SANDBOX_RAZORPAY.webhookSecret),
      "x-razorpay-event-id": opts.eventId ?? randomId(""),
    },
  };
}

// ---- Cashfree -------------------------------------------------------------------------------

export function cashfreeOrderEntity(order: SandboxOrder) {
  return {
    cf_order_id: String(order.cfOrderId ?? 0),
    order_id: order.id,
    entity: "order",
    order_currency: order.currency,
    order_amount: toRupees(order.amount),
    order_status: isPaid(order) ? "PAID" : "ACTIVE",
    payment_session_id: order.sessionId ?? null,
    order_expiry_time: istTime(order.createdAt + 30 * 24 * 3600_000),
    order_note: order.note ?? null,
    created_at: istTime(order.createdAt),
    order_splits: [],
    customer_details: order.customer ?? {},
    order_meta: { return_url: order.returnUrl ?? null, notify_url: null, payment_methods: null },
    order_tags: Object.keys(order.notes).length ? order.notes : null,
  };
}

export function cashfreePaymentEntity(order: SandboxOrder, payment: SandboxPayment) {
  const failed = payment.status === "failed";
  return {
    cf_payment_id: payment.id,
    order_id: order.id,
    entity: "payment",
    is_captured: !failed,
    order_amount: toRupees(order.amount),
    payment_group: "upi",
    payment_currency: payment.currency,
    payment_amount: toRupees(payment.amount),
    payment_time: istTime(payment.createdAt),
    payment_completion_time: istTime(payment.createdAt),
    payment_status: failed ? "FAILED" : "SUCCESS",
    payment_message: failed ? (payment.error ?? "Transaction failed") : "00::Transaction success",
    bank_reference: failed ? null : randomDigits(12),
    auth_id: null,
    payment_method: { upi: { channel: "collect", upi_id: failed ? "failure@upi" : "success@upi" } },
  };
}

const CASHFREE_REFUND_STATUS = { processed: "SUCCESS", pending: "PENDING", failed: "CANCELLED" } as const;

/** Cashfree's refund entity (2023-08-01). */
export function cashfreeRefundEntity(order: SandboxOrder, refund: SandboxRefund) {
  return {
    cf_payment_id: refund.paymentId,
    cf_refund_id: refund.id,
    refund_id: refund.receipt,
    order_id: order.id,
    entity: "refund",
    refund_amount: toRupees(refund.amount),
    refund_currency: order.currency,
    refund_note: refund.note,
    refund_status: CASHFREE_REFUND_STATUS[refund.status],
    refund_arn: refund.status === "processed" ? randomDigits(12) : null,
    refund_charge: 0,
    status_description: refund.status === "processed" ? "Refund processed successfully" : refund.status === "pending" ? "In Progress" : "Refund cancelled",
    metadata: null,
    refund_splits: [],
    refund_type: "MERCHANT_INITIATED",
    refund_mode: "STANDARD",
    created_at: istTime(refund.createdAt),
    processed_at: refund.status === "processed" ? istTime(refund.createdAt) : null,
    refund_speed: { requested: "STANDARD", accepted: "STANDARD", processed: "STANDARD", message: null },
  };
}

/** A Cashfree payment webhook (2023-08-01 shape), signed over timestamp + body. */
export function cashfreeWebhook(order: SandboxOrder, payment: SandboxPayment, opts: { secret?: string; timestampMs?: number } = {}): WebhookDelivery {
  const failed = payment.status === "failed";
  const entity = cashfreePaymentEntity(order, payment);
  const body = JSON.stringify({
    data: {
      order: { order_id: order.id, order_amount: toRupees(order.amount), order_currency: order.currency, order_tags: null },
      payment: {
        cf_payment_id: entity.cf_payment_id,
        payment_status: entity.payment_status,
        payment_amount: entity.payment_amount,
        payment_currency: entity.payment_currency,
        payment_message: entity.payment_message,
        payment_time: entity.payment_time,
        bank_reference: entity.bank_reference,
        auth_id: null,
        payment_method: entity.payment_method,
        payment_group: entity.payment_group,
      },
      customer_details: order.customer ?? {},
      payment_gateway_details: { gateway_name: "CASHFREE", gateway_order_id: String(order.cfOrderId ?? ""), gateway_payment_id: payment.id },
      payment_offers: null,
    },
    // The event's time, not the delivery's: every delivery of one event has the same body.
    event_time: istTime(payment.createdAt),
    type: failed ? "PAYMENT_FAILED_WEBHOOK" : "PAYMENT_SUCCESS_WEBHOOK",
  });
  const timestamp = String(opts.timestampMs ?? Date.now());
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-webhook-signature": cashfreeWebhookSignature(timestamp, body, opts.secret ?? SANDBOX_CASHFREE.clientSecret),
      "x-webhook-timestamp": timestamp,
      "x-webhook-version": "2023-08-01",
      "x-webhook-attempt": "1",
      // Cashfree's key is the same for every delivery of one event.
      "x-idempotency-key": sha256Base64(body),
    },
  };
}
