// API contract of checkout (ADR 0019): what the checkout screen reads, and placing the order.
import * as z from "zod/mini";
import { idField } from "./id-field";
import { multiLine, singleLine } from "./text-field";
import { gstinProblem, normaliseGstin } from "../gst/gstin";
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
export const BUSINESS_NAME_MAX = 120;
/** Idempotency-Key header: at most this long. */
export const IDEMPOTENCY_KEY_MAX = 255;

export const SLOT_REPEATED = "This delivery slot is chosen more than once";
export const DELIVERY_HAS_SLOT = "Each delivery takes one slot, and this delivery already has one";

interface ChosenSlot {
  delivery_charge_id: number | null;
  slot_id: number;
  date: string;
}

/**
 * A delivery group (delivery_charge_id, null for the shop's own) gets one slot: the order books
 * what it names, so a repeated slot or a second slot for one group is refused, not ignored.
 */
function oneSlotPerDelivery(slots: ChosenSlot[], ctx: { addIssue(issue: { code: "custom"; message: string; path: (string | number)[]; input: unknown }): void }): void {
  const seen = new Map<number | null, ChosenSlot>();
  slots.forEach((slot, i) => {
    const earlier = seen.get(slot.delivery_charge_id);
    if (!earlier) {
      seen.set(slot.delivery_charge_id, slot);
      return;
    }
    const same = earlier.slot_id === slot.slot_id && earlier.date === slot.date;
    ctx.addIssue(same ? { code: "custom", message: SLOT_REPEATED, path: [i], input: slot } : { code: "custom", message: DELIVERY_HAS_SLOT, path: [i, "delivery_charge_id"], input: slot });
  });
}

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
      .check(z.minLength(1, "Choose a delivery slot"), z.maxLength(10, "Too many slots"), z.superRefine(oneSlotPerDelivery)),
    notes: z.optional(z.string({ error: "notes must be text" }).check(z.trim(), z.maxLength(NOTES_MAX, `Notes can be at most ${NOTES_MAX} characters`), multiLine("Notes"))),
    /** A business buyer's GSTIN, for a B2B tax invoice (issue 34); empty or left out for none. */
    gstin: z.optional(
      z.pipe(
        z.string({ error: "gstin must be text" }).check(
          z.overwrite((v) => normaliseGstin(v)),
          z.refine((v) => v === "" || gstinProblem(v) === null, { error: (issue) => gstinProblem(String(issue.input)) ?? "Check the GSTIN" }),
        ),
        z.transform((v) => v || undefined),
      ),
    ),
    /** The business's name as registered, printed as the buyer on its invoice. */
    business_name: z.optional(
      z
        .string({ error: "business_name must be text" })
        .check(z.trim(), z.maxLength(BUSINESS_NAME_MAX, `The business name can be at most ${BUSINESS_NAME_MAX} characters`), singleLine("The business name")),
    ),
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
