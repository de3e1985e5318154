// Brings a database up to date on start: migrations, then the demo store if it is empty.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { migrate } from "./migrate";
import { isSeeded, seed } from "./seed";
import * as t from "./schema";

export async function prepareDatabase(database: Database, opts: { seed: boolean } = { seed: true }): Promise<void> {
  await database.withStartupLock(async () => {
    await migrate(database);
    if (opts.seed && !(await isSeeded(database.db))) await seed(database.db);
  });
}

/**
 * The secret that signs anti-forgery tokens. Configured in production; elsewhere made once
 * and kept in the database, so restarts and sibling instances agree on it.
 */
export async function sessionSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const { db } = database;
  await db
    .insert(t.serverSettings)
    .values({ key: "session_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(t.serverSettings).where(eq(t.serverSettings.key, "session_secret"));
  return row!.value;
}
