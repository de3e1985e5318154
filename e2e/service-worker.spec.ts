// The service worker (issue 36, ADR 0084), which the other journeys keep out of their way
// (playwright.config.ts): with it in control, a shopper who loses the connection still opens the
// home page, the list and the product page they saw, is told plainly about pages they did not,
// presses Add to Cart (the press waits), and on coming back finds the cart updated by the server,
// checks out and signs out, which takes what the phone kept of them. And a new deploy: the next
// build is served after one reload, its worker takes over, and no copy of the old build is left
// to show.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";
import { check, settle } from "./axe-check";
import { choosePincode, saveNewAddress } from "./cash-order";
import { quietPack } from "./quiet-pack";
import { placeOrder, signUp, test, whenHydrated } from "./support";

/** This file's quiet pack, away from other journeys' (see quiet-pack.ts). */
const QUIET_INDEX = 12;
const OFFLINE_BAR = "You are offline. What you see may be out of date.";

// axe is injected as a script (axe-check.ts).
test.use({ serviceWorkers: "allow", bypassCSP: true });

/**
 * Waits until the shop's worker is in place and controls the page. A page whose load began
 * before the worker was active stays without one (the browser's rule), so it is loaded again.
 */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The build the worker in control says it serves. */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { build: string }).build);
        navigator.serviceWorker.controller!.postMessage({ type: "build" }, [channel.port2]);
      }),
  );
}

test("offline, a shopper opens what they saw, their cart press waits, and on coming back the cart is the server's; they check out and sign out", async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await signUp(page, "Ravi Menon");
  await choosePincode(page);
  const pack = await quietPack(page, QUIET_INDEX);
  await page.goto("/");
  await controlled(page);
  // Seen online: the list and the pack's product page.
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await page.goto(`/products/${pack.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: pack.productName })).toBeVisible();

  await context.setOffline(true);
  const bar = page.getByRole("status").filter({ hasText: OFFLINE_BAR });
  for (const [path, heading] of [
    ["/", null],
    ["/products", "All Products"],
    [`/products/${pack.slug}`, pack.productName],
  ] as const) {
    await page.goto(path);
    await expect(bar).toBeVisible();
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    else await expect(page.locator("main .product-card, main [class*='product-card']").first()).toBeVisible();
  }
  // A page never opened here, and a private one, say why they cannot show. They are not the
  // shop (no script to wait for), so the frame's own goto loads them.
  const notSeen = await page.mainFrame().goto("/products?q=never-opened-offline");
  expect(notSeen?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("This page has not been opened on this device before")).toBeVisible();
  await check(page, "the page the worker shows for a page never kept");
  await page.mainFrame().goto("/account/orders");
  await expect(page.getByText("This page needs a connection")).toBeVisible();

  // The press waits while offline.
  await page.goto(`/products/${pack.slug}`);
  await page.getByRole("button", { name: `Add to Cart: ${pack.label}` }).click();
  await expect(page.getByText(/Waiting for a connection/).first()).toBeVisible();
  await check(page, "a kept product page offline, its press waiting");
  // The cart panel lists the press apart from the server's cart, which it does not touch.
  await page.getByRole("button", { name: /^Cart, / }).click();
  const panel = page.getByRole("dialog", { name: "Cart Summary" });
  await expect(panel.getByRole("region", { name: "Waiting for a connection" }).getByRole("listitem")).toHaveText(`+1 ${pack.label}`);
  await settle(page);
  await check(page, "the cart panel with a press waiting", panel);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // Back online: the press is sent and the server's cart is shown.
  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("group", { name: `${pack.label} in cart` }).getByLabel(`Quantity of ${pack.label}`, { exact: true })).toHaveText("1");
  await expect(page.getByText(/Waiting for a connection/)).toHaveCount(0);
  const cart = (await (await page.request.get("/s/api/cart")).json()) as { items: { pack_id: number; quantity: number }[] };
  expect(cart.items.find((item) => item.pack_id === pack.packId)?.quantity).toBe(1);

  // And checks out with cash on delivery.
  await page.goto("/checkout");
  await saveNewAddress(page, "Flat 12, Coconut Grove");
  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Z0-9-]+$/);

  // Signing out leaves nothing of theirs on the phone: the pages kept while signed in go.
  const kept = (path: string) => page.evaluate(async (p) => (await caches.match(p, { ignoreVary: true })) !== undefined, path);
  expect(await kept(`/products/${pack.slug}`)).toBe(true);
  await page.locator(".account-button").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  // Signing out loads the home page afresh once the copies are gone.
  await expect(page).toHaveURL(/\/$/);
  await whenHydrated(page);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await kept(`/products/${pack.slug}`)).toBe(false);
});

test.describe("a new deploy", () => {
  let servers: ServerProcess[] = [];
  let secondBuild = "";
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (secondBuild) rmSync(secondBuild, { recursive: true, force: true });
  });

  test("is served after one reload, and its worker takes over without leaving the old build's pages", async ({ browser }) => {
    test.setTimeout(240_000);
    // The second build: this one with a changed page template, as a release changes it. Inside
    // the project, where its server render finds the packages it imports.
    mkdirSync(test.info().project.outputDir, { recursive: true });
    secondBuild = mkdtempSync(join(test.info().project.outputDir, "second-build-"));
    cpSync("dist", secondBuild, { recursive: true, filter: (source) => !source.includes("server-app") });
    const template = join(secondBuild, "index.html");
    writeFileSync(template, readFileSync(template, "utf8").replace("</head>", '<meta name="kirana-release" content="second"></head>'));
    rmSync(`${template}.br`, { force: true });
    rmSync(`${template}.gz`, { force: true });

    const first = await startServerProcess({ nodeEnv: "test" });
    servers.push(first);
    const port = new URL(first.base).port;
    const origin = `http://localhost:${port}`;
    const context = await browser.newContext({ serviceWorkers: "allow" });
    const page = await context.newPage();
    const release = page.locator('meta[name="kirana-release"]');
    await page.goto(`${origin}/`);
    await controlled(page);
    const firstBuild = await workerBuild(page);
    await expect(release).toHaveCount(0);

    await first.stop();
    servers = [];
    const second = await startServerProcess({ nodeEnv: "test", port: Number(port), env: { DIST_DIR: secondBuild } });
    servers.push(second);
    const newScript = await (await fetch(`${second.base}/sw.js`)).text();
    const expectedBuild = (JSON.parse(/^self\.__KIRANA_WORKER__=(.*?);\n/.exec(newScript)![1]!) as { build: string }).build;
    expect(expectedBuild).not.toBe(firstBuild);

    // One reload serves the new build's page (a reload waits for the network, however slow the
    // new server's first render), and the new worker takes control.
    await page.reload();
    await expect(release).toHaveCount(1);
    await expect.poll(() => workerBuild(page), { timeout: 30_000 }).toBe(expectedBuild);
    // Its copies are the new build's too: offline, the page kept is the one just served.
    await context.setOffline(true);
    await page.reload();
    await expect(release).toHaveCount(1);
    const shells = await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes(":shell:")));
    expect(shells).toContain(`kirana:localhost:${port}:shell:${expectedBuild}`);
    await context.close();
  });
});
