// `npm run db:backup`, `db:restore` and `db:check` for the embedded database (ADR 0050). Each
// answers an exit code: 0 done, 1 refused or failed (the reason printed), 2 misused.
import { createWriteStream, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { checkEmbeddedDatabase, type CheckReport } from "./check-embedded-database";
import { inspectDataDir } from "./data-dir-check";
import { dataDirHolder } from "./data-dir-lock";
import { readLocalAdminFile } from "./local-admin-file";

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const POSTGRES =
  "This server's database is PostgreSQL (DATABASE_URL is set): back it up with pg_dump and restore it with pg_restore, as the README's Backups section shows. These commands are for the embedded database in DATA_DIR.";

/** DATA_DIR as the server would use it, or the reason there is none. */
function embeddedDataDir(out: Output): string | null {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    // The server's own environment: the command runs where the server does, with its settings.
    out.error((error as Error).message);
    return null;
  }
  if (config.DATABASE_URL) {
    out.error(POSTGRES);
    return null;
  }
  return config.DATA_DIR;
}

/** Asks the server holding the folder (its pid) over its local admin endpoint. */
async function askServer(dataDir: string, holder: number, path: "backup" | "check"): Promise<Response> {
  const admin = readLocalAdminFile(dataDir);
  if (!admin || admin.pid !== holder) {
    throw new Error(`Process ${holder} holds ${resolve(dataDir)} but has not written its kirana-admin.json (it may still be starting): try again once it serves, or stop it and run this again.`);
  }
  const answer = await fetch(`http://127.0.0.1:${admin.port}/s/admin/${path}`, { method: "POST", headers: { authorization: `Bearer ${admin.token}` } });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { message?: string } | null;
    throw new Error(`The running server (process ${holder}) answered ${answer.status}: ${body?.message ?? answer.statusText}`);
  }
  return answer;
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d+Z$/, "Z");

export async function backupCommand(args: string[], out: Output = console): Promise<number> {
  if (args.length > 1) {
    out.error("Usage: npm run db:backup [file.tar.gz]");
    return 2;
  }
  const dataDir = embeddedDataDir(out);
  if (!dataDir) return 2;
  const target = resolve(args[0] ?? `kirana-backup-${stamp()}.tar.gz`);
  if (existsSync(target)) {
    out.error(`${target} exists already; name a new file.`);
    return 1;
  }
  const partial = `${target}.partial`;
  try {
    const holder = dataDirHolder(dataDir);
    let source: string;
    if (holder) {
      const answer = await askServer(dataDir, holder, "backup");
      await pipeline(Readable.fromWeb(answer.body as ReadableStream), createWriteStream(partial, { mode: 0o600 }));
      source = `the running server (process ${holder})`;
    } else {
      if (inspectDataDir(dataDir) === "empty") {
        out.error(`There is no database in ${resolve(dataDir)} to back up.`);
        return 1;
      }
      const database = await openDatabase({ dataDir });
      try {
        const copy = await database.pglite!.dumpDataDir("gzip");
        await pipeline(Readable.fromWeb(copy.stream() as ReadableStream), createWriteStream(partial, { mode: 0o600 }));
      } finally {
        await database.close();
      }
      source = resolve(dataDir);
    }
    // Renamed once whole: a file under the final name is never a cut-off copy.
    renameSync(partial, target);
    out.log(`Wrote ${target} (${(statSync(target).size / 1e6).toFixed(1)} MB) from ${source}. Restore it with: npm run db:restore ${target} <empty folder>`);
    return 0;
  } catch (error) {
    rmSync(partial, { force: true });
    out.error((error as Error).message);
    return 1;
  }
}

export async function restoreCommand(args: string[], out: Output = console): Promise<number> {
  if (args.length < 1 || args.length > 2) {
    out.error("Usage: npm run db:restore <backup.tar.gz> [folder, default DATA_DIR]");
    return 2;
  }
  const [file, folder] = args as [string, string | undefined];
  let dataDir = folder;
  if (!dataDir) {
    const configured = embeddedDataDir(out);
    if (!configured) return 2;
    dataDir = configured;
  }
  if (!existsSync(file)) {
    out.error(`${resolve(file)} does not exist.`);
    return 1;
  }
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) {
    out.error(
      `${resolve(dataDir)} is not empty: a backup is restored only into an empty or new folder. Stop the server, move that folder away (keep it until the restored shop works), then run this again.`,
    );
    return 1;
  }
  try {
    // PGlite unpacks the copy into the folder; opening it then reads every table (ADR 0050).
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
    await database.close();
  } catch (error) {
    // The folder was empty: what this command wrote into it is no shop, and is taken away again.
    if (existed) for (const name of readdirSync(dataDir)) rmSync(resolve(dataDir, name), { recursive: true, force: true });
    else rmSync(dataDir, { recursive: true, force: true });
    out.error(`Not restored: ${(error as Error).message}`);
    return 1;
  }
  out.log(`Restored ${resolve(file)} into ${resolve(dataDir)} and read every table. Start the server with DATA_DIR=${dataDir}.`);
  return 0;
}

export async function checkCommand(args: string[], out: Output = console): Promise<number> {
  if (args.length > 0) {
    out.error("Usage: npm run db:check");
    return 2;
  }
  const dataDir = embeddedDataDir(out);
  if (!dataDir) return 2;
  const where = resolve(dataDir);
  try {
    const holder = dataDirHolder(dataDir);
    let report: CheckReport;
    if (holder) {
      report = (await (await askServer(dataDir, holder, "check")).json()) as CheckReport;
    } else {
      if (inspectDataDir(dataDir) === "empty") {
        out.log(`There is no database in ${where} yet; the server makes one there on its first start.`);
        return 0;
      }
      // Opening checks the files and reads every table; a damaged folder throws here.
      const database = await openDatabase({ dataDir });
      try {
        report = await checkEmbeddedDatabase(database.pglite!);
      } finally {
        await database.close();
      }
    }
    if (report.faults.length) {
      for (const fault of report.faults) out.error(`The embedded database in ${where} is damaged: table ${fault.table} cannot be read: ${fault.error}`);
      return 1;
    }
    out.log(`The embedded database in ${where} is whole: pg_control, the catalogue and ${report.tables} tables (${report.rows} rows) read.`);
    return 0;
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
}
