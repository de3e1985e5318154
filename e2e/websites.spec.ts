// Business owners' websites in Chromium (issue 8, ADRs 0023 and 0025): an owner creates a
// website at /auth/bos/create and it answers at its own subdomain at once; the owner changes it
// in Website Settings (/page-builder) and the subdomain shows the changes; a shopper there
// reaches no admin tool; a superadmin switches between websites at /auth/bos/choose. The
// database lasts the whole run, so each journey makes its own owner and subdomain.
import { expect, type Page } from "@playwright/test";
import { PEOPLE, signIn, signInHere, signUp, test } from "./support";

const newSubdomain = () => `e2e-${Math.random().toString(36).slice(2, 8)}`;
const siteOrigin = (baseURL: string, sub: string) => `http://${sub}.localhost:${new URL(baseURL).port}`;

const field = (page: Page, label: RegExp) => page.getByLabel(label);
/** The message shown under a field (its error, which it names in aria-describedby). */
const errorUnder = (page: Page, label: RegExp) => page.locator(".field", { has: field(page, label) }).locator(".field-error");

/** From a signed-in page: a website made through /auth/bos/create; the screen shows it ready. */
async function createWebsite(page: Page, name: string, sub: string): Promise<void> {
  await page.goto("/auth/bos/create");
  await field(page, /^Website name/).fill(name);
  await field(page, /^Description/).fill(`${name}: fresh groceries from the corner`);
  await field(page, /^Subdomain/).fill(sub);
  await page.getByRole("button", { name: "Create website" }).click();
  await expect(page.getByRole("heading", { name: "Your website is ready" })).toBeVisible();
}

/**
 * The statuses the admin API answers the page's visitor on the website the page shows, each
 * call made by the browser with the visitor's cookies and anti-forgery token.
 */
async function adminStatuses(page: Page, websiteId: number): Promise<Record<string, number>> {
  return page.evaluate(async (id) => {
    await fetch("/s/api/cookie");
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
    const call = async (method: string, path: string, body?: BodyInit, type = "application/json") =>
      (await fetch(path, { method, body, headers: { "content-type": type, "x-xsrf-token": token } })).status;
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
    return {
      "GET /s/api/admin/site": await call("GET", "/s/api/admin/site"),
      "PUT /s/api/admin/site": await call("PUT", "/s/api/admin/site", JSON.stringify({ name: "Taken over" })),
      "POST /s/api/admin/media": await call("POST", "/s/api/admin/media", png, "image/png"),
      "POST /s/api/admin/websites/choose": await call("POST", "/s/api/admin/websites/choose", JSON.stringify({ website_id: id })),
    };
  }, websiteId);
}

/** /page-builder in a tab of its own, as the account menu opens it (the builder is not the shop,
 *  so the shop's wait for hydration does not apply). */
async function openBuilder(page: Page, origin: string): Promise<Page> {
  const builder = await page.context().newPage();
  await builder.goto(`${origin}/page-builder`);
  return builder;
}

const everyStatus = (status: number) => ({
  "GET /s/api/admin/site": status,
  "PUT /s/api/admin/site": status,
  "POST /s/api/admin/media": status,
  "POST /s/api/admin/websites/choose": status,
});

test("an owner creates a website at /auth/bos/create, and it answers at its subdomain at once", async ({ page, baseURL }) => {
  await page.goto("/");
  await signUp(page, "Meera Owner");
  await page.goto("/auth/bos/create");
  await expect(page.getByRole("heading", { name: "Create a Website" })).toBeVisible();

  // The §5 checks of the server's contract, in the browser first, then the server's own.
  await page.getByRole("button", { name: "Create website" }).click();
  await expect(errorUnder(page, /^Website name/)).toHaveText("Give the website a name");
  await expect(errorUnder(page, /^Subdomain/)).toHaveText("Choose a subdomain (or give your own domain)");
  await field(page, /^Website name/).fill("Meera's Greens");
  await field(page, /^Subdomain/).fill("admin");
  await expect(errorUnder(page, /^Subdomain/)).toHaveText("This subdomain is reserved; choose another");
  await field(page, /^Subdomain/).fill("fresh");
  await page.getByRole("button", { name: "Create website" }).click();
  await expect(errorUnder(page, /^Subdomain/)).toHaveText("This address is already taken by another website");

  const sub = newSubdomain();
  const origin = siteOrigin(baseURL!, sub);
  await field(page, /^Subdomain/).fill(sub.toUpperCase());
  await expect(page.getByRole("form", { name: "New website" }).getByRole("status")).toHaveText(`${sub}.localhost:${new URL(baseURL!).port}`);
  await expect(errorUnder(page, /^Subdomain/)).toHaveCount(0);
  await field(page, /^Theme/).selectOption("dark");
  await field(page, /^Font/).selectOption({ label: "Poppins" });
  await field(page, /^Navigation alignment/).selectOption("center");
  await page.getByRole("button", { name: "Create website" }).click();

  await expect(page.getByRole("heading", { name: "Your website is ready" })).toBeVisible();
  const ready = page.getByRole("status").filter({ hasText: "Meera's Greens is created" });
  await expect(ready.getByRole("link", { name: "Open Website Settings" })).toHaveAttribute("href", "/page-builder");
  await expect(ready.getByRole("link", { name: "Open Website Settings" })).toHaveAttribute("target", "_blank");
  await expect(ready.getByRole("link", { name: "Visit your website" })).toHaveAttribute("href", origin);

  // It is the owner's active website, the only one they run.
  await page.getByRole("link", { name: "See all your websites" }).click();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Meera's Greens/ }) });
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(row.getByText("Active")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your websites" }).getByRole("listitem")).toHaveCount(1);

  // Its own shop, at once: its name, the dark theme's palette, its font, the starter navigation.
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle(/Meera's Greens/);
  await expect(page.locator("footer")).toContainText("Meera's Greens");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-background").trim())).toBe("#111827");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Poppins/);
  await expect(page.locator("nav.site-navbar").getByRole("link", { name: "All Products" })).toBeVisible();
});

test("an owner changes the header, navigation, footer, colours and font in Website Settings and sees them on the subdomain", async ({ page, baseURL }) => {
  await page.goto("/");
  await signUp(page, "Arjun Owner");
  const sub = newSubdomain();
  await createWebsite(page, "Arjun's Pantry", sub);
  const [builder] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Open Website Settings" }).click()]);
  await expect(builder.getByText("Editing Arjun's Pantry")).toBeVisible();
  await expect(builder.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(builder.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  // Layouts: header 3 and navigation bar 4 (a new website starts with 1 and 1).
  await builder.getByRole("group", { name: "Header layout" }).getByRole("radio", { name: "Layout 3" }).check();
  await builder.getByRole("group", { name: "Navigation bar layout" }).getByRole("radio", { name: "Layout 4" }).check();

  // Navigation: a new link, nested under the starter "Best Deals".
  await builder.getByRole("button", { name: "Add a link", exact: true }).click();
  const newLink = builder.getByRole("group", { name: "the new link settings" });
  await newLink.getByLabel(/^Label/).fill("Mango Season");
  const mango = builder.getByRole("group", { name: "Mango Season settings" });
  await mango.getByLabel(/^Link/).fill("/products?q=mango");
  await builder.getByRole("button", { name: "Nest Mango Season under Best Deals" }).click();
  await expect(builder.getByRole("button", { name: "Move Mango Season out of Best Deals" })).toBeVisible();

  // Footer: a new group with one link.
  await builder.getByRole("button", { name: "Add a footer group" }).click();
  const groups = builder.locator(".builder-footer-group");
  await groups
    .last()
    .getByLabel(/^Group heading/)
    .fill("Help");
  await builder.getByRole("button", { name: "Add a link to Help" }).click();
  const footerLink = builder.getByRole("group", { name: "Footer link the new link" });
  await footerLink.getByLabel(/^Label/).fill("Contact us");
  await builder.getByRole("group", { name: "Footer link Contact us" }).getByLabel(/^Link/).fill("/contact");

  // Colours and font.
  await builder.getByRole("textbox", { name: "primary", exact: true }).fill("#7c3aed");
  await builder.getByRole("textbox", { name: "Font", exact: true }).fill("Poppins, sans-serif");

  await expect(builder.getByRole("status").filter({ hasText: "You have unsaved changes" })).toBeVisible();
  await builder.getByRole("button", { name: "Save", exact: true }).click();
  await expect(builder.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  // The live shop at its own address shows every change.
  await page.goto(`${siteOrigin(baseURL!, sub)}/`);
  await expect(page.locator("header.site-header")).toHaveAttribute("data-header-template", "3");
  const navbar = page.locator("nav.site-navbar");
  await expect(navbar).toHaveAttribute("data-navbar-template", "4");
  const deals = navbar.locator(".nav-menu > li.has-children", { hasText: "Best Deals" });
  await deals.hover();
  await expect(deals.getByRole("link", { name: "Mango Season" })).toBeVisible();
  await expect(deals.getByRole("link", { name: "Mango Season" })).toHaveAttribute("href", "/products?q=mango");
  const footer = page.locator("footer");
  await expect(footer.getByText("Help", { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim())).toBe("#7c3aed");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Poppins/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Poppins"'))).toBe(true);
});

test("a shopper on an owner's website reaches no admin tool", async ({ page, browser, baseURL }) => {
  // The owner, in a browser of their own.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await owner.goto("/");
  await signUp(owner, "Owner Of Shop");
  const sub = newSubdomain();
  await createWebsite(owner, "Corner Shop", sub);
  const websiteId = ((await (await owner.request.get("/s/api/admin/websites")).json()) as { active_website_id: number }).active_website_id;
  await ownerContext.close();
  const origin = siteOrigin(baseURL!, sub);

  // A visitor is told to sign in, by the API and by the builder.
  await page.goto(`${origin}/`);
  expect(await adminStatuses(page, websiteId)).toEqual(everyStatus(401));
  await expect((await openBuilder(page, origin)).getByRole("heading", { name: "Sign in to edit your website" })).toBeVisible();

  // A signed-in shopper who runs no website is refused everything, and offered to start one.
  await page.goto(`${origin}/`);
  await signInHere(page, PEOPLE.shopper);
  expect(await adminStatuses(page, websiteId)).toEqual(everyStatus(403));
  expect(await page.evaluate(async () => (await (await fetch("/s/api/admin/websites")).json()) as unknown)).toMatchObject({ websites: [], active_website_id: null, superadmin: false });
  const builder = await openBuilder(page, origin);
  await expect(builder.getByRole("heading", { name: "Your account does not manage a website" })).toBeVisible();
  await expect(builder.getByRole("heading", { name: "Settings" })).toHaveCount(0);

  await page.goto(`${origin}/`);
  await page.locator(".account-button").click();
  await expect(page.getByRole("menu", { name: "Account" }).getByRole("menuitem")).toHaveText(["Account", "Orders", "Addresses", "Logout"]);
  await page.goto(`${origin}/auth/bos/choose`);
  await expect(page.getByText("You do not run a website yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a new website" })).toHaveAttribute("href", "/auth/bos/create");

  // The website's settings are as the owner left them.
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle(/Corner Shop/);
});

test("a superadmin sees every website and switches between two of them", async ({ page }) => {
  await page.goto("/");
  await signIn(page, PEOPLE.superadmin);
  await page.reload();
  await page.locator(".account-button").click();
  await page.getByRole("menu", { name: "Account" }).getByRole("menuitem", { name: "Switch Website" }).click();
  await expect(page).toHaveURL(/\/auth\/bos\/choose$/);
  await expect(page.getByText("As a superadmin you can run every website on this server.")).toBeVisible();

  const list = page.getByRole("list", { name: "Your websites" });
  const rowOf = (name: string) => list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}`) }) });
  await expect(rowOf("Kirana Demo Store")).toBeVisible();
  await expect(rowOf("Fresh Basket")).toBeVisible();
  // With no choice made yet, the tools act on the website the superadmin is on.
  await expect(rowOf("Kirana Demo Store")).toHaveAttribute("aria-current", "true");
  const activeName = async () => ((await (await page.request.get("/s/api/admin/site")).json()) as { settings: { name: string } }).settings.name;
  expect(await activeName()).toBe("Kirana Demo Store");

  await rowOf("Fresh Basket").getByRole("button", { name: "Choose Fresh Basket" }).click();
  const chosen = page.getByRole("status").filter({ hasText: "is now your active website" });
  await expect(chosen).toContainText("Fresh Basket is now your active website");
  await expect(chosen.getByRole("link", { name: "Open Website Settings" })).toHaveAttribute("href", "/page-builder");
  await expect(rowOf("Fresh Basket")).toHaveAttribute("aria-current", "true");
  await expect(rowOf("Kirana Demo Store")).not.toHaveAttribute("aria-current", "true");
  expect(await activeName()).toBe("Fresh Basket");
  const [builder] = await Promise.all([page.waitForEvent("popup"), chosen.getByRole("link", { name: "Open Website Settings" }).click()]);
  await expect(builder.getByText("Editing Fresh Basket")).toBeVisible();
  await expect(builder.getByRole("textbox", { name: /^Shop name/ })).toHaveValue("Fresh Basket");
  await builder.close();

  // The choice is the session's, so it outlives the page.
  await page.reload();
  await expect(rowOf("Fresh Basket")).toHaveAttribute("aria-current", "true");
  await rowOf("Kirana Demo Store").getByRole("button", { name: "Choose Kirana Demo Store" }).click();
  await expect(chosen).toContainText("Kirana Demo Store is now your active website");
  await expect(rowOf("Kirana Demo Store")).toHaveAttribute("aria-current", "true");
  expect(await activeName()).toBe("Kirana Demo Store");
});
