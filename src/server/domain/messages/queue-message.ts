// Writes the messages an order change or a returning pack owes, in the transaction of the change
// itself: the change and its messages commit together or not at all, and a message is never
// sent for a change that rolled back. One row per channel, so a text that went out is not sent
// again because the email failed. The dedupe key makes a second write of the same message a no-op.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { MESSAGE_CHANNELS, type MessageEvent } from "../../../shared/order-messages";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type OrderEvent = Exclude<MessageEvent, "back_in_stock">;

/** The order moves that tell the shopper something; other statuses send nothing. */
export const ORDER_STATUS_EVENTS: Readonly<Record<string, OrderEvent>> = {
  placed: "placed",
  out_for_delivery: "out_for_delivery",
  delivered: "delivered",
  cancelled: "cancelled",
};

/**
 * Queues `event` for an order. Counter sales send nothing (the shopper is standing there), and a
 * "cancelled" goes only to an order that was once placed: an online order abandoned at payment
 * was never the shopper's to lose. `occasion` tells apart two events of one kind (two refunds).
 */
export async function queueOrderMessage(tx: Db | Tx, orderId: number, event: OrderEvent, details: Record<string, string | number> = {}, occasion = ""): Promise<void> {
  const [order] = await tx.select({ websiteId: t.orders.websiteId, userId: t.orders.userId, channel: t.orders.channel }).from(t.orders).where(eq(t.orders.id, orderId));
  if (!order || order.channel === "pos" || order.userId === null) return;
  if (event === "cancelled") {
    const [wasPlaced] = await tx
      .select({ id: t.orderEvents.id })
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.orderId, orderId), eq(t.orderEvents.status, "placed")))
      .limit(1);
    if (!wasPlaced) return;
  }
  await tx
    .insert(t.messageQueue)
    .values(orderMessageRows({ id: orderId, websiteId: order.websiteId, userId: order.userId }, event, details, occasion))
    .onConflictDoNothing({ target: t.messageQueue.dedupeKey });
}

/** The queue rows of an order's event, one per channel; checkout writes them in its own statement. */
export function orderMessageRows(order: { id: number; websiteId: number; userId: number }, event: OrderEvent, details: Record<string, string | number> = {}, occasion = "") {
  const suffix = occasion ? `:${occasion}` : "";
  return MESSAGE_CHANNELS.map((channel) => ({
    websiteId: order.websiteId,
    event,
    channel,
    orderId: order.id,
    userId: order.userId,
    details,
    dedupeKey: `order:${order.id}:${event}${suffix}:${channel}`,
  }));
}

/** Queues the one "back in stock" message of a shopper's alert (the caller ends the alert). */
export async function queueStockMessage(tx: Db | Tx, alert: { websiteId: number; userId: number; packId: number; createdAt: Date }): Promise<void> {
  await tx
    .insert(t.messageQueue)
    .values(
      MESSAGE_CHANNELS.map((channel) => ({
        websiteId: alert.websiteId,
        event: "back_in_stock",
        channel,
        userId: alert.userId,
        packId: alert.packId,
        dedupeKey: `stock:${alert.userId}:${alert.packId}:${alert.createdAt.getTime()}:${channel}`,
      })),
    )
    .onConflictDoNothing({ target: t.messageQueue.dedupeKey });
}
