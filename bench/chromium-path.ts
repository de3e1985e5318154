// The system Chromium every browser check uses (browsers cannot be downloaded for Playwright
// or Lighthouse here; the Debian package is what CI installs).
import { existsSync } from "node:fs";

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/lib/chromium/chromium"];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error("No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH");
  return found;
}
