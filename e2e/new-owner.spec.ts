// A new owner's first day, in Chromium (issue 26): someone signs up, creates a website at
// /auth/bos/create, signs in at its own address and opens the back office, whose Dashboard lists
// the steps to a first order. The owner follows each step's link and does it in the real screens
// (a warehouse and its pincode, a delivery charge given to the warehouse and a slot, a product
// with a pack and stock, the home page published from the page builder), the checklist ticking
// as each is done; then orders from their own shop, cash on delivery, as the last step says, and
// the Dashboard shows the day's figures instead of the checklist. Nothing here goes round the
// screens: the owner's writes are the ones the screens send.
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { fillDeclarations, fillNetQuantity, signUp, test, whenHydrated } from "./support";

// The machine running the journeys is busy: every wait is generous, none is a fixed sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

const WAREHOUSE = "Kothrud Store";
const PINCODE = "411038";
const AREA = "Kothrud";
/** The delivery charge and the product's price, in rupees: the order costs their sum. */
const CHARGE = 30;
const PRICE = 120;
const MRP = 140;
const PACK = "1 kg";

/** The newest sign-in code sent to the phone after `after` (an ISO time), once there is one. */
async function codeAfter(page: Page, phone: string, after: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const [latest] = (await (await page.request.get(`/s/api/dev/outbox?phone=${phone}`)).json()) as { code: string | null; created_at: string }[];
      code = latest && latest.created_at > after ? (latest.code ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** When the newest code the phone was sent was made (empty when none). */
async function lastCodeTime(page: Page, phone: string): Promise<string> {
  const [latest] = (await (await page.request.get(`/s/api/dev/outbox?phone=${phone}`)).json()) as { created_at: string }[];
  return latest?.created_at ?? "";
}

/** A link that opens a tab of its own, followed: the new tab, loaded. */
async function followToNewTab(page: Page, link: Locator): Promise<Page> {
  await expect(link).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState("domcontentloaded");
  return tab;
}

const checklist = (admin: Page) => admin.getByRole("region", { name: "Get your shop ready for its first order" });
/** A step of the checklist, by its title; its title says "(done)" or "(to do)" to a screen reader. */
const step = (admin: Page, title: string) => checklist(admin).getByRole("listitem").filter({ hasText: title });

/** Back to the Dashboard by the back office's own navigation; it asks the server afresh. */
async function toDashboard(admin: Page): Promise<void> {
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(admin).toHaveURL(/\/bos\/admin\/dashboard$/);
}

async function expectProgress(admin: Page, done: number, doneSteps: string[]): Promise<void> {
  await expect(checklist(admin).getByText(`${done} of 6 steps done`)).toBeVisible();
  for (const title of doneSteps) await expect(step(admin, title).locator(".onboarding-title")).toContainText("(done)");
}

test("a new owner follows the Dashboard's checklist from an empty website to a first order, and sees it in Today", async ({ page, baseURL }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sub = `e2e-own-${Math.random().toString(36).slice(2, 8)}`;
  const origin = `http://${sub}.localhost:${new URL(baseURL!).port}`;
  const shopName = `Kothrud Fresh ${sub.slice(-4)}`;
  const product = `Indrayani Rice ${Math.random().toString(36).slice(2, 6)}`;

  // Signs up on the demo shop and creates a website: their first, which needs no approval.
  await page.goto("/");
  const phone = await signUp(page, "Kavya Deshpande");
  await page.goto("/auth/bos/create");
  await page.getByLabel(/^Website name/).fill(shopName);
  await page.getByLabel(/^Description/).fill("Fresh groceries for Kothrud, delivered in your slot.");
  await page.getByLabel(/^Subdomain/).fill(sub);
  await page.getByRole("button", { name: "Create website" }).click();
  await expect(page.getByRole("heading", { name: "Your website is ready" })).toBeVisible();
  // The back office is offered here too; this owner goes by the shop's own address instead.
  await expect(page.getByRole("link", { name: "Get your shop ready" })).toHaveAttribute("href", "/bos/admin");

  // Visits it and signs in there (the session belongs to each website's address).
  await page.getByRole("link", { name: "Visit your website" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await whenHydrated(page);
  await expect(page).toHaveTitle(new RegExp(shopName));
  const sentBefore = await lastCodeTime(page, phone);
  await page.getByRole("link", { name: "Login" }).click();
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.getByRole("textbox", { name: /^Code/ }).fill(await codeAfter(page, phone, sentBefore));
  await expect(page).toHaveURL(/\/account$/);
  await whenHydrated(page);

  // The account menu's Administration opens the back office on its Dashboard.
  await page.locator(".account-button").click();
  const admin = await followToNewTab(page, page.getByRole("menu", { name: "Account" }).getByRole("menuitem", { name: "Administration" }));
  await expect(admin).toHaveURL(/\/bos\/admin(\/dashboard)?$/);
  await expect(admin.getByRole("heading", { level: 1, name: shopName })).toBeVisible({ timeout: 60_000 });
  // Only payments is done at first: cash on delivery is on for a new website.
  await expectProgress(admin, 1, ["Choose how shoppers pay"]);
  await expect(step(admin, "Choose how shoppers pay")).toContainText("Cash on delivery");
  await expect(step(admin, "Add a warehouse and the pincodes it delivers to")).toContainText("No warehouse yet");
  await expect(checklist(admin).locator(".onboarding-step.is-done")).toHaveCount(1);
  await admin.screenshot({ path: "test-results/new-owner-checklist.png", fullPage: true });

  // 1. A warehouse, then the pincode it delivers to.
  await step(admin, "Add a warehouse and the pincodes it delivers to").getByRole("link", { name: "Open Delivery › Warehouses & pincodes" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
  await expect(admin.getByRole("tab", { name: "Warehouses & pincodes" })).toHaveAttribute("aria-selected", "true");
  await expect(admin.getByText("No warehouses yet: add the first one, and it becomes the default.")).toBeVisible();
  await admin.getByRole("button", { name: "New warehouse" }).click();
  const newWarehouse = admin.getByRole("form", { name: "New warehouse" });
  await newWarehouse.getByRole("textbox", { name: /^Name/ }).fill(WAREHOUSE);
  await newWarehouse.getByRole("textbox", { name: /^Address/ }).fill("Paud Road, Kothrud, Pune");
  await newWarehouse.getByRole("button", { name: "Save" }).click();
  await expect(newWarehouse).toBeHidden();
  const warehouseRow = admin.getByRole("row", { name: new RegExp(WAREHOUSE) });
  await expect(warehouseRow).toContainText("Default");
  await expect(warehouseRow).toContainText("Free delivery");
  await admin.getByRole("button", { name: `Pincodes of ${WAREHOUSE}` }).click();
  await admin.getByLabel("Add pincodes").fill(`${PINCODE} ${AREA}`);
  await admin.getByRole("button", { name: "Add pincodes" }).click();
  await expect(admin.getByRole("row", { name: new RegExp(`${PINCODE} ${AREA}`) })).toBeVisible();

  await toDashboard(admin);
  await expectProgress(admin, 2, ["Add a warehouse and the pincodes it delivers to", "Choose how shoppers pay"]);
  await expect(step(admin, "Add a warehouse and the pincodes it delivers to")).toContainText("1 warehouse, 1 pincode");
  await expect(step(admin, "Set its delivery slots and charge")).toContainText("No delivery slots yet; delivery is free");

  // 2. A delivery charge rule, given to the warehouse in its own form, and a delivery slot.
  await step(admin, "Set its delivery slots and charge").getByRole("link", { name: "and Delivery › Charges (without a rule, delivery is free)" }).click();
  await expect(admin.getByRole("tab", { name: "Charges" })).toHaveAttribute("aria-selected", "true");
  await admin.getByRole("button", { name: "New charge rule" }).click();
  const newCharge = admin.getByRole("form", { name: "New charge rule" });
  await newCharge.getByRole("textbox", { name: /^Name/ }).fill("Kothrud delivery");
  await newCharge.getByRole("spinbutton", { name: /^Charge/ }).fill(String(CHARGE));
  await newCharge.getByRole("spinbutton", { name: /^Free above/ }).fill("999");
  await newCharge.getByRole("button", { name: "Save" }).click();
  await expect(newCharge).toBeHidden();
  await expect(admin.getByRole("row", { name: /Kothrud delivery/ })).toContainText(`₹${CHARGE}.00`);
  // A rule applies to the warehouses that name it: the warehouse's form chooses it.
  await admin.getByRole("tab", { name: "Warehouses & pincodes" }).click();
  await admin.getByRole("button", { name: `Edit ${WAREHOUSE}` }).click();
  const editWarehouse = admin.getByRole("form", { name: "Edit warehouse" });
  await editWarehouse.getByRole("combobox", { name: /^Delivery charge/ }).selectOption({ label: "Kothrud delivery" });
  await editWarehouse.getByRole("button", { name: "Save" }).click();
  await expect(editWarehouse).toBeHidden();
  await expect(admin.getByRole("row", { name: new RegExp(WAREHOUSE) })).toContainText("Kothrud delivery");

  await toDashboard(admin);
  await expectProgress(admin, 2, ["Add a warehouse and the pincodes it delivers to", "Choose how shoppers pay"]);
  await expect(step(admin, "Set its delivery slots and charge")).toContainText("No delivery slots yet; delivery charges set");

  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Delivery" }).click();
  await admin.getByRole("tab", { name: "Slots" }).click();
  await expect(admin.getByText("No slots yet: shoppers of these warehouses cannot choose a delivery time.")).toBeVisible();
  await admin.getByRole("button", { name: "New slot" }).click();
  const newSlot = admin.getByRole("form", { name: "New slot" });
  // Every day, so that whatever the hour of the run some slot in the next days is still open.
  await expect(newSlot.getByRole("combobox", { name: /^Warehouse/ })).toHaveValue(/\d+/);
  for (const day of ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) await expect(newSlot.getByRole("checkbox", { name: day })).toBeChecked();
  await newSlot.getByLabel(/^Starts/).fill("17:00");
  await newSlot.getByLabel(/^Ends/).fill("20:00");
  await newSlot.getByRole("spinbutton", { name: /^Orders a day/ }).fill("20");
  await newSlot.getByRole("button", { name: "Save slot" }).click();
  await expect(admin.getByRole("row", { name: new RegExp(`17:00–20:00 ${WAREHOUSE} Every day 0 of 20`) })).toBeVisible();

  await toDashboard(admin);
  await expectProgress(admin, 3, ["Add a warehouse and the pincodes it delivers to", "Set its delivery slots and charge", "Choose how shoppers pay"]);
  await expect(step(admin, "Set its delivery slots and charge")).toContainText("1 delivery slot; delivery charges set");

  // 3. A product with one pack, priced, and stock at the warehouse.
  await step(admin, "Add your first products").getByRole("link", { name: "Open Products" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await admin.getByRole("link", { name: "New product" }).click();
  const newProduct = admin.getByRole("form", { name: "New product" });
  await newProduct.getByRole("textbox", { name: "Name", exact: true }).fill(product);
  await newProduct.getByRole("textbox", { name: "Description", exact: true }).fill("Fragrant Indrayani rice from Maval.");
  // Rice packed by the shop: the shop is the packer the label names.
  await fillDeclarations(newProduct, {
    role: "Packer",
    maker: shopName,
    address: "Shop 7, Karve Road, Kothrud, Pune 411038, Maharashtra",
    genericName: "Indrayani rice",
    country: "India",
    bestBefore: "Best before 12 months from packing",
    consumerCare: `${shopName}, Karve Road, Pune 411038. 020 2543 0000`,
  });
  await newProduct.getByRole("button", { name: "Create product" }).click();
  await expect(admin).toHaveURL(/\/bos\/admin\/products\/\d+$/);
  await expect(admin.getByRole("heading", { level: 1, name: product })).toBeVisible();
  await admin.getByRole("button", { name: "Add a pack" }).click();
  const newPack = admin.getByRole("form", { name: "New pack" });
  await newPack.getByRole("textbox", { name: "Pack name", exact: true }).fill(PACK);
  await newPack.getByRole("spinbutton", { name: /^MRP/ }).fill(String(MRP));
  await newPack.getByRole("spinbutton", { name: /^Selling price/ }).fill(String(PRICE));
  await fillNetQuantity(newPack, 1000, "Grams (g)");
  await newPack.getByRole("button", { name: "Save pack" }).click();
  await expect(newPack).toBeHidden();
  const pack = admin.getByRole("listitem", { name: PACK });
  await expect(pack).toContainText(`₹${PRICE}.00`);
  const stock = pack.getByRole("spinbutton", { name: WAREHOUSE });
  await stock.fill("25");
  await stock.press("Enter");
  await expect(admin.getByText(`Stock of ${PACK} at ${WAREHOUSE} is 25`)).toBeVisible();
  await expect(pack.getByRole("spinbutton", { name: WAREHOUSE })).toHaveValue("25");

  await toDashboard(admin);
  await expectProgress(admin, 4, ["Add your first products"]);
  await expect(step(admin, "Add your first products")).toContainText("1 product");

  // Payments: cash on delivery is on already; the owner adds Cashfree's test keys, which the
  // server checks with the provider (here the built-in sandbox) and keeps sealed, and turns it on.
  await step(admin, "Choose how shoppers pay").getByRole("link", { name: "Open Payments" }).click();
  const payments = admin.getByRole("form", { name: "Payment settings" });
  await expect(payments.getByRole("checkbox", { name: "Cash on delivery" })).toBeChecked();
  const cashfree = payments.getByRole("region", { name: "Cashfree" });
  await cashfree.getByRole("textbox", { name: /^App id/ }).fill("TEST_kirana_sandbox");
  await cashfree.getByLabel(/^Secret key/).fill("cfsk_ma_test_kirana_sandbox_secret");
  await cashfree.getByRole("combobox", { name: /^Mode/ }).selectOption({ label: "Sandbox (test keys)" });
  await cashfree.getByRole("button", { name: "Check Cashfree keys" }).click();
  await expect(cashfree.getByRole("status")).toHaveText("✓ Cashfree accepted these keys.");
  await payments.getByRole("checkbox", { name: "Cashfree" }).check();
  await payments.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Payment settings saved")).toBeVisible();
  // The secret is never shown again: only its last four characters.
  await expect(cashfree.getByLabel(/^Secret key/)).toHaveValue("");
  await expect(cashfree).toContainText("Stored: •••• cret");
  await toDashboard(admin);
  await expect(step(admin, "Choose how shoppers pay")).toContainText("Cash on delivery, Cashfree");

  // 4. The home page: the request form's heading made the shop's own, then published.
  const builder = await followToNewTab(admin, step(admin, "Make the home page yours and publish it").getByRole("link", { name: "Open the page builder's pages" }));
  await expect(builder).toHaveURL(`${origin}/page-builder/pages`);
  await expect(builder.getByText(`Editing ${shopName}`)).toBeVisible({ timeout: 60_000 });
  const home = builder.getByRole("row").filter({ has: builder.getByRole("cell", { name: "/", exact: true }) });
  await home.getByRole("link").click();
  await expect(builder.locator(".page-editor-title code")).toHaveText("/");
  await builder.getByRole("list", { name: "Blocks on this page" }).getByRole("button", { name: "Form Can't find what you need?" }).click();
  const heading = builder.locator(".page-editor-panel").getByLabel("Heading", { exact: true });
  await expect(heading).toHaveValue("Can't find what you need?");
  await heading.fill("Missing something from your list?");
  await expect(builder.frameLocator('iframe[title="Shop preview"]').getByRole("heading", { name: "Missing something from your list?" })).toBeVisible({ timeout: 60_000 });
  await builder.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(builder.locator(".page-editor-status")).toHaveText("No changes since publishing · Live: version 2", { timeout: 60_000 });
  await builder.close();

  await admin.reload();
  await expectProgress(admin, 5, ["Make the home page yours and publish it"]);
  await expect(step(admin, "Make the home page yours and publish it")).toContainText("Published (version 2)");
  await expect(step(admin, "Place a test order with cash on delivery").locator(".onboarding-title")).toContainText("(to do)");

  // 5. A test order: the owner opens their own shop from the checklist, as a shopper would buy.
  const shop = await followToNewTab(admin, step(admin, "Place a test order with cash on delivery").getByRole("link", { name: "Open your shop" }));
  await expect(shop).toHaveURL(`${origin}/`);
  await whenHydrated(shop);
  await expect(shop.getByRole("heading", { name: "Missing something from your list?" })).toBeVisible();
  await shop.getByRole("button", { name: "Select pincode for delivery" }).click();
  const location = shop.getByRole("dialog", { name: "Change Location" });
  await location.getByLabel("Delivery pincode").fill(PINCODE);
  await Promise.all([shop.waitForEvent("load"), location.getByRole("button", { name: "Apply" }).click()]);
  await whenHydrated(shop);
  await expect(shop.getByRole("button", { name: `Deliver to ${PINCODE}, change location` })).toBeVisible();

  await shop.locator("nav.site-navbar").getByRole("link", { name: "All Products" }).click();
  await expect(shop).toHaveURL(/\/products$/);
  const listing = shop.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  await listing.getByRole("button", { name: `Add to Cart: ${product}` }).click();
  await expect(shop.getByTestId("cart-count")).toHaveText("1");
  await shop.getByRole("button", { name: /^Cart, / }).click();
  const cart = shop.getByRole("dialog", { name: "Cart Summary" });
  await expect(cart).toContainText(product);
  await cart.getByRole("button", { name: /^Checkout/ }).click();
  await expect(shop).toHaveURL(/\/checkout$/);

  const address = shop.getByRole("form", { name: "New address" });
  await address.getByRole("textbox", { name: /^House, flat and street/ }).fill("12 Mayur Colony, Kothrud");
  await address.getByRole("textbox", { name: /^City/ }).fill("Pune");
  await address.getByRole("combobox", { name: /^State/ }).selectOption("Maharashtra");
  await address.getByRole("textbox", { name: /^Pincode/ }).fill(PINCODE);
  await address.getByRole("button", { name: "Save address" }).click();
  await expect(shop.getByRole("radio", { name: /12 Mayur Colony/ })).toBeChecked();
  const slots = shop.getByRole("group", { name: `Delivery slot · ${WAREHOUSE}` });
  await expect(slots.getByRole("radio").first()).toBeChecked();
  await expect(slots.getByRole("radio").first()).toHaveAccessibleName(/17:00–20:00/);
  const summary = shop.getByRole("complementary", { name: "Order summary" });
  const amount = (label: string) => summary.getByRole("group", { name: "Amounts" }).locator(`dt:text-is("${label}") + dd`);
  await expect(amount("Items total")).toHaveText(`₹${PRICE}.00`);
  await expect(amount("Delivery")).toHaveText(`₹${CHARGE}.00`);
  const total = PRICE + CHARGE;
  await expect(amount("To pay")).toHaveText(`₹${total}.00`);
  await shop
    .getByRole("group", { name: "Payment method" })
    .getByRole("radio", { name: /^Cash on delivery/ })
    .check();
  const place = shop.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(shop).toHaveURL(/\/order\/success\/[A-Z0-9]+$/, { timeout: 60_000 });
  const ordernumber = decodeURIComponent(shop.url().split("/").pop()!);
  await expect(shop.getByText(`Thank you! Order ${ordernumber} is placed.`)).toBeVisible();
  await shop.close();

  // The Dashboard, reloaded: no checklist, the day's figures.
  await admin.reload();
  const today = admin.getByRole("region", { name: "Today" });
  await expect(today).toBeVisible();
  await expect(checklist(admin)).toHaveCount(0);
  const figure = (label: string) => today.locator(`dt:text-is("${label}") + dd`);
  await expect(figure("Orders")).toHaveText("1");
  await expect(figure("Sales")).toHaveText(`₹${total}.00`);
  await expect(figure("To pack")).toHaveText("1");
  await admin.screenshot({ path: "test-results/new-owner-today.png", fullPage: true });
  // To pack leads to the order itself.
  await figure("To pack").getByRole("link").click();
  await expect(admin).toHaveURL(/\/bos\/admin\/orders\?status=placed(,|%2C)confirmed$/);
  await expect(admin.getByRole("row", { name: new RegExp(ordernumber) })).toBeVisible();
});
