// After a bulk load the planner needs fresh statistics, and the search index its real size:
// until VACUUM, a GIN index reports the size it had when it was created, and the planner
// then prices it far above a sequential scan. PGlite has no autovacuum to do this later.
import { sql } from "drizzle-orm";
import type { Db } from "./client";

const CATALOGUE_TABLES = ["products", "packs", "product_categories", "stock"];

export async function refreshCatalogueStatistics(db: Db): Promise<void> {
  for (const table of CATALOGUE_TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
}
