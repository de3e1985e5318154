// The sandbox's orders and payments, kept in the database (server_settings, under "sandbox:"
// keys) rather than in this process, so several server processes on one database share them.
// Each record is JSON text changed by compare-and-set, so two processes never lose a write.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import * as t from "../../../db/schema";
import type { OnlineMethod } from "../payment-provider";

export interface SandboxPayment {
  id: string;
  status: "captured" | "failed";
  /** Paise. */
  amount: number;
  currency: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  error: string | null;
}

export interface SandboxRefund {
  /** The provider's refund id (Razorpay's rfnd_…, Cashfree's cf_refund_id). */
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  /** Ours: Razorpay's receipt, Cashfree's refund_id. */
  receipt: string;
  /** The idempotency header the request came with: a replay answers this refund again. */
  idempotencyKey: string | null;
  note: string;
  notes: Record<string, string>;
  status: "processed" | "pending" | "failed";
  createdAt: number;
}

export interface SandboxOrder {
  provider: OnlineMethod;
  /** The provider's order id (Razorpay's order_…, Cashfree's order_id). */
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** Razorpay's receipt. */
  receipt: string;
  notes: Record<string, string>;
  createdAt: number;
  /** Cashfree only. */
  cfOrderId?: number;
  sessionId?: string;
  returnUrl?: string;
  customer?: Record<string, string>;
  note?: string;
  payments: SandboxPayment[];
  /** Absent on orders stored before refunds existed. */
  refunds?: SandboxRefund[];
}

export const isPaid = (order: SandboxOrder) => order.payments.some((p) => p.status === "captured");

/** Paise given back from a payment so far: a failed refund gave nothing. */
export const refundedOf = (order: SandboxOrder, paymentId: string) => (order.refunds ?? []).filter((r) => r.paymentId === paymentId && r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);

const orderKey = (provider: OnlineMethod, id: string) => `sandbox:${provider}:order:${id}`;
const paymentKey = (provider: OnlineMethod, id: string) => `sandbox:${provider}:payment:${id}`;

export function createSandboxStore(db: Db) {
  async function read<T>(key: string): Promise<{ text: string; value: T } | null> {
    const [row] = await db.select({ value: t.serverSettings.value }).from(t.serverSettings).where(eq(t.serverSettings.key, key));
    return row ? { text: row.value, value: JSON.parse(row.value) as T } : null;
  }

  return {
    async order(provider: OnlineMethod, id: string): Promise<SandboxOrder | null> {
      return (await read<SandboxOrder>(orderKey(provider, id)))?.value ?? null;
    },

    /** Stores a new order; false when its id is taken. */
    async addOrder(order: SandboxOrder): Promise<boolean> {
      const rows = await db
        .insert(t.serverSettings)
        .values({ key: orderKey(order.provider, order.id), value: JSON.stringify(order) })
        .onConflictDoNothing()
        .returning({ key: t.serverSettings.key });
      return rows.length === 1;
    },

    /** The order a payment belongs to. */
    async orderOfPayment(provider: OnlineMethod, paymentId: string): Promise<SandboxOrder | null> {
      const pointer = await read<{ orderId: string }>(paymentKey(provider, paymentId));
      return pointer ? this.order(provider, pointer.value.orderId) : null;
    },

    /**
     * Adds a payment to an order unless `accept` refuses (answers null), re-reading and retrying
     * when another process changed the order meanwhile. Answers the order as it ends up, and
     * whether this call changed it.
     */
    async addPayment(provider: OnlineMethod, id: string, accept: (order: SandboxOrder) => SandboxPayment | null): Promise<{ order: SandboxOrder; added: SandboxPayment | null } | null> {
      for (let attempt = 0; attempt < 20; attempt++) {
        const current = await read<SandboxOrder>(orderKey(provider, id));
        if (!current) return null;
        const payment = accept(current.value);
        if (!payment) return { order: current.value, added: null };
        const next: SandboxOrder = { ...current.value, payments: [...current.value.payments, payment] };
        // The pointer first: a payment id that answers nothing is better than a payment nobody can find.
        await db
          .insert(t.serverSettings)
          .values({ key: paymentKey(provider, payment.id), value: JSON.stringify({ orderId: id }) })
          .onConflictDoNothing();
        const changed = await db
          .update(t.serverSettings)
          .set({ value: JSON.stringify(next) })
          .where(and(eq(t.serverSettings.key, orderKey(provider, id)), eq(t.serverSettings.value, current.text)))
          .returning({ key: t.serverSettings.key });
        if (changed.length === 1) return { order: next, added: payment };
      }
      throw new Error("the sandbox order kept changing under this payment");
    },

    /**
     * Adds a refund to an order unless `decide` answers something else (an existing refund, a
     * refusal), compare-and-set as payments are. Null when there is no such order.
     */
    async addRefund<T>(
      provider: OnlineMethod,
      id: string,
      decide: (order: SandboxOrder) => { refund: SandboxRefund } | { answer: T },
    ): Promise<{ order: SandboxOrder; refund: SandboxRefund } | { answer: T } | null> {
      for (let attempt = 0; attempt < 20; attempt++) {
        const current = await read<SandboxOrder>(orderKey(provider, id));
        if (!current) return null;
        const decided = decide(current.value);
        if ("answer" in decided) return decided;
        const next: SandboxOrder = { ...current.value, refunds: [...(current.value.refunds ?? []), decided.refund] };
        const changed = await db
          .update(t.serverSettings)
          .set({ value: JSON.stringify(next) })
          .where(and(eq(t.serverSettings.key, orderKey(provider, id)), eq(t.serverSettings.value, current.text)))
          .returning({ key: t.serverSettings.key });
        if (changed.length === 1) return { order: next, refund: decided.refund };
      }
      throw new Error("the sandbox order kept changing under this refund");
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
