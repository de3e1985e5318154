// The Content-Security-Policy in Chromium (issue 9, ADR 0027): a crawl of every §2 route, every
// modal and panel, checkout with cash on delivery and through the Razorpay and Cashfree sandbox
// pages, and the page builder with its preview frame records no violation. Every page, frame
// and popup of a test's browser reports `securitypolicyviolation` events (an init script, run
// before the page's own) and Chromium's console messages about the policy. A first test
// proves the watch works: the policy is there and an inline script is refused and reported.
import { expect, type BrowserContext, type Page, type Response } from "@playwright/test";
import { matchRoute, routes } from "../src/shared/routes";
import { PEOPLE, placeOrder, showOfferPopup, signIn, signUp, test, whenHydrated } from "./support";

const PINCODE = "560038";

interface Violation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  sample: string;
}

interface Watch {
  violations: Violation[];
  /** Chromium's console lines about the policy ("Refused to … Content Security Policy …"). */
  console: string[];
  /** Every document (page, frame, popup) the browser loaded from the shop's server. */
  documents: { url: string; status: number; csp: string | undefined }[];
}

// One worker runs the tests in order, so the last can check that the crawl loaded every route.
test.describe.configure({ mode: "serial" });

const watches = new WeakMap<BrowserContext, Watch>();

/** Starts watching a browser context (once): its pages, their frames and the popups they open. */
async function watch(context: BrowserContext): Promise<Watch> {
  const known = watches.get(context);
  if (known) return known;
  const seen: Watch = { violations: [], console: [], documents: [] };
  watches.set(context, seen);
  await context.exposeBinding("__kiranaCspViolation", (_source, violation: Violation) => {
    seen.violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as { __kiranaCspViolation?: (v: unknown) => void }).__kiranaCspViolation;
        report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, document: e.documentURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample });
      },
      true,
    );
  });
  context.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) seen.console.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  context.on("response", (response: Response) => {
    if (response.request().resourceType() !== "document") return;
    seen.documents.push({ url: response.url(), status: response.status(), csp: response.headers()["content-security-policy"] });
  });
  return seen;
}

/** Waits until the page has run what is queued, so a violation it raised has been reported. */
async function settle(page: Page): Promise<void> {
  // A page that redirects itself (sign-out) may replace the document mid-wait: wait for the new one.
  for (let attempt = 0; ; attempt++) {
    try {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      return;
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState("load");
    }
  }
}

/** The test's whole record: no violation, no console line about the policy, every document
 *  from the shop's server with a policy whose scripts are its own and the payment providers'. */
async function expectClean(page: Page, seen: Watch): Promise<void> {
  for (const p of page.context().pages()) if (!p.isClosed()) await settle(p);
  expect(seen.violations, "CSP violations").toEqual([]);
  expect(seen.console, "console messages about the policy").toEqual([]);
  const ours = seen.documents.filter((d) => new URL(d.url).hostname.endsWith("localhost") && d.status < 300);
  expect(ours.length).toBeGreaterThan(0);
  for (const d of ours) {
    expect(d.csp, `${d.url} has a policy`).toBeTruthy();
    const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(d.csp!)?.[1] ?? /(?:^|;\s*)default-src ([^;]*)/.exec(d.csp!)?.[1] ?? "";
    expect(scripts, d.url).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(d.csp, d.url).toMatch(/object-src 'none'|default-src 'none'/);
    expect(d.csp, d.url).toMatch(/base-uri 'none'/);
  }
}

/** The §2 routes whose documents the crawl has loaded, by route name. */
const visited = new Set<string>();

/** Loads a shop path as a document (the shop then takes it over) and records its route. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(response!.headers()["content-security-policy"], `${path} has a policy`).toMatch(/script-src 'self'/);
  visited.add(matchRoute(path).route.name);
}

/** Records a route the shop reached by itself (a click, a redirect after paying). */
function reached(page: Page): void {
  visited.add(matchRoute(new URL(page.url()).pathname).route.name);
}

const origin = () => test.info().project.use.baseURL!;

async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value;
  if (!(await find())) await page.request.get("/s/api/cookie");
  return decodeURIComponent((await find())!);
}

async function post(page: Page, path: string, data: unknown): Promise<void> {
  const res = await page.request.post(path, { data, headers: { "x-xsrf-token": await xsrfToken(page), "x-web-url": origin() } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
}

/** A new shopper, signed in, with the delivery pincode chosen, one pack in the cart and an address. */
async function shopperWithCart(page: Page): Promise<void> {
  const phone = await signUp(page, "Kavya Rao");
  const pincode = await page.request.get(`/s/api/check/pincode/${PINCODE}`, { headers: { "x-web-url": origin() } });
  expect(pincode.ok(), await pincode.text()).toBe(true);
  const { data } = (await (await page.request.get("/s/api/products?perPage=24")).json()) as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] };
  let added = false;
  for (const pack of data.flatMap((p) => p.packs)) {
    const res = await page.request.post("/s/api/cart/add", {
      data: { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id },
      headers: { "x-xsrf-token": await xsrfToken(page), "x-web-url": origin() },
    });
    if ((added = res.ok())) break;
  }
  expect(added, "a pack of the first page could be added").toBe(true);
  await post(page, "/s/api/account/addresses", { name: "Kavya Rao", phone, line1: "7, 2nd Main, Domlur", city: "Bengaluru", state: "Karnataka", pincode: PINCODE });
}

test("the policy is enforced and the watch sees what it refuses", async ({ page }) => {
  const seen = await watch(page.context());
  await visit(page, "/");
  // An inline script and an event handler attribute, as an injection would try them: neither
  // runs, both are reported. (Code the test itself evaluates is exempt from the policy, so
  // eval cannot be tried from here; the bundle has none, and eslint forbids it.)
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__kiranaInline = true";
    document.head.append(script);
    const button = document.createElement("button");
    button.setAttribute("onclick", "window.__kiranaHandler = true");
    document.body.append(button);
    button.click();
    button.remove();
    const flags = window as unknown as { __kiranaInline?: boolean; __kiranaHandler?: boolean };
    return { inline: flags.__kiranaInline === true, handler: flags.__kiranaHandler === true };
  });
  expect(ran).toEqual({ inline: false, handler: false });
  await expect.poll(() => seen.violations.map((v) => v.directive).sort()).toEqual(["script-src-attr", "script-src-elem"]);
  await expect.poll(() => seen.console.length).toBeGreaterThan(0);
  // A script from an origin the policy does not name is refused too.
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement("script");
        script.src = "https://scripts.example/x.js";
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.append(script);
      }),
  );
  expect(loaded).toBe(false);
  await expect.poll(() => seen.violations.some((v) => v.blocked.startsWith("https://scripts.example/"))).toBe(true);
});

test("the payment providers' scripts, frames and calls are allowed, and only theirs", async ({ page }) => {
  const seen = await watch(page.context());
  // Stand-ins for the providers: the browser asks for them only if the policy lets it.
  const asked: string[] = [];
  await page.route(/^https:\/\/([a-z-]+\.)?(razorpay|cashfree)\.com\//, async (route) => {
    const url = route.request().url();
    asked.push(url);
    const type = route.request().resourceType();
    if (type === "script") return route.fulfill({ contentType: "text/javascript", body: "window.__provider = (window.__provider || 0) + 1;" });
    if (type === "document") return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>provider</title>" });
    return route.fulfill({ contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: "{}" });
  });
  await visit(page, "/products");
  const scripts = ["https://checkout.razorpay.com/v1/checkout.js", "https://sdk.cashfree.com/js/v3/cashfree.js", "https://cdn.razorpay.com/static/cx/razorpay-risk-detection/bundle.js"];
  const results = await page.evaluate(async (sources) => {
    const load = (src: string) =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement("script");
        script.src = src;
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.append(script);
      });
    const frame = (src: string) =>
      new Promise<boolean>((resolve) => {
        const iframe = document.createElement("iframe");
        iframe.src = src;
        iframe.onload = () => resolve(true);
        document.body.append(iframe);
      });
    const loaded = await Promise.all(sources.map(load));
    const framed = await Promise.all(["https://api.razorpay.com/v1/checkout/public", "https://payments-test.cashfree.com/order/"].map(frame));
    const called = await Promise.all(
      ["https://lumberjack.razorpay.com/v1/track", "https://api.cashfree.com/pg/view/sessions/checkout"].map((url) =>
        fetch(url, { method: "POST", body: "{}" }).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    return { loaded, framed, called, ran: (window as unknown as { __provider?: number }).__provider };
  }, scripts);
  expect(results).toEqual({ loaded: [true, true, true], framed: [true, true], called: [true, true], ran: 3 });
  expect(asked.length).toBe(7);
  await expectClean(page, seen);
});

test("a visitor's crawl: the open pages, the header's panels and modals, the popup and the 390 px drawer", async ({ page }) => {
  // A crawl of every open page and panel: on a busy machine more than the default 30 s.
  test.setTimeout(90_000);
  const seen = await watch(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/");

  // Category Filter, from the navigation bar.
  await page.getByRole("button", { name: "All Categories" }).first().click();
  const filter = page.getByRole("dialog", { name: "Category Filter" });
  await expect(filter).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(filter).toBeHidden();

  // The cart panel, empty.
  await page.getByRole("button", { name: /^Cart, / }).click();
  const cart = page.getByRole("dialog", { name: "Cart Summary" });
  await expect(cart.getByRole("heading", { name: "Empty Cart" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cart).toHaveCount(0);

  // Change Location: a pincode applied reloads the page.
  await page.getByRole("button", { name: "Select pincode for delivery" }).click();
  const location = page.getByRole("dialog", { name: "Change Location" });
  await location.getByLabel("Delivery pincode").fill(PINCODE);
  await Promise.all([page.waitForEvent("load"), location.getByRole("button", { name: "Apply" }).click()]);
  await whenHydrated(page);
  await expect(page.getByRole("button", { name: `Deliver to ${PINCODE}, change location` })).toBeVisible();

  // The product list, a product and its packs; a content page; a page that does not exist.
  await visit(page, "/products");
  const listing = page.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  await listing
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("button", { name: /^Cart, / }).click();
  await expect(cart.getByRole("list", { name: "Items in your cart" })).toBeVisible();
  await page.keyboard.press("Escape");
  await listing.locator("a.product-card-link").first().click();
  await expect(page).toHaveURL(/\/products\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  reached(page);
  await visit(page, new URL(page.url()).pathname);
  await visit(page, "/products?q=atta&s=price-asc");
  for (const path of ["/about-us", "/contact-us", "/no-such-page-here", "/preview", "/builder-preview"]) await visit(page, path);
  await expect(page.getByRole("heading").first()).toBeVisible();

  // The sign-in screens a visitor may open.
  for (const path of ["/auth/login", "/auth/verify", "/auth/register"]) await visit(page, path);
  await expect(page.getByRole("heading").first()).toBeVisible();

  // The offer popup, 5 s after the home page loads (the clock is moved, not waited for).
  const popup = await showOfferPopup(page, () => visit(page, "/"));
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toHaveCount(0);
  await page.clock.resume();

  // A 390 px screen: the drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await drawer.locator("details").first().locator("summary").click();
  await drawer.locator(".drawer-tree a").first().click();
  await expect(page).toHaveURL(/\/products\?c=/);

  // The second website, in its own theme and font.
  const fresh = `http://fresh.localhost:${new URL(origin()).port}`;
  await visit(page, `${fresh}/`);
  await expectClean(page, seen);
});

test("a shopper's crawl: checkout with cash on delivery, the account pages, the wish list modals, the account menu, sign out", async ({ page }) => {
  const seen = await watch(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await shopperWithCart(page);

  // The cart panel to Checkout, then cash on delivery to the success page.
  await visit(page, "/");
  await page.getByRole("button", { name: /^Cart, / }).click();
  await page
    .getByRole("dialog", { name: "Cart Summary" })
    .getByRole("button", { name: /^Checkout/ })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  reached(page);
  await visit(page, "/checkout");
  await placeOrder(page, /^Cash on delivery/);
  await expect(page).toHaveURL(/\/order\/success\/[A-Z0-9]+$/);
  await expect(page.getByText(/^Thank you! Order \S+ is placed\.$/)).toBeVisible();
  const success = new URL(page.url()).pathname;
  reached(page);
  await visit(page, success);

  // The account's pages, an order among them.
  for (const path of ["/account", "/account/orders", "/account/addresses", "/account/details", "/account/wishlist"]) await visit(page, path);
  const [order] = ((await (await page.request.get("/s/api/account/orders")).json()) as { data: { id: number }[] }).data;
  await visit(page, `/account/orders/${order!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const path of ["/auth/bos/choose", "/auth/bos/create"]) await visit(page, path);

  // The wish list modals, from a product page.
  await visit(page, "/products");
  const slug = await page.locator("section.block-product-listing a.product-card-link").first().getAttribute("href");
  await visit(page, slug!);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await page.getByRole("button", { name: `Add ${name} to a wish list` }).click();
  const lists = page.getByRole("dialog", { name: "Add Products In Wishlist" });
  await expect(lists).toBeVisible();
  await expect(lists.locator(".loading")).toHaveCount(0);
  await lists.getByRole("button", { name: "Create Another Wish List" }).click();
  const create = page.getByRole("dialog", { name: "Create Another Wish List" });
  await create.getByLabel("Wish list name").fill(`CSP ${Date.now()}`);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.locator(".toast-success", { hasText: "Wishlist added successfully" })).toBeVisible();
  await lists.getByRole("button", { name: "Done" }).click();
  await expect(lists).toHaveCount(0);

  // The account menu, then Logout from it; /auth/logout signs out as a page too.
  await page.locator(".account-button").click();
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu.getByRole("menuitem", { name: "Orders" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await visit(page, "/auth/logout");
  await expectClean(page, seen);
});

for (const [provider, method, returned] of [
  ["razorpay", /^Razorpay/, /\?razorpay_payment_id=/],
  ["cashfree", /^Cashfree/, /\?order_id=/],
] as const) {
  test(`${provider} through the sandbox: the hand-off, the provider's test page, the confirmation and the success page`, async ({ page }) => {
    const seen = await watch(page.context());
    await page.goto("/");
    await shopperWithCart(page);
    await visit(page, "/checkout");
    const handOff = page.waitForURL(new RegExp(`/checkout/${provider}/\\d+`));
    await placeOrder(page, method);
    await handOff;
    const handOffPath = new URL(page.url()).pathname;
    reached(page);
    // The hand-off sends the browser on to the sandbox's hosted page (its own, stricter policy).
    await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${provider}/`));
    await page.getByRole("button", { name: /\(success\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/\\d+${returned.source}`));
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
    reached(page);
    await page.getByRole("link", { name: "See your order" }).click();
    await expect(page.getByText(/^Thank you! Order \S+ is placed\.$/)).toBeVisible();
    // The hand-off page again as a document: the order is paid.
    await visit(page, handOffPath);
    await expect(page.getByText(/is paid\.$/)).toBeVisible();
    const sandbox = seen.documents.filter((d) => d.url.includes("/sandbox/pay/") && d.status === 200);
    expect(sandbox.length).toBeGreaterThan(0);
    for (const d of sandbox) expect(d.csp).toMatch(/^default-src 'none'/);
    await expectClean(page, seen);
  });
}

test("a sales agent's dashboard", async ({ page }) => {
  const seen = await watch(page.context());
  await page.goto("/");
  await signIn(page, PEOPLE.agent);
  await visit(page, "/account/dashboard");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectClean(page, seen);
});

test("the page builder and its preview frame, updated as the owner types", async ({ page }) => {
  const seen = await watch(page.context());
  await page.goto("/");
  await signIn(page, PEOPLE.admin);
  // The builder is its own app, in a tab of its own as the account menu opens it.
  const builder = await page.context().newPage();
  const response = await builder.goto("/page-builder");
  expect(response!.headers()["content-security-policy"]).toMatch(/frame-ancestors 'self'/);
  await expect(builder.getByText("Editing Kirana Demo Store")).toBeVisible();
  await expect(builder.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const frame = builder.frameLocator('iframe[title="Shop preview"]');
  await expect(frame.locator("header.site-header")).toBeVisible();
  // A colour typed in the builder reaches the preview's theme style element.
  await builder.getByRole("textbox", { name: "primary", exact: true }).fill("#7c3aed");
  await expect.poll(() => frame.locator("html").evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim())).toBe("#7c3aed");
  for (const width of ["Mobile", "Tablet"]) await builder.getByRole("button", { name: new RegExp(`^${width}`) }).click();
  expect(seen.documents.some((d) => d.url.endsWith("/builder-preview"))).toBe(true);
  await expectClean(builder, seen);
  await builder.close();
});

test("the crawl loaded every §2 route", () => {
  expect(routes.map((r) => r.name).filter((name) => !visited.has(name))).toEqual([]);
  expect(visited.has("dynamic-page")).toBe(true);
});
