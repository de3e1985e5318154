// Work the server does on a timer rather than per request: cancelling unpaid online orders
// past their window, asking again for refunds left pending too long, and forgetting old
// idempotency keys. Safe on every instance at once.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { expireUnpaid, type LastLook } from "./expire-unpaid";
import { purgeIdempotencyKeys } from "./idempotency";

export const HOUSEKEEPING_EVERY_MS = 60_000;

/** Asks again for refunds pending too long (payments.retryStaleRefunds); answers how many. */
export type StaleRefunds = () => Promise<number>;

export function startHousekeeping(db: Db, log: FastifyBaseLogger, lastLook: LastLook, staleRefunds: StaleRefunds = async () => 0): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const cancelled = await expireUnpaid(db, now, lastLook);
      if (cancelled) log.info({ cancelled }, "unpaid orders cancelled after their payment window");
      const refunds = await staleRefunds();
      if (refunds) log.info({ refunds }, "pending refunds asked for again");
      await purgeIdempotencyKeys(db, now);
    } catch (error) {
      log.error({ err: error }, "housekeeping failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
