// The §2 route table: one list that the shop's router, its guards, the server's page
// matcher and the page seeding all read.

export interface RouteMeta {
  fullWidth: boolean;
  requiresAuth: boolean;
  requiresAgent: boolean;
  /** Sign-in screens: a signed-in user is sent on, as after signing in (§4). */
  guestOnly: boolean;
  scrollToTop: boolean;
}

export interface RouteDef {
  name: string;
  path: string;
  meta: RouteMeta;
}

const meta = (m: Partial<RouteMeta> = {}): RouteMeta => ({
  fullWidth: false,
  requiresAuth: false,
  requiresAgent: false,
  guestOnly: false,
  scrollToTop: true,
  ...m,
});

export const DYNAMIC_PAGE = "dynamic-page";

export const routes: readonly RouteDef[] = [
  { name: "home", path: "/", meta: meta() },
  { name: "account", path: "/account", meta: meta({ requiresAuth: true }) },
  { name: "account-orders", path: "/account/orders", meta: meta({ requiresAuth: true }) },
  { name: "account-orders-view", path: "/account/orders/:id", meta: meta({ requiresAuth: true }) },
  { name: "account-addresses", path: "/account/addresses", meta: meta({ requiresAuth: true }) },
  { name: "account-profile", path: "/account/details", meta: meta({ requiresAuth: true }) },
  { name: "account-wishlist", path: "/account/wishlist", meta: meta({ requiresAuth: true }) },
  {
    name: "account-sales-dashboard",
    path: "/account/dashboard",
    meta: meta({ requiresAuth: true, requiresAgent: true }),
  },
  { name: "bos-choose", path: "/auth/bos/choose", meta: meta({ requiresAuth: true }) },
  { name: "bos-create-website", path: "/auth/bos/create", meta: meta({ requiresAuth: true }) },
  { name: "login", path: "/auth/login", meta: meta({ fullWidth: true, guestOnly: true }) },
  { name: "login-verify", path: "/auth/verify", meta: meta({ fullWidth: true, guestOnly: true }) },
  { name: "login-register", path: "/auth/register", meta: meta({ fullWidth: true, guestOnly: true }) },
  { name: "logout", path: "/auth/logout", meta: meta({ fullWidth: true }) },
  // The list keeps its scroll while filters change the query.
  { name: "products", path: "/products", meta: meta({ scrollToTop: false }) },
  { name: "product", path: "/products/:slug", meta: meta() },
  { name: "checkout", path: "/checkout", meta: meta({ fullWidth: true, requiresAuth: true }) },
  { name: "razorpay-start", path: "/checkout/razorpay/:id", meta: meta({ fullWidth: true }) },
  { name: "cashfree-start", path: "/checkout/cashfree/:id", meta: meta({ fullWidth: true }) },
  { name: "checkout-confirm", path: "/checkout/confirm/:id", meta: meta({ fullWidth: true }) },
  { name: "success", path: "/order/success/:ordernumber", meta: meta({ requiresAuth: true }) },
];

// Content pages sit in the same centred container as the header and footer; a banner that
// should run edge to edge says so itself (the hero banner's "Full width").
export const dynamicRoute: RouteDef = { name: DYNAMIC_PAGE, path: "*", meta: meta() };

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const got = path.split("/").filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(":")) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      params[w.slice(1)] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Normalises a request path: no query or hash, no trailing slash, never empty. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "/";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

/** The system route a path belongs to, or the dynamic (content-managed) route. */
export function matchRoute(path: string): RouteMatch {
  const p = normalisePath(path);
  for (const route of routes) {
    const params = matchPattern(route.path, p);
    if (params) return { route, params };
  }
  return { route: dynamicRoute, params: {} };
}

export function isSystemPath(path: string): boolean {
  return matchRoute(path).route.name !== DYNAMIC_PAGE;
}
