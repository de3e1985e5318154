// Which of the service worker's ways a request takes (ADR 0084). Only this website's own GET
// requests are taken at all; everything else (writes, other hosts, the tools, the API's private
// and one-off answers) goes to the network as if there were no worker.
import { isToolPath, mayKeepOffline } from "../shared/offline/kept-pages";

/**
 * shell: built code, styles, fonts and messages (named by their content, so a copy is never stale);
 * page: a page the shopper opens and may open again offline; online-page: a page that is private
 * or works only online (account, checkout, sign-in), never kept; catalogue: an API answer a page
 * is drawn from; picture: product, banner and app pictures.
 */
export type RequestKind = "shell" | "page" | "online-page" | "catalogue" | "picture";

/** The API answers a shop page is drawn from: the catalogue, the page documents, the visitor's start and cart. */
const CATALOGUE = [/^\/s\/api\/init$/, /^\/s\/api\/page\/data(\/|$)/, /^\/s\/api\/products(\/|$)/, /^\/s\/api\/search\//, /^\/s\/api\/cart$/, /^\/s\/api\/check\/pincode\/[^/]+$/];

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

export function requestKind(request: RequestFacts, origin: string): RequestKind | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === "navigate") return isToolPath(path) ? null : mayKeepOffline(path) ? "page" : "online-page";
  // The page's messages (/i18n/<lang>.<hash>.json) are named by their content like the code; the
  // tools' unhashed /i18n/en.json is always asked of the server.
  if (path.startsWith("/assets/") || path.startsWith("/fonts/") || /^\/i18n\/[a-z]{2}\.[0-9a-f]{12}\.json$/.test(path)) return "shell";
  if (path.startsWith("/cdn/") || path.startsWith("/icons/") || path === "/no-image.png") return "picture";
  if (CATALOGUE.some((pattern) => pattern.test(path))) return "catalogue";
  return null;
}
