// Idempotency-Key for placing orders (ADR 0019): the first request with a key is answered and
// its answer stored; a repeat with the same body gets the stored bytes, a different body 422.
// Concurrent repeats wait for the first to finish, so a double-tap makes one order.
//
// The first request holds the key on a lease (ADR 0043): when the server answering it dies,
// its claim stays unanswered, and once the claim is older than CLAIM_LEASE_SECONDS a repeat
// takes it over and answers itself. The answer is recorded only under the claim that is still
// the key's, in the transaction that makes the order, so a slow first request whose claim was
// taken over rolls its order back instead of making a second one.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, isAskersRefusal } from "../refusal";

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

/** A key held by this request: `claim` is the token its answer must be recorded under. */
export interface ClaimedKey extends IdempotencyScope {
  claim: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const keyWhere = (scope: IdempotencyScope) => and(eq(t.idempotencyKeys.websiteId, scope.websiteId), eq(t.idempotencyKeys.userId, scope.userId), eq(t.idempotencyKeys.key, scope.key));

/**
 * The statement that records an answer under its key, while the claim is still this request's;
 * it returns no row when another request took the claim over. A caller runs it inside the
 * transaction that makes the answer true, so a crash can never leave an order made but its
 * key unanswered, and must roll back (throw ClaimLost) when it returns nothing.
 */
export function recordAnswer(db: Db | Tx, scope: ClaimedKey, answer: { status: number; body: string }) {
  return db
    .update(t.idempotencyKeys)
    .set({ status: answer.status, body: answer.body, claim: null })
    .where(and(keyWhere(scope), eq(t.idempotencyKeys.claim, scope.claim)))
    .returning({ key: t.idempotencyKeys.key });
}

/** Thrown inside the order's transaction when its claim was taken over: nothing is kept. */
export class ClaimLost extends Error {
  constructor() {
    super("The Idempotency-Key's claim was taken over by a repeat of this request");
  }
}

/**
 * How long an unanswered claim is the first request's own. Orders take well under a second;
 * a claim this old is a server's that died mid-request, and a repeat may take it over. It is
 * shorter than a repeat's wait (WAIT_MS), so a retry sent at once still gets its answer.
 */
export const CLAIM_LEASE_SECONDS = 10;

export const IDEMPOTENCY_KEEP_HOURS = 48;
/** The field that marks a 409 about the key itself: send the same request again, same key. */
export const KEY_FIELD = "idempotency-key";
const WAIT_MS = 20_000;
const newClaim = () => randomBytes(12).toString("base64url");
/** True of a claim older than its lease, on the database's clock (the one every server shares). */
const leaseOver = sql`${t.idempotencyKeys.claimedAt} < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`;
const POLL_MS = 25;

/** A stable digest of a JSON body: the same fields in any order give the same digest. */
export function requestDigest(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("base64url");
}

/** A refusal's answer body as it is stored: English `{message, errors?}` unless told otherwise. */
export type RefusalBody = (refusal: Refusal) => string | Promise<string>;
const englishBody: RefusalBody = (error) => JSON.stringify(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });

/**
 * `statusOf` is the HTTP layer's reading of a refusal: a refusal is stored and replayed as the
 * answer it was, with the body `bodyOf` writes (the asker's language, issue 35).
 */
export async function withIdempotency(
  db: Db,
  scope: IdempotencyScope,
  run: (claimed: ClaimedKey) => Promise<StoredAnswer>,
  statusOf: (refusal: Refusal) => number,
  bodyOf: RefusalBody = englishBody,
): Promise<StoredAnswer> {
  const where = keyWhere(scope);
  const first = newClaim();
  const claimed = await db
    .insert(t.idempotencyKeys)
    .values({ websiteId: scope.websiteId, userId: scope.userId, key: scope.key, requestHash: scope.digest, claim: first })
    .onConflictDoNothing()
    .returning({ key: t.idempotencyKeys.key });
  if (claimed.length > 0) return answerAs(db, { ...scope, claim: first }, run, statusOf, bodyOf);

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db
      .select({ requestHash: t.idempotencyKeys.requestHash, status: t.idempotencyKeys.status, body: t.idempotencyKeys.body, stale: sql<boolean>`${leaseOver}` })
      .from(t.idempotencyKeys)
      .where(where);
    if (!row) throw new Refusal("conflict", "The first request with this Idempotency-Key failed; send it again", { [KEY_FIELD]: "Send again" });
    if (row.requestHash !== scope.digest) {
      throw new Refusal("invalid", "This Idempotency-Key was already used for a different order", { [KEY_FIELD]: "Used with another body" });
    }
    if (row.status !== null && row.body !== null) return { status: row.status, body: row.body };
    if (row.stale) {
      // Of several repeats finding the same dead claim, the row lock lets one take it over.
      const claim = newClaim();
      const taken = await db
        .update(t.idempotencyKeys)
        .set({ claim, claimedAt: sql`now()` })
        .where(and(where, isNull(t.idempotencyKeys.status), leaseOver))
        .returning({ key: t.idempotencyKeys.key });
      if (taken.length > 0) return answerAs(db, { ...scope, claim }, run, statusOf, bodyOf);
      continue;
    }
    if (Date.now() > deadline) throw new Refusal("conflict", "An order with this Idempotency-Key is still being placed; try again in a moment", { [KEY_FIELD]: "Still running" });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs the request under a claim it holds and records the answer, unless the claim was lost. */
async function answerAs(db: Db, claimed: ClaimedKey, run: (claimed: ClaimedKey) => Promise<StoredAnswer>, statusOf: (refusal: Refusal) => number, bodyOf: RefusalBody): Promise<StoredAnswer> {
  const mine = and(keyWhere(claimed), eq(t.idempotencyKeys.claim, claimed.claim));
  const lost = () =>
    new Refusal("conflict", "This request took too long and a repeat of it was answered instead; send it again with the same Idempotency-Key for that answer", { [KEY_FIELD]: "Send again" });
  let answer: StoredAnswer;
  try {
    answer = await run(claimed);
  } catch (error) {
    if (error instanceof ClaimLost) throw lost();
    // A refusal is an answer like any other; only a failure of ours frees the key for a retry.
    if (isAskersRefusal(error)) {
      answer = { status: statusOf(error), body: await bodyOf(error) };
    } else {
      await db.delete(t.idempotencyKeys).where(mine);
      throw error;
    }
  }
  if (!answer.recorded && (await recordAnswer(db, claimed, answer)).length === 0) throw lost();
  return { status: answer.status, body: answer.body };
}

export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000)));
}
