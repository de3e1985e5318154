// Helpers for the journeys: the second website's address, seeded people, and the test-only
// server helpers (present only when the server runs with NODE_ENV=test).
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";

/**
 * Playwright's test, whose page waits after each load until the shop has taken the
 * server-rendered page over: before that, a tick or a typed search is the browser's alone and
 * the shop never hears of it. Without JavaScript there is nothing to wait for.
 */
/** Once the shop has hydrated and so has every block of the page (each block's code comes in its
 *  own chunk and hydrates after the shell; until then its server-rendered controls ignore input). */
export function whenHydrated(page: Page): Promise<void> {
  return page.locator('#root[data-hydrated="true"]:not(:has([data-hydrating]))').waitFor({ state: "attached" });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => whenHydrated(page);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
});

export const PEOPLE = {
  shopper: "9876543210",
  agent: "9876543211",
  admin: "9876543212",
  superadmin: "9876543213",
} as const;

export function freshOrigin(baseURL: string): string {
  return `http://fresh.localhost:${new URL(baseURL).port}`;
}

export async function signIn(page: Page, phone: string, origin?: string): Promise<void> {
  const res = await page.request.post(`${origin ?? ""}/s/api/test/sign-in`, { data: { phone } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Node cannot resolve *.localhost: reach the server on loopback and name the website. */
function viaLoopback(origin: string) {
  return { base: `http://127.0.0.1:${new URL(origin).port}`, headers: { "x-web-url": origin } };
}

export async function setNavSetting(request: APIRequestContext, origin: string, navSetting: Record<string, unknown>, navs?: Record<string, unknown>[]): Promise<void> {
  const { base, headers } = viaLoopback(origin);
  const res = await request.put(`${base}/s/api/test/nav-setting`, { data: navs ? { navSetting, navs } : { navSetting }, headers });
  expect(res.status(), await res.text()).toBe(200);
}

export async function putPage(request: APIRequestContext, origin: string, url: string, doc: Record<string, unknown>): Promise<void> {
  const { base, headers } = viaLoopback(origin);
  const res = await request.put(`${base}/s/api/test/page`, { data: { url, doc }, headers });
  expect(res.status(), await res.text()).toBe(200);
}

/** The header's slots in the order they appear on screen. */
export async function slotOrder(page: Page): Promise<string[]> {
  return page.locator("header.site-header [data-slot]").evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getAttribute("data-slot")!));
}

/** A new 10-digit mobile number, so each run's new people are new to the server. */
export const newPhone = (): string => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/**
 * A new account made through the real sign-up calls (code from the dev outbox), signed in on the
 * base URL's website (http://localhost:PORT) in the page's browser context. Answers its phone.
 */
export async function signUp(page: Page, name: string): Promise<string> {
  const phone = newPhone();
  const write = async (path: string, data: Record<string, unknown>) => {
    // The token rotates at sign-in, so it is read again before every write.
    const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value ?? "";
    const res = await page.request.post(path, { data, headers: { "x-xsrf-token": decodeURIComponent(token) } });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  };
  await page.request.get("/s/api/cookie");
  await write("/s/api/auth/otp", { phone });
  await write("/s/api/auth/verify", { phone, otp: await latestCode(page, phone) });
  await write("/s/api/auth/register", { name });
  return phone;
}

/**
 * Signs a seeded user in on the website the page is showing. The browser makes the call, since
 * Node cannot resolve a `*.localhost` website's name and the session cookie belongs to it.
 */
export async function signInHere(page: Page, phone: string): Promise<void> {
  const status = await page.evaluate(
    async (p) => (await fetch("/s/api/test/sign-in", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone: p }) })).status,
    phone,
  );
  expect(status).toBe(200);
}

/** A write to the shop's API as its own client makes it: with the XSRF token (read again each
 *  time, since it rotates at sign-in) and the website's address. Fails the test unless it is ok. */
export async function shopWrite(page: Page, path: string, data: unknown, method: "POST" | "PUT" | "DELETE" = "POST", headers: Record<string, string> = {}): Promise<unknown> {
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value;
  if (!(await cookie())) await page.request.get("/s/api/cookie");
  const origin = test.info().project.use.baseURL!;
  const res = await page.request.fetch(path, { method, data, headers: { ...headers, "x-xsrf-token": decodeURIComponent((await cookie())!), "x-web-url": origin } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

/** The messages the development outbox holds for a phone, newest first (order events named). */
export async function outboxOf(page: Page, phone: string): Promise<{ body: string; event: string | null }[]> {
  const res = await page.request.get(`/s/api/dev/outbox?phone=${phone}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { body: string; event: string | null }[];
}

/**
 * A superadmin lets a new account create more than one website on its first day (ADR 0047), as
 * the server's operator would for an owner setting up several shops at once.
 */
export async function approveWebsiteCreator(browser: Browser, baseURL: string, phone: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, PEOPLE.superadmin);
    await shopWrite(page, "/s/api/admin/website-creators", { phone });
  } finally {
    await context.close();
  }
}

/** From /checkout, with something in the cart: the method chosen, Place Order pressed. */
export async function placeOrder(page: Page, method: RegExp): Promise<void> {
  await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: method }).check();
  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeEnabled();
  await place.click();
}

/**
 * The demo home page's offer popup, which a browser that has not seen it gets 5 s after load:
 * the page clock is moved rather than waited for. `loadHome` loads the page as the caller does.
 */
export async function showOfferPopup(page: Page, loadHome: () => Promise<void>): Promise<Locator> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith("kirana.popup.seen:")) localStorage.removeItem(key);
  });
  await page.clock.install();
  await loadHome();
  await page.clock.runFor(6000);
  const popup = page.getByRole("dialog", { name: "Offer" });
  await expect(popup).toBeVisible();
  return popup;
}

/** Text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The newest sign-in code the test server's outbox holds for the phone, once there is one. */
export async function latestCode(page: Page, phone: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const [latest] = (await (await page.request.get(`/s/api/dev/outbox?phone=${phone}`)).json()) as { code: string | null }[];
      return (code = latest?.code ?? "");
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** What an owner writes on a pre-packaged product's label (ADR 0078). */
export interface LabelDeclarations {
  role: "Manufacturer" | "Packer" | "Importer";
  maker: string;
  address: string;
  genericName: string;
  country: string;
  bestBefore?: string;
  consumerCare: string;
}

/** Fills the product form's "Declarations on the label". */
export async function fillDeclarations(form: Locator, d: LabelDeclarations): Promise<void> {
  const group = form.getByRole("group", { name: "Declarations on the label" });
  await group.getByRole("combobox", { name: /^The label names the/ }).selectOption({ label: d.role });
  await group.getByRole("textbox", { name: /^Manufacturer, packer or importer/ }).fill(d.maker);
  await group.getByRole("textbox", { name: /^Their address/ }).fill(d.address);
  await group.getByRole("textbox", { name: /^Common or generic name/ }).fill(d.genericName);
  await group.getByRole("textbox", { name: /^Country of origin/ }).fill(d.country);
  if (d.bestBefore) await group.getByRole("textbox", { name: /^Best before or use by/ }).fill(d.bestBefore);
  await group.getByRole("textbox", { name: /^Consumer care/ }).fill(d.consumerCare);
}

/** Fills the product form's "GST" section (issue 34): the HSN code and the rate, by its label ("5%", "Exempt"). */
export async function fillGst(form: Locator, gst: { hsn: string; rate: string }): Promise<void> {
  const group = form.getByRole("group", { name: "GST" });
  await group.getByRole("textbox", { name: /^HSN code/ }).fill(gst.hsn);
  await group.getByRole("combobox", { name: /^GST rate/ }).selectOption({ label: gst.rate });
}

/** Fills a pack dialog's net quantity, in grams, millilitres, pieces or metres. */
export async function fillNetQuantity(dialog: Locator, quantity: number, unit: "Grams (g)" | "Millilitres (ml)" | "Pieces" | "Metres (m)"): Promise<void> {
  await dialog.getByRole("spinbutton", { name: /^Net quantity/ }).fill(String(quantity));
  await dialog.getByRole("combobox", { name: /^Unit/ }).selectOption({ label: unit });
}
