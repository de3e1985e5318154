// Online payment of orders (ADR 0020): starting the provider's order, confirming what the
// shopper brings back, webhooks, and reconciliation. Every way a payment can be learned of ends
// in one guarded transition, so a payment changes an order once however often it is reported.
import { and, asc, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database, Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { toRupees } from "../../../shared/money";
import { orderStatusLabel } from "../../../shared/order-status";
import { paymentReturnPath, type ConfirmPaymentAnswer, type PaymentHandOff, type PaymentOutcome } from "../../../shared/api/payments";
import { createOrderRefunds } from "../admin-orders/order-refunds";
import { cashfreeWebhookOrderId } from "./cashfree-adapter";
import { createOrderPaymentLock } from "./order-payment-lock";
import { createPaymentAccounts, type WebsiteRow } from "./payment-accounts";
import { AWAITING, METHOD_NAMES, onlineMethod, type PaymentsLog } from "./payment-methods";
import type { OnlineMethod, PaymentProvider, ProviderOrderInput, RefundInput, RefundState } from "./payment-provider";
import { paymentsStartupProblem, type PaymentsConfig } from "./payment-settings";
import { createPaymentStates, type OrderRow } from "./payment-states";
import { razorpayWebhookOrderId } from "./razorpay-adapter";

/** What the shopper is told when a payment arrives for an order already cancelled. */
export const PAID_AFTER_CANCEL_MESSAGE = "This order was cancelled, so your payment is being refunded to you";
/** How long after an order is cancelled its unfinished provider orders are still asked about. */
const LATE_PAYMENT_LOOKBACK_MS = 24 * 3600_000;

export { onlineMethod };

/** What start() hands back: enough for the browser to open the provider's checkout. */
export interface PaymentStart {
  method: OnlineMethod;
  providerOrderId: string;
  sandbox: boolean;
  checkout: NonNullable<PaymentHandOff["checkout"]>;
}

export interface WebhookResult {
  /** "rejected": it could not be checked or its signature is wrong (the provider is told so). */
  outcome: "applied" | "duplicate" | "ignored" | "refused" | "rejected";
  /** Why it was rejected or refused (no secrets). */
  reason?: string;
}

export interface ReconcileSummary {
  checked: number;
  paid: number;
  failed: number;
  errors: number;
}

export function createPayments(database: Pick<Database, "db" | "kind">, config: PaymentsConfig, now: () => Date = () => new Date()) {
  const { db } = database;
  // One hand-off (or start) at a time per order, across processes on PostgreSQL.
  const orderLock = createOrderPaymentLock(database);
  const log: PaymentsLog = { current: null };
  const accounts = createPaymentAccounts(db, config, log);
  const { website, providerFor } = accounts;
  // Refunds of payments that arrive after their order was cancelled, asked for as the system.
  const refunds = createOrderRefunds(db, (websiteId, method, input) => payments.refund(websiteId, method, input), now);
  const { orderById, applying, guarded, applyState, outcomeOf } = createPaymentStates(db, now, log, refunds);

  const paymentRows = (orderId: number, method: OnlineMethod) =>
    db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.orderId, orderId), eq(t.payments.provider, method)))
      .orderBy(desc(t.payments.id));

  async function providerInput(order: OrderRow, origin: string, reference: string): Promise<ProviderOrderInput> {
    if (!/^https?:\/\/[^/\s?#]+$/.test(origin)) throw new Error(`not an origin: ${origin}`);
    const [user] = order.userId ? await db.select({ name: t.users.name, phone: t.users.phone, email: t.users.email }).from(t.users).where(eq(t.users.id, order.userId)) : [];
    const address = order.address ?? {};
    const method = onlineMethod(order.paymentMethod);
    const returnPath = paymentReturnPath(order.id);
    return {
      orderNumber: reference,
      amountPaise: order.amount,
      currency: "INR",
      customer: {
        id: order.userId ? `user_${order.userId}` : `order_${order.id}`,
        name: user?.name || address.name || "",
        phone: user?.phone || address.phone || "",
        email: user?.email ?? "",
      },
      // Cashfree puts its order id where {order_id} stands.
      returnUrl: `${origin}${returnPath}${method === "cashfree" ? "?order_id={order_id}" : ""}`,
    };
  }

  /** Opens a new provider order and records it; callers hold the order's lock. */
  async function openProviderOrder(order: OrderRow, origin: string): Promise<PaymentStart> {
    const method = onlineMethod(order.paymentMethod);
    if (!method) throw new Refusal("invalid", "This order is not paid online");
    if (!AWAITING.includes(order.status)) throw new Refusal("conflict", "This order is not awaiting payment");
    const provider = await providerFor(await website(order.websiteId), method);
    const attempts = (await db.select({ id: t.payments.id }).from(t.payments).where(eq(t.payments.orderId, order.id))).length;
    const reference = attempts === 0 ? order.orderNumber : `${order.orderNumber}-${attempts + 1}`;
    const made = await guarded(async () => provider.createOrder(await providerInput(order, origin, reference)));
    await db.insert(t.payments).values({
      websiteId: order.websiteId,
      orderId: order.id,
      provider: method,
      providerOrderId: made.providerOrderId,
      amount: order.amount,
      currency: "INR",
      status: "created",
    });
    return { method, providerOrderId: made.providerOrderId, sandbox: provider.sandbox, checkout: { method, ...made.checkout } as PaymentStart["checkout"] };
  }

  const payments = {
    /** The sandbox's API, page and test payments, once loaded (its routes exist only when it is allowed). */
    get sandbox() {
      return accounts.sandbox;
    },
    loadSandbox: () => accounts.loadSandbox(),
    sandboxAllowed: accounts.sandboxAllowed,

    /** Gives a payment back through the account the website's `method` payments go to (cancelled orders, issue 11). */
    async refund(websiteId: number, method: OnlineMethod, input: RefundInput): Promise<RefundState> {
      const provider = await providerFor(await website(websiteId), method);
      try {
        return await provider.refund(input);
      } catch (error) {
        log.current?.error({ event: "refund_failed", provider: method, receipt: input.receipt, reason: error instanceof Error ? error.message : "unknown" }, "refund failed");
        throw error;
      }
    },

    /** Refunds asked for as the system or by the back office, through these payments' accounts. */
    refunds,

    /** Asks again for refunds left pending too long (housekeeping); answers how many. */
    retryStaleRefunds(): Promise<number> {
      return refunds.retryStale();
    },

    /** Lets the sandbox and the adapters reach this server; call once the app is built. */
    attach(app: FastifyInstance): void {
      log.current = app.log;
      accounts.attach(app);
      // Reconciliation on a timer, on a listening server (tests call reconcile() themselves).
      const every = config.PAYMENTS_RECONCILE_SECONDS * 1000;
      if (every > 0 && config.NODE_ENV !== "test") {
        let timer: NodeJS.Timeout | null = null;
        let running = false;
        app.addHook("onListen", async () => {
          timer = setInterval(() => {
            if (running) return;
            running = true;
            payments
              .reconcile(now())
              .then((summary) => {
                if (summary.paid || summary.failed || summary.errors) app.log.info({ event: "payments_reconciled", ...summary }, "payments reconciled");
              })
              .catch((error: unknown) => app.log.error({ err: error }, "payment reconciliation failed"))
              .finally(() => {
                running = false;
              });
          }, every);
          timer.unref();
        });
        app.addHook("onClose", async () => {
          if (timer) clearInterval(timer);
        });
      }
    },

    /**
     * Opens the provider's order for an online order awaiting payment: amount = order.amount in
     * INR, receipt / order id = the order number (with "-2", "-3"… on later attempts). Stores a
     * payments row. `origin` is the shop's origin the shopper returns to (shopOrigin(request)).
     * Call it outside any transaction that holds the order. Runs under the order's hand-off lock,
     * so the attempt count behind the reference is not raced.
     */
    start(order: OrderRow, origin: string): Promise<PaymentStart> {
      return orderLock.run(order.id, async () => openProviderOrder(await orderById(db, order.id), origin));
    },

    /**
     * What the hand-off page needs; reuses an unpaid provider order, or starts a new one after a
     * failure. Hand-offs for one order run one at a time (order-payment-lock.ts), on a fresh read
     * of the order and its payments, so racing ones make one provider order and resume it.
     */
    async handOff(given: OrderRow, origin: string): Promise<PaymentHandOff> {
      const method = onlineMethod(given.paymentMethod);
      const answer = (o: OrderRow, rest: Pick<PaymentHandOff, "last_attempt_failed" | "sandbox" | "checkout">): PaymentHandOff => ({
        order_id: o.id,
        ordernumber: o.orderNumber,
        order_status: o.status,
        status_label: orderStatusLabel(o.status),
        amount: toRupees(o.amount),
        currency: "INR",
        method: o.paymentMethod,
        payment_status: outcomeOf(o, rest.last_attempt_failed),
        ...rest,
      });
      const nothingToOpen = (o: OrderRow) => answer(o, { last_attempt_failed: false, sandbox: false, checkout: null });
      if (!method || !AWAITING.includes(given.status)) return nothingToOpen(given);
      const provider = await providerFor(await website(given.websiteId), method);
      return orderLock.run(given.id, async () => {
        // What the hand-offs ahead of this one did (or a payment meanwhile) is in these.
        const order = await orderById(db, given.id);
        if (!AWAITING.includes(order.status)) return nothingToOpen(order);
        const [latest] = await paymentRows(order.id, method);
        let lastFailed = latest?.status === "failed";
        if (latest?.status === "created") {
          // A webhook may have been missed: ask before reopening the checkout.
          const state = await provider.fetchState(latest.providerOrderId).catch(() => null);
          const outcome = state ? await applying((tx, opened) => applyState(tx, latest, state, opened)) : "pending";
          if (outcome === "paid") return answer(await orderById(db, order.id), { last_attempt_failed: false, sandbox: provider.sandbox, checkout: null });
          if (outcome === "failed") lastFailed = true;
          else if (outcome === "pending") {
            const input = await providerInput(order, origin, order.orderNumber);
            const resumed = await provider.resume(latest.providerOrderId, input).catch(() => null);
            if (resumed) {
              return answer(order, { last_attempt_failed: false, sandbox: provider.sandbox, checkout: { method, ...resumed.checkout } as PaymentStart["checkout"] });
            }
          }
        }
        const started = await openProviderOrder(order, origin);
        return answer(order, { last_attempt_failed: lastFailed, sandbox: started.sandbox, checkout: started.checkout });
      });
    },

    /**
     * Checks what the shopper brought back with the provider and, when paid with the order's
     * amount in INR, moves the order to placed (once). A different amount or currency is
     * refused (422) and changes nothing.
     */
    async confirm(order: OrderRow, returned: Record<string, string | undefined>): Promise<ConfirmPaymentAnswer> {
      const method = onlineMethod(order.paymentMethod);
      const answer = (o: OrderRow, status: PaymentOutcome): ConfirmPaymentAnswer => ({
        status,
        order_id: o.id,
        method: o.paymentMethod,
        ordernumber: o.orderNumber,
        order_status: o.status,
        status_label: orderStatusLabel(o.status),
        message: status === "paid" ? "Payment received" : status === "failed" ? "The payment did not go through. You can try again." : "The payment is not confirmed yet",
      });
      /** A cancelled order: its payment, if one arrived, is being refunded (never "paid"). */
      const cancelledAnswer = async (o: OrderRow): Promise<ConfirmPaymentAnswer> => {
        const [refund] = await db.select({ id: t.refunds.id }).from(t.refunds).where(eq(t.refunds.orderId, o.id)).limit(1);
        return refund ? { ...answer(o, "pending"), message: PAID_AFTER_CANCEL_MESSAGE } : answer(o, "pending");
      };
      const cancelled = order.status === "cancelled";
      if (!method || !(AWAITING.includes(order.status) || cancelled)) return answer(order, order.paymentStatus === "paid" ? "paid" : "pending");
      const rows = await paymentRows(order.id, method);
      const row = returned.razorpay_order_id ? rows.find((r) => r.providerOrderId === returned.razorpay_order_id) : rows[0];
      // A cancelled order's payment is checked only while unfinished: a late capture is refunded.
      if (cancelled && row?.status !== "created") return cancelledAnswer(order);
      if (!row) {
        if (returned.razorpay_order_id) throw new Refusal("invalid", "The payment could not be verified. If money was taken, it will be confirmed shortly or refunded.");
        throw new Refusal("conflict", "This order has no payment to confirm yet");
      }
      const provider = await providerFor(await website(order.websiteId), method);
      const fields = Object.fromEntries(Object.entries(returned).filter((e): e is [string, string] => typeof e[1] === "string"));
      const state = await guarded(() => provider.confirm(row.providerOrderId, fields));
      const outcome = await applying((tx, opened) => applyState(tx, row, state, opened));
      if (outcome === "mismatch") {
        throw new Refusal("invalid", "The amount paid does not match the order, so the order was not changed. Please contact the shop.");
      }
      const after = await orderById(db, order.id);
      if (after.status === "cancelled") return cancelledAnswer(after);
      return answer(after, outcome === "paid" ? "paid" : outcome);
    },

    /**
     * A provider's webhook from its raw bytes: the order it names decides whose secret checks
     * it; a replayed event (same event id) changes nothing.
     */
    async handleWebhook(method: OnlineMethod, rawBody: Buffer, headers: Record<string, string | string[] | undefined>, at: Date = now()): Promise<WebhookResult> {
      const providerOrderId = method === "razorpay" ? razorpayWebhookOrderId(rawBody) : cashfreeWebhookOrderId(rawBody);
      const [row] = providerOrderId
        ? await db
            .select()
            .from(t.payments)
            .where(and(eq(t.payments.provider, method), eq(t.payments.providerOrderId, providerOrderId)))
        : [];
      let provider: PaymentProvider | null = null;
      if (row) {
        try {
          provider = await providerFor(await website(row.websiteId), method);
        } catch {
          return { outcome: "rejected", reason: `no ${METHOD_NAMES[method]} account is set up to check it` };
        }
      } else {
        // Not an order of ours: only the sandbox's own secret could have signed it.
        provider = await accounts.strangersChecker(method);
      }
      // An event about an order that is not ours, with nothing to check it against: nothing to do.
      if (!provider) return { outcome: "ignored", reason: "not an order of this server" };
      const verdict = provider.verifyWebhook(rawBody, headers, at);
      if (!verdict.ok) return { outcome: "rejected", reason: verdict.reason };
      if (!row || !verdict.state || verdict.providerOrderId !== row.providerOrderId) return { outcome: "ignored" };
      const state = verdict.state;
      return applying(async (tx, opened): Promise<WebhookResult> => {
        const fresh = await tx.insert(t.webhookEvents).values({ provider: method, eventId: verdict.eventId }).onConflictDoNothing().returning({ id: t.webhookEvents.eventId });
        if (fresh.length === 0) return { outcome: "duplicate" };
        const outcome = await applyState(tx, row, state, opened);
        if (outcome === "mismatch") return { outcome: "refused", reason: "the amount or currency does not match the order" };
        return { outcome: "applied" };
      });
    },

    /** Re-checks one order's unpaid provider orders (say, before expiring it); answers its outcome. */
    async reconcileOrder(orderId: number): Promise<PaymentOutcome> {
      const order = await orderById(db, orderId);
      const method = onlineMethod(order.paymentMethod);
      if (!method || !AWAITING.includes(order.status)) return order.paymentStatus === "paid" ? "paid" : "pending";
      const provider = await providerFor(await website(order.websiteId), method);
      for (const row of await paymentRows(order.id, method)) {
        if (row.status === "paid") continue;
        const state = await guarded(() => provider.fetchState(row.providerOrderId));
        if ((await applying((tx, opened) => applyState(tx, row, state, opened))) === "paid") return "paid";
      }
      const [latest] = await paymentRows(order.id, method);
      return latest?.status === "failed" ? "failed" : "pending";
    },

    /**
     * Asks the provider about every unpaid provider order of orders still awaiting payment (and
     * the unfinished ones of orders cancelled lately, whose late payment is refunded), and
     * applies paid or failed as a webhook would. Safe to run on several servers at once.
     */
    async reconcile(at: Date = now(), batch = 200): Promise<ReconcileSummary> {
      const rows = await db
        .select({ payment: t.payments })
        .from(t.payments)
        .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
        .where(
          or(
            and(inArray(t.orders.status, AWAITING), inArray(t.payments.status, ["created", "failed"])),
            and(eq(t.orders.status, "cancelled"), eq(t.payments.status, "created"), gt(t.payments.createdAt, new Date(at.getTime() - LATE_PAYMENT_LOOKBACK_MS))),
          ),
        )
        .orderBy(asc(t.payments.id))
        .limit(batch);
      const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, errors: 0 };
      const websites = new Map<number, WebsiteRow>();
      for (const { payment: row } of rows) {
        const method = onlineMethod(row.provider);
        if (!method) continue;
        summary.checked++;
        try {
          let site = websites.get(row.websiteId);
          if (!site) websites.set(row.websiteId, (site = await website(row.websiteId)));
          const state = await (await providerFor(site, method)).fetchState(row.providerOrderId);
          const outcome = await applying((tx, opened) => applyState(tx, row, state, opened));
          if (outcome === "paid") summary.paid++;
          else if (outcome === "failed" && row.status === "created") summary.failed++;
          else if (outcome === "mismatch") summary.errors++;
        } catch {
          summary.errors++;
        }
      }
      return summary;
    },
  };
  return payments;
}
export type Payments = ReturnType<typeof createPayments>;

/**
 * Refuses to start (throws) when production would take payments through the sandbox without
 * ALLOW_SANDBOX_PAYMENTS=true; see paymentsStartupProblem. main.ts calls it before listening.
 */
export async function assertPaymentsCanStart(config: Pick<PaymentsConfig, "NODE_ENV" | "PAYMENTS_SANDBOX" | "ALLOW_SANDBOX_PAYMENTS">, db: Db): Promise<void> {
  const websites = await db.select({ code: t.websites.code, paymentMethods: t.websites.paymentMethods, paymentSettings: t.websites.paymentSettings }).from(t.websites);
  const problem = paymentsStartupProblem(config, websites);
  if (problem) throw new Error(`Refusing to start in production: ${problem}`);
}
