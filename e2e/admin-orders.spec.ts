// The back office's orders in Chromium, on the demo store (whose admin is 9876543212 and whose
// online payments the built-in sandbox takes): a cash-on-delivery order moved by the admin from
// placed to delivered, its customer seeing each status; and an order paid in the Razorpay
// sandbox cancelled by the admin: refunded in the sandbox, its stock back, Cancelled for the
// customer. Each journey signs up a new shopper, so the orders are its own.
import { expect, type Browser, type Page } from "@playwright/test";
import { PEOPLE, signInHere, signUp, test } from "./support";

/** A pincode the demo store delivers to (fixtures/catalog/websites.json). */
const PINCODE = "560038";

/** The demo store's origin; a browser context of our own does not know it. */
const shop = () => test.info().project.use.baseURL!;

async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value;
  if (!(await find())) await page.request.get("/s/api/cookie");
  return decodeURIComponent((await find())!);
}

/** A write as the shop's own client makes it: with the token and the website's origin. */
async function write(page: Page, path: string, data: unknown) {
  return page.request.post(path, { data, headers: { "x-xsrf-token": await xsrfToken(page), "x-web-url": shop() } });
}

interface Bought {
  productId: number;
  packId: number;
  warehouseId: number;
}

/**
 * A new shopper (signed up through the real calls) with a delivery pincode, one pack of the
 * first page the shop will sell in the cart and an address: ready for /checkout.
 */
async function shopperWithCart(page: Page): Promise<Bought> {
  const phone = await signUp(page, "Meera Iyer");
  const pincode = await page.request.get(`/s/api/check/pincode/${PINCODE}`, { headers: { "x-web-url": shop() } });
  expect(pincode.ok(), await pincode.text()).toBe(true);
  const { data } = (await (await page.request.get("/s/api/products?perPage=24")).json()) as { data: { product_id: number; packs: { pack_id: number; warehouse_id: number; in_stock: boolean }[] }[] };
  let bought: Bought | null = null;
  for (const product of data) {
    for (const pack of product.packs.filter((p) => p.in_stock)) {
      // A pack may be sold out at this warehouse meanwhile; the next one will do.
      if ((await write(page, "/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).ok()) {
        bought = { productId: product.product_id, packId: pack.pack_id, warehouseId: pack.warehouse_id };
        break;
      }
    }
    if (bought) break;
  }
  expect(bought, "no pack of the first page could be added").not.toBeNull();
  const address = await write(page, "/s/api/account/addresses", { name: "Meera Iyer", phone, line1: "22, 4th Cross, HAL 2nd Stage", city: "Bengaluru", state: "Karnataka", pincode: PINCODE });
  expect(address.ok(), await address.text()).toBe(true);
  return bought!;
}

/** From /checkout: the payment method chosen, then Place Order. */
async function placeOrder(page: Page, method: RegExp): Promise<void> {
  await page.goto("/checkout");
  await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: method }).check();
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();
  await place.click();
}

async function statusInAccount(page: Page, orderNumber: string, status: string): Promise<void> {
  await page.goto("/account/orders");
  await expect(page.getByRole("row", { name: new RegExp(orderNumber) })).toContainText(status);
}

/** The demo store's admin in a browser of their own, signed in. */
async function adminBrowser(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto(`${shop()}/bos/admin/dashboard`);
  await signInHere(admin, PEOPLE.admin);
  return admin;
}

/** The admin finds the order by its number in the list and opens it. */
async function openOrder(admin: Page, orderNumber: string): Promise<void> {
  await admin.goto(`${shop()}/bos/admin/orders`);
  await expect(admin.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search by order number or phone" }).fill(orderNumber);
  await admin.keyboard.press("Enter");
  await admin.getByRole("table", { name: "Orders" }).getByRole("link", { name: orderNumber }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

/** The pack's stock at its warehouse, as the back office's product editor reads it. */
async function stockOf(admin: Page, bought: Bought): Promise<number> {
  const res = await admin.request.get(`${shop()}/s/api/admin/catalogue/products/${bought.productId}`);
  expect(res.ok(), await res.text()).toBe(true);
  const product = (await res.json()) as { packs: { id: number; stock: { warehouse_id: number; quantity: number }[] }[] };
  return product.packs.find((p) => p.id === bought.packId)!.stock.find((s) => s.warehouse_id === bought.warehouseId)!.quantity;
}

test("a cash-on-delivery order moves from placed to delivered, and its customer sees each status", async ({ browser, page }) => {
  test.setTimeout(180_000);
  await shopperWithCart(page);
  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Za-z0-9]+$/);
  const orderNumber = decodeURIComponent(page.url().split("/").pop()!);
  await statusInAccount(page, orderNumber, "Placed");

  const admin = await adminBrowser(browser);
  await openOrder(admin, orderNumber);
  await expect(admin.getByTestId("order-status")).toHaveText("Placed");
  for (const status of ["Confirmed", "Packed", "Out for delivery", "Delivered"]) {
    await admin.getByRole("button", { name: `Mark as ${status.toLowerCase()}` }).click();
    await expect(admin.getByRole("status")).toHaveText(`The order is now ${status.toLowerCase()}.`);
    await expect(admin.getByTestId("order-status")).toHaveText(status);
    await expect(admin.getByRole("list", { name: "Timeline" })).toContainText(status);
    await statusInAccount(page, orderNumber, status);
  }
  // Delivered is the end: nothing moves it further, and it can no longer be cancelled.
  await expect(admin.getByRole("group", { name: "Order actions" }).getByRole("button")).toHaveCount(0);

  // Its packing slip: on screen with the back office around it, printed without.
  await admin.getByRole("link", { name: "Packing slip" }).click();
  const slip = admin.getByRole("article");
  await expect(admin.getByRole("heading", { level: 1, name: `Packing slip · Order ${orderNumber}` })).toBeVisible();
  await expect(slip).toContainText("Kirana Demo Store");
  await expect(slip).toContainText("22, 4th Cross, HAL 2nd Stage");
  await expect(slip.getByRole("table", { name: "Items" }).getByRole("row")).toHaveCount(2);
  await expect(admin.getByRole("navigation", { name: "Administration" })).toBeVisible();
  await admin.emulateMedia({ media: "print" });
  await expect(admin.getByRole("navigation", { name: "Administration" })).toBeHidden();
  await expect(admin.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(slip.getByRole("table", { name: "Items" })).toBeVisible();
  await admin.context().close();
});

test("cancelling an order paid in the sandbox refunds it, puts its stock back and shows it cancelled", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const admin = await adminBrowser(browser);
  const bought = await shopperWithCart(page);
  const before = await stockOf(admin, bought);

  await placeOrder(page, /^Razorpay/);
  await expect(page).toHaveURL(/\/sandbox\/pay\/razorpay\//);
  await page.getByRole("button", { name: /\(success\)$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  const orderNumber = (await page.locator(".pay-outcome-paid").textContent())!.match(/Order (\S+) is placed/)![1]!;
  await statusInAccount(page, orderNumber, "Placed");
  expect(await stockOf(admin, bought)).toBe(before - 1);

  await openOrder(admin, orderNumber);
  await admin.getByRole("button", { name: "Cancel order" }).click();
  const dialog = admin.getByRole("dialog", { name: `Cancel order ${orderNumber}?` });
  await expect(dialog).toContainText("paid online will be refunded to the customer.");
  await dialog.getByRole("textbox").fill("Sold out at the hub");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("status")).toHaveText(/^The order is cancelled\. ₹[\d,]+\.\d{2} refunded\.$/);
  await expect(admin.getByTestId("order-status")).toHaveText("Cancelled");
  const refunds = admin.getByRole("table", { name: "Refunds" });
  await expect(refunds).toContainText("Processed");
  await expect(refunds).toContainText(/rfnd_[A-Za-z0-9]{14}/);
  await expect(admin.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // The stock of the bought pack is back, and the customer sees the order cancelled.
  expect(await stockOf(admin, bought)).toBe(before);
  await statusInAccount(page, orderNumber, "Cancelled");
  await admin.context().close();
});
