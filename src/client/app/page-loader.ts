// Every route's loader: apply the §4 guard, then load the page document for the address —
// from the HTML on first load, from GET /s/api/page/data{path} after that.
import { redirect, type LoaderFunctionArgs } from "react-router";
import type { RouteDef } from "../../shared/routes";
import type { PageDataAnswer } from "../../shared/api/page-data";
import { ApiError } from "../api/http-client";
import { fetchPageData } from "../api/page-data-api";
import { guardRedirect, type GuardUser } from "./route-guard";

export interface PageLoaderData {
  route: RouteDef;
  /** null when the address has no page: the shop shows Not found. */
  page: PageDataAnswer | null;
}

export interface PageLoaderDeps {
  currentUser(): GuardUser | null;
  firstPage: { take(path: string): { page: PageDataAnswer | null } | undefined };
}

export function createPageLoader(route: RouteDef, deps: PageLoaderDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    const to = guardRedirect(route.meta, deps.currentUser(), target);
    if (to) throw redirect(to);

    const embedded = deps.firstPage.take(url.pathname);
    if (embedded) return { route, page: embedded.page };
    try {
      const page = await fetchPageData(target, { signal: request.signal });
      return { route, page };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { route, page: null };
      throw error;
    }
  };
}
