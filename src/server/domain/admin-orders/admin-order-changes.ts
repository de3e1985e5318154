// What an admin does to an order (issue 11): move it forward, cancel it, retry its refund. Each
// change is one transaction with its audit entry; the order row is locked first so a racing
// change waits and then finds the status it left, and the status change itself stays guarded
// (changeOrderStatus) so two cancels make one cancellation, one release and one refund.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import {
  NO_REFUND_TO_RETRY,
  ORDER_CANNOT_CANCEL,
  ORDER_MOVE_NOT_ALLOWED,
  ORDER_NOT_FOUND,
  ORDER_STATUS_STALE,
  type AdminOrderDetail,
  type cancelOrderBody,
  type orderStatusBody,
} from "../../../shared/api/admin-orders";
import type * as z from "zod/mini";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import { changeOrderStatus } from "../orders/order-status-change";
import { adminNextStatuses, cancellable } from "./admin-order-moves";
import type { AdminOrderReader } from "./admin-order-reader";
import type { OrderRefunds } from "./order-refunds";
import { cancelLockedOrder } from "../orders/cancel-order";

type StatusBody = z.output<typeof orderStatusBody>;
type CancelBody = z.output<typeof cancelOrderBody>;

const conflict = (message: string) => new Refusal("conflict", message);
const CANCEL_NOTE = "Cancelled by the shop";

async function lockedOrder(tx: Tx, websiteId: number, orderNumber: string) {
  const [row] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.orderNumber, orderNumber)))
    .for("update");
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export function createAdminOrderChanges(db: Db, reader: AdminOrderReader, refunds: OrderRefunds) {
  return {
    async changeStatus(websiteId: number, userId: number, orderNumber: string, body: StatusBody): Promise<AdminOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, websiteId, orderNumber);
        if (body.from !== undefined && body.from !== order.status) throw conflict(ORDER_STATUS_STALE);
        if (!adminNextStatuses(order.status).includes(body.status)) throw conflict(ORDER_MOVE_NOT_ALLOWED);
        // Cash on delivery is collected at the door: delivered means paid.
        const paymentStatus = body.status === "delivered" && order.paymentMethod === "cod" ? "paid" : order.paymentStatus;
        if (!(await changeOrderStatus(tx, order.id, body.status, body.note, { paymentStatus }))) throw conflict(ORDER_STATUS_STALE);
        await recordAudit(tx, {
          websiteId,
          userId,
          action: "status_change",
          entityType: "order",
          entityId: order.id,
          before: { order_number: order.orderNumber, status: order.status, payment_status: order.paymentStatus },
          after: { order_number: order.orderNumber, status: body.status, payment_status: paymentStatus, note: body.note },
        });
      });
      return reader.detail(websiteId, orderNumber);
    },

    /**
     * Cancels the order and gives back what it held in one transaction; then refunds its paid
     * online payments. A refund that fails leaves the order cancelled and the refund "failed".
     */
    async cancel(websiteId: number, userId: number, orderNumber: string, body: CancelBody): Promise<AdminOrderDetail> {
      const reason = body.reason || CANCEL_NOTE;
      const opened = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, websiteId, orderNumber);
        if (body.from !== undefined && body.from !== order.status) throw conflict(ORDER_STATUS_STALE);
        if (!cancellable(order.status)) throw conflict(ORDER_CANNOT_CANCEL);
        return cancelLockedOrder(tx, order, { userId, reason, refusal: ORDER_CANNOT_CANCEL });
      });
      await refunds.settle(userId, opened);
      return reader.detail(websiteId, orderNumber);
    },

    /** Asks the provider again for the order's failed refunds, and those pending too long (order-refunds.ts says with which receipts). */
    async retryRefund(websiteId: number, userId: number, orderNumber: string): Promise<AdminOrderDetail> {
      const order = await reader.orderByNumber(db, websiteId, orderNumber);
      const reopened = await refunds.reopenFailed(websiteId, order);
      if (reopened.length === 0) throw conflict(NO_REFUND_TO_RETRY);
      await refunds.settle(userId, reopened);
      return reader.detail(websiteId, orderNumber);
    },
  };
}
export type AdminOrderChanges = ReturnType<typeof createAdminOrderChanges>;
