// How the page builder lists a page (issue 10): kind, a title an owner recognises, and the
// numbers a save must name. System pages come in route-table order (§2), content pages by url.
import type { AdminPageSummary } from "../../../shared/api/admin-pages";
import { DYNAMIC_PAGE, routes } from "../../../shared/routes";

export interface PageSummaryRow {
  id: number;
  url: string;
  routeName: string;
  seoTitle: string | null;
  hasDraft: boolean;
  firstPublishedAt: Date | null;
  version: number;
  revision: number;
  updatedAt: Date;
  draftUpdatedAt: Date | null;
}

const routeIndex = new Map(routes.map((r, i) => [r.name, i]));

const sentence = (words: string) => {
  const text = words.replace(/-/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A content page's name from its address's last segment ("/diwali-offers" → "Diwali offers"), or "" when it has none. */
export const nameFromUrl = (url: string): string => sentence(url.split("/").pop() ?? "");

/** A name from the route ("Account orders"), or from a content page's last segment ("About us"). */
function titleOf(row: Pick<PageSummaryRow, "url" | "routeName">): string {
  if (row.routeName !== DYNAMIC_PAGE) return sentence(row.routeName);
  return nameFromUrl(row.url) || row.url;
}

export function pageSummary(row: PageSummaryRow): AdminPageSummary {
  const seoTitle = row.seoTitle?.trim();
  return {
    id: row.id,
    url: row.url,
    route_name: row.routeName,
    kind: row.routeName === DYNAMIC_PAGE ? "content" : "system",
    title: seoTitle || titleOf(row),
    has_draft: row.hasDraft,
    published: row.firstPublishedAt !== null,
    version: row.version,
    revision: row.revision,
    // The last change the owner made, published or not.
    updated_at: (row.draftUpdatedAt ?? row.updatedAt).toISOString(),
  };
}

/** System pages in route-table order, then content pages by url. */
export function comparePages(a: Pick<PageSummaryRow, "url" | "routeName">, b: Pick<PageSummaryRow, "url" | "routeName">): number {
  const rank = (p: Pick<PageSummaryRow, "routeName">) => (p.routeName === DYNAMIC_PAGE ? routes.length + 1 : (routeIndex.get(p.routeName) ?? routes.length));
  return rank(a) - rank(b) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}
