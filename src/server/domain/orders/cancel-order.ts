// Cancelling an order, whoever does it (the shop, the shopper, the agent who placed it): the
// guarded status change, everything the order held given back and its paid online payments put up
// for refund, with the audit entry, in the caller's transaction on the locked order row. The
// refunds are asked of the provider after the commit (OrderRefunds.settle).
import type * as t from "../../db/schema";
import { recordAudit, type Tx } from "../audit/record-audit";
import { releaseOrder } from "../checkout/release-order";
import { openRefunds } from "../admin-orders/order-refunds";
import { changeOrderStatus } from "./order-status-change";
import { Refusal } from "../refusal";

type OrderRow = typeof t.orders.$inferSelect;

export async function cancelLockedOrder(tx: Tx, order: OrderRow, actor: { userId: number; reason: string; refusal: string }) {
  if (!(await changeOrderStatus(tx, order.id, "cancelled", actor.reason))) throw new Refusal("conflict", actor.refusal);
  await releaseOrder(tx, order.id);
  const pending = await openRefunds(tx, order, actor.reason);
  await recordAudit(tx, {
    websiteId: order.websiteId,
    userId: actor.userId,
    action: "cancel",
    entityType: "order",
    entityId: order.id,
    before: { order_number: order.orderNumber, status: order.status, payment_status: order.paymentStatus },
    after: { order_number: order.orderNumber, status: "cancelled", payment_status: order.paymentStatus, reason: actor.reason, refunds: pending.map((r) => r.receipt) },
  });
  return pending;
}
