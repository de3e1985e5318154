// The cart in Chromium against the seeded demo store: adding from cards, plus and minus, the
// Cart Summary panel (lines, Remove, empty state, amounts, coupons), the delivery pincode and
// Checkout, and wish lists. Each test starts in a new browser context, so with its own session
// and an empty guest cart.
import { expect, type Locator, type Page } from "@playwright/test";
import { PEOPLE, signIn, test, whenHydrated } from "./support";

/** "₹1,234.50" → 1234.5 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));
const inr = (n: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(n);

const badge = (page: Page) => page.getByTestId("cart-count");
const cartPanel = (page: Page) => page.getByRole("dialog", { name: "Cart Summary" });
const listing = (page: Page) => page.locator("section.block-product-listing");

/** The list at `search`, settled. */
async function openList(page: Page, search = ""): Promise<void> {
  await page.goto(`/products${search}`);
  await expect(listing(page).locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
}

/** The n-th card of the list that offers Add to Cart, found again by its product's name (it
 *  stops offering Add to Cart once added), and the name its buttons give the pack. */
async function addableCard(page: Page, n = 0): Promise<{ card: Locator; label: string }> {
  const found = listing(page)
    .locator(".product-card", { has: page.getByRole("button", { name: /^Add to Cart: / }) })
    .nth(n);
  const product = await found.getAttribute("aria-label");
  const label = ((await found.getByRole("button", { name: /^Add to Cart: / }).getAttribute("aria-label")) ?? "").replace(/^Add to Cart: /, "");
  expect(product && label).toBeTruthy();
  return { card: listing(page).getByRole("article", { name: product!, exact: true }), label };
}

async function openCart(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Cart, / }).click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** The figure beside a label in the panel's amounts. */
const amount = (panel: Locator, label: string) =>
  panel
    .getByRole("region", { name: "Amounts" })
    .locator("div", { has: panel.page().locator(`dt:text-is("${label}")`) })
    .locator("dd");

test("a card adds its pack; plus and minus change the quantity, each busy while its call runs; the badge follows", async ({ page }) => {
  await openList(page);
  const { card, label } = await addableCard(page);
  await expect(badge(page)).toHaveText("0");

  // Hold the add so its loading state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/s/api/cart/add", async (route) => {
    await held;
    await route.continue();
  });
  const add = card.getByRole("button", { name: `Add to Cart: ${label}` });
  await add.click();
  await expect(add).toHaveAttribute("aria-busy", "true");
  await expect(add).toBeDisabled();
  release();

  const group = card.getByRole("group", { name: `${label} in cart` });
  const quantity = group.getByLabel(`Quantity of ${label}`, { exact: true });
  await expect(quantity).toHaveText("1");
  await expect(badge(page)).toHaveText("1");

  await group.getByRole("button", { name: `Increase quantity of ${label}` }).click();
  await expect(quantity).toHaveText("2");
  await expect(badge(page)).toHaveText("2");
  await expect(page.getByRole("button", { name: "Cart, 2 items" })).toBeVisible();

  await group.getByRole("button", { name: `Decrease quantity of ${label}` }).click();
  await expect(quantity).toHaveText("1");
  await group.getByRole("button", { name: `Decrease quantity of ${label}` }).click();
  await expect(card.getByRole("button", { name: `Add to Cart: ${label}` })).toBeVisible();
  await expect(badge(page)).toHaveText("0");
});

test("the cart outlives a reload: the page comes with the server's cart", async ({ page }) => {
  await openList(page);
  const { card, label } = await addableCard(page);
  await card.getByRole("button", { name: `Add to Cart: ${label}` }).click();
  await expect(badge(page)).toHaveText("1");
  await page.reload();
  await expect(badge(page)).toHaveText("1");
  await expect(listing(page).getByRole("group", { name: `${label} in cart` })).toBeVisible();
});

/** Ends the browser's session on the server and puts its old cookies back, as a browser holds
 *  them after the server forgot the session (signed out elsewhere, expired, a restored backup). */
async function forgetSessionKeepCookies(page: Page, baseURL: string): Promise<string> {
  const old = await page.context().cookies();
  const out = await page.request.get("/s/api/auth/logout", { headers: { "x-web-url": baseURL } });
  expect(out.ok(), await out.text()).toBe(true);
  await page.context().addCookies(old);
  const sid = old.find((c) => c.name === "kirana_sid")?.value;
  expect(sid).toBeTruthy();
  return sid!;
}

test("a session the server has forgotten: with its old cookie replayed, a reload recovers and Add to Cart works on a new cart", async ({ page, baseURL }) => {
  await openList(page);
  const first = await addableCard(page);
  await first.card.getByRole("button", { name: `Add to Cart: ${first.label}` }).click();
  await expect(badge(page)).toHaveText("1");
  const oldSid = await forgetSessionKeepCookies(page, baseURL!);

  await page.reload();
  await expect(badge(page)).toHaveText("0");
  const { card, label } = await addableCard(page);
  await card.getByRole("button", { name: `Add to Cart: ${label}` }).click();
  await expect(card.getByRole("group", { name: `${label} in cart` })).toBeVisible();
  await expect(badge(page)).toHaveText("1");
  await expect(page.locator(".toast-error")).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === "kirana_sid")?.value).not.toBe(oldSid);
});

test("a signed-in page whose session the server has forgotten sends the shopper to sign in, keeping the page", async ({ page, baseURL }) => {
  await signIn(page, PEOPLE.shopper);
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/account\/orders$/);
  await forgetSessionKeepCookies(page, baseURL!);

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("kirana.redirect"))).toBe("/account/orders");
});

test("Cart Summary lists the lines with their amounts; Remove takes a whole line; the last one out leaves the empty cart", async ({ page }) => {
  await openList(page);
  const first = await addableCard(page, 0);
  await first.card.getByRole("button", { name: /^Add to Cart: / }).click();
  await first.card.getByRole("button", { name: /^Increase quantity/ }).click();
  await expect(first.card.getByRole("status", { name: /^Quantity of/ })).toHaveText("2");
  const second = await addableCard(page, 0);
  await second.card.getByRole("button", { name: /^Add to Cart: / }).click();
  await expect(badge(page)).toHaveText("3");

  const panel = await openCart(page);
  expect(await panel.evaluate((el) => el.getBoundingClientRect().width)).toBe(500);
  const lines = panel.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  const firstLine = panel.getByRole("listitem", { name: first.label });
  await expect(firstLine.getByLabel(`Quantity of ${first.label}`, { exact: true })).toHaveText("2");

  // Items total is the sum of the line amounts; To pay adds delivery (no coupon here).
  const lineAmounts = await panel.locator(".cart-line-amount").allTextContents();
  const itemsTotal = lineAmounts.map(rupees).reduce((a, b) => a + b, 0);
  await expect(amount(panel, "Items total")).toHaveText(inr(itemsTotal));
  const delivery = await amount(panel, "Delivery").textContent();
  await expect(amount(panel, "To pay")).toHaveText(inr(itemsTotal + (delivery === "Free" ? 0 : rupees(delivery!))));

  // Remove takes the whole line of 2, not one of it.
  await firstLine.getByRole("button", { name: `Remove ${first.label}` }).click();
  await expect(panel.getByRole("listitem", { name: first.label })).toHaveCount(0);
  await expect(badge(page)).toHaveText("1");

  // Minus inside the panel is the cards' control: the last one out leaves the empty cart.
  await panel.getByRole("button", { name: `Decrease quantity of ${second.label}` }).click();
  await expect(panel.getByRole("heading", { name: "Empty Cart" })).toBeVisible();
  await expect(panel.getByText("Your cart is empty")).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Checkout/ })).toHaveCount(0);
  await expect(badge(page)).toHaveText("0");

  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(first.card.getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
});

test("the pincode: too short asks nothing, an unserviceable one is refused inline, a serviceable one reloads the page and opens Checkout", async ({ page }) => {
  await openList(page);
  const { card } = await addableCard(page);
  await card.getByRole("button", { name: /^Add to Cart: / }).click();
  await expect(badge(page)).toHaveText("1");

  // No pincode: Checkout is disabled with the notice.
  let panel = await openCart(page);
  const checkout = panel.getByRole("button", { name: /^Checkout/ });
  await expect(checkout).toBeDisabled();
  const notice = panel.getByRole("note", { name: "Delivery Pincode Required" });
  await expect(notice).toContainText("Please select your delivery pincode to proceed to checkout.");
  await notice.getByRole("button", { name: "Select pincode" }).click();

  const modal = page.getByRole("dialog", { name: "Change Location" });
  await expect(modal).toBeVisible();
  const checks: string[] = [];
  page.on("request", (r) => r.url().includes("/s/api/check/pincode/") && checks.push(r.url()));
  const input = modal.getByLabel("Delivery pincode");
  await input.fill("56a0b");
  await expect(input).toHaveValue("560");
  await modal.getByRole("button", { name: "Apply" }).click();
  await expect(modal.getByRole("alert")).toHaveText("Please enter a valid pincode");
  expect(checks).toEqual([]);

  await input.fill("110001");
  await input.press("Enter");
  await expect(modal.getByRole("alert")).toHaveText("Sorry, we do not deliver to 110001 yet");
  expect(checks).toHaveLength(1);

  await input.fill("560038");
  await Promise.all([page.waitForEvent("load"), modal.getByRole("button", { name: "Apply" }).click()]);
  await whenHydrated(page);
  await expect(page.getByRole("button", { name: "Deliver to 560038, change location" })).toBeVisible();
  await expect(badge(page)).toHaveText("1");

  panel = await openCart(page);
  await expect(panel.getByRole("note")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /^Checkout/ })).toBeEnabled();
  await panel.getByRole("button", { name: /^Checkout/ }).click();
  // Checkout needs sign-in (§6): a visitor is sent to sign in, with /checkout kept for after.
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("kirana.redirect"))).toBe("/checkout");
});

test("the header's pincode button opens Change Location, and the cart follows the shopper to the new pincode's hub", async ({ page }) => {
  await openList(page);
  const { card, label } = await addableCard(page);
  await card.getByRole("button", { name: /^Add to Cart: / }).click();
  await expect(badge(page)).toHaveText("1");

  await page.getByRole("button", { name: "Select pincode for delivery" }).click();
  const modal = page.getByRole("dialog", { name: "Change Location" });
  await modal.getByLabel("Delivery pincode").fill("560011");
  await Promise.all([page.waitForEvent("load"), modal.getByRole("button", { name: "Apply" }).click()]);
  await whenHydrated(page);
  await expect(page.getByRole("button", { name: "Deliver to 560011, change location" })).toBeVisible();
  await expect(badge(page)).toHaveText("1");
  const panel = await openCart(page);
  await expect(panel.getByRole("listitem", { name: label })).toBeVisible();
});

test("coupons: below the minimum and expired codes are refused under the field; SAVE10 applies 10% and comes off again", async ({ page }) => {
  // The cheapest card first: below SAVE10's ₹500 minimum.
  await openList(page, "?s=price-asc");
  const cheap = await addableCard(page);
  await cheap.card.getByRole("button", { name: /^Add to Cart: / }).click();
  await expect(badge(page)).toHaveText("1");
  let panel = await openCart(page);
  const code = panel.getByLabel("Coupon code");
  await code.fill("SAVE10");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("alert")).toContainText("more to use SAVE10 (minimum order ₹500.00)");
  await expect(code).toHaveAttribute("aria-invalid", "true");

  await code.fill("DIWALI2025");
  await code.press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("The coupon DIWALI2025 has expired");

  await code.fill("WELCOME50");
  await code.press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("Please sign in to use the coupon WELCOME50");
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);

  // Then the dearest card: above the minimum.
  await openList(page, "?s=price-desc");
  const dear = await addableCard(page);
  await dear.card.getByRole("button", { name: /^Add to Cart: / }).click();
  await expect(badge(page)).toHaveText("2");
  panel = await openCart(page);
  const total = rupees((await amount(panel, "Items total").textContent())!);
  expect(total).toBeGreaterThanOrEqual(500);
  await panel.getByLabel("Coupon code").fill("save10");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("button", { name: "Remove coupon SAVE10" })).toBeVisible();
  const discount = Math.min(Math.floor(Math.round(total * 100) / 10) / 100, 100);
  await expect(amount(panel, "Coupon SAVE10")).toHaveText(`−${inr(discount)}`);
  const delivery = await amount(panel, "Delivery").textContent();
  await expect(amount(panel, "To pay")).toHaveText(inr(Math.round((total - discount + (delivery === "Free" ? 0 : rupees(delivery!))) * 100) / 100));

  await panel.getByRole("button", { name: "Remove coupon SAVE10" }).click();
  await expect(panel.getByLabel("Coupon code")).toBeVisible();
  await expect(amount(panel, "Coupon SAVE10")).toHaveCount(0);
});

test("wish lists: a visitor's heart goes to sign in; a shopper creates a list and toggles the product in and out of it", async ({ page }) => {
  await openList(page);
  const slug = await listing(page).locator("a.product-card-link").first().getAttribute("href");
  await page.goto(slug!);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;

  await page.getByRole("button", { name: `Add ${name} to a wish list` }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("kirana.redirect"))).toBe(slug);

  await signIn(page, PEOPLE.shopper);
  await page.goto(slug!);
  await page.getByRole("button", { name: `Add ${name} to a wish list` }).click();
  const modal = page.getByRole("dialog", { name: "Add Products In Wishlist" });
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => el.getBoundingClientRect().width)).toBe(400);
  await expect(modal.locator(".loading")).toHaveCount(0);

  await modal.getByRole("button", { name: "Create Another Wish List" }).click();
  const create = page.getByRole("dialog", { name: "Create Another Wish List" });
  expect(await create.evaluate((el) => el.getBoundingClientRect().width)).toBe(500);
  const listName = `Journey ${Date.now()}`;
  await create.getByLabel("Wish list name").fill(listName);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.locator(".toast-success", { hasText: "Wishlist added successfully" })).toBeVisible();
  await expect(create).toHaveCount(0);

  const choice = modal.getByRole("button", { name: new RegExp(`^${listName}`) });
  await expect(choice).toHaveAttribute("aria-pressed", "false");
  await choice.click();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await modal.getByRole("button", { name: "Done" }).click();
  await expect(modal).toHaveCount(0);
  const saved = page.getByRole("button", { name: `${name} is in your wish list: change wish lists` });
  await expect(saved).toBeVisible();

  // The server keeps it: the page comes back with the product marked.
  await page.reload();
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await choice.click();
  await expect(choice).toHaveAttribute("aria-pressed", "false");
  await modal.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: `Add ${name} to a wish list` })).toBeVisible();
});
