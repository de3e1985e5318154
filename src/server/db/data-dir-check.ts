// What an embedded database folder holds, judged from its files before PGlite opens it (ADR 0050).
// PGlite runs initdb wherever PG_VERSION is missing, even over other files, and a server that
// then seeds the demo turns a damaged shop into an empty one with readiness 200. So a folder is
// either empty (or absent), and gets a new database, or a whole database, and is opened; anything
// else stops start-up with what to do, and nothing in it is written.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { DATA_DIR_LOCK_FILE } from "./data-dir-lock";

/** The server's own files in the folder, which neither make it a database nor keep it empty. */
export const LOCAL_ADMIN_FILE = "kirana-admin.json";
const OWN_FILE = new RegExp(`^(${DATA_DIR_LOCK_FILE.replace(".", "\\.")}(\\.\\d+)?|${LOCAL_ADMIN_FILE.replace(".", "\\.")})$`);

/** PostgreSQL's major version in the PGlite this project pins, and its pg_control layout. */
export const EXPECTED_PG_MAJOR = "18";
const PG_CONTROL_VERSION = 1800;
const PG_CONTROL_SIZE = 8192;
/** offsetof(ControlFileData, crc) for PG_CONTROL_VERSION: the CRC-32C of the bytes before it. */
const PG_CONTROL_CRC_OFFSET = 292;
/** Folders initdb makes that PostgreSQL cannot start without. */
const REQUIRED_DIRS = [
  "base",
  "global",
  "pg_wal",
  "pg_xact",
  "pg_multixact",
  "pg_subtrans",
  "pg_tblspc",
  "pg_twophase",
  "pg_logical",
  "pg_snapshots",
  "pg_commit_ts",
  "pg_notify",
  "pg_serial",
  "pg_replslot",
  "pg_dynshmem",
  "pg_stat",
  "pg_stat_tmp",
];
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export class DataDirDamaged extends Error {
  constructor(
    readonly dataDir: string,
    readonly problem: string,
  ) {
    const dir = resolve(dataDir);
    super(
      `The embedded database in ${dir} looks damaged: ${problem}. Kirana will not serve it, and will not start a new shop over it. ` +
        `To restore a backup, run \`npm run db:restore <backup file> <empty folder>\` and point DATA_DIR at that folder; ` +
        `to start a fresh demo shop instead, move ${dir} away (keep it: its files may still be recoverable).`,
    );
    this.name = "DataDirDamaged";
  }
}

/** Answers "empty" (absent, or only the server's own files) or "whole"; throws DataDirDamaged otherwise. */
export function inspectDataDir(dataDir: string): "empty" | "whole" {
  if (!existsSync(dataDir)) return "empty";
  if (!statSync(dataDir).isDirectory()) throw new DataDirDamaged(dataDir, "it is a file, not a folder");
  const entries = readdirSync(dataDir).filter((name) => !OWN_FILE.test(name));
  if (entries.length === 0) return "empty";
  const problem = wholeDatabaseProblem(dataDir, new Set(entries));
  if (problem) throw new DataDirDamaged(dataDir, problem);
  return "whole";
}

/** Why the folder is not a whole database, or null when it looks like one. */
function wholeDatabaseProblem(dir: string, entries: Set<string>): string | null {
  if (!entries.has("PG_VERSION")) {
    if (entries.has("base") || entries.has("global")) return "PG_VERSION is missing";
    const names = [...entries].sort();
    return `it holds ${names.slice(0, 3).join(", ")}${names.length > 3 ? ` and ${names.length - 3} more` : ""} but no database`;
  }
  const version = readFileSync(join(dir, "PG_VERSION"), "utf8").trim();
  if (version !== EXPECTED_PG_MAJOR) return `PG_VERSION says ${JSON.stringify(version.slice(0, 20))}, and this server's embedded PostgreSQL is ${EXPECTED_PG_MAJOR}`;
  const missingDirs = REQUIRED_DIRS.filter((name) => !isDir(join(dir, name)));
  if (missingDirs.length) return `${missingDirs.join(", ")} ${missingDirs.length === 1 ? "is" : "are"} missing`;
  const control = pgControlProblem(join(dir, "global", "pg_control"));
  if (control) return control;
  const databases = readdirSync(join(dir, "base"));
  if (databases.length === 0) return "base/ holds no database";
  const halfMade = databases.filter((oid) => !existsSync(join(dir, "base", oid, "PG_VERSION")));
  if (halfMade.length) return `base/${halfMade[0]} is not a whole database (its PG_VERSION is missing)`;
  const segments = readdirSync(join(dir, "pg_wal")).filter((name) => WAL_SEGMENT.test(name) && statSync(join(dir, "pg_wal", name)).size > 0);
  if (segments.length === 0) return "pg_wal/ holds no write-ahead log segment";
  if (!entries.has("postgresql.conf")) return "postgresql.conf is missing";
  return null;
}

function isDir(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

function pgControlProblem(file: string): string | null {
  if (!existsSync(file)) return "global/pg_control is missing";
  const bytes = readFileSync(file);
  if (bytes.length !== PG_CONTROL_SIZE) return `global/pg_control is ${bytes.length} bytes long, not ${PG_CONTROL_SIZE}`;
  const version = bytes.readUInt32LE(8);
  if (version !== PG_CONTROL_VERSION) return `global/pg_control has layout ${version}, not ${PG_CONTROL_VERSION}`;
  if (crc32c(bytes.subarray(0, PG_CONTROL_CRC_OFFSET)) !== bytes.readUInt32LE(PG_CONTROL_CRC_OFFSET)) return "global/pg_control fails its checksum";
  return null;
}

let crcTable: Uint32Array | null = null;
/** CRC-32C (Castagnoli), which PostgreSQL uses for pg_control; node:zlib has only CRC-32. */
function crc32c(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
