// What a provider's return to /checkout/confirm/{id} brings in its query: Razorpay's three
// fields (only the order id after a failure), Cashfree's order_id, the sandbox's failed=1.
// Only Razorpay's fields go to the server (it takes nothing else); the rest says which
// provider sent the shopper back, for Try again.
import type { ConfirmPaymentBody } from "../../../src/shared/api/payments";

export type OnlineMethod = "razorpay" | "cashfree";

export interface PaymentReturn {
  fields: ConfirmPaymentBody;
  /** The provider the shopper came back from, when the query says. */
  method: OnlineMethod | null;
}

const RAZORPAY_FIELDS = ["razorpay_payment_id", "razorpay_order_id", "razorpay_signature"] as const;

export function paymentReturn(query: URLSearchParams): PaymentReturn {
  const fields: ConfirmPaymentBody = {};
  for (const name of RAZORPAY_FIELDS) {
    const value = query.get(name);
    if (value) fields[name] = value;
  }
  const method = Object.keys(fields).length > 0 ? "razorpay" : query.has("order_id") ? "cashfree" : null;
  return { fields, method };
}

export function isOnlineMethod(method: string): method is OnlineMethod {
  return method === "razorpay" || method === "cashfree";
}

/** The hand-off page of an order (§2 /checkout/razorpay/{id}, /checkout/cashfree/{id}). */
export function handOffPath(method: OnlineMethod, orderId: number | string): string {
  return `/checkout/${method}/${orderId}`;
}
