// What an admin decides about a problem report (issue 33, ADR 0080): resolve it, refunding the
// reported quantity, or reject it with the reason the customer reads. Each decision is one
// transaction with its audit entry, on the order's row and then the report's, both locked (the
// order first, as cancelling and refunds lock it): a second click waits, then finds the report
// decided and answers it as it is, refunding nothing twice; a resolved report cannot be rejected
// nor a rejected one refunded. An online payment's refund is asked of the provider after the
// commit, like a cancelled order's; a cash-on-delivery order's money is the shop's to hand back.
import { and, eq, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { refundDue, reportKindLabel } from "../../../shared/order-reports";
import { REPORT_NOT_FOUND } from "../../../shared/api/order-reports";
import { REPORT_ALREADY_REJECTED, REPORT_ALREADY_RESOLVED, type AdminOrderReport, type rejectReportBody, type resolveReportBody } from "../../../shared/api/admin-order-reports";
import { creditOrderLine } from "../invoices/issue-credit-notes";
import { recordAudit, type Tx } from "../audit/record-audit";
import { openReportRefund, type OrderRefunds } from "../admin-orders/order-refunds";
import { queueOrderMessage } from "../messages/queue-message";
import { Refusal, notFound } from "../refusal";
import type { ReportQueue } from "./report-queue";

type ReportRow = typeof t.orderReports.$inferSelect;
type OrderRow = typeof t.orders.$inferSelect;

/** The order and the report, locked in that order; 404 for a report of another website. */
async function lockedReport(tx: Tx, websiteId: number, id: number): Promise<{ order: OrderRow; report: ReportRow }> {
  const [found] = await tx
    .select({ orderId: t.orderReports.orderId })
    .from(t.orderReports)
    .where(and(eq(t.orderReports.id, id), eq(t.orderReports.websiteId, websiteId)));
  if (!found) throw notFound(REPORT_NOT_FOUND);
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, found.orderId)).for("update");
  const [report] = await tx.select().from(t.orderReports).where(eq(t.orderReports.id, id)).for("update");
  return { order: order!, report: report! };
}

/** What the order's resolved reports have given back so far (paise). */
async function refundedSoFar(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${t.orderReports.refundAmount}), 0)`.mapWith(Number) })
    .from(t.orderReports)
    .where(and(eq(t.orderReports.orderId, orderId), eq(t.orderReports.status, "resolved")));
  return row?.n ?? 0;
}

const shown = (order: OrderRow, report: ReportRow) => ({ order_number: order.orderNumber, report_id: report.id, status: report.status, kind: report.kind, quantity: report.quantity });

export function createReportDecisions(db: Db, queue: ReportQueue, refunds: OrderRefunds, now: () => Date = () => new Date()) {
  return {
    async resolve(websiteId: number, userId: number, id: number, body: z.output<typeof resolveReportBody>): Promise<AdminOrderReport> {
      const opened = await db.transaction(async (tx) => {
        const { order, report } = await lockedReport(tx, websiteId, id);
        if (report.status === "resolved") return null;
        if (report.status === "rejected") throw new Refusal("conflict", REPORT_ALREADY_REJECTED);
        const [line] = await tx.select({ price: t.orderItems.price }).from(t.orderItems).where(eq(t.orderItems.id, report.orderItemId));
        const amount = refundDue(line!.price, report.quantity, order.amount, await refundedSoFar(tx, order.id));
        await tx.update(t.orderReports).set({ status: "resolved", outcome: body.note, refundAmount: amount, resolvedBy: userId, resolvedAt: now() }).where(eq(t.orderReports.id, report.id));
        const reason = `Problem reported: ${reportKindLabel(report.kind).toLowerCase()}, ${report.quantity} of one item`;
        const refund = amount > 0 ? await openReportRefund(tx, order, { id: report.id, amount, reason }) : null;
        if (amount > 0) await creditOrderLine(tx, order.id, report.orderItemId, amount, `report:${report.id}`, reason, now());
        // Not paid online: the shop gives the money back itself, so the refund is made as it is decided.
        if (!refund && amount > 0) await queueOrderMessage(tx, order.id, "refunded", { amount }, `report-${report.id}`);
        await recordAudit(tx, {
          websiteId,
          userId,
          action: "resolve_report",
          entityType: "order",
          entityId: order.id,
          before: shown(order, report),
          after: { ...shown(order, report), status: "resolved", refund_amount: amount, refund_by: refund ? "provider" : "shop", refund: refund?.receipt ?? null, outcome: body.note },
        });
        return refund;
      });
      if (opened) await refunds.settle(userId, [opened]);
      return queue.one(websiteId, id);
    },

    async reject(websiteId: number, userId: number, id: number, body: z.output<typeof rejectReportBody>): Promise<AdminOrderReport> {
      await db.transaction(async (tx) => {
        const { order, report } = await lockedReport(tx, websiteId, id);
        if (report.status === "rejected") return;
        if (report.status === "resolved") throw new Refusal("conflict", REPORT_ALREADY_RESOLVED);
        await tx.update(t.orderReports).set({ status: "rejected", outcome: body.reason, resolvedBy: userId, resolvedAt: now() }).where(eq(t.orderReports.id, report.id));
        await recordAudit(tx, {
          websiteId,
          userId,
          action: "reject_report",
          entityType: "order",
          entityId: order.id,
          before: shown(order, report),
          after: { ...shown(order, report), status: "rejected", reason: body.reason },
        });
      });
      return queue.one(websiteId, id);
    },
  };
}
export type ReportDecisions = ReturnType<typeof createReportDecisions>;
