// Whether an order takes a problem report now (issue 33): delivered in the last 48 hours, not a
// counter sale, with some line not yet wholly reported. The shopper's order page shows it, and
// the report itself is judged by the same deadline.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { deliveredAt, reportableQuantity, reportDeadline } from "../../../shared/order-reports";
import { REPORT_ALL_REPORTED, REPORT_WINDOW_CLOSED, type OrderReport, type OrderReportWindow } from "../../../shared/api/order-reports";
import type { Tx } from "../audit/record-audit";

export function reportWindowOf(
  order: { status: string; channel: string },
  timeline: readonly { status: string; at: string }[],
  lines: readonly { id: number; quantity: number }[],
  reports: readonly Pick<OrderReport, "item_id" | "quantity" | "status">[],
  now: Date,
): OrderReportWindow {
  const until = reportDeadline(order, deliveredAt(timeline));
  if (!until) return { allowed: false, until: null, note: "" };
  if (now >= until) return { allowed: false, until: until.toISOString(), note: REPORT_WINDOW_CLOSED };
  const anyLeft = lines.some(
    (line) =>
      reportableQuantity(
        line.quantity,
        reports.filter((r) => r.item_id === line.id),
      ) > 0,
  );
  return { allowed: anyLeft, until: until.toISOString(), note: anyLeft ? "" : REPORT_ALL_REPORTED };
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
