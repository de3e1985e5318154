// XSS payloads in Chromium (issue 9, ADR 0028): a seeded sample of the corpus
// (fixtures/xss/payloads.json; all of it with STRESS=1) is stored in Fresh Basket's settings
// through the admin API (PUT /s/api/admin/site; what the schemas refuse stays as it was) and in
// content pages of every block (the test-only page helper, ADR 0008). With alert, confirm,
// prompt, print, fetch, XMLHttpRequest, sendBeacon, window.open and cookie writes hooked in
// every frame, the shop's home (with its popup), a content page per payload and a product page,
// and the page builder's live preview — fed the saved settings, then payloads typed into its
// form — must see no call, no dialog and no request to exfil.invalid; the served HTML and the
// live documents must hold nothing that could run. Fresh Basket's settings are put back after.
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { expect, type APIRequestContext, type Frame, type Page } from "@playwright/test";
import { freshOrigin, PEOPLE, putPage, signInHere, test } from "./support";
import { xssPayloadsFor, type XssPayload } from "../src/shared/testing/xss-corpus";
import { htmlSafetyProblems } from "../src/shared/testing/html-safety";
import { FREE_TEXT_SETTINGS, fixturePages, fullSettings, getPointer, oneOfEveryBlock, pageWithPayload, saveWithRefusals, settingsWithPayloads } from "../src/server/testing/merchant-fields";

const STRESS = Boolean(process.env.STRESS);
const corpus = (JSON.parse(readFileSync(new URL("../fixtures/xss/payloads.json", import.meta.url), "utf8")) as { payloads: XssPayload[] }).payloads;
const payloads = xssPayloadsFor(corpus, STRESS).map((p) => p.text);
const BATCH = FREE_TEXT_SETTINGS.length;
const batches = Array.from({ length: Math.ceil(payloads.length / BATCH) }, (_, b) => payloads.slice(b * BATCH, (b + 1) * BATCH));

type Json = Record<string, unknown>;

// In every frame, before any of the page's own code: each way a payload could show it ran.
function hookScript() {
  const hits: string[] = [];
  Object.defineProperty(window, "__xssHits", { value: hits });
  const record = (what: string, detail: unknown) => hits.push(`${what}: ${String(detail).slice(0, 200)} at ${location.href}`);
  const w = window as unknown as Record<string, unknown>;
  for (const name of ["alert", "confirm", "prompt", "print"]) w[name] = (message?: unknown) => record(name, message);
  // The shop's own calls go to its API and for its messages (/i18n/, issue 35); anything else is a payload's.
  const ownApi = (input: unknown) => {
    try {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      return url.origin === location.origin && (url.pathname.startsWith("/s/api/") || /^\/i18n\/[a-z]{2}(\.[0-9a-f]{12})?\.json$/.test(url.pathname));
    } catch {
      return false;
    }
  };
  const fetch = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    if (!ownApi(input)) record("fetch", input instanceof Request ? input.url : input);
    return fetch.call(this, input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    if (!ownApi(args[1])) record("XMLHttpRequest", args[1]);
    return (open as (...a: unknown[]) => void).apply(this, args);
  };
  navigator.sendBeacon = (url: string | URL) => {
    record("sendBeacon", url);
    return true;
  };
  window.open = (url?: string | URL) => {
    record("window.open", url);
    return null;
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  Object.defineProperty(Document.prototype, "cookie", {
    configurable: true,
    get(this: Document) {
      return cookie.get!.call(this) as string;
    },
    set(value: string) {
      record("document.cookie", value);
    },
  });
}

/**
 * Hooks every frame of a page and records what payloads did: dialogs, requests to
 * exfil.invalid, and the hooked calls of each document (read before the page leaves it).
 */
async function watch(page: Page, seen: string[]): Promise<() => Promise<void>> {
  await page.addInitScript(hookScript);
  page.on("dialog", (dialog) => {
    // Leaving the builder with unsaved edits asks first; that prompt is the builder's own.
    if (dialog.type() !== "beforeunload") seen.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  });
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("exfil.invalid")) seen.push(`request to ${request.url()}`);
  });
  return async () => {
    const inFrames = await Promise.all(page.frames().map((f: Frame) => f.evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? []).catch(() => [] as string[])));
    seen.push(...inFrames.flat());
  };
}

/** Nothing in a live document could run. */
async function liveProblems(frame: Page | Frame, origin: string): Promise<string[]> {
  const html = await frame.content();
  return htmlSafetyProblems(html, new JSDOM(html).window.document, { origin });
}

/** Node cannot resolve *.localhost: the served HTML is fetched on loopback, naming the website. */
async function servedProblems(request: APIRequestContext, origin: string, path: string): Promise<string[]> {
  const res = await request.get(`http://127.0.0.1:${new URL(origin).port}${path}`, { headers: { "x-web-url": origin } });
  expect([200, 404]).toContain(res.status());
  const html = await res.text();
  return htmlSafetyProblems(html, new JSDOM(html).window.document, { origin });
}

/** The admin API from the setup page (signed in on the website), with its anti-forgery token. */
async function adminCall(page: Page, method: "GET" | "PUT", body?: Json): Promise<{ status: number; body: string }> {
  return page.evaluate(
    async ({ method, body }) => {
      await fetch("/s/api/cookie");
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch("/s/api/admin/site", { method, headers: { "content-type": "application/json", "x-xsrf-token": token }, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, body: await res.text() };
    },
    { method, body },
  );
}

test.describe.configure({ mode: "serial" });

test(`${payloads.length} XSS payloads${STRESS ? "" : " (a seeded sample; STRESS=1 for all)"} run nothing in the shop, its HTML and the builder's preview`, async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(STRESS ? 3_600_000 : 600_000);
  const origin = freshOrigin(baseURL!);

  // Setup happens in a tab of its own, without the hooks.
  const setup = await context.newPage();
  await setup.goto(`${origin}/`);
  await signInHere(setup, PEOPLE.admin);
  const original = JSON.parse((await adminCall(setup, "GET")).body) as { settings: Json };
  const base = fullSettings(original.settings);
  const product = await setup.evaluate(async () => ((await (await fetch("/s/api/products?page=1")).json()) as { data: { slug: string }[] }).data[0]!.slug);
  const template = fixturePages()[0]!.doc;
  // The product's block answers 404 away from a product's address, and the logout screen would
  // sign the owner out; every other block goes on each payload's content page.
  const blocks = oneOfEveryBlock().filter((c) => c.name !== "product-detail" && c.name !== "logout");

  const seen: string[] = [];
  const collectShop = await watch(page, seen);
  const problems: string[] = [];
  const check = async (where: string, found: Promise<string[]>) => problems.push(...(await found).map((p) => `${where}: ${p}`));

  try {
    let n = 0;
    for (const batch of batches) {
      // The website's settings carry the batch: payload k in free-text field k (which takes it
      // unless longer than the field allows), and the batch in turn through every other string.
      const { doc } = await saveWithRefusals(base, settingsWithPayloads(base, batch), async (d) => {
        const res = await adminCall(setup, "PUT", d);
        return { status: res.status, body: res.body, errors: res.status === 422 ? (JSON.parse(res.body) as { errors?: Record<string, string> }).errors : undefined };
      });
      expect(getPointer(doc, "/description"), "the description takes any text").toBe(batch[0]);

      // Home, with the popup the settings describe (it comes 5 s after load).
      await page.goto(`${origin}/`);
      await expect(page.locator(".popup-banner")).toBeVisible({ timeout: 15_000 });
      await check("home", liveProblems(page, origin));
      await check("home served", servedProblems(request, origin, "/"));
      await collectShop();

      // A product page.
      await page.goto(`${origin}/products/${product}`);
      await page.waitForLoadState("networkidle");
      await check("product", liveProblems(page, origin));
      await check("product served", servedProblems(request, origin, `/products/${product}`));
      await collectShop();

      // A content page of every block per payload, its css and search text the payload too.
      for (const text of batch) {
        const url = `/xss-e2e-${n++}`;
        await putPage(request, origin, url, pageWithPayload(template, text, { url, components: blocks }) as unknown as Json);
        await page.goto(`${origin}${url}`);
        await expect(page.locator(".kirana-page .page-block").first()).toBeAttached();
        await page.waitForLoadState("networkidle");
        await check(url, liveProblems(page, origin));
        await check(`${url} served`, servedProblems(request, origin, url));
        await collectShop();
      }

      // The builder's live preview draws the saved settings, then what the owner types (which
      // the schemas would refuse on save, but the preview draws as typed). A tab of its own, so
      // no draft is left for the next batch.
      const builder = await context.newPage();
      const collectBuilder = await watch(builder, seen);
      await builder.goto(`${origin}/page-builder`);
      await expect(builder.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
      const preview = builder.frameLocator('iframe[title="Shop preview"]');
      await expect(preview.locator(".site-footer")).toBeVisible();
      await builder.getByRole("textbox", { name: /^Shop name/ }).fill(`${batch[0]!} ✓`);
      await builder
        .getByRole("textbox", { name: /^Description/ })
        .first()
        .fill(batch[batch.length - 1]!);
      await expect(preview.locator("#builder-preview-title")).toContainText("✓");
      const frame = builder.frames().find((f) => f.url().includes("/builder-preview"));
      expect(frame, "the preview frame").toBeTruthy();
      await check("builder preview", liveProblems(frame!, origin));
      await collectBuilder();
      await builder.close();
    }
  } finally {
    await adminCall(setup, "PUT", original.settings);
  }

  expect(seen, "calls a payload made").toEqual([]);
  expect(problems, "what could run in the pages").toEqual([]);
});
