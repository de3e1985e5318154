// Help with an order (issue 33, ADR 0080), as a shopper and the shop's admin do it in the
// browser: a cash-on-delivery order of a quiet pack is delivered through the back office; its
// shopper reports one unit damaged with a photo; the admin finds it in the Problems queue (the
// photo shown to them), resolves it with a refund and a word to the customer; the shopper then
// reads the outcome on the order. Each screen on the way is checked with axe (ADR 0040).
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { test } from "./support";
import { adminBrowser, markOrder, placeCashOrder } from "./cash-order";
import { check, settle } from "./axe-check";

/** This file's quiet pack, away from other journeys' (see quiet-pack.ts). */
const QUIET_INDEX = 8;

const shop = () => test.info().project.use.baseURL!;

// axe is injected as a script (axe-check.ts).
test.use({ bypassCSP: true });

/** A photo as a phone might take one: a dented tin on a table. */
const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#d9c7a7"/><rect x="110" y="50" width="100" height="150" rx="12" fill="#b23a2f"/><path d="M130 90 q30 25 60 0" stroke="#5a1a14" stroke-width="8" fill="none"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** Whether the image has been fetched and decoded (a refused photo would not be). */
const loaded = (image: ReturnType<Page["getByRole"]>) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test("a shopper reports a damaged item of a delivered order, the admin refunds it, and the shopper sees the outcome", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const placed = await placeCashOrder(page, { name: "Farah Khan", street: "Flat 9, Palm Court", quiet: [QUIET_INDEX], quantity: 2 });
  const order = { number: placed.number, productName: placed.packs[0]!.productName, label: placed.packs[0]!.label };
  const admin = await adminBrowser(browser);
  await markOrder(admin, order.number, ["confirmed", "packed", "out for delivery", "delivered"]);

  // The shopper reports one of the two units damaged, with a photo.
  await page.goto("/account/orders");
  await page.getByRole("link", { name: `#${order.number}` }).click();
  const help = page.getByRole("region", { name: "Problems with this order" });
  await expect(help.getByText(/^Something missing, damaged or not what you ordered\? Tell us by /)).toBeVisible();
  await help.getByRole("button", { name: "Report a problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a problem" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose what happened")).toBeVisible();
  await expect(dialog.getByText("Note is required")).toBeVisible();
  await settle(page);
  await check(page, "the report dialog with its field errors", dialog);
  // One line only, so it is chosen already.
  await expect(dialog.getByRole("combobox", { name: /^Item/ })).toHaveValue(/\d+/);
  await dialog.getByRole("radio", { name: "Damaged" }).check();
  await dialog.getByRole("spinbutton", { name: /^How many/ }).fill("1");
  await dialog.getByRole("textbox", { name: /^Note/ }).fill("The tin was dented and leaking");
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: "tin.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  const reports = help.getByRole("list", { name: "Your reports" });
  await expect(reports).toContainText(`Damaged: ${order.label} × 1`);
  await expect(reports).toContainText("Being looked into");
  const mine = reports.getByRole("img", { name: `Your photo of ${order.productName}` });
  await expect.poll(() => loaded(mine)).toBe(true);
  await check(page, "the order with its open report", help);

  // The admin finds it in the queue, sees the photo, and resolves it with a refund.
  await admin.goto(`${shop()}/bos/admin/problems`);
  await expect(admin.getByRole("heading", { level: 1, name: "Problems" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search by order number" }).fill(order.number);
  await admin.keyboard.press("Enter");
  const card = admin
    .getByRole("list", { name: "Open reports" })
    .getByRole("listitem")
    .filter({ hasText: `Order ${order.number}` });
  await expect(card).toContainText("“The tin was dented and leaking”");
  await expect(card).toContainText(/Resolving refunds ₹[\d,]+\.\d{2} by the shop, in cash or by UPI\./);
  await expect.poll(() => loaded(card.getByRole("img", { name: `The customer's photo of ${order.productName}` }))).toBe(true);
  await settle(admin);
  await check(admin, "the problem queue");
  await card.getByRole("button", { name: "Resolve with refund" }).click();
  const decide = admin.getByRole("dialog", { name: /^Refund ₹[\d,]+\.\d{2}\?$/ });
  await decide.getByRole("textbox", { name: /^Words for the customer/ }).fill("Sorry about the tin! The rider will bring the money with your next order.");
  await decide.getByRole("button", { name: "Save" }).click();
  await expect(decide).toBeHidden();
  await expect(admin.getByText(`No open report of an order matching “${order.number}”.`)).toBeVisible();
  // The order's own screen shows the decision too.
  await admin.goto(`${shop()}/bos/admin/orders/${order.number}`);
  await expect(admin.getByRole("list", { name: "Problem reports" })).toContainText("to be given back by the shop");

  // The shopper sees the outcome on the order.
  await page.reload();
  await expect(reports).toContainText("Refunded");
  await expect(reports).toContainText(/₹[\d,]+\.\d{2} will be given back to you by the shop, in cash or by UPI\./);
  await expect(reports).toContainText("The shop says: “Sorry about the tin! The rider will bring the money with your next order.”");
  await check(page, "the order with its refunded report", help);
  // One unit is left to report, so the button stays until the 48 hours are over.
  await expect(help.getByRole("button", { name: "Report a problem" })).toBeVisible();
  await admin.context().close();
});
