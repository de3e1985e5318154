// Applies the numbered SQL migrations (callers hold the start-up lock).
import { fromRepositoryRoot } from "../repository-root";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "./client";

export const migrationsFolder = fromRepositoryRoot("src/server/db/migrations");
export async function migrate(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
