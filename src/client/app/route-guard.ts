// Which route a visitor is sent to instead, per §4: sign-in routes go to /auth/login,
// agent routes go to /account/orders; the target is saved either way. A signed-in user who
// opens a sign-in screen is sent on as after signing in (ADR 0021).
import type { RouteMeta } from "../../shared/routes";
import { landingPath, loginRedirect, saveRedirect } from "../lib/auth-redirect";

export interface GuardUser {
  isSalesAgent?: boolean;
}

export function guardRedirect(meta: RouteMeta, user: GuardUser | null, target: string): string | null {
  if (meta.guestOnly && user) return landingPath(user);
  if (meta.requiresAuth && !user) return loginRedirect(target);
  if (meta.requiresAgent && !user?.isSalesAgent) {
    saveRedirect(target);
    return "/account/orders";
  }
  return null;
}
