// Every write to a website's catalogue (admin edits, stock moves, imports) ends by calling
// this, so cached listings keyed on the old version are never served again.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { WebsiteFinder } from "../websites/find-website";

export function createCatalogueChanges(db: Db, websites: WebsiteFinder) {
  return {
    /** Bumps the website's catalogue version; answers the new version. */
    async catalogueChanged(websiteId: number): Promise<number> {
      const [row] = await db
        .update(t.websites)
        .set({ catalogueVersion: sql`${t.websites.catalogueVersion} + 1` })
        .where(eq(t.websites.id, websiteId))
        .returning({ version: t.websites.catalogueVersion });
      // Every server process forgets its cached website row, whose version keys the listings.
      websites.forget(websiteId);
      return row?.version ?? 0;
    },
  };
}
