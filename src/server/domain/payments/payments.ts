// Online payment of orders (ADR 0020): starting the provider's order, confirming what the
// shopper brings back, webhooks, and reconciliation. Every way a payment can be learned of ends
// in one guarded transition, so a payment changes an order once however often it is reported.
import { and, asc, desc, eq, gt, inArray, ne, or } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database, Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { toRupees } from "../../../shared/money";
import { orderStatusLabel } from "../../../shared/order-status";
import { paymentReturnPath, type ConfirmPaymentAnswer, type PaymentHandOff, type PaymentOutcome } from "../../../shared/api/payments";
import { createOrderRefunds, openRefunds } from "../admin-orders/order-refunds";
import { changeOrderStatus } from "../orders/order-status-change";
import { cashfreeWebhookOrderId, createCashfreeAdapter } from "./cashfree-adapter";
import { createOrderPaymentLock } from "./order-payment-lock";
import type { OnlineMethod, PaymentProvider, PaymentState, ProviderOrderInput, RefundInput, RefundState } from "./payment-provider";
import { PaymentVerificationError } from "./payment-errors";
import { cashfreeCredentials, paymentsStartupProblem, razorpayCredentials, sandboxAllowed, secretContext, usesSandbox, type OpenSecret, type PaymentsConfig } from "./payment-settings";
import { SecretOpenError, secretBoxFor } from "../secrets/secret-box";
import { createRazorpayAdapter, razorpayWebhookOrderId } from "./razorpay-adapter";
import type { Sandbox, SandboxParts } from "./sandbox/sandbox-parts";
import { ProviderError } from "../../lib/provider-http";

type OrderRow = typeof t.orders.$inferSelect;
type PaymentRow = typeof t.payments.$inferSelect;
type RefundRow = typeof t.refunds.$inferSelect;
type WebsiteRow = Pick<typeof t.websites.$inferSelect, "id" | "name" | "paymentSettings">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const NAMES: Record<OnlineMethod, string> = { razorpay: "Razorpay", cashfree: "Cashfree" };
/** Order statuses in which a payment is still wanted. */
const AWAITING = ["pending_payment", "payment_failed"];
/** How long after an order is cancelled its unfinished provider orders are still asked about. */
const LATE_PAYMENT_LOOKBACK_MS = 24 * 3600_000;
/** What the shopper is told when a payment arrives for an order already cancelled. */
export const PAID_AFTER_CANCEL_MESSAGE = "This order was cancelled, so your payment is being refunded to you";
const PAID_AFTER_CANCEL_REASON = "Paid after the order was cancelled";

export const onlineMethod = (method: string): OnlineMethod | null => (method === "razorpay" || method === "cashfree" ? method : null);

/** What start() hands back: enough for the browser to open the provider's checkout. */
export interface PaymentStart {
  method: OnlineMethod;
  providerOrderId: string;
  sandbox: boolean;
  checkout: NonNullable<PaymentHandOff["checkout"]>;
}

export interface WebhookResult {
  /** The HTTP status to answer the provider with. */
  status: 200 | 400;
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
  const sandboxOn = sandboxAllowed(config);
  // The sandbox is code only where it is allowed: loaded here then, never imported otherwise.
  let sandboxLoaded: SandboxParts | null = null;
  let attachedTo: FastifyInstance | null = null;
  const connect = (parts: SandboxParts, app: FastifyInstance) => {
    parts.transport.attach(app);
    parts.sandbox.setLogger(app.log);
  };
  const sandboxLoading: Promise<SandboxParts> | null = sandboxOn
    ? import("./sandbox/sandbox-parts").then(({ createSandboxParts }) => {
        const parts = createSandboxParts(db);
        sandboxLoaded = parts;
        if (attachedTo) connect(parts, attachedTo);
        return parts;
      })
    : null;
  // Stored keys are sealed under SECRETS_KEY (ADR 0055) and opened only to call the provider.
  const secrets = secretBoxFor(config.SECRETS_KEY);
  let log: FastifyBaseLogger | null = null;
  // Refunds of payments that arrive after their order was cancelled, asked for as the system.
  const refunds = createOrderRefunds(db, (websiteId, method, input) => payments.refund(websiteId, method, input), now);

  /**
   * Runs `work` (which applies payment states) in one transaction; after it commits, asks the
   * provider for the refunds it opened. A refund that cannot be asked now stays pending, and
   * the housekeeping sweep asks again (order-refunds.ts).
   */
  async function applying<T>(work: (tx: Tx, opened: RefundRow[]) => Promise<T>): Promise<T> {
    const opened: RefundRow[] = [];
    const result = await db.transaction((tx) => work(tx, opened));
    if (opened.length > 0) {
      await refunds.settle(null, opened).catch((error: unknown) => log?.error({ err: error, event: "refund_failed" }, "refund of a payment after cancel could not be settled"));
    }
    return result;
  }

  /** Provider trouble as the shop's answers: 502 when it cannot be reached or refuses, 422 when nothing is proven. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaymentVerificationError) {
        log?.warn({ event: "payment_not_verified", reason: error.message }, "payment could not be verified");
        throw new Refusal("invalid", "The payment could not be verified. If money was taken, it will be confirmed shortly or refunded.");
      }
      if (error instanceof ProviderError) {
        // The provider's own words (never our credentials), for whoever runs the shop.
        log?.error({ event: "payment_provider_error", reason: error.message, status: error.status, code: error.code }, "payment provider error");
        throw new Refusal("provider-failed", "The payment provider did not answer as expected. Please try again in a moment.");
      }
      throw error;
    }
  }

  async function sandboxProvider(method: OnlineMethod, merchantName: string): Promise<PaymentProvider> {
    if (!sandboxLoading) throw new Refusal("unavailable", `${NAMES[method]} is not set up for this website yet. Please choose another way to pay.`);
    return (await sandboxLoading).provider(method, merchantName);
  }

  /** The provider account a website's payments by `method` go to; 503 when there is none. */
  async function providerFor(website: WebsiteRow, method: OnlineMethod): Promise<PaymentProvider> {
    const settings = website.paymentSettings;
    if (usesSandbox(config, settings, method)) {
      if (!sandboxOn) throw new Refusal("unavailable", `${NAMES[method]} is not set up for this website yet. Please choose another way to pay.`);
      return await sandboxProvider(method, website.name);
    }
    const realFetch = (url: string, init: RequestInit) => fetch(url, init);
    const open: OpenSecret = (stored, field) => {
      try {
        return secrets.open(stored, secretContext(website.id, field));
      } catch (error) {
        if (!(error instanceof SecretOpenError)) throw error;
        // Start-up refuses keys it cannot open, so this is a row changed since then: say which, never its value.
        log?.error({ event: "payment_secret_unreadable", websiteId: website.id, field, reason: error.message }, "a stored payment key cannot be opened");
        throw new Refusal("unavailable", `${NAMES[method]} is not available for this website right now. Please choose another way to pay.`);
      }
    };
    if (method === "razorpay") {
      const credentials = razorpayCredentials(settings, open);
      if (!credentials) throw new Refusal("unavailable", "Razorpay is not set up for this website yet. Please choose another way to pay.");
      return createRazorpayAdapter({ credentials, http: { baseUrl: config.RAZORPAY_API_URL, fetch: realFetch }, sandbox: false, merchantName: website.name });
    }
    const credentials = cashfreeCredentials(settings, open);
    if (!credentials) throw new Refusal("unavailable", "Cashfree is not set up for this website yet. Please choose another way to pay.");
    const baseUrl = credentials.mode === "sandbox" ? config.CASHFREE_TEST_API_URL : config.CASHFREE_API_URL;
    return createCashfreeAdapter({ credentials, http: { baseUrl, fetch: realFetch }, sandbox: false, mode: credentials.mode });
  }

  async function website(websiteId: number): Promise<WebsiteRow> {
    const [row] = await db.select({ id: t.websites.id, name: t.websites.name, paymentSettings: t.websites.paymentSettings }).from(t.websites).where(eq(t.websites.id, websiteId));
    if (!row) throw new Refusal("not-found", "This website does not exist");
    return row;
  }

  async function orderById(db1: Db | Tx, orderId: number): Promise<OrderRow> {
    const [row] = await db1.select().from(t.orders).where(eq(t.orders.id, orderId));
    if (!row) throw new Refusal("not-found", "This order does not exist");
    return row;
  }

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

  /**
   * Records what the provider says about one payment row, in one transaction: a paid state with
   * the order's amount in INR moves the order to placed (once); a failed one marks the row. A
   * payment for an order already cancelled opens its refund (added to `opened`, to be asked for
   * once the transaction commits).
   */
  async function applyState(tx: Tx, row: PaymentRow, state: PaymentState, opened: RefundRow[]): Promise<PaymentOutcome | "mismatch"> {
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
      log?.warn(
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
    const note = `Paid by ${NAMES[method]}${state.providerPaymentId ? ` (${state.providerPaymentId})` : ""}`;
    if (!(await changeOrderStatus(tx, order.id, "placed", note, { paymentStatus: "paid" })) && order.status === "cancelled") {
      // Paid after the order was cancelled (its window ran out, or the shop cancelled it): the
      // money goes back. One refund per payment, so a replayed report opens none.
      const refund = await openRefunds(tx, order, PAID_AFTER_CANCEL_REASON);
      opened.push(...refund);
      if (refund.length > 0)
        log?.warn({ event: "payment_after_cancel", orderId: order.id, provider: row.provider, refunds: refund.map((r) => r.receipt) }, "payment received for a cancelled order; refunding it");
    }
    return "paid";
  }

  function outcomeOf(order: OrderRow, lastFailed: boolean): PaymentOutcome {
    if (order.paymentStatus === "paid") return "paid";
    return lastFailed && AWAITING.includes(order.status) ? "failed" : "pending";
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
    get sandbox(): Sandbox {
      if (!sandboxLoaded) throw new Error(sandboxOn ? "the payment sandbox is still loading: await payments.loadSandbox()" : "the payment sandbox is not allowed here");
      return sandboxLoaded.sandbox;
    },
    /** The sandbox, loaded (only where it is allowed). */
    async loadSandbox(): Promise<Sandbox> {
      if (!sandboxLoading) throw new Error("the payment sandbox is not allowed here");
      return (await sandboxLoading).sandbox;
    },
    sandboxAllowed: sandboxOn,

    /** Gives a payment back through the account the website's `method` payments go to (cancelled orders, issue 11). */
    async refund(websiteId: number, method: OnlineMethod, input: RefundInput): Promise<RefundState> {
      const provider = await providerFor(await website(websiteId), method);
      try {
        return await provider.refund(input);
      } catch (error) {
        log?.error({ event: "refund_failed", provider: method, receipt: input.receipt, reason: error instanceof Error ? error.message : "unknown" }, "refund failed");
        throw error;
      }
    },

    /** Asks again for refunds left pending too long (housekeeping); answers how many. */
    retryStaleRefunds(): Promise<number> {
      return refunds.retryStale();
    },

    /** Lets the sandbox and the adapters reach this server; call once the app is built. */
    attach(app: FastifyInstance): void {
      log = app.log;
      attachedTo = app;
      if (sandboxLoaded) connect(sandboxLoaded, app);
      if (sandboxLoading) {
        const loading = sandboxLoading;
        app.addHook("onListen", async function () {
          (await loading).transport.listening(this.server.address());
        });
        // Webhooks the sandbox is still delivering finish before the server stops.
        app.addHook("preClose", async () => {
          await (await loading).sandbox.settled();
        });
      }
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
     * it; a replayed event (same event id) changes nothing; answer `status` to the provider.
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
          return { status: 400, outcome: "rejected", reason: `no ${NAMES[method]} account is set up to check it` };
        }
      } else if (sandboxOn) {
        // Not an order of ours: only the sandbox's own secret could have signed it.
        provider = await sandboxProvider(method, "");
      }
      // An event about an order that is not ours, with nothing to check it against: nothing to do.
      if (!provider) return { status: 200, outcome: "ignored", reason: "not an order of this server" };
      const verdict = provider.verifyWebhook(rawBody, headers, at);
      if (!verdict.ok) return { status: 400, outcome: "rejected", reason: verdict.reason };
      if (!row || !verdict.state || verdict.providerOrderId !== row.providerOrderId) return { status: 200, outcome: "ignored" };
      const state = verdict.state;
      return applying(async (tx, opened): Promise<WebhookResult> => {
        const fresh = await tx.insert(t.webhookEvents).values({ provider: method, eventId: verdict.eventId }).onConflictDoNothing().returning({ id: t.webhookEvents.eventId });
        if (fresh.length === 0) return { status: 200, outcome: "duplicate" };
        const outcome = await applyState(tx, row, state, opened);
        if (outcome === "mismatch") return { status: 200, outcome: "refused", reason: "the amount or currency does not match the order" };
        return { status: 200, outcome: "applied" };
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
