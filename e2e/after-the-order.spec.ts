// After the order (issue 33), as a shopper and an owner do it in the browser: a placed order is
// ordered again into the cart and cancelled before its cut-off, with a reason, and its messages
// reach the outbox once each; the owner's cancel cut-off for the warehouse closes cancelling and
// the order page says why; a shopper asks to be told when an out-of-stock pack is back and hears
// once when the shop restocks it.
import { expect, type Browser, type Page } from "@playwright/test";
import { outboxOf, PEOPLE, shopWrite, signIn, signUp, test } from "./support";
import { quietPack } from "./quiet-pack";
import { choosePincode, placeCashOrder } from "./cash-order";

/** Quiet packs of this file, away from other journeys' (see quiet-pack.ts). */
const QUIET = { order: 5, again: 6, waited: 7 } as const;
const HUB = "Indiranagar Hub";

/** A new shopper's cash order of two quiet packs, placed through checkout. */
const placeKavyasOrder = (page: Page) => placeCashOrder(page, { name: "Kavya Rao", street: "Flat 3, Lakeview Apartments", quiet: [QUIET.order, QUIET.again] });

async function openOrder(page: Page, number: string): Promise<void> {
  await page.goto("/account/orders");
  await page.getByRole("link", { name: `#${number}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
}

/** The owner sets the hub's cancel cut-off in the back office, in a browser of their own. */
async function setHubCutoff(browser: Browser, baseURL: string, minutes: number, shown: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await signIn(admin, PEOPLE.admin);
    await admin.goto("/bos/admin/delivery");
    const row = admin.getByRole("row", { name: new RegExp(HUB) });
    await row.getByRole("button", { name: `Edit ${HUB}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Edit ${HUB}` });
    await dialog.getByRole("spinbutton", { name: /^Cancel cut-off \(minutes\)/ }).fill(String(minutes));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(row.getByRole("cell", { name: shown })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: "serial" });
// Each journey places an order through checkout, and one opens the back office twice besides.
test.setTimeout(120_000);

test("a shopper orders a past order again, then cancels an order before its cut-off and is told once", async ({ page }) => {
  const { phone, number } = await placeKavyasOrder(page);
  await openOrder(page, number);

  const items = page.getByRole("region", { name: "Items" });
  await items.getByRole("button", { name: "Order again" }).click();
  await expect(items.getByText("Added 2 items to your cart at today's prices.")).toBeVisible();
  const cart = page.getByRole("dialog", { name: "Cart Summary" });
  await expect(cart).toBeVisible();
  await cart.getByRole("button", { name: /^Close/ }).click();

  const progress = page.getByRole("region", { name: "Order status" });
  await expect(progress.getByText(/^You can cancel until /)).toBeVisible();
  await progress.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose why you are cancelling");
  await dialog.getByRole("radio", { name: "Ordered by mistake" }).check();
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog).toBeHidden();
  await expect(progress.getByText("Cancelled by the customer: Ordered by mistake")).toBeVisible();
  await expect(progress.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.locator(".order-view-summary")).toContainText("Cancelled");

  // Placed and cancelled reach the outbox, each once, though every server polls the queue.
  await expect
    .poll(
      async () =>
        (await outboxOf(page, phone))
          .map((m) => m.event)
          .filter(Boolean)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(["cancelled", "placed"]);
  const texts = await outboxOf(page, phone);
  expect(texts.find((m) => m.event === "cancelled")!.body).toContain(number);
});

test("the owner's cancel cut-off closes cancelling, and the order says why", async ({ page, browser, baseURL }) => {
  const { number } = await placeKavyasOrder(page);
  // A week's notice: the first slot of any order is past it.
  await setHubCutoff(browser, baseURL!, 10_080, "7 days before");
  try {
    await openOrder(page, number);
    const progress = page.getByRole("region", { name: "Order status" });
    await expect(progress.getByText(/^Cancelling closed at .+, 7 days before your delivery slot/)).toBeVisible();
    await expect(progress.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  } finally {
    await setHubCutoff(browser, baseURL!, 120, "2 hours before");
  }
  await page.reload();
  await expect(page.getByRole("region", { name: "Order status" }).getByRole("button", { name: "Cancel order" })).toBeVisible();
});

test("a shopper asks to hear when a pack is back, and hears once when the shop restocks it", async ({ page, browser, baseURL }) => {
  await page.goto("/");
  const phone = await signUp(page, "Imran Notify");
  await choosePincode(page);
  const pack = await quietPack(page, QUIET.waited);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, PEOPLE.admin);
  const setStock = (quantity: number) => shopWrite(admin, `/s/api/admin/catalogue/packs/${pack.packId}/stock`, { warehouse_id: pack.warehouseId, quantity }, "PUT");
  await setStock(0);
  try {
    await page.goto(`/products/${pack.slug}`);
    await page.getByRole("radio", { name: new RegExp(`^${pack.packName}`) }).check();
    await expect(page.getByText("Out of stock", { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: `Notify me when ${pack.label} is back` }).click();
    await expect(page.getByRole("button", { name: `Notified when back: stop waiting for ${pack.label}` })).toBeVisible();
  } finally {
    await setStock(25);
  }
  await expect.poll(async () => (await outboxOf(page, phone)).filter((m) => m.event === "back_in_stock").length, { timeout: 20_000 }).toBe(1);
  // The request ended with its message, and the pack is on sale again.
  expect(await (await page.request.get("/s/api/account/stock-alerts")).json()).toEqual([]);
  await page.reload();
  await page.getByRole("radio", { name: new RegExp(`^${pack.packName}`) }).check();
  await expect(page.getByRole("button", { name: `Add to Cart: ${pack.label}` })).toBeVisible();
  await admin.context().close();
});
