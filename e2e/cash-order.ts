// A new shopper's cash-on-delivery order of quiet packs, placed through checkout with a new
// address at 560038; and the demo store's admin in a browser of their own, who moves it on in
// the back office. Journeys about what happens after an order start here.
import { expect, type Browser, type Page } from "@playwright/test";
import { PEOPLE, placeOrder, shopWrite, signInHere, signUp, test } from "./support";
import { quietPack, type QuietPack } from "./quiet-pack";

export const PINCODE = "560038";

const shop = () => test.info().project.use.baseURL!;

/** The shopper's delivery pincode: 560038, served by the demo store's Indiranagar hub. */
export async function choosePincode(page: Page): Promise<void> {
  const res = await page.request.get(`/s/api/check/pincode/${PINCODE}`, { headers: { "x-web-url": shop() } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A new shopper's first address at checkout, in Bengaluru at 560038, saved and chosen. */
export async function saveNewAddress(page: Page, street: string): Promise<void> {
  const form = page.getByRole("form", { name: "New address" });
  await form.getByRole("textbox", { name: /^House, flat and street/ }).fill(street);
  await form.getByRole("textbox", { name: /^City/ }).fill("Bengaluru");
  await form.getByRole("combobox", { name: /^State/ }).selectOption("Karnataka");
  await form.getByRole("textbox", { name: /^Pincode/ }).fill(PINCODE);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("radio", { name: new RegExp(street) })).toBeChecked();
}

export interface CashOrder {
  phone: string;
  number: string;
  packs: QuietPack[];
}

/** Signs up `name`, chooses 560038, adds `quantity` of each quiet pack `nth`, and orders with cash on delivery at `street`. */
export async function placeCashOrder(page: Page, o: { name: string; street: string; quiet: readonly number[]; quantity?: number; beforePlacing?: () => Promise<void> }): Promise<CashOrder> {
  await page.goto("/");
  const phone = await signUp(page, o.name);
  await choosePincode(page);
  const packs: QuietPack[] = [];
  for (const nth of o.quiet) {
    const pack = await quietPack(page, nth);
    await shopWrite(page, "/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId, quantity: o.quantity ?? 1 });
    packs.push(pack);
  }
  await page.goto("/checkout");
  await saveNewAddress(page, o.street);
  await o.beforePlacing?.();
  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Z0-9-]+$/);
  return { phone, number: decodeURIComponent(page.url().split("/").pop()!), packs };
}

/** The demo store's admin in a browser of their own, signed in. */
export async function adminBrowser(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext({ bypassCSP: true })).newPage();
  await admin.goto(`${shop()}/bos/admin/dashboard`);
  await signInHere(admin, PEOPLE.admin);
  return admin;
}

/** Moves the order through `statuses` ("out for delivery" …) with the order screen's buttons. */
export async function markOrder(admin: Page, number: string, statuses: readonly string[]): Promise<void> {
  await admin.goto(`${shop()}/bos/admin/orders/${number}`);
  await expect(admin.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  for (const status of statuses) {
    await admin.getByRole("button", { name: `Mark as ${status}` }).click();
    await expect(admin.getByRole("status")).toHaveText(`The order is now ${status}.`);
  }
}
