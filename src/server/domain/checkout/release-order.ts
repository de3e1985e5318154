// Gives back what an order held — stock to its warehouses, its slot bookings, its coupon use —
// when it is cancelled before delivery. Runs in the caller's transaction, after the guarded
// status change that makes it happen once.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function releaseOrder(tx: Tx, orderId: number): Promise<void> {
  const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
  for (const item of items) {
    if (item.packId === null || item.warehouseId === null) continue;
    await tx
      .update(t.stock)
      .set({ quantity: sql`${t.stock.quantity} + ${item.quantity}` })
      .where(and(eq(t.stock.packId, item.packId), eq(t.stock.warehouseId, item.warehouseId)));
  }
  const deliveries = await tx.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, orderId));
  for (const d of deliveries) {
    if (d.slotId === null) continue;
    await tx
      .update(t.slotBookings)
      .set({ booked: sql`greatest(0, ${t.slotBookings.booked} - 1)` })
      .where(and(eq(t.slotBookings.slotId, d.slotId), eq(t.slotBookings.date, d.date)));
  }
  await tx.delete(t.couponRedemptions).where(eq(t.couponRedemptions.orderId, orderId));
}
