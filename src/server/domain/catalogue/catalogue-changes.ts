// Every write to a website's catalogue (admin edits, stock moves, imports) ends by calling
// this, so cached listings keyed on the old version are never served again.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { WebsiteFinder } from "../websites/find-website";

export function createCatalogueChanges(db: Db, websites: WebsiteFinder) {
  return {
    /**
     * The website's catalogue version as the database holds it now: for the back office's tools,
     * which may act on another website than the request's and must see their own changes.
     */
    async versionOf(websiteId: number): Promise<number> {
      const [row] = await db.select({ version: t.websites.catalogueVersion }).from(t.websites).where(eq(t.websites.id, websiteId));
      return row?.version ?? 0;
    },

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
