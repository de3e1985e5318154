// A seeded or starter page comes into being published: its first document is its version 1,
// kept in page_versions like every later one, so the builder's history starts with the page as
// seeded. A page the owner makes in the builder starts as a draft instead (ADR 0059): shoppers
// get "not found" there and it has no versions until its first publish. Every way of making
// pages goes through here; run it inside the caller's transaction.
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
export async function insertPages(db: Db, pages: readonly NewPage[], publishedBy: number | null = null, options: { drafts?: boolean } = {}): Promise<{ id: number; url: string }[]> {
  if (!pages.length) return [];
  // A draft keeps its document as the draft too, so the builder opens it and Publish can take it.
  const rows = options.drafts ? pages.map((p) => ({ ...p, draft: p.doc, draftUpdatedAt: new Date(), firstPublishedAt: null })) : [...pages];
  const inserted = await db
    .insert(t.pages)
    .values(rows)
    .onConflictDoNothing({ target: [t.pages.websiteId, t.pages.url] })
    .returning({ id: t.pages.id, url: t.pages.url, doc: t.pages.doc, updatedAt: t.pages.updatedAt });
  if (inserted.length && !options.drafts) {
    await db.insert(t.pageVersions).values(inserted.map((p) => ({ pageId: p.id, version: 1, doc: p.doc, publishedAt: p.updatedAt, publishedBy })));
  }
  return inserted.map(({ id, url }) => ({ id, url }));
}
