// Completing and voiding counter sales (issue 12). A sale is priced again, then one transaction
// takes the warehouse's stock with checkout's guarded update (two counters selling the last unit:
// one wins), re-judges the coupon with its row locked, and writes the order of the `pos` channel
// (delivered and paid: the customer leaves with the goods), its lines, its first event, the
// coupon use, the pos_sales row and the Idempotency-Key's answer. A void (by staff, the same day;
// by an admin, any day) cancels the order with a guarded update, so two voids give the stock back once, with its audit entry.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { SALE_ALREADY_VOIDED, SALE_NOT_FOUND, SALE_NOT_TODAY, tenderedTooLittle, type PosReceipt, type PosSaleBody } from "../../../shared/api/pos";
import { formatRupees, toPaise, toRupees } from "../../../shared/money";
import { Refusal, notFound } from "../refusal";
import { creditWholeOrder } from "../invoices/issue-credit-notes";
import { issueOrderInvoices } from "../invoices/issue-order-invoices";
import { recordAudit } from "../audit/record-audit";
import { ClaimLost, recordAnswer, type ClaimedKey } from "../checkout/idempotency";
import { judgeLockedCoupon } from "../checkout/judge-locked-coupon";
import { nextOrder } from "../checkout/next-order";
import { orderItemRows } from "../checkout/order-item-rows";
import { releaseOrder } from "../checkout/release-order";
import { takeStock, type ShortageAnswer } from "../checkout/take-stock";
import type { CounterStaff } from "../websites/website-admins";
import { counterCouponMessage, priceSale } from "./pos-quote";
import { POS_CHANNEL, posReceipt, voidable } from "./pos-receipt";
import { posShop } from "./pos-shop";

const shortage: ShortageAnswer = (line, left) => {
  const message = left > 0 ? `Only ${left} of ${line.name} (${line.packName}) left` : `${line.name} (${line.packName}) has just sold out`;
  return new Refusal("conflict", message, { lines: message });
};

export function createPosSales(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Completes the sale; the answer is recorded under `key` in the sale's own transaction. */
    async sell(who: CounterStaff, body: PosSaleBody, key: ClaimedKey): Promise<{ receipt: PosReceipt; json: string }> {
      const at = now();
      const priced = await priceSale(db, who.websiteId, body, at);
      const invalid = priced.quote.lines.find((l) => !l.valid);
      if (invalid) {
        const message = `${invalid.pack ? `${invalid.name} (${invalid.pack})` : invalid.name}: ${invalid.message ?? "cannot be sold"}`;
        throw new Refusal("conflict", message, { lines: message });
      }
      // A coupon the cashier typed that does not apply is not quietly dropped from the sale.
      if (priced.quote.coupon && !priced.quote.coupon.applied) throw new Refusal("invalid", priced.quote.coupon.message, { coupon: priced.quote.coupon.message });
      const payment = body.payment;
      const tendered = payment.method === "cash" ? toPaise(payment.tendered) : null;
      if (tendered !== null && tendered < priced.total) {
        const message = tenderedTooLittle(formatRupees(toRupees(priced.total)));
        throw new Refusal("invalid", message, { tendered: message });
      }
      const shop = await posShop(db, who.websiteId);
      const { id: orderId, number: orderNumber } = await nextOrder(db, who.websiteId, shop.code);
      const customerId = priced.customer?.id ?? null;

      return db.transaction(async (tx) => {
        await takeStock(tx, priced.lines, shortage);
        // The coupon is judged again with its row locked, so its last use goes to one sale.
        let discount = priced.discount;
        const coupon = priced.coupon;
        if (coupon && discount > 0) {
          const verdict = await judgeLockedCoupon(tx, coupon, { websiteId: who.websiteId, userId: customerId, subtotal: priced.subtotal, now: at });
          if (!verdict.ok) {
            const message = counterCouponMessage(verdict, verdict.code);
            throw new Refusal("conflict", `${message}. Remove the coupon to continue.`, { coupon: message });
          }
          discount = verdict.discount;
        }
        const amount = Math.max(0, priced.subtotal - discount);
        await tx.insert(t.orders).values({
          id: orderId,
          websiteId: who.websiteId,
          userId: customerId,
          agentId: null,
          orderNumber,
          status: "delivered",
          channel: POS_CHANNEL,
          paymentMethod: payment.method,
          paymentStatus: "paid",
          address: null,
          subtotal: priced.subtotal,
          discount,
          deliveryCharge: 0,
          amount,
          couponCode: coupon && discount > 0 ? coupon.code : null,
          createdAt: at,
        });
        await tx.insert(t.orderItems).values(orderItemRows(orderId, priced.lines));
        await tx.insert(t.orderEvents).values({ orderId, status: "delivered", note: "Sold at the counter", createdAt: at });
        if (coupon && discount > 0) await tx.insert(t.couponRedemptions).values({ couponId: coupon.id, userId: customerId, orderId });
        await tx.insert(t.posSales).values({
          orderId,
          websiteId: who.websiteId,
          warehouseId: priced.warehouse.id,
          staffId: who.userId,
          method: payment.method,
          tendered,
          change: tendered === null ? null : tendered - amount,
          reference: payment.method === "cash" ? null : payment.reference,
          createdAt: at,
        });
        // The counter's sale is supplied now: its invoice is issued with it (issue 34).
        await issueOrderInvoices(tx, orderId, at);
        const receipt = await posReceipt(tx, who.websiteId, orderNumber, at, who.role);
        const json = JSON.stringify(receipt);
        if ((await recordAnswer(tx, key, { status: 201, body: json })).length === 0) throw new ClaimLost();
        return { receipt, json };
      });
    },

    /** Voids a sale (staff: of today): cancelled and refunded, its stock and coupon use given back. */
    async void(who: CounterStaff, orderNumber: string, reason: string): Promise<PosReceipt> {
      const at = now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ order: t.orders, sale: t.posSales })
          .from(t.orders)
          .innerJoin(t.posSales, eq(t.posSales.orderId, t.orders.id))
          .where(and(eq(t.orders.websiteId, who.websiteId), eq(t.orders.channel, POS_CHANNEL), eq(t.orders.orderNumber, orderNumber)));
        if (!row) throw notFound(SALE_NOT_FOUND);
        if (row.sale.voidedAt) throw new Refusal("conflict", SALE_ALREADY_VOIDED);
        if (!voidable(row.sale, at, who.role)) throw new Refusal("conflict", SALE_NOT_TODAY);
        // Guarded: of two voids racing, one moves the sale and gives its stock back.
        const moved = await tx
          .update(t.posSales)
          .set({ voidedAt: at, voidedBy: who.userId, voidReason: reason })
          .where(and(eq(t.posSales.orderId, row.order.id), isNull(t.posSales.voidedAt)))
          .returning({ id: t.posSales.orderId });
        if (moved.length === 0) throw new Refusal("conflict", SALE_ALREADY_VOIDED);
        await tx.update(t.orders).set({ status: "cancelled", paymentStatus: "refunded" }).where(eq(t.orders.id, row.order.id));
        await tx.insert(t.orderEvents).values({ orderId: row.order.id, status: "cancelled", note: `Voided at the counter: ${reason}`, createdAt: at });
        await releaseOrder(tx, row.order.id);
        await creditWholeOrder(tx, row.order.id, `Sale voided: ${reason}`, at);
        await recordAudit(tx, {
          websiteId: who.websiteId,
          userId: who.userId,
          action: "void",
          entityType: "order",
          entityId: row.order.id,
          before: { order_number: row.order.orderNumber, status: row.order.status, payment_status: row.order.paymentStatus },
          after: { order_number: row.order.orderNumber, status: "cancelled", payment_status: "refunded", reason },
        });
      });
      return posReceipt(db, who.websiteId, orderNumber, at, who.role);
    },
  };
}
export type PosSales = ReturnType<typeof createPosSales>;
