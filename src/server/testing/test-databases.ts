// Test databases: migrate and seed once per run, then give each test file its own copy
// (a PGlite snapshot, or a PostgreSQL database cloned from a template).
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import "./provided-context";
import { openDatabase, type Database, type OpenOptions } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { adminQuery, databaseUrl, randomName } from "../db/admin";

/** Builds the migrated, seeded original that test files copy. */
export async function buildTemplate(kind: "pglite" | "postgres"): Promise<{ ref: string; snapshot?: Blob; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    await prepareDatabase(database);
    const snapshot = await database.pglite!.dumpDataDir("none");
    await database.close();
    return { ref: "", snapshot, drop: async () => {} };
  }
  const name = randomName("kirana_tpl");
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  await prepareDatabase(database);
  await database.close();
  return { ref: name, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** A fresh copy of the run's template for one test file. */
export async function openTestDatabase(opts: Pick<OpenOptions, "onQuery"> = {}): Promise<Database & { dispose(): Promise<void> }> {
  const kind = process.env.KIRANA_TEST_DB;
  if (kind === "postgres") {
    const template = inject("kiranaTestTemplate");
    const name = randomName("kirana_t");
    await adminQuery(`create database ${name} template ${template}`);
    const database = await openDatabase({ url: databaseUrl(name), poolSize: 5, ...opts });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const bytes = await readFile(inject("kiranaTestSnapshot"));
  const database = await openDatabase({ loadDataDir: new Blob([bytes]), ...opts });
  return { ...database, dispose: () => database.close() };
}

/** A folder holding the migrated, seeded demo on PGlite: from the run's snapshot where the project made one. */
export async function openDemoFolder(dataDir: string): Promise<Database> {
  const snapshot = process.env.KIRANA_TEST_DB === "pglite" ? inject("kiranaTestSnapshot") : undefined;
  const database = await openDatabase({ dataDir, ...(snapshot ? { loadDataDir: new Blob([await readFile(snapshot)]) } : {}) });
  await prepareDatabase(database);
  return database;
}
