// The names of a website's caches in the browser (issue 36). Each carries the website's host,
// so two shops served by one server never read each other's copies, even where a browser
// shares storage between them (an embedded view, a proxy that rewrites hosts).

/** Where the service worker is served; its scope is the whole host. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** Set on <html> by the service worker when it answers a page from its copy (see stale-page.ts). */
export const SERVED_FROM_CACHE_ATTRIBUTE = "data-served-from-cache";

const PREFIX = "kirana";

/**
 * shell: the build's code, styles and fonts, one cache per build; pages: the HTML of pages
 * seen; catalogue: the API answers pages are drawn from; pictures: product and banner pictures.
 */
export type OfflineCache = "shell" | "pages" | "catalogue" | "pictures";

/** Hold a signed-in person's state (their cart and name are in every page and the init answer). */
export const PRIVATE_CACHES: readonly OfflineCache[] = ["pages", "catalogue"];

export function offlineCacheName(host: string, cache: OfflineCache, build?: string): string {
  return cache === "shell" ? `${PREFIX}:${host}:shell:${build ?? ""}` : `${PREFIX}:${host}:${cache}`;
}

/** This host's shell caches, by name, with their build. */
export function shellBuildOf(host: string, name: string): string | null {
  const prefix = `${PREFIX}:${host}:shell:`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : null;
}
