// The back office's catalogue in Chromium: Fresh Basket's admin, on a tablet, adds a product
// with two packs and stock at the website's warehouse; a shopper in another browser finds it
// by the shop's search and buys it, cash on delivery.
import { expect, type Page } from "@playwright/test";
import { fillDeclarations, fillGst, fillNetQuantity, freshOrigin, PEOPLE, signInHere, signUp, test, whenHydrated } from "./support";

/** Fresh Basket's one warehouse (fixtures/catalog/websites.json) and a pincode it serves. */
const WAREHOUSE = "Bandra Store";
const PINCODE = "400050";

/** A page of the shop taken over by its own client (see support.ts). */
async function openShop(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await whenHydrated(page);
}

test("an admin adds a product with two packs and stock, and a shopper finds it by search and buys it", async ({ browser, baseURL, page }) => {
  test.setTimeout(180_000);
  const fresh = freshOrigin(baseURL!);
  const name = `Kesar Mango ${Math.random().toString(36).slice(2, 7)}`;

  // The admin, at tablet width, signed in at Fresh Basket's own address.
  const adminContext = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  const admin = await adminContext.newPage();
  await admin.goto(`${fresh}/bos/admin/dashboard`);
  await signInHere(admin, PEOPLE.admin);
  await admin.goto(`${fresh}/bos/admin/products`);
  await expect(admin.getByText("Managing Fresh Basket")).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  await admin.getByRole("link", { name: "New product" }).click();
  const form = admin.getByRole("form", { name: "New product" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await expect(form.getByRole("textbox", { name: /^Slug/ })).toHaveValue(name.toLowerCase().replace(/ /g, "-"));
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("Sweet Kesar mangoes from Junagadh.");
  await form.getByRole("button", { name: /^Categories/ }).click();
  await admin.getByRole("listbox").getByRole("option").first().click();
  await admin.keyboard.press("Escape");
  // Pre-packaged and shown: the label's declarations come first (ADR 0078).
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(form.getByText("Give the country of origin")).toBeVisible();
  await fillDeclarations(form, {
    role: "Packer",
    maker: "Fresh Basket Retail LLP",
    address: "Shop 3, Hill Road, Bandra West, Mumbai 400050, Maharashtra",
    genericName: "Kesar mango",
    country: "India",
    bestBefore: "Best before 5 days from packing",
    consumerCare: "Fresh Basket, Hill Road, Mumbai 400050. 022 2640 0000, care@freshbasket.example",
  });
  await form.getByRole("button", { name: "Create product" }).click();
  // Fresh Basket is registered for GST: the server asks for what its invoices need (issue 34).
  await expect(form.getByText("Give the HSN code: GST invoices need it")).toBeVisible();
  await fillGst(form, { hsn: "08045020", rate: "Exempt" });
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(admin).toHaveURL(/\/bos\/admin\/products\/\d+$/);
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();

  // Two packs: the discount is the server's.
  for (const [pack, mrp, price] of [
    ["1 kg", "400", "349"],
    ["2 kg", "780", "650"],
  ] as const) {
    await admin.getByRole("button", { name: "Add a pack" }).click();
    const dialog = admin.getByRole("form", { name: "New pack" });
    await dialog.getByRole("textbox", { name: "Pack name", exact: true }).fill(pack);
    await dialog.getByRole("spinbutton", { name: /^MRP/ }).fill(mrp);
    await dialog.getByRole("spinbutton", { name: /^Selling price/ }).fill(price);
    await fillNetQuantity(dialog, Number.parseInt(pack) * 1000, "Grams (g)");
    await dialog.getByRole("button", { name: "Save pack" }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole("listitem", { name: pack })).toBeVisible();
  }
  await expect(admin.getByRole("listitem", { name: "1 kg" })).toContainText("12.75% off");
  await expect(admin.getByRole("listitem", { name: "2 kg" })).toContainText("16.66% off");

  // Stock at the warehouse, from the keyboard.
  for (const pack of ["1 kg", "2 kg"]) {
    const item = admin.getByRole("listitem", { name: pack });
    const stock = item.getByRole("spinbutton", { name: WAREHOUSE });
    await stock.fill("25");
    await stock.press("Enter");
    await expect(admin.getByText(`Stock of ${pack} at ${WAREHOUSE} is 25`)).toBeVisible();
    await expect(item.getByRole("spinbutton", { name: WAREHOUSE })).toHaveValue("25");
  }

  // The list finds it by name.
  await admin.getByRole("link", { name: "Products" }).first().click();
  await admin.getByRole("searchbox", { name: "Search products" }).fill(name);
  await admin.keyboard.press("Enter");
  const row = admin.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("₹349.00");
  await expect(row).toContainText("Active");
  await adminContext.close();

  // A new shopper, signed up through the real calls, then signed in at Fresh Basket.
  const phone = await signUp(page, "Meera Iyer");
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await openShop(shopper, `${fresh}/`);
  await signInHere(shopper, phone);
  // The delivery pincode, chosen as the shop's own client does (it names the website it is on).
  const status = await shopper.evaluate(async (pincode) => (await fetch(`/s/api/check/pincode/${pincode}`, { headers: { "x-web-url": location.origin } })).status, PINCODE);
  expect(status).toBe(200);
  await openShop(shopper, `${fresh}/`);

  await shopper.getByRole("searchbox", { name: "Search products" }).fill(name);
  await shopper.keyboard.press("Enter");
  await expect(shopper).toHaveURL(/\/products\?q=/);
  const listing = shopper.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  await listing.getByRole("button", { name: `Add to Cart: ${name}` }).click();
  await expect(shopper.getByTestId("cart-count")).toHaveText("1");

  await shopper.getByRole("button", { name: /^Cart, / }).click();
  const panel = shopper.getByRole("dialog", { name: "Cart Summary" });
  await expect(panel).toContainText(name);
  await panel.getByRole("button", { name: /^Checkout/ }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);

  const address = shopper.getByRole("form", { name: "New address" });
  await address.getByRole("textbox", { name: /^House, flat and street/ }).fill("Flat 4, Sea Breeze, Hill Road");
  await address.getByRole("textbox", { name: /^City/ }).fill("Mumbai");
  await address.getByRole("combobox", { name: /^State/ }).selectOption("Maharashtra");
  await address.getByRole("textbox", { name: /^Pincode/ }).fill(PINCODE);
  await address.getByRole("button", { name: "Save address" }).click();
  await expect(shopper.getByRole("radio", { name: /Flat 4, Sea Breeze/ })).toBeChecked();
  const slots = shopper.getByRole("group", { name: /^Delivery slot · / });
  await expect(slots.getByRole("radio").first()).toBeChecked();

  await shopper
    .getByRole("group", { name: "Payment method" })
    .getByRole("radio", { name: /^Cash on delivery/ })
    .check();
  const place = shopper.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(shopper).toHaveURL(/\/order\/success\/[A-Z0-9]+$/);
  const ordernumber = decodeURIComponent(shopper.url().split("/").pop()!);
  await expect(shopper.getByText(`Thank you! Order ${ordernumber} is placed.`)).toBeVisible();
  await expect(shopper.getByTestId("cart-count")).toHaveText("0");
  await shopperContext.close();
});
