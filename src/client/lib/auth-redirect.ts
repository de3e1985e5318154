// §4 route guard: the target path is kept for the browser session so that sign-in can send
// the shopper back to it.
export const REDIRECT_KEY = "kirana.redirect";

export function saveRedirect(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the shopper then lands on the default page.
  }
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
