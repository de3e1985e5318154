// §7 GET /api/page/data{path}: the page document of a route, its blocks' data resolved.
import "./zod-setup";
import { pageDataAnswerSchema, type PageDataAnswer } from "../../shared/api/page-data";
import { checkAnswer } from "./check-answer";
import { http, type Query } from "./http-client";

export interface PageDataOptions {
  signal?: AbortSignal;
  /** The route's query; the server uses it to resolve list blocks for the first paint. */
  query?: Query;
}

/** Raises what the client raises (a 404 ApiError for a page that does not exist). */
export async function fetchPageData(path: string, options: PageDataOptions = {}): Promise<PageDataAnswer> {
  const call = `/api/page/data${path.startsWith("/") ? path : `/${path}`}`;
  const answer = await http.get(call, options);
  return checkAnswer(pageDataAnswerSchema, answer, `GET ${call}`);
}
