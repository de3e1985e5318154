// One payment hand-off at a time per order (ADR 0020), so racing hand-offs (two tabs, a double
// load, a retry racing the first) open one provider order between them: the first creates it,
// the others, let in one by one, find its "created" row and resume it.
//
// In this process, hand-offs for one order queue on an in-process gate; on PGlite (one
// connection, one process) that is all there is, and no transaction is held while the hand-off
// works on the database. On PostgreSQL the gate's holder also takes
// pg_advisory_xact_lock(namespace, order id) in a transaction of its own, on its own pooled
// connection, held while the hand-off runs on other connections and released by its commit, so
// processes sharing the database queue too. Advisory locks block only other takers of the same
// lock: the hand-off's own writes (the payments row, the order's status change) never wait on it.
//
// Each waiting process holds one connection per order being handed off, so the number of lock
// transactions per process is capped below the pool's size: work under the lock always finds a
// free connection. A caller waits at most WAIT_MS in all, then gets a 503 to try again.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { Refusal } from "../refusal";

/** The first key of pg_advisory_xact_lock(int, int); the second is the order's id. */
export const ORDER_PAYMENT_LOCK_NAMESPACE = 4_217_020;
/** The longest a hand-off waits for the ones ahead of it (each is bounded by the providers' timeouts). */
export const ORDER_PAYMENT_LOCK_WAIT_MS = 30_000;

export interface OrderPaymentLock {
  /** Runs work while no other hand-off for the order runs, in this process or another on the same database. */
  run<T>(orderId: number, work: () => Promise<T>): Promise<T>;
}

const busy = () => new Refusal("unavailable", "This payment is still being prepared in another window. Please try again in a moment.", undefined, 2);

/** `limit` places, handed out first come first served; a waiter gives up at its deadline. */
class Places {
  private taken = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  get idle(): boolean {
    return this.taken === 0 && this.waiters.length === 0;
  }

  take(deadline: number): Promise<void> {
    if (this.taken < this.limit) {
      this.taken++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(
        () => {
          const at = this.waiters.indexOf(waiter);
          if (at >= 0) this.waiters.splice(at, 1);
          reject(busy());
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiters.push(waiter);
    });
  }

  /** Passes the place to the next waiter (it stays taken), or frees it. */
  give(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.taken--;
  }
}

/** An error's SQLSTATE, looking through the driver's and drizzle's wrappers. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** The size of node-postgres's pool behind drizzle (10, pg's default, when it cannot be read). */
function poolSize(database: Pick<Database, "db">): number {
  const client = (database.db as unknown as { $client?: { options?: { max?: unknown } } }).$client;
  const max = client?.options?.max;
  return typeof max === "number" && max > 0 ? max : 10;
}

export function createOrderPaymentLock(database: Pick<Database, "db" | "kind">, waitMs = ORDER_PAYMENT_LOCK_WAIT_MS): OrderPaymentLock {
  const gates = new Map<number, Places>();
  // Lock transactions in this process at once: at most half the pool.
  const lockConnections = new Places(Math.max(1, Math.floor(poolSize(database) / 2)));

  async function underAdvisoryLock<T>(orderId: number, deadline: number, work: () => Promise<T>): Promise<T> {
    await lockConnections.take(deadline);
    const result: { finished: boolean; value?: T } = { finished: false };
    try {
      await database.db.transaction(async (tx) => {
        const wait = Math.max(1, deadline - Date.now());
        // lock_timeout bounds the wait for the advisory lock too; set locally, it ends with this transaction.
        await tx.execute(sql`select set_config('lock_timeout', ${`${wait}ms`}, true)`);
        try {
          await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_PAYMENT_LOCK_NAMESPACE}::integer, ${orderId}::integer)`);
        } catch (error) {
          if (sqlState(error) === "55P03") throw busy();
          throw error;
        }
        result.value = await work();
        result.finished = true;
      });
    } catch (error) {
      // When the work finished, a failed commit only released the lock early, which is all it was for.
      if (!result.finished) throw error;
    } finally {
      lockConnections.give();
    }
    return result.value as T;
  }

  return {
    async run<T>(orderId: number, work: () => Promise<T>): Promise<T> {
      const deadline = Date.now() + waitMs;
      let gate = gates.get(orderId);
      if (!gate) gates.set(orderId, (gate = new Places(1)));
      try {
        await gate.take(deadline);
      } catch (error) {
        if (gate.idle) gates.delete(orderId);
        throw error;
      }
      try {
        return database.kind === "postgres" ? await underAdvisoryLock(orderId, deadline, work) : await work();
      } finally {
        gate.give();
        if (gate.idle) gates.delete(orderId);
      }
    },
  };
}
