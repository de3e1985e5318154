// A page the service worker answered from its copy (the network was away or slower than a
// shopper should wait) shows what was true when it was kept: the signed-in state, the cart,
// prices and stock. It asks the network again as soon as it can and shows the answer.
import { SERVED_FROM_CACHE_ATTRIBUTE } from "../../shared/offline/offline-caches";
import { reportError } from "../lib/error-reporter";

export function servedFromCopy(): boolean {
  return document.documentElement.hasAttribute(SERVED_FROM_CACHE_ATTRIBUTE);
}

/**
 * Runs `refresh` now if the browser is online, else when it comes back; a failed refresh waits
 * for the next time it comes back. The mark goes once the page shows the network's answer.
 */
export function refreshWhenOnline(refresh: () => Promise<void>): void {
  const attempt = () => {
    refresh().then(
      () => document.documentElement.removeAttribute(SERVED_FROM_CACHE_ATTRIBUTE),
      (error: unknown) => {
        reportError(error, { where: "refresh a kept page" });
        window.addEventListener("online", attempt, { once: true });
      },
    );
  };
  if (navigator.onLine) attempt();
  else window.addEventListener("online", attempt, { once: true });
}
