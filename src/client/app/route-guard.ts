// Which route a visitor is sent to instead, per §4: sign-in routes go to /auth/login,
// agent routes go to /account/orders; the target is saved either way.
import type { RouteMeta } from "../../shared/routes";
import { loginRedirect, saveRedirect } from "../lib/auth-redirect";

export interface GuardUser {
  isSalesAgent?: boolean;
}

export function guardRedirect(meta: RouteMeta, user: GuardUser | null, target: string): string | null {
  if (meta.requiresAuth && !user) return loginRedirect(target);
  if (meta.requiresAgent && !user?.isSalesAgent) {
    saveRedirect(target);
    return "/account/orders";
  }
  return null;
}
