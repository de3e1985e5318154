// A fresh server: the demo store and the second website, each with its own look.
import { expect, test } from "@playwright/test";
import { freshOrigin } from "./support";

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
  expect(look.primary).toBe("#c2410c");
  expect(look.family).toMatch(/^"?Poppins"?/);
});
