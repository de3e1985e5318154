// API contract of the back office's problem reports (issue 33, ADR 0080): the active website's
// reports, a page at a time, and resolving (refunding the reported quantity) or rejecting one.
// Paths are below /s; every route answers 401 signed out and 403 to anyone but an admin of the
// active website (or a superadmin); another website's report is not found (404). Errors are in
// the §8 shape. Money crosses this API in rupees.
import * as z from "zod/mini";
import { REPORT_NOTE_MAX, REPORT_STATUSES } from "../order-reports";
import { listQuery, type ListMeta } from "./admin-catalogue";
import { multiLine } from "./text-field";
import type { ReportFacts } from "./order-reports";

/**
 * GET AdminReportsAnswer. Query: status (open, resolved or rejected; default open), sort (oldest
 * or newest first by when it was reported; default oldest, the queue's order), q (part of an
 * order number), page, per_page.
 */
export const ADMIN_ORDER_REPORTS_PATH = "/api/admin/order-reports";
const reportPath = (id: number) => `${ADMIN_ORDER_REPORTS_PATH}/${id}`;
/**
 * POST ResolveReportBody: refunds the reported quantity (the line's price for each, never more
 * than is left of the order's amount). An online payment is refunded through its provider (the
 * refund is the order's like any other, retried from the order); a cash-on-delivery order's money
 * goes back from the shop in cash or UPI (ADR 0080). 200 AdminOrderReport; a resolved report
 * answers as it is (a second click refunds nothing); 409 REPORT_ALREADY_REJECTED.
 */
export const adminReportResolvePath = (id: number) => `${reportPath(id)}/resolve`;
/** POST RejectReportBody: 200 AdminOrderReport; a rejected one answers as it is; 409 REPORT_ALREADY_RESOLVED. */
export const adminReportRejectPath = (id: number) => `${reportPath(id)}/reject`;
/** GET: the shopper's photo (never cached); 404 without one. */
export const adminReportPhotoPath = (id: number) => `${reportPath(id)}/photo`;

export const REPORT_ALREADY_RESOLVED = "This report has been resolved with a refund already; it can no longer be rejected";
export const REPORT_ALREADY_REJECTED = "This report has been rejected already; it can no longer be refunded";
export const REPORT_REASON_REQUIRED = "Give the reason the customer will read";

export const REPORT_SORTS = ["oldest", "newest"] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export const reportQueueQuery = z.extend(listQuery, {
  status: z._default(z.enum(REPORT_STATUSES, `status must be one of ${REPORT_STATUSES.join(", ")}, given once`), "open"),
  sort: z._default(z.enum(REPORT_SORTS, `sort must be one of ${REPORT_SORTS.join(", ")}, given once`), "oldest"),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuery>;

const strict = <T extends z.core.$ZodLooseShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `${what} does not take ${issue.keys.join(", ")}` : `Send the ${what.toLowerCase()} as an object`) });
const words = (label: string) => z.string(`${label} must be text`).check(z.trim(), z.maxLength(REPORT_NOTE_MAX, `${label} may hold at most ${REPORT_NOTE_MAX} characters`), multiLine(label));

export const resolveReportBody = strict(
  {
    /** The shop's words to the customer beside the refund; optional. */
    note: z._default(words("The note"), ""),
  },
  "A resolution",
);
export type ResolveReportBody = z.input<typeof resolveReportBody>;

export const rejectReportBody = strict(
  {
    /** Why, as the customer will read it on the order. */
    reason: z
      .string(REPORT_REASON_REQUIRED)
      .check(z.trim(), z.minLength(1, REPORT_REASON_REQUIRED), z.maxLength(REPORT_NOTE_MAX, `The reason may hold at most ${REPORT_NOTE_MAX} characters`), multiLine("The reason")),
  },
  "A rejection",
);
export type RejectReportBody = z.input<typeof rejectReportBody>;

/** A customer, or the admin who decided, by this website's name for them. */
export interface ReportPerson {
  id: number;
  name: string;
  phone: string;
}

export interface AdminOrderReport extends ReportFacts {
  order_number: string;
  customer: ReportPerson | null;
  item: { id: number; name: string; pack: string; image: string; quantity: number; price: number };
  /** Open: what resolving it would refund now. Resolved: what was refunded. Rejected: 0. */
  refund_amount: number;
  /** "provider": back to the online payment; "shop": the shop hands it back in cash or UPI. */
  refund_by: "provider" | "shop";
  resolved_by: ReportPerson | null;
}

export interface AdminReportsAnswer {
  data: AdminOrderReport[];
  meta: ListMeta;
  /** Open reports of the website, whatever the query: the queue's length. */
  open: number;
}
