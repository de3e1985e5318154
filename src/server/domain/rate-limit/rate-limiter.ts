// Fixed-window rate limits counted in the database, so every server instance sees the same
// count for a key (ADR 0013). Form submissions use it now; one-time passwords will too.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

/** The longest window a limit may have: windows that started before it are certainly over. */
export const RATE_WINDOW_MAX_SECONDS = 86_400;

/** Ended windows are swept at most this often per process; the sweep is a bonus, not a duty. */
const SWEEP_EVERY_MS = 60_000;

export interface RateLimit {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export function createRateLimiter(db: Db, now: () => number = Date.now) {
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(t.rateLimitHits).where(lt(t.rateLimitHits.windowStart, new Date(at - RATE_WINDOW_MAX_SECONDS * 1000)));
  }

  return {
    /**
     * Counts one attempt for `key` and says whether it is within the limit. Every attempt
     * counts, refused ones too, so hammering a closed window does not open it sooner.
     */
    async hit(key: string, { limit, windowSeconds }: RateLimit): Promise<RateDecision> {
      if (!(windowSeconds > 0 && windowSeconds <= RATE_WINDOW_MAX_SECONDS)) {
        throw new Error(`A rate limit window must be 1 to ${RATE_WINDOW_MAX_SECONDS} seconds, not ${windowSeconds}`);
      }
      const at = now();
      const windowMs = windowSeconds * 1000;
      const windowStart = Math.floor(at / windowMs) * windowMs;
      // One statement: the row lock of the upsert makes concurrent attempts count one by one.
      const [row] = await db
        .insert(t.rateLimitHits)
        .values({ key, windowStart: new Date(windowStart), hits: 1 })
        .onConflictDoUpdate({
          target: [t.rateLimitHits.key, t.rateLimitHits.windowStart],
          set: { hits: sql`${t.rateLimitHits.hits} + 1` },
        })
        .returning({ hits: t.rateLimitHits.hits });
      await sweep(at);
      const allowed = row!.hits <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
