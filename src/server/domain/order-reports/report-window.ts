// Whether an order takes a problem report now (issue 33): delivered in the last 48 hours, not a
// counter sale, with some line not yet wholly reported. The shopper's order page shows it, and
// the report itself is judged by the same deadline. Its note is in the reader's language, with a
// code beside it the shop can test (issue 35).
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { deliveredAt, reportableQuantity, reportDeadline } from "../../../shared/order-reports";
import { REPORT_WINDOW_HOURS } from "../../../shared/order-reports";
import type { OrderReport, OrderReportWindow } from "../../../shared/api/order-reports";
import type { Tx } from "../audit/record-audit";
import { defaultIntl, text } from "../server-text";
import type { IntlShape } from "@formatjs/intl";

export function reportWindowOf(
  order: { status: string; channel: string },
  timeline: readonly { status: string; at: string }[],
  lines: readonly { id: number; quantity: number }[],
  reports: readonly Pick<OrderReport, "item_id" | "quantity" | "status">[],
  now: Date,
  /** Words the note (the request's catalogue); English (REPORT_WINDOW_CLOSED, REPORT_ALL_REPORTED) without it. */
  intl: IntlShape<string> = defaultIntl("en"),
): OrderReportWindow {
  const until = reportDeadline(order, deliveredAt(timeline));
  if (!until) return { allowed: false, until: null, note: "" };
  if (now >= until) return { allowed: false, until: until.toISOString(), note: text("server.reportWindowClosed", { hours: REPORT_WINDOW_HOURS }).in(intl), code: "window_closed" };
  const anyLeft = lines.some(
    (line) =>
      reportableQuantity(
        line.quantity,
        reports.filter((r) => r.item_id === line.id),
      ) > 0,
  );
  return anyLeft ? { allowed: true, until: until.toISOString(), note: "" } : { allowed: false, until: until.toISOString(), note: text("server.reportAllItemsReported").in(intl), code: "all_reported" };
}

/** When the order was last delivered, from its timeline in the database. */
export async function deliveredAtOf(db: Db | Tx, orderId: number): Promise<Date | null> {
  const [event] = await db
    .select({ at: t.orderEvents.createdAt })
    .from(t.orderEvents)
    .where(and(eq(t.orderEvents.orderId, orderId), eq(t.orderEvents.status, "delivered")))
    .orderBy(desc(t.orderEvents.createdAt), desc(t.orderEvents.id))
    .limit(1);
  return event?.at ?? null;
}
