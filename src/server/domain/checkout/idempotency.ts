// Idempotency-Key for placing orders (ADR 0019): the first request with a key is answered and
// its answer stored; a repeat with the same body gets the stored bytes, a different body 422.
// Concurrent repeats wait for the first to finish, so a double-tap makes one order.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { HttpError } from "../../http/http-error";

export interface StoredAnswer {
  status: number;
  body: string;
  /** Set when the caller already recorded the answer, in the transaction that made its effects. */
  recorded?: boolean;
}

export interface IdempotencyScope {
  websiteId: number;
  userId: number;
  key: string;
  digest: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const keyWhere = (scope: IdempotencyScope) =>
  and(eq(t.idempotencyKeys.websiteId, scope.websiteId), eq(t.idempotencyKeys.userId, scope.userId), eq(t.idempotencyKeys.key, scope.key));

/**
 * The statement that records an answer under its key. A caller runs it inside the transaction
 * that makes the answer true, so a crash can never leave an order made but its key unanswered.
 */
export function recordAnswer(db: Db | Tx, scope: IdempotencyScope, answer: { status: number; body: string }) {
  return db.update(t.idempotencyKeys).set({ status: answer.status, body: answer.body }).where(keyWhere(scope)).returning({ key: t.idempotencyKeys.key });
}

export const IDEMPOTENCY_KEEP_HOURS = 48;
/** The field that marks a 409 about the key itself: send the same request again, same key. */
export const KEY_FIELD = "idempotency-key";
const WAIT_MS = 20_000;
const POLL_MS = 25;

/** A stable digest of a JSON body: the same fields in any order give the same digest. */
export function requestDigest(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, canonical(x)])) : v;
  return createHash("sha256").update(JSON.stringify(canonical(value))).digest("base64url");
}

export async function withIdempotency(db: Db, scope: IdempotencyScope, run: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const where = keyWhere(scope);
  const claimed = await db
    .insert(t.idempotencyKeys)
    .values({ websiteId: scope.websiteId, userId: scope.userId, key: scope.key, requestHash: scope.digest })
    .onConflictDoNothing()
    .returning({ key: t.idempotencyKeys.key });

  if (claimed.length > 0) {
    let answer: StoredAnswer;
    try {
      answer = await run();
    } catch (error) {
      // A refusal is an answer like any other; only a failure of ours frees the key for a retry.
      if (error instanceof HttpError && error.status < 500) {
        answer = { status: error.status, body: JSON.stringify(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }) };
      } else {
        await db.delete(t.idempotencyKeys).where(where);
        throw error;
      }
    }
    if (!answer.recorded) await recordAnswer(db, scope, answer);
    return { status: answer.status, body: answer.body };
  }

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(t.idempotencyKeys).where(where);
    if (!row) throw new HttpError(409, "The first request with this Idempotency-Key failed; send it again", { [KEY_FIELD]: "Send again" });
    if (row.requestHash !== scope.digest) {
      throw new HttpError(422, "This Idempotency-Key was already used for a different order", { [KEY_FIELD]: "Used with another body" });
    }
    if (row.status !== null && row.body !== null) return { status: row.status, body: row.body };
    if (Date.now() > deadline) throw new HttpError(409, "An order with this Idempotency-Key is still being placed; try again in a moment", { [KEY_FIELD]: "Still running" });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000)));
}
