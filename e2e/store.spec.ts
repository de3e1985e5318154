import { expect, test } from "@playwright/test";

test("a fresh server shows the demo store with its products and images", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kirana Demo Store");
  await expect(page.getByTestId("total")).toHaveText(/\d{3,} products/);
  await expect(page.locator("main li")).toHaveCount(24);
  const firstImage = page.locator("main li img").first();
  await expect(firstImage).toHaveJSProperty("complete", true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the second website answers at its own subdomain", async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://fresh.localhost:${port}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh Basket");
});
