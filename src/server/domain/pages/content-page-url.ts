// Which addresses a content-managed page may take (issue 10): a lower-case path that no
// system route (§2) matches and that this server does not answer itself (the API, pictures,
// built files, the page builder and the previews). Whether another page holds it is the
// database's to say.
import { CONTENT_PAGE_URL, CONTENT_PAGE_URL_MESSAGE, PAGE_URL_IS_SYSTEM, PAGE_URL_MAX } from "../../../shared/api/admin-pages";
import { PREVIEW_PATH } from "../../../shared/constants";
import { BUILDER_PREVIEW_PATH, isPageBuilderPath } from "../../../shared/page-builder";
import { isSystemPath } from "../../../shared/routes";

/** First path segments the server answers before the shop's pages (shop-routes). */
const SERVER_SEGMENTS = new Set(["s", "cdn", "assets", "fonts"]);

/** Why a content page may not take an address, or null when it may. */
export function contentPageUrlProblem(url: string): string | null {
  if (url.length > PAGE_URL_MAX || !CONTENT_PAGE_URL.test(url)) return CONTENT_PAGE_URL_MESSAGE;
  const first = url.split("/")[1]!;
  if (isSystemPath(url) || SERVER_SEGMENTS.has(first) || isPageBuilderPath(url) || url === PREVIEW_PATH || url === BUILDER_PREVIEW_PATH) return PAGE_URL_IS_SYSTEM;
  return null;
}
