// The one way a request path becomes a stored page document on a website: the page data call
// and the form submissions both read pages through it, so they cannot disagree on which page a
// path names.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PageDocument } from "../../../shared/page-document";
import { upgradePage } from "../../../shared/page-migrations";
import { matchRoute, normalisePath, DYNAMIC_PAGE, type RouteMatch } from "../../../shared/routes";
import { Refusal, notFound } from "../refusal";

export const MAX_PAGE_PATH_LENGTH = 500;

export interface FoundPage extends RouteMatch {
  /** The normalised path. */
  path: string;
  /** Upgraded to the current schema: stored documents may predate it. */
  doc: PageDocument;
}

/** The page for a path on a website; 404 when it has none, 414 for an absurdly long path. */
export async function findPage(db: Db, websiteId: number, rawPath: string): Promise<FoundPage> {
  const path = normalisePath(rawPath);
  if (path.length > MAX_PAGE_PATH_LENGTH) throw new Refusal("address-too-long", "The address is too long");
  // No page can have one, and PostgreSQL text cannot even hold it in a query.
  if (path.includes("\u0000")) throw notFound("This page does not exist");
  const { route, params } = matchRoute(path);
  // System pages are stored under their route pattern, content pages under their own path.
  const key = route.name === DYNAMIC_PAGE ? path : route.path;
  const [page] = await db
    .select({ doc: t.pages.doc })
    .from(t.pages)
    // A page never published is the owner's draft: to shoppers it does not exist yet.
    .where(and(eq(t.pages.websiteId, websiteId), eq(t.pages.url, key), isNotNull(t.pages.firstPublishedAt)))
    .limit(1);
  if (!page) throw notFound("This page does not exist");
  return { path, route, params, doc: upgradePage(page.doc) };
}
