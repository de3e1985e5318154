// API contract of the signed-in shopper's account (ADR 0017): profile, addresses, orders, the
// wish list page, and the sales agent's dashboard.
import type { GstDocumentKind } from "../gst/invoice-document";
import * as z from "zod/mini";
import { EMAIL_PATTERN, PHONE_PATTERN, emailMessage, requiredMessage } from "../field-rules";
import { ORDERS_PER_PAGE, PINCODE_LENGTH } from "../constants";
import { singleLine } from "./text-field";
import type { Cart } from "./cart";
import type { OrderReport, OrderReportWindow } from "./order-reports";
import type { Product } from "./products";

const text = (label: string, max: number, required = true) =>
  required
    ? z.string({ error: requiredMessage(label) }).check(
        z.trim(),
        z.minLength(1, requiredMessage(label)),
        z.maxLength(max, `${label} can be at most ${max} characters`),
        z.refine((v) => !/[<>]/.test(v), `${label} cannot hold < or >`),
        singleLine(label),
      )
    : z._default(
        z.string({ error: `${label} must be text` }).check(
          z.trim(),
          z.maxLength(max, `${label} can be at most ${max} characters`),
          z.refine((v) => !/[<>]/.test(v), `${label} cannot hold < or >`),
          singleLine(label),
        ),
        "",
      );

const strict = <T extends z.core.$ZodLooseShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `${what} does not take ${issue.keys.join(", ")}` : `Send the ${what.toLowerCase()} as an object`) });

/** The most addresses one account keeps on a website. */
export const ADDRESSES_MAX = 20;

export const PHONE_INVALID = "Please enter a valid 10-digit mobile number";
export const PINCODE_INVALID = "Please enter a valid pincode";

export const addressBody = strict(
  {
    name: text("Name", 80),
    phone: z.string({ error: requiredMessage("Phone") }).check(z.trim(), z.regex(PHONE_PATTERN, PHONE_INVALID)),
    line1: text("House, flat and street", 160),
    line2: text("Area", 160, false),
    landmark: text("Landmark", 120, false),
    city: text("City", 60),
    state: text("State", 60),
    pincode: z.string({ error: requiredMessage("Pincode") }).check(z.trim(), z.regex(new RegExp(`^\\d{${PINCODE_LENGTH}}$`), PINCODE_INVALID)),
    is_default: z.optional(z.boolean({ error: "is_default must be true or false" })),
  },
  "Address",
);
export type AddressBody = z.input<typeof addressBody>;

export interface Address {
  id: number;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  is_default: boolean;
  /** The shop delivers to this pincode. */
  serviceable: boolean;
}

export const profileBody = strict(
  {
    name: text("Name", 80),
    email: z._default(
      z.string({ error: emailMessage("Email") }).check(
        z.trim(),
        z.maxLength(120, emailMessage("Email")),
        z.refine((v) => v === "" || EMAIL_PATTERN.test(v), emailMessage("Email")),
      ),
      "",
    ),
  },
  "Profile",
);

export interface Profile {
  name: string;
  email: string;
  phone: string;
}

export interface OrderSummary {
  id: number;
  ordernumber: string;
  status: string;
  status_label: string;
  created_at: string;
  amount: number;
  items_count: number;
  payment_method: string;
  payment_status: string;
}

export interface OrderLine {
  /** The line's own id: what a problem report names (issue 33). */
  id: number;
  pack_id: number | null;
  product_id: number | null;
  slug: string;
  name: string;
  pack: string;
  image: string;
  quantity: number;
  price: number;
  act_price: number;
  amount: number;
}

export interface OrderDetail extends OrderSummary {
  /** Where it was made (ORDER_CHANNELS): "pos" is a sale at the shop's counter, with no delivery. */
  channel: string;
  items: OrderLine[];
  subtotal: number;
  discount: number;
  delivery_charge: number;
  coupon_code: string | null;
  address: Record<string, string> | null;
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
  notes: string;
  timeline: { status: string; label: string; at: string; note: string }[];
  /** Whether the shopper (or the agent who placed it) may cancel it now (issue 33). */
  cancel: OrderCancelWindow;
  /** Whether a problem with a line may be reported now, and until when (issue 33, ADR 0080). */
  report: OrderReportWindow;
  /** The problems reported with its lines, oldest first. */
  reports: OrderReport[];
  /** Its GST invoices and credit notes (issue 34), oldest first; none until it goes out. */
  documents: OrderDocument[];
}

/** GET /s/api/account/orders/{id}/documents/{documentId}/pdf answers the document as a PDF (query layout: a4 or receipt). */
export interface OrderDocument {
  id: number;
  kind: GstDocumentKind;
  /** "Tax invoice", "Bill of supply", "Invoice-cum-bill of supply" or "Credit note". */
  label: string;
  number: string;
  issued_at: string;
  /** Rupees. */
  total: number;
}

export interface OrderCancelWindow {
  allowed: boolean;
  /** When cancelling closes (ISO), for an order delivered in a slot. */
  until: string | null;
  /** Why there is no Cancel button, in words; "" when nothing needs saying. */
  note: string;
}

/** Why a shopper cancels, asked so the shop learns what to fix; "other" needs no words. */
export const CANCEL_REASONS = ["Ordered by mistake", "Want to change the items", "The delivery slot does not suit me", "Found it cheaper elsewhere", "Other"] as const;

/** POST /s/api/account/orders/{id}/cancel: cancels the order, before its cut-off; answers the order. */
export const cancelOwnOrderBody = z.strictObject({
  reason: z.enum(CANCEL_REASONS, { error: "Choose why you are cancelling" }),
});

export interface Paged<T> {
  data: T[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/**
 * POST /s/api/account/orders/{id}/reorder: every pack of the order the shop still sells at the
 * shopper's warehouse goes into the cart at today's price, as many as it can sell now; the cart
 * as it then is, and what could not be added and why.
 */
export interface ReorderAnswer {
  cart: Cart;
  /** Present when the session now shops for someone else: the agent's customer whose order it was, or null (themselves again). */
  acting_for?: AgentCustomer | null;
  added: { name: string; pack: string; quantity: number; ordered: number }[];
  unavailable: { name: string; pack: string; reason: string }[];
}

export const pageQuery = z.strictObject({
  page: z._default(z.coerce.number({ error: "page must be a number, given once" }).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 100_000, "page must be a whole number from 1")), 1),
  perPage: z._default(z.coerce.number({ error: "perPage must be a number, given once" }).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 50, "perPage must be 1 to 50")), ORDERS_PER_PAGE),
});

export interface WishlistWithProducts {
  id: number;
  name: string;
  products: Product[];
}

export const agentCustomerBody = strict(
  {
    phone: z.string({ error: requiredMessage("Phone") }).check(z.trim(), z.regex(PHONE_PATTERN, PHONE_INVALID)),
    name: z.optional(text("Name", 80, false)),
  },
  "Customer",
);

export interface AgentCustomer {
  id: number;
  name: string;
  phone: string;
}

export interface AgentOrder extends OrderSummary {
  customer_name: string;
  customer_phone: string;
}

export interface AgentDashboard {
  today: { orders: number; value: number };
  month: { orders: number; value: number };
  orders: Paged<AgentOrder>;
  acting_for: AgentCustomer | null;
}
