// An order's number and row id, taken together before the order's transaction. Online checkout
// and the counter (issue 12) number their orders in one sequence per website.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export async function nextOrder(db: Db, websiteId: number, code: string): Promise<{ id: number; number: string }> {
  // Outside the order's transaction, so orders do not queue on this row; a rolled-back
  // order leaves a gap in the numbers, which is fine.
  const [row] = await db
    .update(t.websites)
    .set({ orderSeq: sql`${t.websites.orderSeq} + 1` })
    .where(eq(t.websites.id, websiteId))
    .returning({ seq: t.websites.orderSeq, id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`.mapWith(Number) });
  const prefix =
    code
      .replace(/[^a-z0-9]/gi, "")
      .slice(0, 4)
      .toUpperCase() || "KR";
  return { id: row!.id, number: `${prefix}${100_000 + row!.seq}` };
}
