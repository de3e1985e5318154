// Installable on a phone (issue 36): Chromium itself says each website can be installed as an
// app — headless Chromium cannot press "Install", so it is asked through the DevTools protocol
// (`Page.getInstallabilityErrors`, what Lighthouse's retired PWA audit read) — and reads each
// website's own manifest without complaint. Chromium never offers to install from a private
// window, and every Playwright context is one, so this journey opens a profile of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect } from "@playwright/test";
import { test } from "./support";

for (const [website, host] of [
  ["demo", ""],
  ["fresh", "fresh."],
] as const) {
  test(`the ${website} website can be installed as an app of its own`, async ({ baseURL }) => {
    const origin = host ? `http://${host}localhost:${new URL(baseURL!).port}` : baseURL!;
    const profile = mkdtempSync(join(tmpdir(), "kirana-install-"));
    const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, headless: true });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin}/`);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[] };
      expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      // Chromium fetches the icons and checks their sizes before it answers.
      await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 15_000 }).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
