// Online orders not paid within their window are cancelled and release what they held.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { changeOrderStatus } from "../orders/order-status-change";
import { releaseOrder } from "./release-order";

/** Asks the provider about an order before it is given up on: a payment may just have landed. */
export type LastLook = (orderId: number) => Promise<"paid" | "pending" | "failed">;

/** Cancels up to `batch` overdue unpaid orders; returns how many it cancelled. */
export async function expireUnpaid(db: Db, now: Date, lastLook: LastLook = async () => "pending", batch = 100): Promise<number> {
  const due = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.status, "pending_payment"), lt(t.orders.paymentExpiresAt, now)))
    .orderBy(asc(t.orders.paymentExpiresAt))
    .limit(batch);
  let cancelled = 0;
  for (const { id } of due) {
    // A provider that cannot be reached does not keep the stock held: the order is let go, and
    // a payment that arrives later is logged for a refund (ADR 0020).
    const verdict = await lastLook(id).catch(() => "pending" as const);
    if (verdict === "paid") continue;
    await db.transaction(async (tx) => {
      // The guarded move happens once even when two instances sweep together.
      if (!(await changeOrderStatus(tx, id, "cancelled", "Payment was not received in time", { paymentStatus: "expired" }))) return;
      await releaseOrder(tx, id);
      cancelled++;
    });
  }
  return cancelled;
}
