// Checkout and payment in Chromium against the seeded demo store, whose Razorpay and Cashfree
// payments the built-in sandbox takes (no credentials are configured): a cash-on-delivery order
// from the cart to the success page, Razorpay paid, Razorpay failed then paid on Try again,
// Cashfree paid, each order then in the account's orders; no pincode; a refused order; a lost
// answer sent again under the same Idempotency-Key. Every test signs up a new shopper (the
// database lasts the whole run), so its cart, addresses and orders are its own.
import { expect, type Page } from "@playwright/test";
import { latestCode, test } from "./support";

const PINCODE = "560038";
const PROVIDER_SCRIPTS = /checkout\.razorpay\.com|sdk\.cashfree\.com/;

const newPhone = () => `6${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!(await find())) await page.request.get("/s/api/cookie");
  return decodeURIComponent((await find())!);
}

/** The shop's origin, which its own client names in x-web-url. */
const origin = () => test.info().project.use.baseURL!;

/** A write to the shop's API as the shop's own client makes it: with the origin and the token. */
async function post(page: Page, path: string, data: unknown, method: "post" | "put" = "post"): Promise<unknown> {
  const res = await page.request[method](path, { data, headers: { "x-xsrf-token": await xsrfToken(page), "x-web-url": origin() } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** Signs up a new shopper in this browser (code from the test server's SMS outbox) and, unless
 *  told not to, chooses the delivery pincode. */
async function newShopper(page: Page, { pincode = true } = {}): Promise<string> {
  const phone = newPhone();
  await post(page, "/s/api/auth/otp", { phone });
  const code = await latestCode(page, phone);
  await post(page, "/s/api/auth/verify", { phone, otp: code });
  await post(page, "/s/api/auth/register", { name: "Meera Iyer" });
  if (pincode) {
    const res = await page.request.get(`/s/api/check/pincode/${PINCODE}`, { headers: { "x-web-url": origin() } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return phone;
}

/** Puts the first pack the shop will sell into the cart, and saves an address in the pincode. */
async function fillCart(page: Page, phone: string): Promise<void> {
  const { data } = (await (await page.request.get("/s/api/products?perPage=24")).json()) as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] };
  let added = false;
  for (const pack of data.flatMap((p) => p.packs)) {
    // A pack may be sold out at this warehouse; the next one will do.
    const res = await page.request.post("/s/api/cart/add", {
      data: { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id },
      headers: { "x-xsrf-token": await xsrfToken(page), "x-web-url": origin() },
    });
    if (res.ok()) {
      added = true;
      break;
    }
  }
  expect(added, "no pack of the first page could be added").toBe(true);
  await post(page, "/s/api/account/addresses", { name: "Meera Iyer", phone, line1: "22, 4th Cross, HAL 2nd Stage", city: "Bengaluru", state: "Karnataka", pincode: PINCODE });
}

/** Records what a journey must not do: ask for a provider's checkout script (the sandbox needs
 *  none, and no other page may), or render on the server what the browser then renders otherwise. */
function watch(page: Page): { scripts: string[]; hydration: string[] } {
  const seen = { scripts: [] as string[], hydration: [] as string[] };
  page.on("request", (r) => {
    if (PROVIDER_SCRIPTS.test(r.url())) seen.scripts.push(r.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match/i.test(m.text())) seen.hydration.push(m.text());
  });
  return seen;
}

/** From /checkout: the payment method chosen, then Place Order. */
async function placeOrder(page: Page, method: RegExp): Promise<void> {
  const payment = page.getByRole("group", { name: "Payment method" });
  await payment.getByRole("radio", { name: method }).check();
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();
  await place.click();
}

/** A new shopper with a filled cart orders with an online method, up to the hand-off. */
async function payOnline(page: Page, method: RegExp): Promise<void> {
  await fillCart(page, await newShopper(page));
  await page.goto("/checkout");
  await placeOrder(page, method);
}

async function orderInAccount(page: Page, ordernumber: string, status: string): Promise<void> {
  await page.goto("/account/orders");
  const row = page.getByRole("row", { name: new RegExp(ordernumber) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(status);
}

test("a cash-on-delivery order: from the cart, adding an address at checkout, to the success page and the account's orders", async ({ page }) => {
  const watched = watch(page);
  await newShopper(page);
  await page.goto("/products");
  const listing = page.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  await listing
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.getByRole("button", { name: /^Cart, / }).click();
  const panel = page.getByRole("dialog", { name: "Cart Summary" });
  await panel.getByRole("button", { name: /^Checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();

  // A new shopper has no address: the account's address form is open.
  const form = page.getByRole("form", { name: "New address" });
  await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
  await form.getByRole("textbox", { name: /^House, flat and street/ }).fill("Flat 12, Lakeview Apartments");
  await form.getByRole("textbox", { name: /^City/ }).fill("Bengaluru");
  await form.getByRole("combobox", { name: /^State/ }).selectOption("Karnataka");
  await form.getByRole("textbox", { name: /^Pincode/ }).fill(PINCODE);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("radio", { name: /Flat 12, Lakeview Apartments/ })).toBeChecked();

  const slots = page.getByRole("group", { name: /^Delivery slot · / });
  await expect(slots.getByRole("radio").first()).toBeChecked();
  await page.getByRole("textbox", { name: "Notes for delivery (optional)" }).fill("Please ring twice");
  const toPay = await page.getByRole("complementary", { name: "Order summary" }).locator(".is-total dd").textContent();

  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Z0-9]+$/);
  const ordernumber = decodeURIComponent(page.url().split("/").pop()!);
  await expect(page.getByText(`Thank you! Order ${ordernumber} is placed.`)).toBeVisible();
  await expect(page.getByRole("group", { name: "Bill" }).locator(".is-total dd")).toHaveText(toPay!);
  await expect(page.getByText("Note: Please ring twice")).toBeVisible();
  // The order emptied the cart.
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  await orderInAccount(page, ordernumber, "Placed");
  expect(watched).toEqual({ scripts: [], hydration: [] });
});

test("Razorpay through the sandbox: paid on its page, confirmed, on the success page and in the account's orders", async ({ page }) => {
  const watched = watch(page);
  await payOnline(page, /^Razorpay/);

  // The hand-off sends the browser on to the sandbox's hosted page by itself.
  await expect(page).toHaveURL(/\/sandbox\/pay\/razorpay\//);
  await page.getByRole("button", { name: /\(success\)$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\/\d+\?razorpay_payment_id=/);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  const ordernumber = (await page.locator(".pay-outcome-paid").textContent())!.match(/Order (\S+) is placed/)![1]!;

  await page.getByRole("link", { name: "See your order" }).click();
  await expect(page.getByText(`Thank you! Order ${ordernumber} is placed.`)).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await orderInAccount(page, ordernumber, "Placed");
  expect(watched).toEqual({ scripts: [], hydration: [] });
});

test("Razorpay through the sandbox: a failed payment is told, and Try again pays the same order", async ({ page }) => {
  const watched = watch(page);
  await payOnline(page, /^Razorpay/);

  await expect(page).toHaveURL(/\/sandbox\/pay\/razorpay\//);
  const firstProviderOrder = page.url();
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\/\d+\?failed=1/);
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("The payment did not go through. You can try again.");
  const ordernumber = (await page.getByText(/^Order \S+ is kept for you/).textContent())!.split(" ")[1]!;

  // Try again starts a new provider order for the same shop order.
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/razorpay\//);
  expect(page.url()).not.toBe(firstProviderOrder);
  await page.getByRole("button", { name: /\(success\)$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText(`Order ${ordernumber} is placed.`)).toBeVisible();
  await orderInAccount(page, ordernumber, "Placed");
  expect(watched).toEqual({ scripts: [], hydration: [] });
});

test("Cashfree through the sandbox: paid on its page, confirmed with the provider, on the success page", async ({ page }) => {
  const watched = watch(page);
  await payOnline(page, /^Cashfree/);

  await expect(page).toHaveURL(/\/sandbox\/pay\/cashfree\//);
  await page.getByRole("button", { name: /\(success\)$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\/\d+\?order_id=/);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await page.getByRole("link", { name: "See your order" }).click();
  await expect(page.getByText(/^Thank you! Order \S+ is placed\.$/)).toBeVisible();
  const ordernumber = decodeURIComponent(page.url().split("/").pop()!);
  await orderInAccount(page, ordernumber, "Placed");
  expect(watched).toEqual({ scripts: [], hydration: [] });
});

test("without a delivery pincode, checkout says so (§8) and Select pincode opens Change Location", async ({ page }) => {
  await newShopper(page, { pincode: false });
  await page.goto("/checkout");
  await expect(page.getByText("Delivery Pincode Required")).toBeVisible();
  await expect(page.getByText("Please select your delivery pincode to proceed to checkout.")).toBeVisible();
  await page.getByRole("button", { name: "Select pincode", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Change Location" })).toBeVisible();
});

test("an order the server refuses leaves the cart as it was, and the checkout shows why", async ({ page }) => {
  const phone = await newShopper(page);
  await fillCart(page, phone);
  await page.goto("/checkout");
  await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();

  // The address moves out of the delivery area behind the screen's back.
  const [address] = (await (await page.request.get("/s/api/account/addresses")).json()) as { id: number }[];
  await post(page, `/s/api/account/addresses/${address!.id}`, { name: "Meera Iyer", phone, line1: "22, 4th Cross", city: "Mumbai", state: "Maharashtra", pincode: "400001" }, "put");
  await placeOrder(page, /^Cash on delivery/);
  await expect(page.getByRole("alert")).toHaveText("We do not deliver to 400001 yet. Choose another address.");
  await expect(page).toHaveURL(/\/checkout$/);
  // Asked for again, the address shows as not delivered to, and the cart is still there.
  await expect(page.getByText("We do not deliver to 400001 yet", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
  await expect(page.getByRole("list", { name: "Items in your order" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("an answer lost on its way back: Place Order again gets the same order, never a second one", async ({ page }) => {
  const phone = await newShopper(page);
  await fillCart(page, phone);
  await page.goto("/checkout");
  const keys: string[] = [];
  let lose = true;
  await page.route("**/s/api/checkout/place", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (!lose) return route.continue();
    // The server places the order; its answer never reaches the browser.
    lose = false;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await placeOrder(page, /^Cash on delivery/);
  await expect(page.getByRole("alert")).toContainText("Pressing Place Order again sends the same order, never a second one.");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/success\/[A-Z0-9]+$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const orders = (await (await page.request.get("/s/api/account/orders")).json()) as { meta: { total: number }; data: { ordernumber: string }[] };
  expect(orders.meta.total).toBe(1);
  expect(page.url()).toContain(`/order/success/${orders.data[0]!.ordernumber}`);
});
