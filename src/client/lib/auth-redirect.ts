// §4 route guard: the target path is kept for the browser session so that sign-in can send
// the shopper back to it. In lib, not app, because controls inside blocks (the wishlist heart)
// send a signed-out visitor to sign in the same way the guard does.
export const REDIRECT_KEY = "kirana.redirect";
export const LOGIN_PATH = "/auth/login";
export const ACCOUNT_PATH = "/account";
export const AGENT_DASHBOARD_PATH = "/account/dashboard";

export function saveRedirect(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the shopper then lands on the default page.
  }
}

/** Saves `target` for after sign-in and answers where to go to sign in. */
export function loginRedirect(target: string): string {
  saveRedirect(target);
  return LOGIN_PATH;
}

/** The saved path, removed as it is read; only same-site paths are honoured. */
export function takeRedirect(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}

/**
 * Where a signed-in user goes from the sign-in screens (§4 "after authentication"): the saved
 * path, taken, else the default landing, which the agent check makes the sales dashboard for a
 * sales agent (ADR 0021). A saved sign-in screen is not honoured: it would only send the user on
 * again.
 */
export function landingPath(user: { isSalesAgent?: boolean }): string {
  const saved = takeRedirect();
  if (saved && !saved.startsWith("/auth/")) return saved;
  return user.isSalesAgent ? AGENT_DASHBOARD_PATH : ACCOUNT_PATH;
}
