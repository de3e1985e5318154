// A shopper reports a problem with one line of their own delivered order (issue 33, ADR 0080):
// within 48 hours of its delivery, for no more of the line than its earlier open or resolved
// reports leave, with a note and perhaps a photo; and sees that photo again. The sales agent who
// placed the order may report for the customer, as they may cancel it (readable-orders.ts).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { REPORT_WINDOW_HOURS, reportableQuantity, reportDeadline } from "../../../shared/order-reports";
import { REPORT_ITEM_UNKNOWN, REPORT_NOT_DELIVERED, REPORT_NOT_FOUND, REPORT_ORDER_NOT_FOUND, type ReportFields } from "../../../shared/api/order-reports";
import { Refusal, notFound } from "../refusal";
import { text, type ServerText } from "../server-text";
import { readStoredPhoto, storeReportPhoto, type ReportPhoto } from "./report-photo";
import { deliveredAtOf } from "./report-window";
import { ordersReadableBy } from "../orders/readable-orders";

interface Shopper {
  websiteId: number;
  userId: number;
}

const invalid = (field: string, message: string | ServerText) => new Refusal("invalid", message, { [field]: message });

export function createShopperReports(db: Db, now: () => Date = () => new Date()) {
  return {
    async report(who: Shopper, orderId: number, body: ReportFields, photo: ReportPhoto | null): Promise<void> {
      await db.transaction(async (tx) => {
        // The order locked first: two reports of one line sent at once must not both claim its last unit.
        const [order] = await tx
          .select()
          .from(t.orders)
          .where(and(eq(t.orders.id, orderId), ordersReadableBy(db, who.websiteId, who.userId)))
          .for("update", { of: t.orders });
        if (!order) throw notFound(REPORT_ORDER_NOT_FOUND);
        const until = reportDeadline(order, await deliveredAtOf(tx, order.id));
        if (!until) throw new Refusal("conflict", REPORT_NOT_DELIVERED);
        if (now() >= until) throw new Refusal("conflict", text("server.reportWindowClosed", { hours: REPORT_WINDOW_HOURS }));
        const [line] = await tx
          .select()
          .from(t.orderItems)
          .where(and(eq(t.orderItems.id, body.item_id), eq(t.orderItems.orderId, order.id)));
        if (!line) throw invalid("item_id", REPORT_ITEM_UNKNOWN);
        const earlier = await tx.select({ quantity: t.orderReports.quantity, status: t.orderReports.status }).from(t.orderReports).where(eq(t.orderReports.orderItemId, line.id));
        const left = reportableQuantity(line.quantity, earlier);
        // reportQuantityMessage's words, by their ids.
        if (body.quantity > left) throw invalid("quantity", left === 0 ? text("server.reportAllReported") : text("server.reportAtMost", { left }));
        const photoKey = photo ? await storeReportPhoto(tx, order.websiteId, photo) : null;
        await tx.insert(t.orderReports).values({
          websiteId: order.websiteId,
          orderId: order.id,
          orderItemId: line.id,
          reportedBy: who.userId,
          kind: body.kind,
          quantity: body.quantity,
          note: body.note,
          photo: photoKey,
        });
      });
    },

    /** The photo of a report on the shopper's own order; 404 for anyone else's, or none. */
    async photo(who: Shopper, reportId: number): Promise<{ contentType: string; bytes: Uint8Array }> {
      const [row] = await db
        .select({ photo: t.orderReports.photo })
        .from(t.orderReports)
        .innerJoin(t.orders, eq(t.orders.id, t.orderReports.orderId))
        .where(and(eq(t.orderReports.id, reportId), ordersReadableBy(db, who.websiteId, who.userId)));
      const stored = row?.photo ? await readStoredPhoto(db, who.websiteId, row.photo) : null;
      if (!stored) throw notFound(REPORT_NOT_FOUND);
      return stored;
    },
  };
}
export type ShopperReports = ReturnType<typeof createShopperReports>;
