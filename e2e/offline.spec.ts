// A weak connection (issue 36), with no service worker: a shopper at checkout loses the
// connection, is told so above the header, and finds Place Order held with the reason beside it
// instead of a press that fails; when the connection comes back the bar goes and the order is
// placed with cash on delivery. The page with the bar is checked with axe (ADR 0040), on the demo
// website and on Fresh Basket's dark theme.
import { expect, type Page } from "@playwright/test";
import { check, settle } from "./axe-check";
import { placeCashOrder } from "./cash-order";
import { freshOrigin, test } from "./support";

/** This file's quiet pack, away from other journeys' (see quiet-pack.ts). */
const QUIET_INDEX = 11;

const OFFLINE = "You are offline. What you see may be out of date.";
const PLACING_OFFLINE = "Placing an order needs a connection. It will be back as soon as you are online.";

// axe is injected as a script (axe-check.ts).
test.use({ bypassCSP: true });

const offlineBar = (page: Page) => page.getByRole("status").filter({ hasText: OFFLINE });

test("a shopper whose connection drops at checkout is told so, and places the order once it is back", async ({ page }) => {
  test.setTimeout(120_000);
  const bar = offlineBar(page);
  const place = page.getByRole("button", { name: "Place Order" });
  const reason = page.getByText(PLACING_OFFLINE);

  const placed = await placeCashOrder(page, {
    name: "Meera Pillai",
    street: "Flat 11, Lake View",
    quiet: [QUIET_INDEX],
    beforePlacing: async () => {
      // Online, the bar takes no room at all.
      await expect(bar).toHaveCount(0);
      await expect(page.locator(".offline-bar")).toHaveCount(0);

      await page.context().setOffline(true);
      await expect(bar).toBeVisible();
      // Above the header, pushing it down rather than covering its controls.
      const [barBox, headerBox] = [await bar.boundingBox(), await page.locator("header.site-header").boundingBox()];
      expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
      await expect(place).toBeDisabled();
      await expect(reason).toBeVisible();
      await expect(place).toHaveAccessibleDescription(PLACING_OFFLINE);
      await settle(page);
      await check(page, "checkout while offline, with the bar");

      await page.context().setOffline(false);
      await expect(bar).toHaveCount(0);
      await expect(reason).toHaveCount(0);
      await expect(place).toBeEnabled();
    },
  });
  await expect(page.getByText(`Thank you! Order ${placed.number} is placed.`)).toBeVisible();
});

test("the bar reads on Fresh Basket's dark theme", async ({ page, baseURL }) => {
  await page.goto(`${freshOrigin(baseURL!)}/`);
  await page.context().setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  await settle(page);
  await check(page, "Fresh Basket's home while offline, with the bar");
  await page.context().setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
});
