// API contract of a shopper's problem reports (issue 33, ADR 0080). Paths are below /s.
//
// POST /api/account/orders/{id}/reports — one line of the signed-in shopper's own delivered
// order, within 48 hours of its delivery: ReportBody as JSON, or as multipart form data with an
// optional photo (JPEG, PNG or WebP, at most 5 MB) in the part named "photo". 201 with the
// order's OrderDetail, its `reports` holding the new one. 404 for an order that is not the
// shopper's; 409 REPORT_NOT_DELIVERED / REPORT_WINDOW_CLOSED; 422 with a message per field
// (item_id, kind, quantity, note); 413 and 415 for a photo too big or of another kind.
//
// GET /api/account/reports/{id}/photo — the photo of a report on the shopper's own order
// (never cached, never public: ADR 0080); 404 otherwise.
import * as z from "zod/mini";
import { requiredMessage } from "../field-rules";
import { REPORT_KINDS, REPORT_NOTE_MAX, REPORT_PHOTO_MAX_BYTES, REPORT_WINDOW_HOURS, type ReportKind, type ReportStatus } from "../order-reports";
import { multiLine } from "./text-field";

export const orderReportsPath = (orderId: number) => `/api/account/orders/${orderId}/reports`;
export const reportPhotoPath = (reportId: number) => `/api/account/reports/${reportId}/photo`;
/** The multipart part that carries the photo. */
export const REPORT_PHOTO_FIELD = "photo";

export const REPORT_WINDOW_CLOSED = `Problems can be reported within ${REPORT_WINDOW_HOURS} hours of delivery`;
export const REPORT_ALL_REPORTED = "Every item of this order has been reported";
export const REPORT_NOT_DELIVERED = "Problems can be reported once the order has been delivered";
export const REPORT_ORDER_NOT_FOUND = "This order does not exist";
export const REPORT_ITEM_UNKNOWN = "Choose an item of this order";
export const REPORT_KIND_MISSING = "Choose what happened";
export const REPORT_PHOTO_WRONG_TYPE = "The photo must be a JPEG, PNG or WebP picture";
export const REPORT_PHOTO_TOO_BIG = `The photo must be at most ${REPORT_PHOTO_MAX_BYTES / (1024 * 1024)} MB`;
export const REPORT_NOT_FOUND = "There is no such report";
export const REPORT_QUANTITY_INVALID = "How many must be a whole number from 1";
export const REPORT_NOTE_TOO_LONG = `Note can be at most ${REPORT_NOTE_MAX} characters`;

/** What a quantity beyond what is left of the line is told. */
export const reportQuantityMessage = (left: number): string => (left === 0 ? "Every one of this item has been reported already" : `You can report at most ${left} of this item`);

export const REPORT_LABELS = { item_id: "Item", kind: "What happened", quantity: "How many", note: "Note" } as const;

/** A whole number, sent as JSON or as a form field's text. */
const whole = (message: string, min: number, max: number) => z.coerce.number(message).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message));

export const reportBody = z.strictObject(
  {
    item_id: whole(REPORT_ITEM_UNKNOWN, 1, 2_147_483_647),
    kind: z.enum(REPORT_KINDS, REPORT_KIND_MISSING),
    quantity: whole(REPORT_QUANTITY_INVALID, 1, 999),
    note: z
      .string(requiredMessage(REPORT_LABELS.note))
      .check(z.trim(), z.minLength(1, requiredMessage(REPORT_LABELS.note)), z.maxLength(REPORT_NOTE_MAX, REPORT_NOTE_TOO_LONG), multiLine(REPORT_LABELS.note)),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `A report does not take ${issue.keys.join(", ")}` : "Send the report as an object") },
);
/** What a report says, as the server reads it (the form sends the numbers as text). */
export type ReportFields = z.output<typeof reportBody>;

/** Whether the order takes a report now. */
export interface OrderReportWindow {
  allowed: boolean;
  /** When reporting closes (ISO): 48 hours after delivery; null for an order never delivered. */
  until: string | null;
  /** Why there is no "Report a problem" button, in words (the request's language); "" when nothing needs saying. */
  note: string;
  /** Which reason `note` gives, for the shop to test whatever the language (issue 35); absent with no note. */
  code?: "window_closed" | "all_reported";
}

/** What every view of a report shows, the shopper's and the back office's. */
export interface ReportFacts {
  id: number;
  kind: ReportKind;
  kind_label: string;
  quantity: number;
  note: string;
  /** Where the shopper's photo is shown from (below /s; each view has its own), or null without one. */
  photo_url: string | null;
  status: ReportStatus;
  status_label: string;
  /** The shop's words: with the refund when resolved, the reason when rejected. */
  outcome: string;
  /** The state of its online refund once resolved; null otherwise. */
  refund_status: "pending" | "processed" | "failed" | null;
  reported_at: string;
  resolved_at: string | null;
}

/** One report as the shopper sees it on the order. Money in rupees. */
export interface OrderReport extends ReportFacts {
  item_id: number;
  name: string;
  pack: string;
  /** Given back once resolved; 0 before. */
  refund_amount: number;
  /**
   * How it goes back once resolved: "provider" to the online payment (its refund's state in
   * refund_status), "shop" by the shop itself in cash or UPI (a cash-on-delivery order); null before.
   */
  refund_by: "provider" | "shop" | null;
}
