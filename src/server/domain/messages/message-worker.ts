// Sends the queued messages on a timer, on every server instance at once: claims keep two
// instances from sending one message (claim-messages.ts), so more instances only share the work.
// A pass first runs the extra work it was given (the stock-alert sweep queues its messages
// there), then claims and sends batch after batch until nothing is due.
import { claimMessages, MESSAGE_LEASE_SECONDS } from "./claim-messages";
import { deliverMessage, type MessageDeps } from "./deliver-message";

/** One piece of per-pass work; answers how much it did (rows queued, say), for the log. */
export type PassWork = () => Promise<number>;

export interface PassOptions {
  /** Messages claimed and sent at once; their sends overlap, so one slow provider call does not hold the rest. */
  batch?: number;
  /** At most this many a pass, so a long queue does not keep a stopping server waiting. */
  max?: number;
  leaseSeconds?: number;
  /** Asked between batches: true ends the pass early. */
  stopping?: () => boolean;
}

/** Sends what is due now; answers how many messages it handled (sent, skipped or put off). */
export async function runMessagePass(deps: MessageDeps, { batch = 5, max = 500, leaseSeconds = MESSAGE_LEASE_SECONDS, stopping = () => false }: PassOptions = {}): Promise<number> {
  let handled = 0;
  while (handled < max && !stopping()) {
    const claimed = await claimMessages(deps.db, Math.min(batch, max - handled), leaseSeconds);
    await Promise.all(claimed.map((row) => deliverMessage(deps, row)));
    handled += claimed.length;
    if (claimed.length < batch) break;
  }
  return handled;
}

export interface MessageWorkerOptions {
  /** Between passes; 0 or less starts nothing (MESSAGES_POLL_SECONDS=0). */
  everyMs: number;
  /** Run at the start of every pass, each on its own: one that throws is logged and the rest go on. */
  extraWork?: readonly PassWork[];
  pass?: Omit<PassOptions, "stopping">;
}

/**
 * Starts the timer; the answer stops it and resolves once a pass already under way has finished
 * its batch, so a stopping server does not close the database under a send.
 */
export function startMessageWorker(deps: MessageDeps & { log: NonNullable<MessageDeps["log"]> }, options: MessageWorkerOptions): () => Promise<void> {
  if (options.everyMs <= 0) return async () => {};
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    for (const work of options.extraWork ?? []) {
      try {
        const done = await work();
        if (done) deps.log.info({ event: "message_work", done }, "messages queued by a sweep");
      } catch (error) {
        deps.log.error({ err: error }, "a message sweep failed");
      }
    }
    try {
      const handled = await runMessagePass(deps, { ...options.pass, stopping: () => stopped });
      if (handled) deps.log.info({ event: "messages_handled", handled }, "queued messages handled");
    } catch (error) {
      deps.log.error({ err: error }, "sending queued messages failed");
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = pass().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
