// XSS payloads through every merchant-controlled field (issue 9, ADR 0028): the page data of
// every block of the registry, the page's css, search text and schema_script, and every string
// of the website's settings (name, description, navigation settings, nav items, footer, popup,
// SEO, address). For each payload the settings are saved through PUT /s/api/admin/site (what
// the schemas refuse stays as it was, and counts as safe), the pages are stored as the page
// builder would store them, and the shop's HTML — rendered on the server, as shoppers get it —
// and its JSON answers are checked: no script the shop did not write, no event handler
// attribute, no script address, the JSON islands whole, the page CSS only in its sanitised form.
//
// `npm test` runs a seeded sample of the corpus (fixtures/xss/payloads.json); `npm run
// test:stress` (STRESS=1) runs all of it.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import { buildApp } from "../app";
import { createServices, type Services } from "../services";
import { defaultConfig } from "../config";
import { openTestDatabase } from "../testing/test-databases";
import { ShopClient, DEMO } from "../testing/test-app";
import { fixturePages, fullSettings, oneOfEveryBlock, pageWithPayload, saveSettingsWithPayload, blockSchemas, blockFile } from "../testing/merchant-fields";
import { htmlSafetyProblems } from "../../shared/testing/html-safety";
import { xssPayloadsFor, type XssPayload } from "../../shared/testing/xss-corpus";
import { sanitisePageCss } from "../../shared/merchant-css";
import { cleanMerchantText } from "../domain/content/merchant-text";
import { CONTROL_CHARACTER } from "../../shared/control-characters";
import type { PageDocument } from "../../shared/page-document";
import type { FastifyInstance } from "fastify";

const STRESS = Boolean(process.env.STRESS);
const corpus = (JSON.parse(readFileSync(new URL("../../../fixtures/xss/payloads.json", import.meta.url), "utf8")) as { payloads: XssPayload[] }).payloads;
const payloads = xssPayloadsFor(corpus, STRESS);
const ADMIN = "9876543212";
const XSS_PAGE = "/xss-every-block";

let app: FastifyInstance;
let services: Services;
let close: () => Promise<void>;
let dist: string;
let admin: ShopClient;
let websiteId: number;
let baseSettings: Record<string, unknown>;
let productPath: string;

beforeAll(async () => {
  // The shop's HTML as shoppers get it: the server render of the shop's own source, through the
  // same loader the built app uses (dist/server/entry-server.js), on the project's index.html.
  dist = mkdtempSync(join(tmpdir(), "kirana-xss-dist-"));
  copyFileSync(new URL("../../../index.html", import.meta.url), join(dist, "index.html"));
  mkdirSync(join(dist, "server"));
  const entry = new URL("../../client/entry-server.tsx", import.meta.url).pathname;
  writeFileSync(join(dist, "server", "entry-server.js"), `export { renderShop } from ${JSON.stringify(entry)};\n`);

  const database = await openTestDatabase();
  services = createServices(database, "test-secret-test-secret-test-secret-0123", { ...defaultConfig(), NODE_ENV: "test" });
  app = await buildApp({ config: { NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: false }, services, distDir: dist, logger: false });
  await app.ready();
  close = async () => {
    await app.close();
    await database.dispose();
  };

  admin = new ShopClient(app, DEMO);
  expect((await admin.post("/s/api/test/sign-in", { phone: ADMIN })).statusCode).toBe(200);
  const site = (await admin.get("/s/api/admin/site")).json() as { website_id: number; settings: Record<string, unknown> };
  websiteId = site.website_id;
  baseSettings = fullSettings(site.settings);
  const list = (await admin.get("/s/api/products?page=1")).json() as { data: { slug: string }[] };
  productPath = `/products/${list.data[0]!.slug}`;
}, 120_000);

afterAll(async () => {
  await close?.();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Stores a page document as the builder's save would (issue 10): under its route's key. */
async function storePage(url: string, page: PageDocument): Promise<void> {
  const doc = page as unknown as Record<string, unknown>;
  const updated = await services.db
    .update(t.pages)
    .set({ doc })
    .where(and(eq(t.pages.websiteId, websiteId), eq(t.pages.url, url)))
    .returning({ id: t.pages.id });
  if (!updated.length) await services.db.insert(t.pages).values({ websiteId, url, routeName: "dynamic-page", doc });
}

/** A concrete address for a stored page's key. */
const addressOf = (key: string) => (key === "/products/:slug" ? productPath : key.replace(/:[a-z]+/g, "1"));

function problemsOfHtml(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return htmlSafetyProblems(html, document);
}

/** Merchant HTML as the shop will put it into the page. */
function problemsOfFragment(fragment: string): string[] {
  const html = `<!doctype html><html><head></head><body>${fragment}</body></html>`;
  return problemsOfHtml(html);
}

describe(`${payloads.length} XSS payloads${STRESS ? "" : " (a seeded sample; STRESS=1 for the whole corpus)"} through every merchant field`, () => {
  it("the corpus holds at least 150 payloads of every kind the issue names", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(new Set(corpus.map((p) => p.kind))).toEqual(
      new Set(["script", "event-handler", "javascript-url", "svg", "css", "entity-unicode", "breakout", "line-separator", "template", "polyglot", "html-misc"]),
    );
    expect(new Set(payloads.map((p) => p.kind)).size).toBe(11);
  });

  it("covers every block of the registry with its folder's fixture", () => {
    const used = new Set(oneOfEveryBlock().map((c) => blockFile(c.name)));
    expect([...blockSchemas().keys()].filter((b) => !used.has(b))).toEqual([]);
  });

  it("refuses a NUL in the settings (422, the field named) and saves a lone surrogate as U+FFFD, never a 500", async () => {
    // NUL, like every control character, is refused at the input edge (ADR 0049).
    const nul = await admin.request("PUT", "/s/api/admin/site", { body: { ...baseSettings, description: "<scr\u0000ipt>" } });
    expect(nul.statusCode, nul.body).toBe(422);
    expect(Object.keys((nul.json() as { errors: Record<string, string> }).errors)).toEqual(["/description"]);
    const res = await admin.request("PUT", "/s/api/admin/site", { body: { ...baseSettings, description: "<script>\uD800" } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { settings: { description: string } }).settings.description).toBe("<script>\uFFFD");
  });

  it.each(payloads.map((p, i) => [i, p.kind, p] as const))("payload %i (%s) executes nothing in the served HTML or the answers", async (_i, _kind, { text }) => {
    // Website settings through the admin API.
    const saved = await saveSettingsWithPayload(baseSettings, text, async (doc) => {
      const res = await admin.request("PUT", "/s/api/admin/site", { body: doc });
      return { status: res.statusCode, body: res.body, errors: res.statusCode === 422 ? (res.json() as { errors?: Record<string, string> }).errors : undefined };
    });
    // Free text takes anything but control characters other than tab and line breaks (ADR 0049):
    // every other payload lands somewhere the shop draws.
    if (CONTROL_CHARACTER.test(text)) {
      expect(saved.refused).toContain("/description");
    } else {
      expect(saved.accepted).toContain("/description");
      const settings = ((await admin.get("/s/api/admin/site")).json() as { settings: { description: string } }).settings;
      expect(settings.description).toBe(cleanMerchantText(text));
    }

    // Pages: every system page with the payload in its blocks, and a content page of every block.
    const pages = fixturePages();
    for (const { url, doc } of pages) await storePage(url, pageWithPayload(doc, text));
    // The product page's block belongs to a product's address (it answers 404 elsewhere).
    const blocks = oneOfEveryBlock().filter((c) => c.name !== "product-detail");
    await storePage(XSS_PAGE, pageWithPayload(pages[0]!.doc, text, { url: XSS_PAGE, components: blocks }));

    const addresses = [XSS_PAGE, ...pages.map((p) => addressOf(p.url))];
    for (const address of addresses) {
      const res = await admin.get(address);
      expect([200, 404], `${address} answered ${res.statusCode}`).toContain(res.statusCode);
      expect(problemsOfHtml(res.body), `${address}`).toEqual([]);

      const data = await admin.get(`/s/api/page/data${address}`);
      if (data.statusCode !== 200) continue;
      expect(data.headers["content-type"]).toMatch(/^application\/json/);
      const page = data.json() as { css: string; data: { name: string; data: { html?: unknown } }[] };
      expect(sanitisePageCss(page.css), `${address} css`).toBe(page.css);
      for (const c of page.data) {
        if (typeof c.data?.html === "string") expect(problemsOfFragment(c.data.html), `${address} ${c.name}`).toEqual([]);
      }
    }
    // The served page of every block was rendered on the server, not left to the browser.
    const xssPage = await admin.get(XSS_PAGE);
    expect(xssPage.body.includes('data-ssr="true"') && xssPage.body.includes('class="kirana-page"'), "the page of every block is rendered on the server").toBe(true);

    const init = await admin.get("/s/api/init");
    expect(init.headers["content-type"]).toMatch(/^application\/json/);
  });
});
