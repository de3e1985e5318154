// Opens the one database: embedded PGlite by default, PostgreSQL when a URL is given.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { DATA_DIR_LOCK_FILE, lockDataDir } from "./data-dir-lock";
import { DataDirDamaged, inspectDataDir, LOCAL_ADMIN_FILE } from "./data-dir-check";
import { checkEmbeddedDatabase } from "./check-embedded-database";
import { createLocalNotices, createPgNotices, type Notices } from "./notices";

const STARTUP_LOCK_ID = 4_217_001;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so concurrent starts migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Present on PGlite: lets tests snapshot a migrated, seeded database. */
  pglite?: PGlite;
  /** A statement with positional parameters, as drizzle sends it. */
  rawQuery<T>(text: string, params: unknown[]): Promise<T[]>;
  /** Notices to every process on this database (ADR 0043). */
  notices: Notices;
  /** PostgreSQL's address; absent on PGlite. */
  url?: string;
}

export interface OpenOptions {
  url?: string | undefined;
  /** PGlite folder; omitted = in memory. */
  dataDir?: string | undefined;
  /** PGlite snapshot (from dumpDataDir) to start from. */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Sees every statement drizzle sends (tests read query plans with it). */
  onQuery?: (text: string, params: unknown[]) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const onQuery = opts.onQuery;
  const logger = onQuery ? { logQuery: (text: string, params: unknown[]) => onQuery(text, params) } : undefined;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // A dropped connection must not take the process down; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
    const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    };
    const rawQuery = async <T>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as T[];
    const notices = createPgNotices(opts.url, pool);
    const close = async () => {
      await notices.close();
      await pool.end();
    };
    return { db, kind: "postgres", close, withStartupLock, rawQuery, notices, url: opts.url };
  }
  const dataDir = opts.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A folder is one process's: a second PGlite on it would corrupt it (ADR 0043).
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let state: "empty" | "whole" = "empty";
  let pglite: PGlite;
  try {
    // Judged before PGlite sees it: PGlite would run initdb over a damaged folder (ADR 0050).
    if (dataDir) state = inspectDataDir(dataDir);
    if (dataDir && opts.loadDataDir && state !== "empty") throw new Error(`${dataDir} is not empty: a copy is restored only into an empty folder`);
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    }).catch((error: unknown) => {
      // PGlite's own words for a cluster it cannot start ("Aborted()") do not say which folder.
      throw dataDir && state === "whole" ? new DataDirDamaged(dataDir, `the embedded PostgreSQL could not open it (${error instanceof Error ? error.message : String(error)})`) : error;
    });
    if (dataDir && opts.loadDataDir) {
      // The copy carries the lock and admin files of the server it was taken from: this folder is ours.
      writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), String(process.pid));
      rmSync(join(dataDir, LOCAL_ADMIN_FILE), { force: true });
    }
    if (dataDir && (state === "whole" || opts.loadDataDir)) await refuseDamage(pglite, dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  const rawQuery = async <T>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows;
  // PGlite is one connection in this process: nobody else can race the start-up.
  const close = async () => {
    try {
      await pglite.close();
    } finally {
      unlock();
    }
  };
  return { db, kind: "pglite", close, pglite, withStartupLock: (fn) => fn(), rawQuery, notices: createLocalNotices() };
}

/** Reads every table of a folder's database once; closes it and throws DataDirDamaged when one cannot be read. */
async function refuseDamage(pglite: PGlite, dataDir: string): Promise<void> {
  const report = await checkEmbeddedDatabase(pglite).catch((error: unknown) => ({ faults: [{ table: "the catalogue", error: String(error) }] }));
  if (report.faults.length === 0) return;
  await pglite.close().catch(() => {});
  const [first] = report.faults;
  const more = report.faults.length > 1 ? ` (and ${report.faults.length - 1} more table${report.faults.length > 2 ? "s" : ""})` : "";
  throw new DataDirDamaged(dataDir, `table ${first!.table} cannot be read: ${first!.error}${more}`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
