// §7 GET /api/page/data{path}: the page document of a route, its blocks' data resolved.
import type { PageDataAnswer } from "../../shared/api/page-data";
import { checkedAnswer } from "./check-answer";
import { http, type Query } from "./http-client";

export interface PageDataOptions {
  signal?: AbortSignal;
  /** The route's query; the server uses it to resolve list blocks for the first paint. */
  query?: Query;
}

/** Raises what the client raises (a 404 ApiError for a page that does not exist). */
export function fetchPageData(path: string, options: PageDataOptions = {}): Promise<PageDataAnswer> {
  const call = `/api/page/data${path.startsWith("/") ? path : `/${path}`}`;
  return checkedAnswer(http.get(call, options), () => import("../../shared/api/page-data").then((m) => m.pageDataAnswerSchema), `GET ${call}`);
}
