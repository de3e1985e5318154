// Test fixtures for payments: seeded ids and orders awaiting payment, written straight into
// the orders table as the place-order endpoint writes them.
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import * as t from "../../../db/schema";

export const SHOPPER_PHONE = "9876543210";

export async function seededIds(db: Db) {
  const [demo] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const [fresh] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "fresh"));
  const [shopper] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, SHOPPER_PHONE));
  return { demo: demo!.id, fresh: fresh?.id ?? null, shopper: shopper!.id };
}

let orders = 0;

/** An online order awaiting payment. */
export async function pendingOrder(db: Db, opts: { websiteId: number; userId: number; method: "razorpay" | "cashfree"; amount?: number }) {
  const number = `PT${process.pid % 1000}${Date.now() % 100_000}${++orders}`;
  const [order] = await db
    .insert(t.orders)
    .values({
      websiteId: opts.websiteId,
      userId: opts.userId,
      orderNumber: number,
      status: "pending_payment",
      paymentMethod: opts.method,
      paymentStatus: "pending",
      amount: opts.amount ?? 123_456,
      subtotal: opts.amount ?? 123_456,
      paymentExpiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning();
  return order!;
}

export async function orderRow(db: Db, id: number) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, id));
  return order!;
}

export async function paymentRowsOf(db: Db, orderId: number) {
  return db.select().from(t.payments).where(eq(t.payments.orderId, orderId)).orderBy(t.payments.id);
}

export async function timeline(db: Db, orderId: number) {
  return db.select({ status: t.orderEvents.status, note: t.orderEvents.note }).from(t.orderEvents).where(eq(t.orderEvents.orderId, orderId));
}
