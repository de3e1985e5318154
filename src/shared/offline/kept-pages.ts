// Which shop pages a phone may keep to open offline (issue 36). The server marks the others
// no-store and the service worker never keeps them, so a second person on the same phone finds
// none of the first one's orders, addresses or payments there, signed out or not.
import { isBackOfficePath } from "../back-office";
import { BUILDER_PREVIEW_PATH, isPageBuilderPath } from "../page-builder";
import { isPosPath } from "../pos";
import { PREVIEW_PATH } from "../constants";
import { matchRoute } from "../routes";

/** The tools (ADR 0024) work online only; their pages are not the shop's. */
export function isToolPath(path: string): boolean {
  return isBackOfficePath(path) || isPageBuilderPath(path) || isPosPath(path) || path === BUILDER_PREVIEW_PATH || path === PREVIEW_PATH;
}

/**
 * Whether the page at a path may be kept on the device: not a tool's, not one that needs a
 * sign-in (account, orders, checkout's success), not a sign-in step, not a step of paying.
 * Those are private or useless offline; every other page shows the catalogue.
 */
export function mayKeepOffline(path: string): boolean {
  if (isToolPath(path)) return false;
  const { route } = matchRoute(path);
  if (route.meta.requiresAuth || route.meta.guestOnly) return false;
  return !(route.path === "/checkout" || route.path.startsWith("/checkout/") || route.path.startsWith("/auth/"));
}
