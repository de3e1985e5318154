// Takes an order's packs from their warehouses' stock with guarded updates (ADR 0019): a pack
// is taken only while enough is left, so no number of server instances can sell more than
// there is. Online checkout and the counter (issue 12) share it; runs in the order's transaction.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { text } from "../server-text";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StockTake {
  packId: number;
  warehouseId: number;
  quantity: number;
  name: string;
  packName: string;
}

/** What a shortage answers: 409 with the line's field and a message of what is left. */
export type ShortageAnswer = (line: StockTake, left: number) => Refusal;

export const cartShortage: ShortageAnswer = (line, left) => {
  const message = left > 0 ? text("server.onlyLeftOf", { left, name: line.name, pack: line.packName }) : text("server.soldOut", { name: line.name, pack: line.packName });
  return new Refusal("conflict", message, { cart: message });
};

export async function takeStock(tx: Tx, lines: StockTake[], shortage: ShortageAnswer = cartShortage): Promise<void> {
  // Packs in a fixed order, so two orders for the same packs cannot lock each other out.
  for (const line of [...lines].sort((a, b) => a.packId - b.packId)) {
    const taken = await tx
      .update(t.stock)
      .set({ quantity: sql`${t.stock.quantity} - ${sql.placeholder("quantity")}` })
      .where(and(eq(t.stock.packId, sql.placeholder("packId")), eq(t.stock.warehouseId, sql.placeholder("warehouseId")), sql`${t.stock.quantity} >= ${sql.placeholder("quantity")}`))
      .returning({ left: t.stock.quantity })
      // Named, so the database plans it once per connection however many orders it takes.
      .prepare("take_stock")
      .execute({ quantity: line.quantity, packId: line.packId, warehouseId: line.warehouseId });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ q: t.stock.quantity })
        .from(t.stock)
        .where(and(eq(t.stock.packId, line.packId), eq(t.stock.warehouseId, line.warehouseId)));
      throw shortage(line, row?.q ?? 0);
    }
  }
}
