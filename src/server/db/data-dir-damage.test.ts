// A damaged embedded database folder is refused, naming the folder and how to restore, and never
// becomes an empty shop (issue 24, item 4; ADR 0050). Each case of the outside probe damages a
// copy of one whole, seeded folder; the opener the server uses must refuse it and leave its files
// as they were. PGlite only, by nature: this file opens folders itself whichever engine the
// run's project names, so it runs once in either set-up.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, unlinkSync, writeFileSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { openDemoFolder } from "../testing/test-databases";
import { DATA_DIR_LOCK_FILE } from "./data-dir-lock";
import { DataDirDamaged } from "./data-dir-check";

const root = mkdtempSync(join(tmpdir(), "kirana-damage-"));
const whole = join(root, "whole");
/** The products table's relation file, relative to the folder (it spans many pages in the demo). */
let productsFile = "";
let products = 0;

beforeAll(async () => {
  const database = await openDemoFolder(whole);
  const [row] = await database.rawQuery<{ path: string; n: number }>("select pg_relation_filepath('products') as path, (select count(*)::int from products) as n", []);
  [productsFile, products] = [row!.path, row!.n];
  await database.close();
  // Opened once more, every table is read (ADR 0050) and its rows' hint bits are set and written,
  // so the refused openings below find nothing left to tidy in the copies' table files.
  await (await openDatabase({ dataDir: whole })).close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

let copies = 0;
function copyOfWhole(): string {
  const dir = join(root, `case-${++copies}`);
  cpSync(whole, dir, { recursive: true });
  return dir;
}

/** Every file's content hash, by its path in the folder (the lock file aside: it comes and goes). */
function fingerprint(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name !== DATA_DIR_LOCK_FILE) files.set(relative(dir, path), createHash("sha1").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(dir);
  return files;
}

/** Overwrites bytes in the middle of a relation file, as a failing disk or a bad copy would. */
function garble(file: string, at = Math.floor(statSync(file).size / 2) + 1000) {
  const fd = openSync(file, "r+");
  writeSync(fd, Buffer.alloc(64, 0xa5), 0, 64, at);
  closeSync(fd);
}

type Damage = { name: string; damage(dir: string): void; problem: RegExp; opened?: boolean };
const cases: Damage[] = [
  { name: "no PG_VERSION", damage: (dir) => unlinkSync(join(dir, "PG_VERSION")), problem: /PG_VERSION is missing/ },
  { name: "a wrong PG_VERSION", damage: (dir) => writeFileSync(join(dir, "PG_VERSION"), "17\n"), problem: /PG_VERSION says "17"/ },
  { name: "no pg_control", damage: (dir) => unlinkSync(join(dir, "global", "pg_control")), problem: /global\/pg_control is missing/ },
  { name: "a garbled pg_control", damage: (dir) => garble(join(dir, "global", "pg_control"), 16), problem: /pg_control fails its checksum/ },
  {
    name: "no write-ahead log",
    damage: (dir) => {
      for (const name of readdirSync(join(dir, "pg_wal"))) if (/^[0-9A-F]{24}$/.test(name)) unlinkSync(join(dir, "pg_wal", name));
    },
    problem: /pg_wal\/ holds no write-ahead log segment/,
  },
  { name: "a garbled page of a table", damage: (dir) => garble(join(dir, productsFile)), problem: /table products cannot be read: invalid page in block/, opened: true },
  { name: "a table cut short", damage: (dir) => truncateSync(join(dir, productsFile), 8192 * 2), problem: /table products cannot be read: could not read block/, opened: true },
  {
    name: "a half copy (the top-level files and global/ only)",
    damage: (dir) => {
      for (const name of readdirSync(dir)) if (statSync(join(dir, name)).isDirectory() && name !== "global") rmSync(join(dir, name), { recursive: true });
    },
    problem: /base, .* are missing/,
  },
];

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

async function refusal(dir: string): Promise<Error> {
  const error = await openDatabase({ dataDir: dir }).then(
    async (database) => {
      await database.close();
      return new Error("opened");
    },
    (failure: unknown) => failure as Error,
  );
  return error;
}

function expectClearRefusal(error: Error, dir: string, problem: RegExp) {
  expect(error).toBeInstanceOf(DataDirDamaged);
  expect(error.message).toContain(`The embedded database in ${resolve(dir)} looks damaged`);
  expect(error.message).toMatch(problem);
  expect(error.message).toContain("npm run db:restore <backup file> <empty folder>");
  expect(error.message).toContain(`move ${resolve(dir)} away`);
}

describe("a damaged embedded database folder", () => {
  it("opens whole, with its rows, when undamaged (the copies below start from this)", async () => {
    const dir = copyOfWhole();
    const database = await openDatabase({ dataDir: dir });
    expect(await database.rawQuery("select count(*)::int as n from products", [])).toEqual([{ n: products }]);
    await database.close();
    expect(products).toBeGreaterThan(100);
  }, 60_000);

  it.each(cases)(
    "with $name is refused, naming the folder and how to restore, and left as it was",
    async ({ damage, problem, opened }) => {
      const dir = copyOfWhole();
      damage(dir);
      const before = fingerprint(dir);
      expectClearRefusal(await refusal(dir), dir, problem);
      // A folder PGlite opened before its tables were read gets a shutdown checkpoint on close:
      // pg_control and the write-ahead log move on, and no table or catalogue file changes.
      const moved = (path: string) => opened === true && (path === join("global", "pg_control") || path.startsWith("pg_wal"));
      const after = fingerprint(dir);
      // Nothing was added or removed: no initdb, no seed.
      expect([...after.keys()].filter((path) => !before.has(path) && !moved(path))).toEqual([]);
      expect([...before.keys()].filter((path) => !after.has(path) && !moved(path))).toEqual([]);
      for (const [path, hash] of before) if (!moved(path)) expect(after.get(path), path).toBe(hash);
      // The lock is released: the folder is not left looking in use.
      expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    },
    60_000,
  );

  it("holding only a stray file is refused, not made into a new database beside it", async () => {
    const dir = join(root, "stray");
    mkdirSync(dir);
    writeFileSync(join(dir, "notes.txt"), "the shop's accounts");
    expectClearRefusal(await refusal(dir), dir, /it holds notes\.txt but no database/);
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("is reported by npm run db:check with the folder and the table, exit code 1; a whole one with exit code 0", async () => {
    const run = (dir: string) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-check.ts"], { env: { ...withoutDatabaseUrl(), DATA_DIR: dir, NODE_ENV: "test" }, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<{ code: number | null; output: string }>((done) => child.once("exit", (code) => done({ code, output })));
    };
    const damaged = copyOfWhole();
    garble(join(damaged, productsFile));
    const [bad, good] = await Promise.all([run(damaged), run(copyOfWhole())]);
    expect(bad.output).toContain(`The embedded database in ${resolve(damaged)} looks damaged: table products cannot be read`);
    expect(bad.code).toBe(1);
    expect(good.output).toMatch(/is whole: pg_control, the catalogue and \d+ tables/);
    expect(good.code).toBe(0);
  }, 120_000);

  it("stops the server at start-up with the same message, exit code 1, and never serves", async () => {
    const dir = copyOfWhole();
    unlinkSync(join(dir, "PG_VERSION"));
    const before = fingerprint(dir);
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...withoutDatabaseUrl(), DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once("exit", done));
    expect(code).toBe(1);
    expect(output).toContain(`The embedded database in ${resolve(dir)} looks damaged: PG_VERSION is missing`);
    expect(output).not.toContain("Kirana is serving");
    expect(fingerprint(dir)).toEqual(before);
  }, 120_000);
});
