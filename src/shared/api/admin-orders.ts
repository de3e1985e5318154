// API contract of the back-office's orders (issue 11): the active website's orders listed with
// filters, one order in full (with what a packing slip needs), forward status changes, and
// cancelling, which gives back stock, slot and coupon use and refunds an online payment through
// the payment adapters. Paths are below /s. Every route answers 401 when signed out and 403 when
// the user is not an admin of the active website (nor a superadmin); an order number of another
// website answers 404. Errors are in the §8 shape {message, errors?}: 422 for bad input, 409 for a
// move the order's status no longer allows. Money crosses this API in rupees; it is kept in paise.
import * as z from "zod/mini";
import { ORDER_CHANNELS } from "../order-channel";
import { ORDER_STATUSES, type OrderStatus } from "../order-status";
import { PAYMENT_METHODS } from "./checkout";
import { POS_PAYMENT_METHODS } from "./pos";
import { listQuery, type ListMeta } from "./admin-catalogue";
import { multiLine } from "./text-field";
import type { AdminOrderReport } from "./admin-order-reports";
import type { OrderDocument } from "./account";

/**
 * GET AdminOrdersAnswer, newest first. Query (every filter optional, combined with "and"):
 * - status: one status or several separated by commas ("placed,confirmed"), of ORDER_STATUSES;
 * - from, to: the day the order was made (shop time, YYYY-MM-DD, inclusive; real dates only);
 * - payment_method: cod, razorpay or cashfree, or a counter sale's cash, upi or card;
 * - channel: where it was made, one of ORDER_CHANNELS (web, agent or pos: the counter);
 * - slot_date (YYYY-MM-DD) and/or slot_id: orders with a delivery booked that day / in that slot;
 * - pincode: six digits, the delivery address's pincode;
 * - q: part of an order number or of the customer's phone (the account's or the delivery address's);
 * - page (default 1), per_page (5, 10, 20, 50 or 100; default 20).
 */
export const ADMIN_ORDERS_PATH = "/api/admin/orders";
/** GET AdminOrderDetail of the order with this number on the active website (404 otherwise). */
export const adminOrderPath = (orderNumber: string) => `${ADMIN_ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;
/**
 * POST OrderStatusBody: moves the order forward to `status` (one of detail.next_statuses, which
 * are among ADMIN_MOVES; cancelling has its own path). 200 AdminOrderDetail; 409 ORDER_STATUS_STALE when the
 * order is no longer in `from` (someone moved it meanwhile), 409 ORDER_MOVE_NOT_ALLOWED when the
 * move is not forward from its status. Delivering a cash-on-delivery order marks it paid.
 */
export const adminOrderStatusPath = (orderNumber: string) => `${adminOrderPath(orderNumber)}/status`;
/**
 * POST CancelOrderBody: cancels the order (allowed while detail.can_cancel), gives back its
 * stock, slot booking and coupon use in one transaction, then refunds a paid online payment in
 * full. 200 AdminOrderDetail (its refunds say how the refund went: "processed", "pending" or
 * "failed"; a failed refund leaves the order cancelled and can be retried). 409
 * ORDER_CANNOT_CANCEL when its status does not allow it (already cancelled, out for delivery…).
 */
export const adminOrderCancelPath = (orderNumber: string) => `${adminOrderPath(orderNumber)}/cancel`;
/**
 * POST (no body): asks the provider again for a refund of this cancelled order that failed, or
 * that has been pending for more than 10 minutes (same receipt, so the provider never refunds
 * twice). 200 AdminOrderDetail; 409 NO_REFUND_TO_RETRY when the order has neither.
 */
export const adminOrderRefundRetryPath = (orderNumber: string) => `${adminOrderPath(orderNumber)}/refund/retry`;

export const ORDER_STATUS_STALE = "This order was changed meanwhile; reload it and try again";
export const ORDER_MOVE_NOT_ALLOWED = "An order's status moves forward only; this move is not allowed from its status";
export const ORDER_CANNOT_CANCEL = "This order can no longer be cancelled";
export const NO_REFUND_TO_RETRY = "This order has no failed or long-pending refund to try again";
export const ORDER_NOT_FOUND = "There is no such order in this shop";
export const NOTE_MAX = 500;

/** How an order is paid: online checkout's methods, then the counter's (point of sale). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, ...POS_PAYMENT_METHODS] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** An order number: checkout hands out letters and digits; imported ones may hold - and _. */
export const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists: 2026-02-30 and 2026-13-01 are refused. */
export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000 && y <= 2999;
}
const queryDate = (label: string) =>
  z.optional(z.string(`${label} must be given once`).check(z.regex(DATE, `${label} must be a date as YYYY-MM-DD`), z.refine(isRealDate, `${label} must be a real date`)));
const STATUS_LIST = `status must be one or more of ${ORDER_STATUSES.join(", ")}, separated by commas`;

export const orderListQuery = z
  .extend(listQuery, {
    status: z.optional(
      z
        .pipe(
          z.string(`${STATUS_LIST}, given once`).check(z.maxLength(300, STATUS_LIST)),
          z.transform((v) => [
            ...new Set(
              v
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]),
        )
        .check(z.refine((list) => list.length > 0 && list.every((s) => (ORDER_STATUSES as readonly string[]).includes(s)), STATUS_LIST)),
    ),
    from: queryDate("from"),
    to: queryDate("to"),
    payment_method: z.optional(z.enum(ORDER_PAYMENT_METHODS, `payment_method must be one of ${ORDER_PAYMENT_METHODS.join(", ")}, given once`)),
    channel: z.optional(z.enum(ORDER_CHANNELS, `channel must be one of ${ORDER_CHANNELS.join(", ")}, given once`)),
    slot_date: queryDate("slot_date"),
    slot_id: z.optional(
      z
        .pipe(z.string("slot_id must be given once").check(z.regex(/^[1-9]\d{0,9}$/, "slot_id must be a positive whole number")), z.transform(Number))
        .check(z.refine((n) => n <= 2_147_483_647, "slot_id is not a known id")),
    ),
    pincode: z.optional(z.string("pincode must be given once").check(z.regex(/^\d{6}$/, "pincode must be 6 digits"))),
  })
  .check(z.refine((v) => !v.from || !v.to || v.from <= v.to, { message: "from must not be after to", path: ["to"] }));
export type OrderListQuery = z.output<typeof orderListQuery>;

/** The order number in a path. */
export const orderNumberParams = z.object({
  ordernumber: z.string().check(z.regex(ORDER_NUMBER, ORDER_NOT_FOUND)),
});

const note = z._default(z.string("The note must be text").check(z.trim(), z.maxLength(NOTE_MAX, `The note may hold at most ${NOTE_MAX} characters`), multiLine("The note")), "");
/**
 * The statuses an admin moves an order to. "placed" and "payment_failed" are the payment's
 * outcomes (or checkout's, for cash on delivery), never an admin's; cancelling has its own path.
 */
export const ADMIN_MOVES = ["confirmed", "packed", "out_for_delivery", "delivered"] as const satisfies readonly OrderStatus[];

/** Bodies refuse keys they do not take, so a mistyped field is never silently dropped. */
const strict = <T extends z.core.$ZodLooseShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `${what} does not take ${issue.keys.join(", ")}` : `Send the ${what.toLowerCase()} as an object`) });

export const orderStatusBody = strict(
  {
    /** The status to move to; cancelling goes through adminOrderCancelPath. */
    status: z.enum(ADMIN_MOVES, `status must be one of ${ADMIN_MOVES.join(", ")}`),
    /** The status the admin saw; when given and the order is no longer in it: 409 ORDER_STATUS_STALE. */
    from: z.optional(z.enum(ORDER_STATUSES, `from must be one of ${ORDER_STATUSES.join(", ")}`)),
    /** Shown on the order's timeline (the customer sees it too). */
    note,
  },
  "A status change",
);
export type OrderStatusBody = z.input<typeof orderStatusBody>;

export const cancelOrderBody = strict(
  {
    /** Why: on the timeline and sent to the provider with a refund. */
    reason: note,
    from: z.optional(z.enum(ORDER_STATUSES, `from must be one of ${ORDER_STATUSES.join(", ")}`)),
  },
  "A cancellation",
);
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

export interface StatusChoice {
  status: OrderStatus;
  label: string;
}

export interface AdminOrderCustomer {
  id: number;
  name: string;
  phone: string;
}

export interface AdminOrderSlot {
  slot_id: number | null;
  date: string;
  start_time: string;
  end_time: string;
}

export interface AdminOrderSummary {
  id: number;
  order_number: string;
  status: OrderStatus;
  status_label: string;
  created_at: string;
  /** What the customer pays, in rupees. */
  amount: number;
  items_count: number;
  payment_method: OrderPaymentMethod;
  /** pending, paid, failed, expired, refunded… as the payments left it. */
  payment_status: string;
  customer: AdminOrderCustomer | null;
  pincode: string | null;
  /** The first delivery booked for it (most orders have one; a counter sale has none). */
  slot: AdminOrderSlot | null;
  /** Where it was made, of ORDER_CHANNELS. */
  channel: string;
}

export interface AdminOrdersAnswer {
  data: AdminOrderSummary[];
  meta: ListMeta;
}

export interface AdminOrderItem {
  id: number;
  pack_id: number | null;
  product_id: number | null;
  name: string;
  pack: string;
  image: string;
  quantity: number;
  /** Rupees, as charged when it was ordered. */
  mrp: number;
  price: number;
  amount: number;
  warehouse: { id: number; name: string } | null;
}

export interface AdminOrderPayment {
  id: number;
  provider: string;
  status: string;
  amount: number;
  provider_order_id: string;
  provider_payment_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminOrderRefund {
  id: number;
  payment_id: number;
  provider: string;
  status: "pending" | "processed" | "failed";
  amount: number;
  receipt: string;
  provider_refund_id: string | null;
  reason: string;
  created_at: string;
  updated_at: string;
}

export interface AdminOrderEvent {
  status: string;
  label: string;
  at: string;
  note: string;
}

/** A counter sale's own facts (point of sale): where, by whom, and how the money was taken. */
export interface AdminOrderCounter {
  /** The warehouse whose stock it was sold from (null once that warehouse is deleted). */
  warehouse: { id: number; name: string } | null;
  /** The staff member or admin who made the sale. */
  staff: AdminOrderCustomer | null;
  /** Cash only: what the customer handed over and the change given, in rupees. */
  tendered: number | null;
  change: number | null;
  /** UPI or card only: the transaction id or the slip's approval code. */
  reference: string | null;
  voided: { at: string; by: AdminOrderCustomer | null; reason: string } | null;
}

export interface AdminOrderDetail extends AdminOrderSummary {
  /** The sales agent who placed it for the customer. */
  agent: AdminOrderCustomer | null;
  items: AdminOrderItem[];
  subtotal: number;
  discount: number;
  delivery_charge: number;
  coupon_code: string | null;
  /** The delivery address as the customer gave it (name, phone, line1, line2, landmark, city, state, pincode). */
  address: Record<string, string> | null;
  notes: string;
  /** Every delivery booked for it, in order. */
  slots: AdminOrderSlot[];
  /** Present exactly for a counter sale (channel "pos"), which has no payments, address or slot. */
  counter: AdminOrderCounter | null;
  payments: AdminOrderPayment[];
  refunds: AdminOrderRefund[];
  /** The shopper's problem reports on its lines, oldest first (issue 33). */
  reports: AdminOrderReport[];
  /** Its GST invoices and credit notes, oldest first (issue 34); their PDFs are at adminGstDocumentPdfPath. */
  documents: OrderDocument[];
  timeline: AdminOrderEvent[];
  /** Where an admin may move it forward to (of ADMIN_MOVES; cancelling is can_cancel). */
  next_statuses: StatusChoice[];
  can_cancel: boolean;
  /** A refund that failed, or has been pending for more than 10 minutes, may be asked for again. */
  can_retry_refund: boolean;
  /** The shop, for the packing slip's heading. */
  shop: { name: string; address: string[] };
}
