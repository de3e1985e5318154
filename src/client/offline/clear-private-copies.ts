// What the phone keeps of a signed-in person (issue 36): the pages and API answers the service
// worker kept carry their name and cart. Dropped when someone signs out, and when someone signs
// in (the one before may have left without signing out), so the next person sees none of it.
import { offlineCacheName, PRIVATE_CACHES } from "../../shared/offline/offline-caches";

export async function clearPrivateCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  // A browser that refuses storage (a private window's quota, a blocked origin) kept nothing to
  // clear, and signing out must not fail over it.
  await Promise.all(PRIVATE_CACHES.map((cache) => caches.delete(offlineCacheName(location.host, cache)))).catch(() => undefined);
}
