// Takes the messages due now for this process alone. Rows another process is claiming are
// skipped, not waited for (SKIP LOCKED), and a claimed row is leased: no other process takes it
// until the lease runs out, which is longer than a send may take (ADR 0079). The claim counts
// the attempt, and the count names this claim: a process whose lease ran out and was claimed
// again finds its count stale when it comes to mark the row, and changes nothing.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export type ClaimedMessage = typeof t.messageQueue.$inferSelect;

/** Long enough for one batch of sends, each of which gives up within about 15 s. */
export const MESSAGE_LEASE_SECONDS = 120;

export async function claimMessages(db: Db, limit: number, leaseSeconds = MESSAGE_LEASE_SECONDS): Promise<ClaimedMessage[]> {
  const q = t.messageQueue;
  const due = db
    .select({ id: q.id })
    .from(q)
    .where(and(eq(q.status, "pending"), lte(q.nextAttemptAt, sql`now()`), or(isNull(q.lockedUntil), lt(q.lockedUntil, sql`now()`))))
    .orderBy(asc(q.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(q)
    .set({ lockedUntil: sql`now() + ${leaseSeconds} * interval '1 second'`, attempts: sql`${q.attempts} + 1` })
    .where(inArray(q.id, due))
    .returning();
}
