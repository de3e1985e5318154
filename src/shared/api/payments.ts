// API contract of online payment (ADR 0020): the hand-off that opens the provider's checkout,
// and the confirmation after the shopper comes back.
import * as z from "zod/mini";

/** Where the provider (or the sandbox) sends the shopper back: the checkout-confirm route. */
export const paymentReturnPath = (orderId: number) => `/checkout/confirm/${orderId}`;

/** The outcome of an order's payment as the shop shows it. */
export type PaymentOutcome = "paid" | "pending" | "failed";

/** Razorpay Checkout's options (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayCheckout {
  /** key_id: public. */
  key: string;
  order_id: string;
  /** In paise, as Checkout takes it (not rupees like the rest of the API). */
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill_name: string;
  prefill_email: string;
  prefill_contact: string;
  /** Set when the built-in sandbox stands in: send the browser here instead of loading Checkout. */
  sandbox_url?: string;
}

/** Cashfree.js `Cashfree({mode}).checkout({paymentSessionId})`; the return address is set on the order. */
export interface CashfreeCheckout {
  payment_session_id: string;
  mode: "sandbox" | "production";
  order_id: string;
  /** Set when the built-in sandbox stands in: send the browser here instead of loading Cashfree.js. */
  sandbox_url?: string;
}

/** GET /s/api/checkout/payment/{id}: what the hand-off page needs. */
export interface PaymentHandOff {
  order_id: number;
  ordernumber: string;
  order_status: string;
  status_label: string;
  /** Rupees. */
  amount: number;
  currency: "INR";
  /** The order's payment method: razorpay, cashfree or cod. */
  method: string;
  payment_status: PaymentOutcome;
  /** The shopper's last attempt failed (a new one has been started when `checkout` is set). */
  last_attempt_failed: boolean;
  /** True when the built-in sandbox stands in for the provider (no money moves). */
  sandbox: boolean;
  /** What opens the provider's checkout; null when there is nothing to pay now. */
  checkout: ({ method: "razorpay" } & RazorpayCheckout) | ({ method: "cashfree" } & CashfreeCheckout) | null;
}

const providerId = (label: string) => z.optional(z.string({ error: `${label} must be text` }).check(z.regex(/^[A-Za-z0-9_]{1,64}$/, `${label} is not valid`)));

/**
 * POST /s/api/checkout/confirm/{id}: what the provider's checkout brought back. Razorpay's three
 * fields after a payment; nothing for Cashfree (its return proves nothing, the server asks it).
 */
export const confirmPaymentBody = z.strictObject(
  {
    razorpay_payment_id: providerId("razorpay_payment_id"),
    razorpay_order_id: providerId("razorpay_order_id"),
    razorpay_signature: z.optional(z.string({ error: "razorpay_signature must be text" }).check(z.maxLength(256, "razorpay_signature is not valid"))),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `The confirmation does not take ${issue.keys.join(", ")}` : "Send the confirmation as an object") },
);
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

export interface ConfirmPaymentAnswer {
  status: PaymentOutcome;
  order_id: number;
  /** The order's payment method, so a retry opens the right hand-off. */
  method: string;
  ordernumber: string;
  order_status: string;
  status_label: string;
  message: string;
}
