// Accessibility in Chromium: axe-core checks every route of the shop, the page builder, the back
// office and the point of sale, and every kind of dialog that opens from them, and fails on any
// serious or critical violation (ADR 0040). Each route is loaded once and checked once.
// axe is injected as a script, so the contexts bypass the pages' Content-Security-Policy (the
// policy itself is covered by csp.spec.ts).
//
// It shares the journeys' database, so it leaves nothing another journey could meet: its
// shoppers are new phones, everything it buys is a quiet pack (quiet-pack.ts), the order it
// opens in the back office is cancelled there and the counter sale is voided (both put the stock
// back), every other dialog is closed without saving, and each test makes its own data, so any
// one of them can run alone.
import { expect, type Browser, type Page } from "@playwright/test";
import { check, settle } from "./axe-check";
import { quietPack } from "./quiet-pack";
import { escapeRegExp, latestCode, newPhone, PEOPLE, placeOrder, shopWrite, signIn, signInHere, signUp, showOfferPopup, test } from "./support";

/** The demo store's member of staff, who sells at the counter (fixtures/catalog/websites.json). */
const STAFF = "9876543214";
/** A pincode the demo store delivers to. */
const PINCODE = "560038";
/** Which quiet pack each test buys, so even their own units never meet. */
const QUIET = { shopper: 0, admin: 1, counter: 2 } as const;

const shop = () => test.info().project.use.baseURL!;

/** Loads a route and waits until the screen has drawn its main content and its data. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path.startsWith("http") ? path : `${shop()}${path}`);
  await expect(page.locator("main").first()).toBeVisible();
  await settle(page);
}

async function visitAndCheck(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await check(page, path);
}

/** Checks the screen the page is on now, reached by the journey rather than loaded. */
async function checkHere(page: Page): Promise<void> {
  await settle(page);
  await check(page, new URL(page.url()).pathname);
}

/** Opens a dialog with `open`, checks it, and closes it with Escape (saving nothing). */
async function checkDialog(page: Page, name: string | RegExp, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await settle(page);
  await check(page, `dialog ${String(name)} on ${new URL(page.url()).pathname}`, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

async function contextPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  return (await browser.newContext({ bypassCSP: true, ...options })).newPage();
}

/** The signed-in shopper's delivery pincode and an address in it. */
async function readyToOrder(page: Page, phone: string): Promise<void> {
  const res = await page.request.get(`/s/api/check/pincode/${PINCODE}`, { headers: { "x-web-url": shop() } });
  expect(res.ok(), await res.text()).toBe(true);
  await shopWrite(page, "/s/api/account/addresses", { name: "Asha Rao", phone, line1: "22, 4th Cross, HAL 2nd Stage", city: "Bengaluru", state: "Karnataka", pincode: PINCODE });
}

// A control that is not there fails in seconds, not at the end of the test's time.
test.use({ bypassCSP: true, actionTimeout: 10_000 });

test("the shop's public pages and their dialogs have no serious or critical violations", async ({ page }) => {
  test.setTimeout(120_000);
  await visitAndCheck(page, "/");
  await checkDialog(page, "Change Location", () => page.getByRole("button", { name: "Select pincode for delivery" }).click());
  await checkDialog(page, "Category Filter", () => page.getByRole("button", { name: "All Categories" }).first().click());
  await checkDialog(page, "Cart Summary", () => page.getByRole("button", { name: /^Cart, / }).click());

  await visitAndCheck(page, "/products");
  const product = await page.locator("a[href^='/products/']").first().getAttribute("href");
  await visitAndCheck(page, "/products?s=price-asc");
  await visitAndCheck(page, product!);
  await visitAndCheck(page, "/about-us");
  // The catch-all route's Not found, and the fixture preview (ADR 0014).
  await visitAndCheck(page, "/no-such-page-here");
  await visitAndCheck(page, "/preview");
  await visitAndCheck(page, "/auth/login");

  // The popup banner: this browser has not seen it yet, and it comes 5 s after load.
  const popup = await showOfferPopup(page, () => visit(page, "/"));
  await page.clock.resume();
  await settle(page);
  await check(page, "popup banner", popup);
  // The home page behind it is still busy after the clock resumes (carousels, late images): on a
  // loaded machine the button is re-rendered for a while before it holds still to be clicked.
  await popup.getByRole("button", { name: "Close" }).click({ timeout: 30_000 });
  await expect(popup).toHaveCount(0);

  // A phone: the header on a narrow screen, and the menu drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await visitAndCheck(page, "/");
  await checkDialog(page, "Menu", () => page.getByRole("button", { name: "Open menu" }).click());
});

test("sign-in, a shopper's account, wish lists, checkout, payments and order pages have no serious or critical violations", async ({ page }) => {
  test.setTimeout(150_000);
  // Signed up through the screens: the phone, its code, the name.
  const phone = newPhone();
  await visit(page, "/auth/login");
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await checkHere(page);
  await page.getByRole("textbox", { name: /^Code/ }).fill(await latestCode(page, phone));
  await expect(page).toHaveURL(/\/auth\/register$/);
  await checkHere(page);
  await page.getByRole("textbox", { name: /^Name/ }).fill("Asha Rao");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await readyToOrder(page, phone);
  const pack = await quietPack(page, QUIET.shopper);
  await shopWrite(page, "/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
  // The product page with its pack in the cart, and the dialogs that open from it.
  await visitAndCheck(page, `/products/${pack.slug}`);
  await expect(page.getByRole("group", { name: `${pack.label} in cart` })).toBeVisible();
  await checkDialog(page, "Cart Summary", () => page.getByRole("button", { name: "Cart, 1 item" }).click());
  await page.getByRole("button", { name: `Add ${pack.productName} to a wish list` }).click();
  const lists = page.getByRole("dialog", { name: "Add Products In Wishlist" });
  // Visible first: a count of no spinners also holds before the dialog has mounted, and then
  // settle() found no fading dialog to wait for and axe met it at opacity 0.
  await expect(lists).toBeVisible();
  await expect(lists.locator(".loading")).toHaveCount(0);
  await settle(page);
  await check(page, "dialog Add Products In Wishlist", lists);
  await checkDialog(page, "Create Another Wish List", () => lists.getByRole("button", { name: "Create Another Wish List" }).click());
  await page.keyboard.press("Escape");
  await expect(lists).toBeHidden();
  await page.locator(".account-button").click();
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu).toBeVisible();
  await settle(page);
  await check(page, "account menu", menu);
  await page.keyboard.press("Escape");

  for (const path of ["/account", "/account/orders", "/account/addresses", "/account/details", "/account/wishlist", "/auth/bos/choose", "/auth/bos/create"]) await visitAndCheck(page, path);

  await visitAndCheck(page, "/checkout");
  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Za-z0-9]+$/);
  await expect(page.locator("h1").first()).toBeVisible();
  await checkHere(page);
  await visit(page, "/account/orders");
  const order = await page.locator("a[href^='/account/orders/']").first().getAttribute("href");
  await visitAndCheck(page, order!);

  // Each online provider: the hand-off, the sandbox's page, the confirmation, and the hand-off
  // again once paid.
  for (const provider of ["razorpay", "cashfree"] as const) {
    await shopWrite(page, "/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
    await visit(page, "/checkout");
    const handOff = page.waitForURL(new RegExp(`/checkout/${provider}/\\d+`));
    await placeOrder(page, provider === "razorpay" ? /^Razorpay/ : /^Cashfree/);
    await handOff;
    const handOffPath = new URL(page.url()).pathname;
    await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${provider}/`));
    await page.getByRole("button", { name: /\(success\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/\\d+`));
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
    await checkHere(page);
    await visit(page, handOffPath);
    await expect(page.getByText(/is paid\.$/)).toBeVisible();
    await check(page, handOffPath);
  }

  await visit(page, "/auth/logout");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await check(page, "/auth/logout");
});

test("a sales agent's dashboard has no serious or critical violations", async ({ page }) => {
  await page.goto("/");
  await signIn(page, PEOPLE.agent);
  await visitAndCheck(page, "/account/dashboard");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test("the page builder's screens, preview and dialogs have no serious or critical violations", async ({ browser }) => {
  test.setTimeout(90_000);
  const builder = await contextPage(browser);
  // Signed out, it says who may use it.
  await visitAndCheck(builder, "/page-builder");
  await signInHere(builder, PEOPLE.superadmin);
  for (const path of ["/page-builder/settings", "/page-builder/pages", "/page-builder/submissions"]) await visitAndCheck(builder, path);

  await visit(builder, "/page-builder/pages");
  await checkDialog(builder, "New page", () => builder.getByRole("button", { name: "New page" }).click());
  await checkDialog(builder, /^Delete .+\?$/, () =>
    builder
      .getByRole("button", { name: /^Delete / })
      .first()
      .click(),
  );
  await builder.getByRole("row").getByRole("link").first().click();
  await expect(builder.locator(".page-editor-title")).toBeVisible();
  await settle(builder);
  await check(builder, "page editor");
  // The shop's preview frame inside it, as the builder draws it.
  const frame = builder.frames().find((f) => f.url().endsWith("/builder-preview"));
  expect(frame, "the page editor's preview frame").toBeTruthy();
  await expect(builder.frameLocator('iframe[title="Shop preview"]').locator("main").first()).toBeVisible();
  await check(frame!, "/builder-preview");
  await checkDialog(builder, "Add a block", () => builder.getByRole("button", { name: "Add a block", exact: true }).click());
  await builder.context().close();
});

test("the back office's screens and dialogs have no serious or critical violations", async ({ browser, page }) => {
  test.setTimeout(120_000);
  // An order of its own to open, cancel and print: a new shopper's, of a quiet pack.
  const phone = await signUp(page, "Asha Rao");
  await readyToOrder(page, phone);
  const pack = await quietPack(page, QUIET.admin);
  await shopWrite(page, "/s/api/cart/add", { pack_id: pack.packId, warehouse_id: pack.warehouseId });
  await page.goto("/checkout");
  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Za-z0-9]+$/);
  const orderNumber = new URL(page.url()).pathname.split("/").pop()!;

  const admin = await contextPage(browser);
  // Signed out, it says who may use it.
  await visitAndCheck(admin, "/bos/admin/dashboard");
  await signInHere(admin, PEOPLE.admin);
  const screens = [
    "dashboard",
    "products",
    "categories",
    "brands",
    "suppliers",
    "products-csv",
    "orders",
    "delivery",
    "delivery?tab=charges",
    "delivery?tab=slots",
    "delivery?tab=holidays",
    "coupons",
    "gst",
    "gst?tab=documents",
    "gst?tab=gstr1",
    "customers",
    "staff",
    "audit",
  ];
  for (const screen of screens) await visitAndCheck(admin, `/bos/admin/${screen}`);

  await visit(admin, "/bos/admin/delivery?tab=slots");
  await checkDialog(admin, "New slot", () => admin.getByRole("button", { name: "New slot" }).click());
  // The other kinds of form the back office's dialogs hold: an address and a warehouse's
  // settings, money, a date, a picture.
  for (const [path, dialog] of [
    ["delivery", "New warehouse"],
    ["delivery?tab=charges", "New charge rule"],
    ["delivery?tab=holidays", "New holiday"],
    ["categories", "New category"],
  ] as const) {
    await visit(admin, `/bos/admin/${path}`);
    await checkDialog(admin, dialog, () => admin.getByRole("button", { name: dialog, exact: true }).click());
  }
  await visit(admin, "/bos/admin/brands");
  await checkDialog(admin, "New brand", () => admin.getByRole("button", { name: "New brand" }).click());
  await checkDialog(admin, /^Delete the brand /, () =>
    admin
      .getByRole("button", { name: /^Delete / })
      .first()
      .click(),
  );
  // The date field's calendar, in the orders' filters.
  await visit(admin, "/bos/admin/orders");
  await admin.locator(".date-field-input").first().click();
  const calendar = admin.locator(".calendar[role='dialog']");
  await expect(calendar).toBeVisible();
  await settle(admin);
  await check(admin, "calendar on /bos/admin/orders", calendar);
  await admin.keyboard.press("Escape");
  await expect(calendar).toBeHidden();

  // One page below each list that has them: a product (with its pack dialog), a coupon, a
  // customer, and this test's order with its packing slip; and the forms for a new product and
  // a new coupon.
  for (const path of ["/bos/admin/products/new", "/bos/admin/coupons/new"]) await visitAndCheck(admin, path);
  for (const [list, prefix] of [
    ["products", "/bos/admin/products/"],
    ["coupons", "/bos/admin/coupons/"],
    ["customers", "/bos/admin/customers/"],
  ] as const) {
    await visit(admin, `/bos/admin/${list}`);
    const href = await admin.locator(`main a[href^='${prefix}']:not([href$='/new'])`).first().getAttribute("href");
    await visitAndCheck(admin, href!);
    if (list === "products") await checkDialog(admin, "New pack", () => admin.getByRole("button", { name: "Add a pack" }).click());
  }
  const orderPath = `/bos/admin/orders/${orderNumber}`;
  await visitAndCheck(admin, `${orderPath}/packing-slip`);
  await visitAndCheck(admin, orderPath);
  await checkDialog(admin, /^Cancel order /, () => admin.getByRole("button", { name: "Cancel order" }).click());
  // Cancelled for real, which puts its unit back.
  await admin.getByRole("button", { name: "Cancel order" }).click();
  const cancel = admin.getByRole("dialog", { name: /^Cancel order / });
  await cancel.getByRole("textbox").first().fill("Placed to check the screens");
  await cancel.getByRole("button", { name: /^Cancel (the )?order$/ }).click();
  await expect(cancel).toBeHidden();
  await expect(admin.getByText("Cancelled").first()).toBeVisible();
  await admin.context().close();
});

test("the point of sale's screens and dialogs have no serious or critical violations", async ({ browser, page }) => {
  test.setTimeout(90_000);
  // The counter sells from its own warehouse; a quiet pack's product is found there by name.
  await page.goto("/");
  const pack = await quietPack(page, QUIET.counter);
  const staff = await contextPage(browser);
  // Signed out, it asks for a sign-in.
  await visitAndCheck(staff, "/pos");
  await signInHere(staff, STAFF);
  await visitAndCheck(staff, "/pos/counter");

  const search = staff.getByRole("searchbox", { name: /Search products/ });
  await search.fill(pack.productName);
  const results = staff.getByRole("list", { name: "Search results" });
  await expect(results).toBeVisible();
  await check(staff, "/pos/counter search results");
  const named = new RegExp(`^${escapeRegExp(pack.productName)} `);
  await results.getByRole("button", { name: named, disabled: false }).first().click();
  await expect(staff.getByRole("table", { name: "Items in this sale" })).toBeVisible();
  await check(staff, "/pos/counter with a sale");
  await checkDialog(staff, "Start a new sale?", () => staff.getByRole("button", { name: "New sale", exact: true }).click());

  const totals = staff.getByLabel("Sale totals");
  await expect(totals.locator("..")).toHaveAttribute("aria-busy", "false");
  const total = Number(((await totals.locator(".pos-money-strong dd").textContent()) ?? "").replace(/[₹,\s]/g, ""));
  await staff.getByRole("textbox", { name: "Amount tendered (₹)" }).fill(String(total));
  await staff.getByRole("button", { name: "Complete sale (F9)" }).click();
  const receipt = staff.getByRole("heading", { level: 1, name: /^Receipt · Order / });
  await expect(receipt).toBeVisible();
  await checkHere(staff);
  const orderNumber = (await receipt.textContent())!.replace("Receipt · Order ", "");

  await visitAndCheck(staff, "/pos/sales");
  await checkDialog(staff, `Void sale ${orderNumber}?`, () => staff.getByRole("button", { name: `Void ${orderNumber}` }).click());
  // Voided for real, so its unit is back in stock.
  await staff.getByRole("button", { name: `Void ${orderNumber}` }).click();
  const dialog = staff.getByRole("dialog", { name: `Void sale ${orderNumber}?` });
  await dialog.getByRole("textbox", { name: "Reason (kept in the audit log)" }).fill("Rung up to check the screens");
  await dialog.getByRole("button", { name: "Void sale" }).click();
  await expect(dialog).toBeHidden();
  await staff.context().close();
});
