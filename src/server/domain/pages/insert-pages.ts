// A page comes into being published: its first document is its version 1, kept in
// page_versions like every later one, so the builder's history starts with the page as seeded
// or created. Every way of making pages (a new website's starter pages, the seed, the builder's
// new content pages) goes through here; run it inside the caller's transaction.
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export interface NewPage {
  websiteId: number;
  url: string;
  routeName: string;
  doc: Record<string, unknown>;
}

/**
 * Inserts the pages with their version 1; a page whose address its website already uses is
 * left out. Answers the ids and addresses of those inserted.
 */
export async function insertPages(db: Db, pages: readonly NewPage[], publishedBy: number | null = null): Promise<{ id: number; url: string }[]> {
  if (!pages.length) return [];
  const inserted = await db
    .insert(t.pages)
    .values([...pages])
    .onConflictDoNothing({ target: [t.pages.websiteId, t.pages.url] })
    .returning({ id: t.pages.id, url: t.pages.url, doc: t.pages.doc, updatedAt: t.pages.updatedAt });
  if (inserted.length) {
    await db.insert(t.pageVersions).values(inserted.map((p) => ({ pageId: p.id, version: 1, doc: p.doc, publishedAt: p.updatedAt, publishedBy })));
  }
  return inserted.map(({ id, url }) => ({ id, url }));
}
