// API contract of the cart calls (§7); the cart itself is in cart-shape.ts. The request
// schemas are strict: a field the server does not take (a price, a discount) is refused,
// never ignored, so a tampered request cannot look like it worked.
import * as z from "zod/mini";
import { idField } from "./id-field";

export { emptyCart, type Cart, type CartGroup, type CartItem, type DeliveryInfo, type SlotOption } from "./cart-shape";
import type { Cart } from "./cart-shape";

/** The most of one pack a single request may add. */
export const MAX_ADD_QUANTITY = 50;

export const cartAddBody = z.strictObject(
  {
    pack_id: idField("pack_id"),
    warehouse_id: idField("warehouse_id"),
    /** How many to add; one by default. */
    quantity: z.optional(
      z.int({ error: "quantity must be a whole number" }).check(z.minimum(1, "quantity must be at least 1"), z.maximum(MAX_ADD_QUANTITY, `quantity must be at most ${MAX_ADD_QUANTITY}`)),
    ),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `The cart does not take ${issue.keys.join(", ")}` : "Send pack_id and warehouse_id") },
);
export type CartAddBody = z.infer<typeof cartAddBody>;

export const cartRemoveBody = z.strictObject(
  {
    pack_id: idField("pack_id"),
    /** Remove the whole line instead of one. */
    remove: z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)], { error: "remove must be true or false" })),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `The cart does not take ${issue.keys.join(", ")}` : "Send pack_id") },
);
export type CartRemoveBody = z.infer<typeof cartRemoveBody>;

const flag = (label: string) => z.optional(z.enum(["true", "false", "1", "0"], { error: `${label} must be true or false, given once` }));

export const cartQuery = z.strictObject(
  {
    address_id: z.optional(
      z.coerce.number({ error: "address_id must be a number" }).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647, "address_id must be a positive whole number, given once")),
    ),
    payment_method: z.optional(z.enum(["cod", "razorpay", "cashfree"], { error: "payment_method must be cod, razorpay or cashfree, given once" })),
    groupby_delivery: flag("groupby_delivery"),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `The cart does not take ${issue.keys.join(", ")}` : "Bad cart query") },
);
export type CartQuery = z.infer<typeof cartQuery>;

export const COUPON_CODE_MAX = 40;

export const couponBody = z.strictObject(
  {
    code: z.string({ error: "Enter a coupon code" }).check(z.trim(), z.minLength(1, "Enter a coupon code"), z.maxLength(COUPON_CODE_MAX, "This coupon code is not valid")),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `A coupon takes only its code, not ${issue.keys.join(", ")}` : "Enter a coupon code") },
);

/** Apply and remove answer truthy with the new cart; the shop reloads its cart on it (§7). */
export interface CouponAnswer {
  message: string;
  cart: Cart;
}

/** GET /s/api/check/pincode/{pincode}. */
export interface PincodeAnswer {
  pincode: string;
  area: string;
  serviceable: true;
  message: string;
}
