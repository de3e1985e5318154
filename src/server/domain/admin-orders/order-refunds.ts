// Refunds of a cancelled order's online payments (issue 11), and of the lines a shopper's problem
// report gives back (issue 33, ADR 0080). A refund row is written "pending" in the cancelling
// (or resolving) transaction, so it is never lost; the provider is asked afterwards, outside any
// transaction, and its answer settles the row once. A provider that refuses or cannot be reached
// leaves the refund "failed", to be asked for again. When the provider could not be reached the
// outcome is unknown, so the retry sends the same receipt (the provider treats it as the same
// refund, so money is never given back twice); when the provider answered with a failed refund,
// that receipt would only replay the failure, so the retry sends a new one. A refund still
// "pending" after STALE_REFUND_MS (the provider said pending, or the process died before asking)
// is asked again with the same receipt, by an admin's retry or the housekeeping sweep.
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import type { OnlineMethod, RefundInput, RefundState } from "../payments/payment-provider";
import { ProviderError } from "../../lib/provider-http";
import { queueOrderMessage } from "../messages/queue-message";

type RefundRow = typeof t.refunds.$inferSelect;
type PaymentRow = typeof t.payments.$inferSelect;

/** Asks the provider a website's `method` payments go to (the sandbox included) for a refund. */
export type RefundPayment = (websiteId: number, method: OnlineMethod, input: RefundInput) => Promise<RefundState>;

/**
 * Ours, unique per payment and attempt (at most 40 characters, as both providers allow); a
 * retry after the provider failed the refund adds the attempt's own suffix.
 */
export const refundReceipt = (orderNumber: string, paymentId: number, attempt = "") => `rf_${orderNumber}_${paymentId}`.slice(0, attempt ? 39 - attempt.length : 40) + (attempt ? `_${attempt}` : "");

const reportTag = (refund: Pick<RefundRow, "reportId">) => (refund.reportId === null ? "" : `r${refund.reportId}_`);

/** A refund pending this long is asked for again (same receipt, so the provider sees one refund). */
export const STALE_REFUND_MS = 10 * 60_000;

/** Whether an admin may ask again for this refund: it failed, or it has been pending too long. */
export const refundRetryable = (r: Pick<RefundRow, "status" | "updatedAt">, at: Date): boolean =>
  r.status === "failed" || (r.status === "pending" && at.getTime() - r.updatedAt.getTime() >= STALE_REFUND_MS);

/**
 * The order's payment status from its refunds and what its payments took (paise): any pending →
 * refund_pending; every one processed → refunded when they give back all that was paid, else
 * partly_refunded (a report's refund of some lines, issue 33). A failed refund gives nothing back
 * until it is tried again, so it is left out; with nothing else the status stays what it was.
 */
export function paymentStatusAfterRefunds(refunds: readonly { status: string; amount: number }[], paid: number): string | null {
  const live = refunds.filter((r) => r.status !== "failed");
  if (live.length === 0) return null;
  if (live.some((r) => r.status === "pending")) return "refund_pending";
  if (live.every((r) => r.status === "processed")) return live.reduce((sum, r) => sum + r.amount, 0) >= paid ? "refunded" : "partly_refunded";
  return null;
}

/** Why a refund failed, fit to show an admin (provider words or our own, never a secret). */
function failureOf(error: unknown): string {
  if (error instanceof ProviderError || error instanceof Refusal) return error.message.slice(0, 300);
  return "The payment provider could not be reached";
}

/** Pending refunds for each paid payment of the order, in the caller's (cancelling) transaction. */
export async function openRefunds(tx: Tx, order: { id: number; websiteId: number; orderNumber: string }, reason: string): Promise<RefundRow[]> {
  const paid = await tx
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.orderId, order.id), eq(t.payments.status, "paid")));
  if (paid.length === 0) return [];
  return (
    tx
      .insert(t.refunds)
      .values(
        paid.map((p) => ({
          websiteId: order.websiteId,
          orderId: order.id,
          paymentId: p.id,
          provider: p.provider,
          receipt: refundReceipt(order.orderNumber, p.id),
          amount: p.amount,
          status: "pending",
          reason,
        })),
      )
      // One refund per payment: a payment refunded before keeps its refund.
      .onConflictDoNothing({ target: t.refunds.paymentId, where: sql`report_id is null` })
      .returning()
  );
}

/** What the order's payments took, in paise. */
async function paidOf(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${t.payments.amount}), 0)`.mapWith(Number) })
    .from(t.payments)
    .where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, "paid")));
  return row?.paid ?? 0;
}

/**
 * A pending refund of `amount` for a problem report (issue 33), in the resolving transaction on
 * the locked order: from the first paid payment with that much not yet refunded, with a receipt
 * of the report's own. Null when no payment has room (the order was not paid online), so the shop
 * gives the money back itself (ADR 0080). A report already refunded keeps its refund.
 */
export async function openReportRefund(tx: Tx, order: { id: number; websiteId: number; orderNumber: string }, report: { id: number; amount: number; reason: string }): Promise<RefundRow | null> {
  const paid = await tx
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.orderId, order.id), eq(t.payments.status, "paid")))
    .orderBy(asc(t.payments.id));
  const given = await tx
    .select({ paymentId: t.refunds.paymentId, amount: sql<number>`sum(${t.refunds.amount})`.mapWith(Number) })
    .from(t.refunds)
    .where(eq(t.refunds.orderId, order.id))
    .groupBy(t.refunds.paymentId);
  const room = (p: PaymentRow) => p.amount - (given.find((g) => g.paymentId === p.id)?.amount ?? 0);
  const payment = paid.find((p) => room(p) >= report.amount);
  if (!payment) return null;
  const [row] = await tx
    .insert(t.refunds)
    .values({
      websiteId: order.websiteId,
      orderId: order.id,
      paymentId: payment.id,
      provider: payment.provider,
      receipt: refundReceipt(order.orderNumber, payment.id, `r${report.id}`),
      amount: report.amount,
      status: "pending",
      reason: report.reason,
      reportId: report.id,
    })
    .onConflictDoNothing({ target: [t.refunds.paymentId, t.refunds.reportId] })
    .returning();
  return row ?? null;
}

export function createOrderRefunds(db: Db, refundPayment: RefundPayment, now: () => Date = () => new Date()) {
  async function ask(refund: RefundRow, payment: PaymentRow | undefined): Promise<{ state: RefundState | null; failure: string }> {
    try {
      const method = refund.provider === "razorpay" || refund.provider === "cashfree" ? refund.provider : null;
      if (!method || !payment?.providerPaymentId) return { state: null, failure: "The payment has no provider record to refund" };
      const state = await refundPayment(refund.websiteId, method, {
        providerOrderId: payment.providerOrderId,
        providerPaymentId: payment.providerPaymentId,
        amountPaise: refund.amount,
        receipt: refund.receipt,
        note: refund.reason || "Order cancelled",
      });
      return { state, failure: state.status === "failed" ? "The payment provider refused the refund" : "" };
    } catch (error) {
      return { state: null, failure: failureOf(error) };
    }
  }

  /**
   * Asks the provider for each pending refund and records its answer, audited as the admin's
   * (userId null: the system's, which records only a change of status).
   */
  async function settle(userId: number | null, refunds: RefundRow[]): Promise<void> {
    for (const refund of refunds) {
      const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, refund.paymentId));
      const { state, failure } = await ask(refund, payment);
      const status = state?.status ?? "failed";
      await db.transaction(async (tx) => {
        // The order first, so two refunds of one order settling together see each other's answer.
        await tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, refund.orderId)).for("update");
        const [after] = await tx
          .update(t.refunds)
          .set({ status, providerRefundId: state?.providerRefundId ?? refund.providerRefundId, updatedAt: now() })
          .where(and(eq(t.refunds.id, refund.id), eq(t.refunds.status, "pending")))
          .returning();
        // Settled meanwhile by another request: its answer stands.
        if (!after) return;
        const all = await tx.select({ status: t.refunds.status, amount: t.refunds.amount, reportId: t.refunds.reportId }).from(t.refunds).where(eq(t.refunds.orderId, refund.orderId));
        const paymentStatus = paymentStatusAfterRefunds(all, await paidOf(tx, refund.orderId));
        if (paymentStatus) await tx.update(t.orders).set({ paymentStatus }).where(eq(t.orders.id, refund.orderId));
        // A report's refund tells of its own amount, once per report; the order's whole refund
        // tells once the payment is all given back.
        if (refund.reportId !== null) {
          if (after.status === "processed") await queueOrderMessage(tx, refund.orderId, "refunded", { amount: after.amount }, `report-${refund.reportId}`);
        } else if (paymentStatus === "refunded") {
          await queueOrderMessage(tx, refund.orderId, "refunded", { amount: all.filter((r) => r.reportId === null).reduce((sum, r) => sum + r.amount, 0) });
        }
        // The sweep asking again about a refund still pending changes nothing worth an entry.
        if (userId === null && !failure && after.status === refund.status) return;
        const shown = (r: RefundRow) => ({ receipt: r.receipt, status: r.status, amount: r.amount, provider: r.provider, provider_refund_id: r.providerRefundId });
        await recordAudit(tx, {
          websiteId: refund.websiteId,
          userId,
          action: "refund",
          entityType: "order",
          entityId: refund.orderId,
          before: shown(refund),
          after: failure ? { ...shown(after), error: failure } : shown(after),
        });
      });
    }
  }

  /** Claims a refund pending for too long (one claimer wins), so it is asked again with its receipt. */
  async function claimStale(refund: RefundRow): Promise<RefundRow | undefined> {
    const cutoff = new Date(now().getTime() - STALE_REFUND_MS);
    const [row] = await db
      .update(t.refunds)
      .set({ updatedAt: now() })
      .where(and(eq(t.refunds.id, refund.id), eq(t.refunds.status, "pending"), lt(t.refunds.updatedAt, cutoff)))
      .returning();
    return row;
  }

  return {
    settle,

    /** Asks again, as the system, for up to `batch` refunds pending too long; answers how many. */
    async retryStale(batch = 50): Promise<number> {
      const cutoff = new Date(now().getTime() - STALE_REFUND_MS);
      const stale = await db
        .select()
        .from(t.refunds)
        .where(and(eq(t.refunds.status, "pending"), lt(t.refunds.updatedAt, cutoff)))
        .orderBy(asc(t.refunds.updatedAt))
        .limit(batch);
      const claimed: RefundRow[] = [];
      for (const refund of stale) {
        const row = await claimStale(refund);
        if (row) claimed.push(row);
      }
      await settle(null, claimed);
      return claimed.length;
    },

    /**
     * Puts the order's failed refunds back to pending for another try, and claims its refunds
     * pending too long (same receipt); empty when there is none.
     */
    async reopenFailed(websiteId: number, order: { id: number; orderNumber: string }): Promise<RefundRow[]> {
      const stale = await db
        .select()
        .from(t.refunds)
        .where(and(eq(t.refunds.websiteId, websiteId), eq(t.refunds.orderId, order.id), eq(t.refunds.status, "pending")));
      const claimed: RefundRow[] = [];
      for (const refund of stale) {
        const row = await claimStale(refund);
        if (row) claimed.push(row);
      }
      const failed = await db
        .select()
        .from(t.refunds)
        .where(and(eq(t.refunds.websiteId, websiteId), eq(t.refunds.orderId, order.id), eq(t.refunds.status, "failed")));
      const reopened: RefundRow[] = [...claimed];
      for (const refund of failed) {
        // A refund id means the provider answered, and failed it: a new receipt is a new try.
        const renew = refund.providerRefundId !== null;
        const [row] = await db
          .update(t.refunds)
          .set({
            status: "pending",
            updatedAt: now(),
            // A report's refund keeps its report in the receipt: two retried at one instant differ.
            ...(renew ? { receipt: refundReceipt(order.orderNumber, refund.paymentId, reportTag(refund) + now().getTime().toString(36)), providerRefundId: null } : {}),
          })
          .where(and(eq(t.refunds.id, refund.id), eq(t.refunds.status, "failed")))
          .returning();
        if (row) reopened.push(row);
      }
      return reopened;
    },
  };
}
export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
