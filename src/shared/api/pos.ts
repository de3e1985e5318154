// API contract of the point of sale (issue 12, ADR 0036): counter sales on the shop's own
// catalogue and stock. Paths are below /s. Every route answers 401 when signed out and 403 to
// anyone who is not an admin or staff member of the active website (nor a superadmin). Errors
// are in the §8 shape {message, errors?}: 422 for bad input, 409 when stock, a coupon or a
// sale's state changed meanwhile. Money crosses this API in rupees; the server keeps paise and
// prices every sale itself, exactly as the shop's cart is priced: the body never carries a price.
import type { OrderDocument } from "./account";
import * as z from "zod/mini";
import { PHONE_PATTERN } from "../field-rules";
import { ORDER_AMOUNT_MAX } from "../money";
import { idField } from "./id-field";
import { singleLine } from "./text-field";

/** GET PosSession: who is at the counter, for which website, and the warehouses to sell from. */
export const POS_SESSION_PATH = "/api/pos/session";
/**
 * GET PosProductsAnswer. Query: warehouse_id (required), q (1–80 characters: part of a product's
 * name or brand, or a pack's code exactly — a scanned barcode lists its product first). Active
 * products with their active packs and each pack's stock at that warehouse; at most 20 products.
 */
export const POS_PRODUCTS_PATH = "/api/pos/products";
/** POST PosQuoteBody: 200 PosQuote, the sale priced as it stands (invalid lines flagged, not refused). */
export const POS_QUOTE_PATH = "/api/pos/quote";
/**
 * GET ?phone=<10 digits>: PosCustomerAnswer (customer null when the phone is unknown).
 * POST PosCustomerBody: finds the customer by phone, or creates them (201) with the name given. A
 * phone with an account only at other shops is answered the same way (201, the name given here):
 * the name given elsewhere is never shown, and the account keeps it.
 */
export const POS_CUSTOMERS_PATH = "/api/pos/customers";
/**
 * POST PosSaleBody with an Idempotency-Key header (required, 1–255 characters; the same key
 * answers the first sale again, never a second one): 201 PosReceipt. The sale is priced again,
 * the warehouse's stock taken with the same guarded update online checkout uses (409 when a
 * pack has too little left), and the order written in the same transaction, channel "pos",
 * status "delivered", paid. 422 for a cash payment below the total.
 * GET PosDayAnswer: the sales of one day (query date=YYYY-MM-DD, shop time; default today).
 */
export const POS_SALES_PATH = "/api/pos/sales";
/** GET PosReceipt of a counter sale of the active website (404 for any other order). */
export const posSalePath = (orderNumber: string) => `${POS_SALES_PATH}/${encodeURIComponent(orderNumber)}`;
/**
 * POST PosVoidBody: voids a sale (staff: one made today, shop time; admins: of any day): the
 * order is cancelled, its stock goes back to the warehouse and its coupon use is released in one
 * transaction with an audit entry. 200 PosReceipt; 409 SALE_ALREADY_VOIDED or SALE_NOT_TODAY.
 */
export const posSaleVoidPath = (orderNumber: string) => `${posSalePath(orderNumber)}/void`;

export const POS_PAYMENT_METHODS = ["cash", "upi", "card"] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];
export const POS_PAYMENT_METHOD_LABELS: Record<PosPaymentMethod, string> = { cash: "Cash", upi: "UPI", card: "Card" };

export const POS_LINES_MAX = 100;
export const POS_QUANTITY_MAX = 999;
export const POS_QUERY_MAX = 80;
export const POS_REFERENCE_MAX = 60;
export const POS_REASON_MAX = 200;
/** The most cash a counter takes for one sale, in rupees. */
export const POS_TENDERED_MAX = 1_000_000;
/** The most one sale, or one of its lines, may come to, in rupees: a quote or sale above it is refused (422). */
export const POS_TOTAL_MAX = ORDER_AMOUNT_MAX;

export const SALE_ALREADY_VOIDED = "This sale has already been voided";
export const SALE_NOT_TODAY = "Only today's sales can be voided";
export const SALE_NOT_FOUND = "There is no such sale at this counter";
export const NOT_COUNTER_STAFF = "Only this website's admins and staff can use the point of sale";
export const tenderedTooLittle = (total: string) => `The amount tendered is less than the total of ${total}`;
export const saleTooLarge = (max: string) => `A sale, and each of its lines, can come to at most ${max}. Split it into smaller sales.`;
/** A per-customer or first-order coupon on a walk-in sale. */
export const attachCustomerForCoupon = (code: string) => `Attach the customer to use coupon ${code}`;

const strict = <T extends z.core.$ZodLooseShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `${what} does not take ${issue.keys.join(", ")}` : `Send ${what.toLowerCase()} as an object`) });

const phone = z.string("Enter the customer's phone number").check(z.trim(), z.regex(PHONE_PATTERN, "Please enter a valid 10-digit mobile number"));

export const posLine = strict(
  {
    pack_id: idField("pack_id"),
    quantity: z.int("Quantity must be a whole number").check(z.minimum(1, "Quantity must be at least 1"), z.maximum(POS_QUANTITY_MAX, `Quantity can be at most ${POS_QUANTITY_MAX}`)),
  },
  "A line",
);

const saleShape = {
  warehouse_id: idField("warehouse_id"),
  lines: z.array(posLine, "lines must be a list").check(
    z.minLength(1, "Add at least one item"),
    z.maxLength(POS_LINES_MAX, `A sale can hold at most ${POS_LINES_MAX} lines`),
    z.refine((lines) => new Set(lines.map((l) => l.pack_id)).size === lines.length, "Each pack may appear once; change its quantity instead"),
  ),
  /** A coupon code as a shopper would type it; empty or absent for none. */
  coupon: z.optional(z.string("coupon must be a code").check(z.maxLength(40, "This coupon code is not valid"))),
  /** The customer the sale is for (from /customers); absent for a walk-in sale. */
  customer_id: z.optional(z.nullable(idField("customer_id"))),
};

/** A quote may be of an empty sale (the screen asks as soon as it opens). */
export const posQuoteBody = strict({ ...saleShape, lines: z.array(posLine, "lines must be a list").check(z.maxLength(POS_LINES_MAX, `A sale can hold at most ${POS_LINES_MAX} lines`)) }, "A quote");
export type PosQuoteBody = z.infer<typeof posQuoteBody>;

export const posPayment = z.discriminatedUnion(
  "method",
  [
    strict(
      {
        method: z.literal("cash"),
        /** What the customer handed over, in rupees; change is computed by the server. */
        tendered: z.number("Enter the amount tendered").check(
          z.minimum(0, "The amount tendered cannot be negative"),
          z.maximum(POS_TENDERED_MAX, `The amount tendered may be at most ₹${POS_TENDERED_MAX}`),
          z.refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "The amount tendered may have at most 2 decimals"),
        ),
      },
      "A payment",
    ),
    strict(
      {
        method: z.enum(["upi", "card"]),
        /** The UPI transaction id or the card slip's approval code. */
        reference: z
          .string("Enter the payment reference")
          .check(
            z.trim(),
            z.minLength(1, "Enter the payment reference"),
            z.maxLength(POS_REFERENCE_MAX, `The reference can be at most ${POS_REFERENCE_MAX} characters`),
            z.regex(/^[A-Za-z0-9 /_.-]+$/, "The reference may hold letters, digits, spaces and / _ . -"),
          ),
      },
      "A payment",
    ),
  ],
  { error: "Choose cash, UPI or card" },
);
export type PosPayment = z.infer<typeof posPayment>;

export const posSaleBody = strict({ ...saleShape, payment: posPayment }, "A sale");
export type PosSaleBody = z.infer<typeof posSaleBody>;

export const posCustomerBody = strict(
  {
    phone,
    /** Used only when the phone is new to this website; a customer it knows keeps their name. */
    name: z.optional(
      z.string("Name must be text").check(
        z.trim(),
        z.maxLength(80, "Name can be at most 80 characters"),
        z.refine((v) => !/[<>]/.test(v), "Name cannot hold < or >"),
        singleLine("Name"),
      ),
    ),
  },
  "A customer",
);
export const posCustomerQuery = z.strictObject({ phone }, { error: "Send only phone" });

export const posVoidBody = strict(
  {
    reason: z.string("Say why the sale is voided").check(z.trim(), z.minLength(1, "Say why the sale is voided"), z.maxLength(POS_REASON_MAX, `The reason can be at most ${POS_REASON_MAX} characters`)),
  },
  "A void",
);

export interface PosWarehouse {
  id: number;
  name: string;
  address: string;
  is_default: boolean;
}

export interface PosSession {
  website: { id: number; name: string; address: string; phone: string };
  user: { id: number; name: string; phone: string };
  role: "admin" | "staff";
  warehouses: PosWarehouse[];
}

export interface PosPack {
  pack_id: number;
  name: string;
  code: string | null;
  price: number;
  mrp: number;
  /** At the warehouse asked about. */
  stock: number;
  max_per_order: number;
}

export interface PosProduct {
  product_id: number;
  name: string;
  brand: string;
  image: string;
  packs: PosPack[];
}

export interface PosProductsAnswer {
  items: PosProduct[];
}

export interface PosCustomer {
  id: number;
  name: string;
  phone: string;
}

export interface PosCustomerAnswer {
  customer: PosCustomer | null;
  /** True when POST created it. */
  created?: boolean;
}

export interface PosQuoteLine {
  pack_id: number;
  product_id: number;
  name: string;
  pack: string;
  code: string | null;
  quantity: number;
  price: number;
  mrp: number;
  amount: number;
  /** What can be sold of this pack now: its stock here, within its per-order maximum. */
  max_quantity: number;
  valid: boolean;
  /** Why the line cannot be sold as it stands ("Only 2 left in stock"). */
  message?: string;
}

export interface PosQuote {
  lines: PosQuoteLine[];
  /** Sum of the valid lines at their prices. */
  subtotal: number;
  /** Sum of the valid lines at MRP. */
  mrp_total: number;
  discount: number;
  total: number;
  /** MRP total less what the customer pays (price savings and coupon). */
  savings: number;
  /** The coupon asked for: applied, or why not. */
  coupon: { code: string; applied: boolean; message: string } | null;
  customer: PosCustomer | null;
  /** Every line can be sold and there is at least one. */
  valid: boolean;
}

export interface PosReceiptLine {
  /** The pack sold; null once the pack was deleted (the counter cannot sell it again). */
  pack_id: number | null;
  name: string;
  pack: string;
  quantity: number;
  price: number;
  mrp: number;
  amount: number;
}

export interface PosReceipt {
  id: number;
  order_number: string;
  /** ISO time of the sale. */
  created_at: string;
  status: "completed" | "voided";
  shop: { name: string; address: string; phone: string };
  warehouse: { id: number; name: string; address: string };
  /** Who sold it (the name only: a staff member's phone is not printed). */
  staff: { name: string };
  customer: PosCustomer | null;
  lines: PosReceiptLine[];
  subtotal: number;
  mrp_total: number;
  discount: number;
  savings: number;
  total: number;
  coupon_code: string | null;
  payment: { method: PosPaymentMethod; label: string; amount: number; tendered: number | null; change: number | null; reference: string | null };
  voided: { at: string; by: string; reason: string } | null;
  /** Whether the caller may void it: not voided, and of today for staff (admins: any day). */
  can_void: boolean;
  /** Its GST invoice, and a credit note once voided (issue 34); none where the website has no GSTIN. */
  documents: OrderDocument[];
}

/** GET the sale's GST document as a PDF; query layout "receipt" (the default here) or "a4". */
export const posDocumentPdfPath = (orderNumber: string, documentId: number) => `${POS_SALES_PATH}/${encodeURIComponent(orderNumber)}/documents/${documentId}/pdf`;

export interface PosSaleSummary {
  order_number: string;
  created_at: string;
  total: number;
  items: number;
  method: PosPaymentMethod;
  customer: PosCustomer | null;
  staff: string;
  warehouse: string;
  status: "completed" | "voided";
  /** As PosReceipt.can_void, for the caller. */
  can_void: boolean;
}

export interface PosDayAnswer {
  /** YYYY-MM-DD, shop time. */
  date: string;
  sales: PosSaleSummary[];
  /** Completed sales only: voided ones count in `voided`. */
  totals: { count: number; total: number; by_method: Record<PosPaymentMethod, { count: number; total: number }> };
  voided: { count: number; total: number };
}
