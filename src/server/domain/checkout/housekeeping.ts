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

/**
 * Starts the timer; the answer stops it and resolves once a pass already under way has finished,
 * so a stopping server does not close the database under it.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, lastLook: LastLook, staleRefunds: StaleRefunds = async () => 0): () => Promise<void> {
  let running: Promise<void> | null = null;
  const pass = async () => {
    try {
      const now = new Date();
      const cancelled = await expireUnpaid(db, now, lastLook);
      if (cancelled) log.info({ cancelled }, "unpaid orders cancelled after their payment window");
      const refunds = await staleRefunds();
      if (refunds) log.info({ refunds }, "pending refunds asked for again");
      await purgeIdempotencyKeys(db, now);
    } catch (error) {
      log.error({ err: error }, "housekeeping failed");
    }
  };
  const tick = () => {
    if (running) return;
    running = pass().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
