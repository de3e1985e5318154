// The back office's Messages screen (issue 33; contract src/shared/api/admin-messages.ts): the
// owner's switch for each order message, and the website's recent messages with what became of
// each, so an owner can see what went out and why something did not.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { RecentMessage, MessageSettingsAnswer, MessageStatus, RecentMessagesAnswer } from "../../../shared/api/admin-messages";
import { MESSAGE_EVENTS, messageEventOn, type MessageChannel, type MessageEvent } from "../../../shared/order-messages";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit, type Tx } from "../audit/record-audit";
import { notFound } from "../refusal";

const settingsOf = (stored: Readonly<Record<string, boolean>>): MessageSettingsAnswer => ({
  events: Object.fromEntries(MESSAGE_EVENTS.map((event) => [event, messageEventOn(stored, event)])) as Record<MessageEvent, boolean>,
});

async function storedSwitches(tx: Db | Tx, websiteId: number, lock = false): Promise<Record<string, boolean>> {
  const query = tx.select({ switches: t.websites.messageEvents }).from(t.websites).where(eq(t.websites.id, websiteId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("There is no such website");
  return row.switches;
}

export interface RecentFilter {
  status?: MessageStatus | undefined;
  page: number;
  perPage: number;
}

export function createAdminMessages(db: Db) {
  return {
    async readSettings(websiteId: number): Promise<MessageSettingsAnswer> {
      return settingsOf(await storedSwitches(db, websiteId));
    },

    /** Turns the named events on or off; the rest keep their setting. One audit entry per save that changed something. */
    async saveSettings(websiteId: number, userId: number, events: Partial<Record<MessageEvent, boolean | undefined>>): Promise<MessageSettingsAnswer> {
      return db.transaction(async (tx) => {
        // Locked, so two admins saving different switches at once both keep theirs.
        const stored = await storedSwitches(tx, websiteId, true);
        const before = settingsOf(stored);
        // Only "off" is kept: an event never named stays on, as the queue reads it.
        const next: Record<string, boolean> = { ...stored };
        for (const event of MESSAGE_EVENTS) {
          const on = events[event];
          if (on === true) delete next[event];
          else if (on === false) next[event] = false;
        }
        const after = settingsOf(next);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          await tx.update(t.websites).set({ messageEvents: next }).where(eq(t.websites.id, websiteId));
          await recordAudit(tx, { websiteId, userId, action: "update", entityType: "message_settings", entityId: websiteId, before: before.events, after: after.events });
        }
        return after;
      });
    },

    async recent(websiteId: number, filter: RecentFilter): Promise<RecentMessagesAnswer> {
      const q = t.messageQueue;
      const where: SQL = filter.status ? and(eq(q.websiteId, websiteId), eq(q.status, filter.status))! : eq(q.websiteId, websiteId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: q, orderNumber: t.orders.orderNumber, product: t.products.name, pack: t.packs.name })
          .from(q)
          .leftJoin(t.orders, eq(t.orders.id, q.orderId))
          .leftJoin(t.packs, eq(t.packs.id, q.packId))
          .leftJoin(t.products, eq(t.products.id, t.packs.productId))
          .where(where)
          .orderBy(desc(q.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ n: count() }).from(q).where(where),
      ]);
      const data = rows.map(({ row, orderNumber, product, pack }): RecentMessage => ({
        id: row.id,
        event: row.event as MessageEvent,
        channel: row.channel as MessageChannel,
        order_number: orderNumber,
        product: product ? (pack ? `${product}, ${pack}` : product) : null,
        status: row.status as MessageStatus,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        next_attempt_at: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
      return { data, meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage } };
    },
  };
}
export type AdminMessages = ReturnType<typeof createAdminMessages>;
