// "Notify me" (issue 33): a signed-in shopper asks to hear when an out-of-stock pack is back on
// the shelf of the warehouse that serves them. The request lives until the pack returns; then
// releaseStockAlerts ends it and queues its one message in the same transaction, so it is told
// once whichever way the stock came back (a delivery entered, a CSV import, a cancelled order).
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { text } from "../server-text";
import { queueStockMessage } from "../messages/queue-message";
import { MAX_STOCK_ALERTS, NOT_WAITING, PACK_IN_STOCK, type StockAlert } from "../../../shared/api/stock-alerts";

interface Shopper {
  websiteId: number;
  userId: number;
}

export function createStockAlerts(db: Db) {
  return {
    async list(who: Shopper): Promise<StockAlert[]> {
      const rows = await db
        .select({ pack_id: t.stockAlerts.packId, warehouse_id: t.stockAlerts.warehouseId })
        .from(t.stockAlerts)
        .where(and(eq(t.stockAlerts.websiteId, who.websiteId), eq(t.stockAlerts.userId, who.userId)))
        .orderBy(asc(t.stockAlerts.createdAt));
      return rows;
    },

    /** Asks for the pack; asking again for the same pack changes nothing (the first request stands). */
    async add(who: Shopper, packId: number, warehouseId: number): Promise<StockAlert> {
      return db.transaction(async (tx) => {
        const [pack] = await tx
          .select({ id: t.packs.id, stock: t.stock.quantity })
          .from(t.packs)
          .innerJoin(t.products, eq(t.products.id, t.packs.productId))
          .innerJoin(t.warehouses, and(eq(t.warehouses.id, warehouseId), eq(t.warehouses.websiteId, who.websiteId)))
          .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, warehouseId)))
          .where(and(eq(t.packs.id, packId), eq(t.packs.websiteId, who.websiteId), eq(t.packs.active, true), eq(t.products.active, true)));
        if (!pack) throw notFound("This product is not sold here");
        if ((pack.stock ?? 0) > 0) throw new Refusal("conflict", PACK_IN_STOCK);
        // The shopper's row first, so two requests of one shopper count each other.
        await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, who.userId)).for("update");
        const [held] = await tx
          .select({ n: count() })
          .from(t.stockAlerts)
          .where(and(eq(t.stockAlerts.websiteId, who.websiteId), eq(t.stockAlerts.userId, who.userId)));
        if ((held?.n ?? 0) >= MAX_STOCK_ALERTS) throw new Refusal("conflict", text("server.tooManyStockAlerts", { max: MAX_STOCK_ALERTS }));
        await tx
          .insert(t.stockAlerts)
          .values({ websiteId: who.websiteId, userId: who.userId, packId, warehouseId })
          .onConflictDoUpdate({ target: [t.stockAlerts.userId, t.stockAlerts.packId], set: { warehouseId } });
        return { pack_id: packId, warehouse_id: warehouseId };
      });
    },

    async remove(who: Shopper, packId: number): Promise<void> {
      const gone = await db
        .delete(t.stockAlerts)
        .where(and(eq(t.stockAlerts.websiteId, who.websiteId), eq(t.stockAlerts.userId, who.userId), eq(t.stockAlerts.packId, packId)))
        .returning({ one: sql`1` });
      if (gone.length === 0) throw notFound(NOT_WAITING);
    },
  };
}
export type StockAlerts = ReturnType<typeof createStockAlerts>;

/**
 * Ends up to `batch` requests whose pack is on sale and on its warehouse's shelf again, queueing
 * each one's message in the same transaction; answers how many. Rows another server is ending
 * are skipped (SKIP LOCKED), so several servers sweeping at once tell each shopper once.
 */
export async function releaseStockAlerts(db: Db, batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ websiteId: t.stockAlerts.websiteId, userId: t.stockAlerts.userId, packId: t.stockAlerts.packId, warehouseId: t.stockAlerts.warehouseId, createdAt: t.stockAlerts.createdAt })
      .from(t.stockAlerts)
      .innerJoin(t.stock, and(eq(t.stock.packId, t.stockAlerts.packId), eq(t.stock.warehouseId, t.stockAlerts.warehouseId), gt(t.stock.quantity, 0)))
      .innerJoin(t.packs, and(eq(t.packs.id, t.stockAlerts.packId), eq(t.packs.active, true)))
      .innerJoin(t.products, and(eq(t.products.id, t.packs.productId), eq(t.products.active, true)))
      .limit(batch)
      .for("update", { of: t.stockAlerts, skipLocked: true });
    for (const alert of due) {
      const gone = await tx
        .delete(t.stockAlerts)
        .where(and(eq(t.stockAlerts.userId, alert.userId), eq(t.stockAlerts.packId, alert.packId)))
        .returning({ one: sql`1` });
      if (gone.length) await queueStockMessage(tx, alert);
    }
    return due.length;
  });
}
