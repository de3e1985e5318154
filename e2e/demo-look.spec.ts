// Both demo websites as a shopper sees them (issue 29): home, the product list, a product page,
// the cart and checkout, on a 390 px phone and a 1366 px laptop, each compared with its approved
// screenshot. The pictures are the seed's own, so a change to how the shop or its pictures look
// shows here first: update on purpose with `npx playwright test e2e/demo-look.spec.ts
// --update-snapshots` and look at the images before committing them.
//
// It runs as its own project before the other journeys (playwright.config.ts), on the seeded
// catalogue as it is, since later journeys add products and sell stock. What changes with the
// day (delivery dates, and how many of today's slots are left: only the first is kept) and with
// the run (the new shopper's phone) is masked.
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";
import { freshOrigin, signInHere, signUp, test } from "./support";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const SITES = [
  { name: "demo", origin: (base: string) => base, pincode: "560038" },
  { name: "fresh", origin: freshOrigin, pincode: "400050" },
] as const;

/** A product both websites sell, with packs in stock at both. */
const PRODUCT = "himgiri-farms-tomato";

/** Waits until the page is still: data in, fonts and pictures loaded, carousels built. */
async function still(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () => {
      // Pictures on screen; those further down load lazily and are not in the picture.
      const onScreen = [...document.images].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth && r.width > 0;
      });
      return (
        onScreen.every((img) => img.complete) &&
        // Rows further down are taken over only as they near the screen.
        [...document.querySelectorAll(".carousel:not([aria-busy]) > .swiper")]
          .filter((s) => s.getBoundingClientRect().top < window.innerHeight)
          .every((s) => s.classList.contains("swiper-initialized")) &&
        document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)
      );
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
}

/** Dates ("Sat, 28 Nov") move with the day; the masks keep them out of the comparison. */
const dated = (page: Page): Locator => page.getByText(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}\b|\b\d{1,2} [A-Z][a-z]{2} \d{4}\b|Today|Tomorrow/);

/** Keeps one delivery slot in the picture: how many are still open depends on the hour. */
const STILL_STYLE = fileURLToPath(new URL("./demo-look.css", import.meta.url));

async function shot(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await still(page);
  await expect(page).toHaveScreenshot(name, { mask: [dated(page), ...mask], stylePath: STILL_STYLE, maxDiffPixelRatio: 0.01 });
}

/** A write to the shop's API from the page, as its own client makes it. */
async function browserWrite(page: Page, path: string, data: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ path, data }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? "");
      const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json", "x-xsrf-token": token, "x-web-url": location.origin }, body: JSON.stringify(data) });
      return res.status;
    },
    { path, data },
  );
  expect(status, path).toBeLessThan(300);
}

for (const site of SITES) {
  for (const viewport of WIDTHS) {
    test(`the ${site.name} website at ${viewport.width} px looks as approved`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      // The offer popup would cover the home page 5 s after load.
      await context.addInitScript(() => localStorage.setItem("kirana.popup.seen:banners/popup-fresh.svg", "look"));
      const page = await context.newPage();
      const origin = site.origin(baseURL!);
      const at = `${site.name}-${viewport.width}`;

      await page.goto(`${origin}/`);
      await shot(page, `${at}-home.png`);
      await page.goto(`${origin}/products`);
      await shot(page, `${at}-list.png`);
      await page.goto(`${origin}/products/${PRODUCT}`);
      await shot(page, `${at}-product.png`);

      await page
        .getByRole("button", { name: /^Add to Cart: / })
        .first()
        .click();
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await page.getByRole("button", { name: /^Cart, 1 item/ }).click();
      await expect(page.getByRole("dialog", { name: "Cart Summary" })).toBeVisible();
      await shot(page, `${at}-cart.png`);
      await page.keyboard.press("Escape");

      // Checkout as a new shopper with an address in the delivery area.
      const phone = await signUp(page, "Asha Rao");
      if (site.name !== "demo") await signInHere(page, phone);
      const served = await page.evaluate(async (pin) => (await fetch(`/s/api/check/pincode/${pin}`, { headers: { "x-web-url": location.origin } })).status, site.pincode);
      expect(served).toBe(200);
      await browserWrite(page, "/s/api/account/addresses", {
        name: "Asha Rao",
        phone,
        line1: "14, 3rd Cross, Lake View Road",
        city: site.name === "demo" ? "Bengaluru" : "Mumbai",
        state: site.name === "demo" ? "Karnataka" : "Maharashtra",
        pincode: site.pincode,
      });
      await page.goto(`${origin}/checkout`);
      await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
      await shot(page, `${at}-checkout.png`, [page.getByText(new RegExp(phone.slice(-4)))]);
      await context.close();
    });
  }
}
