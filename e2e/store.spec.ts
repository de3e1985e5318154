// A fresh server: the demo store and the second website, each with its own look.
import { expect } from "@playwright/test";
import { freshOrigin, test } from "./support";

test("a fresh server shows the demo store in its frame", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Kirana Demo Store/);
  await expect(page.locator(".site-name")).toHaveText("Kirana Demo Store");
  await expect(page.locator("nav.site-navbar")).toContainText("Fruits & Vegetables");
  await expect(page.locator("footer.site-footer")).toContainText("All Rights Reserved.");
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return { family: getComputedStyle(document.body).fontFamily, loaded: document.fonts.check('700 16px "Inter"') };
  });
  expect(font.family).toMatch(/^"?Inter"?/);
  expect(font.loaded).toBe(true);
});

test("the second website answers at its own subdomain with its own theme and font", async ({ page, baseURL }) => {
  await page.goto(`${freshOrigin(baseURL!)}/`);
  await expect(page.locator(".site-name")).toHaveText("Fresh Basket");
  const look = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
    family: getComputedStyle(document.body).fontFamily,
  }));
  expect(look.primary).toBe("#f97316");
  expect(look.family).toMatch(/^"?Poppins"?/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the first page, frame and content, before any script runs", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#root")).toHaveAttribute("data-ssr", "true");
    await expect(page.locator(".product-card").first()).toBeVisible();
    await expect(page.locator(".site-name")).toHaveText("Kirana Demo Store");
    await expect(page.locator("nav.site-navbar")).toContainText("Fruits & Vegetables");
    await expect(page.locator("footer.site-footer")).toContainText("All Rights Reserved.");
    await expect(page.locator(".boot-spinner")).toHaveCount(0);
    // Nothing inline to execute: a strict content security policy can forbid inline scripts.
    await expect(page.locator("script:not([src]):not([type='application/json'])")).toHaveCount(0);
  });

  test("a page behind sign-in is left to the browser, which remembers where the shopper was going", async ({ page }) => {
    await page.goto("/account/orders");
    await expect(page.locator("#root")).not.toHaveAttribute("data-ssr", "true");
    await expect(page.locator(".boot-spinner")).toHaveCount(1);
  });
});

test("the browser takes over the server's page without replacing it", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/about-us");
  const header = await page.locator(".site-name").elementHandle();
  await page.waitForLoadState("networkidle");
  // Hydration keeps the server's nodes: the handle taken before the app started still counts.
  expect(await header!.evaluate((el) => el.isConnected)).toBe(true);
  await page.locator("nav.site-navbar a", { hasText: "Fruits & Vegetables" }).first().click();
  await expect(page).toHaveURL(/\/products/);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});
