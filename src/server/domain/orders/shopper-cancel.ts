// A shopper cancelling their own order, or the sales agent who placed it cancelling for them
// (issue 33): allowed until the order's cut-off, checked again on the locked row so a cancel
// that arrives after the shop sent the order out is refused, not half-done.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { ORDER_CANNOT_CANCEL } from "../../../shared/api/admin-orders";
import type { OrderDetail } from "../../../shared/api/account";
import { notFound, Refusal } from "../refusal";
import type { OrderRefunds } from "../admin-orders/order-refunds";
import { cancelLockedOrder } from "./cancel-order";
import { cancelClosedWhy, cancelCutoff } from "./cancel-window";
import type { OrdersReader } from "./orders-reader";
import { englishWords, type Words } from "./order-words";

export function createShopperCancel(db: Db, reader: OrdersReader, refunds: OrderRefunds, now: () => Date = () => new Date()) {
  return {
    /** Answers the order as it now is, worded by `intl` (the request's catalogue; English without it). */
    async cancel(websiteId: number, userId: number, orderId: number, reason: string, intl: Words = englishWords()): Promise<OrderDetail> {
      // The reader answers 404 for an order this person may not open (ADR 0017's scope).
      await reader.detail(websiteId, userId, { id: orderId });
      const opened = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(t.orders)
          .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.id, orderId)))
          .for("update");
        if (!order) throw notFound("This order does not exist");
        const why = cancelClosedWhy(order, await cancelCutoff(tx, order.id), now());
        if (why !== undefined) throw new Refusal("conflict", why ?? ORDER_CANNOT_CANCEL);
        const by = order.userId === userId ? "the customer" : "the sales agent for the customer";
        return cancelLockedOrder(tx, order, { userId, reason: `Cancelled by ${by}: ${reason}`, refusal: ORDER_CANNOT_CANCEL });
      });
      await refunds.settle(userId, opened);
      return reader.detail(websiteId, userId, { id: orderId }, intl);
    },
  };
}
export type ShopperCancel = ReturnType<typeof createShopperCancel>;
