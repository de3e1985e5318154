// Order status moves forward only (ADR 0019), each move guarded in SQL so two racing moves
// (a webhook and the browser's return, say) make one change and one timeline entry.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { OrderStatus } from "../../../shared/order-status";
import { issueOrderInvoices } from "../invoices/issue-order-invoices";
import { ORDER_STATUS_EVENTS, queueOrderMessage } from "../messages/queue-message";

/** Where each status may go next. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["placed", "payment_failed", "cancelled"],
  placed: ["confirmed", "cancelled"],
  confirmed: ["packed", "cancelled"],
  packed: ["out_for_delivery", "cancelled"],
  out_for_delivery: ["delivered"],
  delivered: [],
  cancelled: [],
  payment_failed: ["placed", "cancelled"],
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Moves an order to `to` if its status is one that may go there; returns false (changing
 * nothing) otherwise. `extra` sets other order columns in the same update. A move the shopper
 * hears about queues its message with it (pass a transaction, so both commit or neither).
 */
export async function changeOrderStatus(db: Db | Tx, orderId: number, to: OrderStatus, note = "", extra: Partial<typeof t.orders.$inferInsert> = {}): Promise<boolean> {
  const from = (Object.keys(NEXT_STATUSES) as OrderStatus[]).filter((s) => NEXT_STATUSES[s].includes(to));
  const moved = await db
    .update(t.orders)
    .set({ ...extra, status: to })
    .where(and(eq(t.orders.id, orderId), inArray(t.orders.status, from)))
    .returning({ id: t.orders.id });
  if (moved.length === 0) return false;
  await db.insert(t.orderEvents).values({ orderId, status: to, note });
  const event = ORDER_STATUS_EVENTS[to];
  if (event) await queueOrderMessage(db, orderId, event);
  // Goods are supplied when they leave (issue 34): the invoice goes with them. Delivered covers
  // an order that went out before invoicing began.
  if (to === "out_for_delivery" || to === "delivered") await issueOrderInvoices(db, orderId, new Date());
  return true;
}
