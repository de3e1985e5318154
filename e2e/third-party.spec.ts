// Third parties in Chromium (issue 9, items 4 and 5; ADR 0029). A website with no analytics or
// error-reporting keys — the seeded demo store — sends nothing beyond its own origin through a
// whole visit: home, the list, a product, the cart, signing in, checkout. A website whose owner
// set keys in the page builder (pointing at hosts no one answers for; the browser's requests to
// them are answered here) loads the SDKs as chunks of the shop's own, sends a page view on the
// first load and on a route change, identifies and groups a signed-in person, reports to its
// Sentry, and talks to no other host — all under the page's own Content-Security-Policy.
import { gunzipSync } from "node:zlib";
import { expect, type Page, type Request, type Route } from "@playwright/test";
import { latestCode, newPhone, signInHere, signUp, test } from "./support";

const PINCODE = "560038";

/** Every address the page asked for that is not on `origin` (data: and blob: never leave the browser). */
function elsewhere(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) seen.push(`${request.method()} ${url}`);
  });
  return seen;
}

/** Policy violations the page reports (a worker from blob:, a host the policy does not name). */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test("with no keys configured, a visit from home to checkout asks nothing of any other origin", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const away = elsewhere(page, origin);
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(r.url()));
  await watchViolations(page);

  await page.goto("/");
  await expect(page.locator("section.block-hero-banner")).toBeVisible();

  // The list, then a product from it (in the shop, not a new load).
  await page.goto("/products");
  const listing = page.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  const card = listing.locator(".product-card", { has: page.getByRole("button", { name: /^Add to Cart: / }) }).first();
  await card.locator("a").first().click();
  await expect(page).toHaveURL(/\/products\/[^/?]+$/);
  await expect(page.locator("h1")).toBeVisible();
  await page
    .getByRole("button", { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The cart panel (its modal library is a chunk of the shop's own).
  await page.getByRole("button", { name: /^Cart, / }).click();
  const panel = page.getByRole("dialog", { name: "Cart Summary" });
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // Signing in with a code, as a new shopper.
  const phone = newPhone();
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  const code = await latestCode(page, phone);
  await page.getByRole("textbox", { name: /^Code/ }).fill(code);
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByRole("textbox", { name: /^Name/ }).fill("Kavya Rao");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Checkout, from the cart the guest filled (merged at sign-in), in a served pincode.
  const pincode = await page.request.get(`/s/api/check/pincode/${PINCODE}`, { headers: { "x-web-url": origin } });
  expect(pincode.ok(), await pincode.text()).toBe(true);
  await page.goto("/");
  await page.getByRole("button", { name: /^Cart, / }).click();
  await page
    .getByRole("dialog", { name: "Cart Summary" })
    .getByRole("button", { name: /^Checkout/ })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();

  // No analytics or error-reporting code was even downloaded.
  expect(fetched.filter((url) => /posthog|module\.slim|error-reporter-sentry|worker-bundler/.test(url))).toEqual([]);
  expect(fetched.some((url) => /\/assets\/start-app-/.test(url))).toBe(true);
  expect(away).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test("with keys set in the page builder, the SDKs load as the shop's own chunks, page views go on the first load and on a route change, and only the configured hosts are called", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const sub = `e2e-an-${Math.random().toString(36).slice(2, 8)}`;
  const origin = `http://${sub}.localhost:${port}`;
  const POSTHOG = "https://posthog.kirana-e2e.test";
  const SENTRY = "https://sentry.kirana-e2e.test";
  const key = `phc_e2e${Math.random().toString(36).slice(2, 14)}`;

  // An owner makes a website (through the admin API) and sets its keys in the page builder.
  const owner = await signUp(page, "Farah Khan");
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value ?? "");
  const created = await page.request.post("/s/api/admin/websites", { data: { name: "Farah's Fresh Mart", subdomain: sub }, headers: { "x-xsrf-token": token } });
  expect(created.status(), await created.text()).toBe(201);
  const websiteId = ((await created.json()) as { website: { id: number } }).website.id;
  const builder = await page.context().newPage();
  await builder.goto("/page-builder");
  await expect(builder.getByText("Editing Farah's Fresh Mart")).toBeVisible();
  const section = builder.getByRole("form", { name: "Analytics and error reporting" });
  await section.getByRole("textbox", { name: "PostHog project API key" }).fill("phx_personal_secret_key");
  await section.getByRole("button", { name: "Save analytics and error reporting" }).click();
  await expect(section.getByText(/never a personal key/)).toBeVisible();
  await section.getByRole("textbox", { name: "PostHog project API key" }).fill(key);
  await section.getByRole("textbox", { name: "PostHog address" }).fill(POSTHOG);
  await section.getByRole("textbox", { name: "Sentry DSN" }).fill(`${SENTRY.replace("https://", "https://0123456789abcdef0123456789abcdef@")}/42`);
  await section.getByRole("button", { name: "Save analytics and error reporting" }).click();
  await expect(builder.getByText("Analytics and error reporting saved.", { exact: false })).toBeVisible();
  await builder.close();

  // The vendors' hosts, answered here as the vendors would; what the browser sends is kept.
  const sent: { host: string; url: string; body: string }[] = [];
  const answer = async (route: Route, request: Request) => {
    const url = new URL(request.url());
    const raw = request.postDataBuffer() ?? Buffer.alloc(0);
    let body = raw.toString("utf8");
    if (url.searchParams.get("compression") === "gzip-js" || raw[0] === 0x1f) body = gunzipSync(raw).toString("utf8");
    else if (body.startsWith("data=")) body = Buffer.from(decodeURIComponent(body.slice(5)), "base64").toString("utf8");
    sent.push({ host: url.origin, url: url.href, body });
    await route.fulfill({ status: 200, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: JSON.stringify({ status: 1 }) });
  };
  await page.context().route(/^https:\/\/(posthog|sentry)\.kirana-e2e\.test\//, answer);
  const away = elsewhere(page, origin);
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(`${origin}/assets/`)) chunks.push(new URL(r.url()).pathname);
  });
  await watchViolations(page);
  // PostHog drops the events of browsers driven by automation (navigator.webdriver), as it
  // should on the live shop; this browser passes for a person's.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));

  const response = await page.goto(`${origin}/`);
  const policy = response!.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${POSTHOG.replace(/\./g, "\\.")}`));
  expect(policy).toMatch(/connect-src [^;]*https:\/\/sentry\.kirana-e2e\.test/);

  // Both SDKs are chunks of the shop, fetched from its own origin.
  await expect.poll(() => chunks.some((c) => /module\.slim\.no-external-[\w-]+\.js$/.test(c))).toBe(true);
  await expect.poll(() => chunks.some((c) => /error-reporter-sentry-[\w-]+\.js$/.test(c))).toBe(true);

  // PostHog's events as sent ({api_key, batch: [...]}, or one event), and the page views among them.
  type Sent = { event: string; properties: Record<string, unknown>; $set?: Record<string, unknown>; api_key?: string };
  const events = (): Sent[] =>
    sent
      .filter((s) => s.host === POSTHOG)
      .flatMap((s) => {
        const doc = JSON.parse(s.body) as Sent | Sent[] | { api_key: string; batch: Sent[] };
        if (Array.isArray(doc)) return doc;
        return "batch" in doc ? doc.batch.map((e) => ({ ...e, api_key: doc.api_key })) : [doc];
      });
  const pageViews = () => events().filter((e) => e.event === "$pageview");
  const viewedPaths = () => pageViews().map((e) => String(e.properties.$current_url).replace(origin, ""));
  await expect.poll(viewedPaths, { timeout: 20_000 }).toEqual(["/"]);
  // With the website's key, naming the website, and as an anonymous visitor: no person profile
  // and so no group, which would make one (ADR 0029).
  const first = pageViews()[0]!.properties;
  expect(pageViews()[0]!.api_key ?? first.token).toBe(key);
  expect(first).toMatchObject({ website_id: websiteId, website_name: "Farah's Fresh Mart", $process_person_profile: false });
  expect(first.$groups ?? {}).toEqual({});

  // A route change in the shop (no new load) is a page view too.
  const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await page.getByRole("link", { name: "All Products", exact: true }).first().click();
  await expect(page).toHaveURL(`${origin}/products`);
  await expect.poll(viewedPaths, { timeout: 20_000 }).toEqual(["/", "/products"]);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);

  // Signed in, the person is identified by id and name and grouped by the website.
  await signInHere(page, owner);
  await page.reload();
  await expect.poll(() => events().some((e) => e.event === "$identify"), { timeout: 20_000 }).toBe(true);
  const identified = events().find((e) => e.event === "$identify")!;
  expect(identified.properties.$process_person_profile).toBe(true);
  expect(identified.$set ?? identified.properties.$set).toEqual({ name: "Farah Khan" });
  expect(identified.properties.distinct_id).toMatch(/^\d+$/);
  await expect.poll(() => pageViews().length, { timeout: 20_000 }).toBe(3);
  expect(pageViews()[2]!.properties).toMatchObject({ distinct_id: identified.properties.distinct_id, $groups: { website: String(websiteId) }, website_id: websiteId });
  expect(events().find((e) => e.event === "$groupidentify")?.properties).toMatchObject({ $group_type: "website", $group_key: String(websiteId), $group_set: { name: "Farah's Fresh Mart" } });

  // Sentry was started with the DSN: its envelopes go to the project's endpoint.
  await expect.poll(() => sent.some((s) => s.host === SENTRY && s.url.includes("/api/42/envelope/")), { timeout: 20_000 }).toBe(true);
  // The environment is the page's meta tag's (the server writes "local" outside production).
  expect(sent.find((s) => s.host === SENTRY && s.body.includes('"environment"'))?.body).toMatch(/"environment":"local"/);
  // PostHog is asked only to take events: no flags, no remote configuration, no scripts.
  expect(sent.filter((s) => s.host === POSTHOG).map((s) => new URL(s.url).pathname)).toEqual(expect.arrayContaining(["/e/"]));
  expect(sent.filter((s) => s.host === POSTHOG && !/^\/(e|i\/v0\/e|batch)\/$/.test(new URL(s.url).pathname))).toEqual([]);

  // Nothing else: no other host, no script from the vendors, and no policy violation.
  expect(away.filter((a) => !a.includes("posthog.kirana-e2e.test") && !a.includes("sentry.kirana-e2e.test"))).toEqual([]);
  expect(away.filter((a) => /\.js(\?|$)/.test(a))).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
