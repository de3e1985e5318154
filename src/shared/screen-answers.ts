// The API answers a signed-in screen shows first. The server asks its own API for them when it
// serves such a page and embeds them, so the page is rendered with its content (ADR 0044)
// rather than with a spinner that the content replaces after the first paint, pushing the footer
// away. One list for both sides: the server asks for exactly these addresses, and each screen
// looks its first data up under the address it would otherwise ask for.
import { ORDERS_PER_PAGE } from "./constants";
import { pageFromSearch } from "./pagination";
import { matchRoute } from "./routes";

/** Id of the element holding the embedded answers (address → answer). */
export const EMBEDDED_ANSWERS_ID = "kirana-answers";

/** The account page's "recent orders": the newest few. */
export const RECENT_ORDERS = 3;

/** Addresses under the API base (/s), as the shop's client asks for them. */
export const screenApi = {
  checkout: "/api/checkout",
  orders: (page: number, perPage: number) => `/api/account/orders?page=${page}&perPage=${perPage}`,
  order: (id: string) => `/api/account/orders/${encodeURIComponent(id)}`,
  addresses: "/api/account/addresses",
  profile: "/api/account/profile",
  wishlist: "/api/account/wishlist",
} as const;

/** The API addresses the screen at `path` (with its `search`) shows first; none for other pages. */
export function screenAnswerPaths(path: string, search: string): string[] {
  const { route, params } = matchRoute(path);
  switch (route.name) {
    case "checkout":
      return [screenApi.checkout];
    case "account":
      return [screenApi.orders(1, RECENT_ORDERS)];
    case "account-orders":
      return [screenApi.orders(pageFromSearch(search), ORDERS_PER_PAGE)];
    case "account-orders-view":
      return params.id && /^\d{1,9}$/.test(params.id) ? [screenApi.order(params.id)] : [];
    case "account-addresses":
      return [screenApi.addresses];
    case "account-profile":
      return [screenApi.profile];
    case "account-wishlist":
      return [screenApi.wishlist];
    default:
      return [];
  }
}
