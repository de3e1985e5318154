// Which screen block each system route's page is built around (ADR 0030). A screen block is
// placed on its own route's page only, and that page must hold it: the builder's palette, the
// server's publish check and the registry's allowedOn (a contract test compares them) all read
// this one table. Routes not listed (home) and content pages take any non-screen block.

export const SCREEN_BLOCKS: Readonly<Record<string, string>> = {
  account: "account",
  "account-orders": "account-orders",
  "account-orders-view": "account-orders-view",
  "account-addresses": "account-addresses",
  "account-profile": "account-profile",
  "account-wishlist": "account-wishlist",
  "account-sales-dashboard": "account-sales-dashboard",
  "bos-choose": "bos-choose",
  "bos-create-website": "bos-create-website",
  login: "login",
  "login-verify": "login-verify",
  "login-register": "login-register",
  logout: "logout",
  products: "product-listing",
  product: "product-detail",
  checkout: "checkout",
  "razorpay-start": "razorpay-start",
  "cashfree-start": "cashfree-start",
  "checkout-confirm": "checkout-confirm",
  success: "success",
};

const SCREEN_ROUTE_OF: ReadonlyMap<string, string> = new Map(Object.entries(SCREEN_BLOCKS).map(([route, block]) => [block, route]));

/** The screen block a route's page must hold, or null. */
export function requiredBlock(routeName: string): string | null {
  return Object.prototype.hasOwnProperty.call(SCREEN_BLOCKS, routeName) ? SCREEN_BLOCKS[routeName]! : null;
}

/** Whether a block may be placed on a route's page: screen blocks on their own route only. */
export function blockAllowedOn(blockName: string, routeName: string): boolean {
  const route = SCREEN_ROUTE_OF.get(blockName);
  return route === undefined || route === routeName;
}
