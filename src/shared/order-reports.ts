// A shopper's report of a problem with one line of a delivered order (issue 33, ADR 0080): what
// can go wrong, how long after delivery it may be reported, how much of a line is still open to
// a report, and what resolving one gives back. The shop, the back office and the server read
// these, so the dialog's limits and the server's refusals agree.

export const REPORT_KINDS = ["missing", "damaged", "wrong"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Readonly<Record<ReportKind, string>> = {
  missing: "Missing",
  damaged: "Damaged",
  wrong: "Wrong item",
};

/** open → resolved (the reported quantity refunded) or rejected (with the shop's reason). */
export const REPORT_STATUSES = ["open", "resolved", "rejected"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  open: "Being looked into",
  resolved: "Refunded",
  rejected: "Not accepted",
};

export const reportKindLabel = (kind: string): string => (REPORT_KIND_LABELS as Record<string, string>)[kind] ?? kind;
export const reportStatusLabel = (status: string): string => (REPORT_STATUS_LABELS as Record<string, string>)[status] ?? status;

export const REPORT_WINDOW_HOURS = 48;
export const REPORT_NOTE_MAX = 500;
/** Phones take photos of a few MB; the server keeps a smaller copy (ADR 0080). */
export const REPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * Until when a problem with the order may be reported: 48 hours after it was delivered. Null
 * when it cannot be at all: not delivered, or sold at the counter, where it was handed over.
 */
export function reportDeadline(order: { status: string; channel: string }, deliveredAt: Date | string | null): Date | null {
  if (order.status !== "delivered" || order.channel === "pos" || deliveredAt === null) return null;
  return new Date(new Date(deliveredAt).getTime() + REPORT_WINDOW_HOURS * 3_600_000);
}

/** The delivered event's time of an order's timeline (the last one, should there be two). */
export function deliveredAt(timeline: readonly { status: string; at: string }[]): string | null {
  return timeline.filter((event) => event.status === "delivered").at(-1)?.at ?? null;
}

/** A rejected report gives the quantity back to be reported again; open and resolved ones claim it. */
export const claimsQuantity = (status: string): boolean => status !== "rejected";

/** How many of a line may still be reported, given the line's reports. */
export function reportableQuantity(lineQuantity: number, reportsOfLine: readonly { quantity: number; status: string }[]): number {
  const claimed = reportsOfLine.filter((r) => claimsQuantity(r.status)).reduce((sum, r) => sum + r.quantity, 0);
  return Math.max(0, lineQuantity - claimed);
}

/**
 * What resolving a report gives back, in paise: the line's price for each unit reported, never
 * more than what is left of the order's amount after the refunds of its other reports (a coupon
 * may have made the order cost less than its lines).
 */
export function refundDue(unitPrice: number, quantity: number, orderAmount: number, refundedBefore: number): number {
  return Math.max(0, Math.min(unitPrice * quantity, orderAmount - refundedBefore));
}
