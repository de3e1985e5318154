// What a provider says about a payment, recorded (ADR 0020): every way a payment can be learned
// of — the shopper's return, a webhook, reconciliation — ends in applyState, one guarded
// transition, so a payment changes an order once however often it is reported.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PaymentOutcome } from "../../../shared/api/payments";
import { ProviderError } from "../../lib/provider-http";
import { openRefunds, type OrderRefunds } from "../admin-orders/order-refunds";
import { changeOrderStatus } from "../orders/order-status-change";
import { Refusal } from "../refusal";
import { PaymentVerificationError } from "./payment-errors";
import { AWAITING, METHOD_NAMES, onlineMethod, type PaymentsLog } from "./payment-methods";
import type { PaymentState } from "./payment-provider";

export type OrderRow = typeof t.orders.$inferSelect;
export type PaymentRow = typeof t.payments.$inferSelect;
type RefundRow = typeof t.refunds.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const PAID_AFTER_CANCEL_REASON = "Paid after the order was cancelled";

export function createPaymentStates(db: Db, now: () => Date, log: PaymentsLog, refunds: OrderRefunds) {
  async function orderById(db1: Db | Tx, orderId: number): Promise<OrderRow> {
    const [row] = await db1.select().from(t.orders).where(eq(t.orders.id, orderId));
    if (!row) throw new Refusal("not-found", "This order does not exist");
    return row;
  }

  return {
    orderById,

    /**
     * Runs `work` (which applies payment states) in one transaction; after it commits, asks the
     * provider for the refunds it opened. A refund that cannot be asked now stays pending, and
     * the housekeeping sweep asks again (order-refunds.ts).
     */
    async applying<T>(work: (tx: Tx, opened: RefundRow[]) => Promise<T>): Promise<T> {
      const opened: RefundRow[] = [];
      const result = await db.transaction((tx) => work(tx, opened));
      if (opened.length > 0) {
        await refunds.settle(null, opened).catch((error: unknown) => log.current?.error({ err: error, event: "refund_failed" }, "refund of a payment after cancel could not be settled"));
      }
      return result;
    },

    /** Provider trouble as the shop's answers: provider-failed when it cannot be reached or refuses, invalid when nothing is proven. */
    async guarded<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (error instanceof PaymentVerificationError) {
          log.current?.warn({ event: "payment_not_verified", reason: error.message }, "payment could not be verified");
          throw new Refusal("invalid", "The payment could not be verified. If money was taken, it will be confirmed shortly or refunded.");
        }
        if (error instanceof ProviderError) {
          // The provider's own words (never our credentials), for whoever runs the shop.
          log.current?.error({ event: "payment_provider_error", reason: error.message, status: error.status, code: error.code }, "payment provider error");
          throw new Refusal("provider-failed", "The payment provider did not answer as expected. Please try again in a moment.");
        }
        throw error;
      }
    },

    /**
     * Records what the provider says about one payment row, in one transaction: a paid state with
     * the order's amount in INR moves the order to placed (once); a failed one marks the row. A
     * payment for an order already cancelled opens its refund (added to `opened`, to be asked for
     * once the transaction commits).
     */
    async applyState(tx: Tx, row: PaymentRow, state: PaymentState, opened: RefundRow[]): Promise<PaymentOutcome | "mismatch"> {
      if (state.status === "pending") return "pending";
      if (state.status === "failed") {
        await tx
          .update(t.payments)
          .set({ status: "failed", updatedAt: now() })
          .where(and(eq(t.payments.id, row.id), eq(t.payments.status, "created")));
        return "failed";
      }
      const order = await orderById(tx, row.orderId);
      // What was paid must be what the order asks, in rupees, whatever the provider claims.
      if (state.currency !== "INR" || state.amountPaise !== order.amount || state.amountPaise !== row.amount) {
        log.current?.warn(
          { event: "payment_mismatch", orderId: order.id, provider: row.provider, paidPaise: state.amountPaise, currency: state.currency, expectedPaise: order.amount },
          "payment amount or currency does not match the order",
        );
        return "mismatch";
      }
      await tx
        .update(t.payments)
        .set({ status: "paid", providerPaymentId: state.providerPaymentId, updatedAt: now() })
        .where(and(eq(t.payments.id, row.id), ne(t.payments.status, "paid")));
      const method = onlineMethod(row.provider) ?? "razorpay";
      const note = `Paid by ${METHOD_NAMES[method]}${state.providerPaymentId ? ` (${state.providerPaymentId})` : ""}`;
      if (!(await changeOrderStatus(tx, order.id, "placed", note, { paymentStatus: "paid" })) && order.status === "cancelled") {
        // Paid after the order was cancelled (its window ran out, or the shop cancelled it): the
        // money goes back. One refund per payment, so a replayed report opens none.
        const refund = await openRefunds(tx, order, PAID_AFTER_CANCEL_REASON);
        opened.push(...refund);
        if (refund.length > 0)
          log.current?.warn(
            { event: "payment_after_cancel", orderId: order.id, provider: row.provider, refunds: refund.map((r) => r.receipt) },
            "payment received for a cancelled order; refunding it",
          );
      }
      return "paid";
    },

    /** What the shopper is told of an order's payment. */
    outcomeOf(order: OrderRow, lastFailed: boolean): PaymentOutcome {
      if (order.paymentStatus === "paid") return "paid";
      return lastFailed && AWAITING.includes(order.status) ? "failed" : "pending";
    },
  };
}
