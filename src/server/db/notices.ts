// Notices between the server processes on one database (ADR 0043). A process that changes what
// others keep in memory (a website's settings and catalogue version, a warehouse's delivery
// setup) tells them at once through PostgreSQL's LISTEN/NOTIFY, so their short-lived caches
// drop it instead of serving it until it expires. The expiry stays as the bound when a notice
// is missed: the listening connection is made again after a loss, and its subscribers then
// forget everything, since notices sent meanwhile never arrive. PGlite is one process, so
// there a notice only reaches the process's own subscribers.
import pg from "pg";

const CHANNEL = "kirana_changes";
const RECONNECT_MS = 1_000;

export interface Notices {
  /** Sends a notice to every process on the database, this one included. */
  publish(payload: string): Promise<void>;
  /** onNotice sees every notice; onGap runs when some may have been missed. */
  subscribe(onNotice: (payload: string) => void, onGap: () => void): void;
}

interface Subscriber {
  onNotice: (payload: string) => void;
  onGap: () => void;
}

/** Notices within this process only (PGlite: nobody else can open the database). */
export function createLocalNotices(): Notices {
  const subscribers: Subscriber[] = [];
  return {
    publish: async (payload) => {
      for (const s of subscribers) s.onNotice(payload);
    },
    subscribe: (onNotice, onGap) => void subscribers.push({ onNotice, onGap }),
  };
}

/** Notices over PostgreSQL: one connection of its own listens, made on the first subscribe. */
export function createPgNotices(url: string, pool: pg.Pool): Notices & { close(): Promise<void> } {
  const subscribers: Subscriber[] = [];
  let listener: pg.Client | null = null;
  let closed = false;

  const listen = (afterGap: boolean) => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (closed) return;
      setTimeout(() => listen(true), RECONNECT_MS).unref();
    };
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || message.payload === undefined) return;
      for (const s of subscribers) s.onNotice(message.payload);
    });
    client.on("error", lose);
    client.on("end", lose);
    client
      .connect()
      .then(() => client.query(`listen ${CHANNEL}`))
      .then(() => {
        if (closed) return void client.end().catch(() => {});
        listener = client;
        if (afterGap) for (const s of subscribers) s.onGap();
      }, lose);
  };

  return {
    publish: async (payload) => {
      await pool.query("select pg_notify($1, $2)", [CHANNEL, payload]);
    },
    subscribe(onNotice, onGap) {
      subscribers.push({ onNotice, onGap });
      if (subscribers.length === 1) listen(false);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
    },
  };
}

/**
 * Wraps a cache's forget() so that calling it forgets in every process on the database: here
 * at once, elsewhere when the notice arrives. `topic` names the cache in the notices.
 */
export function forgetEverywhere(notices: Notices, topic: string, forget: (id?: number) => void): (id?: number) => void {
  notices.subscribe(
    (payload) => {
      const notice = JSON.parse(payload) as { topic?: string; id?: number };
      if (notice.topic === topic) forget(notice.id);
    },
    () => forget(),
  );
  return (id?: number) => {
    forget(id);
    // A lost notice leaves the others on their caches' short expiry; the change itself is made.
    notices.publish(JSON.stringify({ topic, id })).catch(() => {});
  };
}
