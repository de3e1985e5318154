// Puts the shop's service worker in place (issue 36, ADR 0084) once the page has started, so
// its install — the shell's code, styles and fonts — never competes with the first paint.
// Built shops only: the development server's modules are not the build's files.
import { offlineCacheName, SERVICE_WORKER_PATH } from "../../shared/offline/offline-caches";
import { mayKeepOffline } from "../../shared/offline/kept-pages";
import { reportError } from "../lib/error-reporter";

/**
 * The page that put the worker in place was loaded before it, so the worker never saw it: it is
 * kept now, with the home page an installed app opens on, so both open offline from the start.
 */
async function keepFirstPages(): Promise<void> {
  const cache = await caches.open(offlineCacheName(location.host, "pages"));
  const wanted = new Set(mayKeepOffline(location.pathname) ? [location.pathname + location.search, "/"] : ["/"]);
  for (const path of wanted) {
    if (await cache.match(path, { ignoreVary: true })) continue;
    const response = await fetch(path, { credentials: "same-origin" });
    // A page that is gone (404) or failed is not worth keeping.
    if (response.status === 200) await cache.put(path, response);
  }
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      // "none": the browser asks the server for /sw.js on every visit rather than trusting its
      // HTTP cache, so a new build is found on the next visit.
      await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { updateViaCache: "none" });
      await navigator.serviceWorker.ready;
      await keepFirstPages();
    } catch (error) {
      reportError(error, { where: "service worker" });
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
