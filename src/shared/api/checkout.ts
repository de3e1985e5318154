// API contract of checkout (ADR 0019): what the checkout screen reads, and placing the order.
import * as z from "zod/mini";
import { idField } from "./id-field";
import type { Address } from "./account";
import type { Cart } from "./cart-shape";

export const PAYMENT_METHODS = ["cod", "razorpay", "cashfree"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on delivery",
  razorpay: "Razorpay (UPI, cards, netbanking)",
  cashfree: "Cashfree (UPI, cards, netbanking)",
};

export const NOTES_MAX = 500;
/** Idempotency-Key header: at most this long. */
export const IDEMPOTENCY_KEY_MAX = 255;


export const placeOrderBody = z.strictObject(
  {
    address_id: idField("address_id"),
    payment_method: z.enum(PAYMENT_METHODS, { error: "Choose a payment method" }),
    /** One slot per delivery group of the cart. */
    slots: z
      .array(
        z.strictObject(
          {
            delivery_charge_id: z.nullable(idField("delivery_charge_id")),
            slot_id: idField("slot_id"),
            date: z.string({ error: "date must be YYYY-MM-DD" }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")),
          },
          { error: "Each slot takes delivery_charge_id, slot_id and date" },
        ),
        { error: "Choose a delivery slot" },
      )
      .check(z.minLength(1, "Choose a delivery slot"), z.maxLength(10, "Too many slots")),
    notes: z.optional(z.string({ error: "notes must be text" }).check(z.trim(), z.maxLength(NOTES_MAX, `Notes can be at most ${NOTES_MAX} characters`))),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `An order does not take ${issue.keys.join(", ")}` : "Send the order as an object") },
);
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export interface CheckoutSummary {
  cart: Cart;
  addresses: Address[];
  pincode: string | null;
  paymentMethods: PaymentMethod[];
}

export interface PlacedOrder {
  id: number;
  ordernumber: string;
  status: string;
  amount: number;
  payment_method: PaymentMethod;
}

export interface PlaceOrderAnswer {
  order: PlacedOrder;
  /** Where the shop goes next: the success page for cash on delivery, else the payment hand-off. */
  redirect: string;
  message: string;
}
