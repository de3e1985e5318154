// The page builder's pages API (issue 10) over the real database: pages listed, created and
// deleted, drafts saved against their revision, publishing judged and kept as versions,
// versions restored, blocks resolved for the preview, and the shop serving what was published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import {
  NEVER_PUBLISHED,
  NOTHING_TO_PUBLISH,
  PAGE_CHANGED_ELSEWHERE,
  PAGE_IS_SYSTEM,
  PAGE_URL_IS_SYSTEM,
  PAGE_URL_TAKEN,
  type AdminPageAnswer,
  type AdminPagesAnswer,
  type DraftAnswer,
  type PageVersionAnswer,
  type PageVersionsAnswer,
  type ResolveAnswer,
} from "../../shared/api/admin-pages";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import type { ProductListResponse } from "../../shared/api/products";
import { routes } from "../../shared/routes";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { BLOCK_ID_PATTERN, newBlockId } from "../../shared/block-id";
import { PAGE_SCHEMA_VERSION } from "../../shared/page-migrations";
import { sameBlockId } from "../domain/pages/judge-page";
import { sitemapEntries } from "../domain/seo/sitemap-entries";
import { PICTURE_MISSING, PICTURE_NOT_HTTPS } from "../domain/pages/missing-pictures";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper
const KIRAN = "9876543213"; // superadmin

let h: TestApp;
let anita: ShopClient;
let ips = 0;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.30.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const websiteId = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(ANITA);
});
afterAll(() => h.close());

const PAGES = "/s/api/admin/pages";
const list = async (c = anita) => ((await c.get(PAGES)).json() as AdminPagesAnswer).pages;
const pageId = async (url: string, c = anita) => (await list(c)).find((p) => p.url === url)!.id;
const read = async (id: number, c = anita) => (await c.get(`${PAGES}/${id}`)).json() as AdminPageAnswer;
const saveDraft = (id: number, base: number, doc: unknown, c = anita) => c.request("PUT", `${PAGES}/${id}/draft`, { body: { base_revision: base, doc } });
const publish = (id: number, base: number, c = anita) => c.post(`${PAGES}/${id}/publish`, { base_revision: base });
const versions = async (id: number, c = anita) => ((await c.get(`${PAGES}/${id}/versions`)).json() as PageVersionsAnswer).versions;
const pageData = (path: string, origin = DEMO) => new ShopClient(h.app, origin).get(`/s/api/page/data${path === "/" ? "" : path}`);

const block = (name: string, data: unknown, rest: Partial<PageComponent> = {}): PageComponent => ({
  id: newBlockId(),
  name,
  type: "block",
  data,
  logicdata: {},
  response: null,
  order: 0,
  settings: {},
  ...rest,
});
const heroBanner = (slides: unknown[]) => block("hero-banner", { slides });
const carousel = (title: string, logicdata: unknown) => block("products", { title }, { logicdata });

/** Saves a draft made from the page as it is now, and answers the new revision. */
async function draftFrom(id: number, change: (doc: PageDocument) => PageDocument, c = anita): Promise<number> {
  const page = await read(id, c);
  const res = await saveDraft(id, page.page.revision, change(structuredClone(page.draft ?? page.published)), c);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DraftAnswer).revision;
}

describe("listing and reading pages", () => {
  it("lists system pages in route-table order, then content pages by address, each at version 1", async () => {
    const pages = await list();
    const system = pages.filter((p) => p.kind === "system");
    expect(system.map((p) => p.route_name)).toEqual(routes.map((r) => r.name));
    expect(system.map((p) => p.url)).toEqual(routes.map((r) => r.path));
    const content = pages.slice(system.length);
    expect(content.map((p) => p.url)).toEqual(["/about-us", "/contact-us"]);
    expect(content.every((p) => p.kind === "content" && p.route_name === "dynamic-page")).toBe(true);
    for (const p of pages) expect(p, p.url).toMatchObject({ version: 1, revision: 0, has_draft: false, title: expect.stringMatching(/\S/) });
    expect(pages.find((p) => p.url === "/products")!.title).toBe("All Products");
  });

  it("reads a page with its published document, no draft, and the screen block it must hold", async () => {
    const page = await read(await pageId("/products"));
    expect(page.published.url).toBe("/products");
    expect(page.published.components.map((c) => c.name)).toEqual(["product-listing"]);
    expect(page.draft).toBeNull();
    expect(page.required_block).toBe("product-listing");
    expect((await read(await pageId("/"))).required_block).toBeNull();
  });

  it("counts every seeded page as its version 1, published by nobody", async () => {
    const id = await pageId("/account");
    const listed = await versions(id);
    expect(listed).toEqual([{ version: 1, published_at: expect.any(String), published_by: null, current: true }]);
    const one = (await anita.get(`${PAGES}/${id}/versions/1`)).json() as PageVersionAnswer;
    expect(one.doc).toEqual((await read(id)).published);
    expect((await anita.get(`${PAGES}/${id}/versions/2`)).statusCode).toBe(404);
  });

  it("gives a new website's pages their version 1 too", async () => {
    const owner = await signedIn(PRIYA);
    expect((await owner.post("/s/api/admin/websites", { name: "Versioned Shop", subdomain: "versioned-shop" })).statusCode).toBe(201);
    const pages = await list(owner);
    expect(pages.map((p) => p.route_name)).toEqual(routes.map((r) => r.name));
    for (const p of pages) expect(await versions(p.id, owner), p.url).toEqual([expect.objectContaining({ version: 1, current: true })]);
  });
});

describe("content pages", () => {
  it("creates a blank page as a draft: shoppers get not found and it has no versions until its first publish, version 1", async () => {
    const res = await anita.post(PAGES, { url: "/summer-sale", seo_title: "Summer sale", css: "h1 { color: red } @import url(https://exfil.invalid/x.css);" });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as AdminPageAnswer;
    expect(made.page).toMatchObject({ url: "/summer-sale", kind: "content", route_name: "dynamic-page", title: "Summer sale", published: false, has_draft: true });
    expect(made.draft!.components).toEqual([]);
    // Stored as the shop would serve it: the CSS scoped to the page, the import gone.
    expect(made.draft!.css).toContain(".kirana-page[data-page] h1");
    expect(made.draft!.css).not.toContain("@import");
    expect(made.required_block).toBeNull();
    expect((await pageData("/summer-sale")).statusCode).toBe(404);
    expect(await versions(made.page.id)).toEqual([]);
    // Nothing to go back to: discarding is refused, and the draft stays.
    const discard = await anita.request("DELETE", `${PAGES}/${made.page.id}/draft`, { body: { base_revision: made.page.revision } });
    expect(discard.statusCode).toBe(409);
    expect(discard.json()).toEqual({ message: NEVER_PUBLISHED });

    expect((await publish(made.page.id, made.page.revision)).statusCode).toBe(200);
    expect((await read(made.page.id)).page).toMatchObject({ published: true, has_draft: false, version: 1 });
    const served = await pageData("/summer-sale");
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ route: "dynamic-page", seo_title: "Summer sale", data: [] });
    expect(await versions(made.page.id)).toEqual([{ version: 1, published_at: expect.any(String), published_by: "Anita Desai", current: true }]);
    expect((await list()).map((p) => p.url).filter((u) => !u.includes(":") && u !== "/" && !routes.some((r) => r.path === u))).toEqual(["/about-us", "/contact-us", "/summer-sale"]);
  });

  it("leaves a draft page out of the sitemap until it is published", async () => {
    const made = (await anita.post(PAGES, { url: "/sitemap-draft" })).json() as AdminPageAnswer;
    // The entries themselves: the served file is cached for a minute.
    const listed = async () => (await sitemapEntries(h.services.db, await websiteId("demo"))).entries.map((e) => e.path);
    expect(await listed()).not.toContain("/sitemap-draft");
    expect((await publish(made.page.id, made.page.revision)).statusCode).toBe(200);
    expect(await listed()).toContain("/sitemap-draft");
  });

  it("starts a content page with its heading and text, and a landing page with a banner drawn for the website over a deals carousel, each publishable as made", async () => {
    const content = (await anita.post(PAGES, { url: "/delivery-areas", template: "content" })).json() as AdminPageAnswer;
    expect(content.draft!.components.map((c) => c.name)).toEqual(["rich-text"]);
    expect((content.draft!.components[0]!.data as { html: string }).html).toContain("<h1>Delivery areas</h1>");

    const landing = (await anita.post(PAGES, { url: "/diwali-offers", seo_title: "Diwali offers", template: "landing" })).json() as AdminPageAnswer;
    expect(landing.draft!.components.map((c) => c.name)).toEqual(["hero-banner", "products", "rich-text"]);
    const slide = (landing.draft!.components[0]!.data as { slides: { image: string; image_sm: string }[] }).slides[0]!;
    for (const key of [slide.image, slide.image_sm]) {
      const [picture] = await h.services.db.select({ name: t.media.name }).from(t.media).where(eq(t.media.key, key));
      expect(picture, key).toEqual({ name: "Diwali offers banner" });
    }
    for (const made of [content, landing]) expect((await publish(made.page.id, made.page.revision)).statusCode, made.page.url).toBe(200);
    expect((await pageData("/diwali-offers")).statusCode).toBe(200);

    const unknown = await anita.post(PAGES, { url: "/odd", template: "brochure" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty("template");
  });

  it("duplicates a page into a draft at a new address, its screen block left behind, and refuses a taken address or another website's page", async () => {
    const home = await read(await pageId("/"));
    const copy = await anita.post(`${PAGES}/${home.page.id}/duplicate`, { url: "/home-copy" });
    expect(copy.statusCode, copy.body).toBe(201);
    const made = copy.json() as AdminPageAnswer;
    expect(made.page).toMatchObject({ url: "/home-copy", kind: "content", published: false });
    const source = home.draft ?? home.published;
    expect(made.draft!.components.map((c) => c.name)).toEqual(source.components.map((c) => c.name));
    // Blocks of their own: editing the copy never touches the original's.
    expect(made.draft!.components.map((c) => c.id)).not.toEqual(source.components.map((c) => c.id));
    expect((await pageData("/home-copy")).statusCode).toBe(404);

    const cart = await read(await pageId("/checkout"));
    const cartCopy = (await anita.post(`${PAGES}/${cart.page.id}/duplicate`, { url: "/cart-copy" })).json() as AdminPageAnswer;
    expect(cartCopy.draft!.components.map((c) => c.name)).not.toContain(cart.required_block);

    const taken = await anita.post(`${PAGES}/${home.page.id}/duplicate`, { url: "/about-us" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: PAGE_URL_TAKEN, errors: { url: PAGE_URL_TAKEN } });
    expect((await anita.post(`${PAGES}/${home.page.id}/duplicate`, { url: "no slash" })).statusCode).toBe(422);
    const fresh = await websiteId("fresh");
    const [freshPage] = await h.services.db.select({ id: t.pages.id }).from(t.pages).where(eq(t.pages.websiteId, fresh)).limit(1);
    expect((await anita.post(`${PAGES}/${freshPage!.id}/duplicate`, { url: "/stolen" })).statusCode).toBe(404);
  });

  it("writes page creations, publishes, restores and deletions to the audit log, naming the page by its address", async () => {
    const made = (await anita.post(PAGES, { url: "/audited" })).json() as AdminPageAnswer;
    expect((await publish(made.page.id, made.page.revision)).statusCode).toBe(200);
    const revision = await draftFrom(made.page.id, (doc) => ({ ...doc, seo_title: "Audited" }));
    expect((await publish(made.page.id, revision)).statusCode).toBe(200);
    const base = (await read(made.page.id)).page.revision;
    expect((await anita.post(`${PAGES}/${made.page.id}/versions/1/restore`, { base_revision: base })).statusCode).toBe(200);
    expect((await anita.request("DELETE", `${PAGES}/${made.page.id}`)).statusCode).toBe(204);
    const entries = (await anita.get(`/s/api/admin/audit?entity_type=page&entity_id=${made.page.id}`)).json() as {
      data: { action: string; before: unknown; after: unknown; user: { name: string } | null }[];
    };
    expect(entries.data.map((e) => [e.action, e.before, e.after])).toEqual([
      ["delete", { url: "/audited", version: 2 }, null],
      ["restore", null, { url: "/audited", version: 2, restored_from: 1 }],
      ["publish", { url: "/audited", version: 1 }, { url: "/audited", version: 2 }],
      ["publish", null, { url: "/audited", version: 1 }],
      ["create", null, { url: "/audited", version: null, template: "blank" }],
    ]);
    expect(entries.data.every((e) => e.user?.name === "Anita Desai")).toBe(true);
  });

  it("refuses an address of a system route, of the server's own paths, or of another page", async () => {
    for (const url of ["/products", "/products/a-made-up-slug", "/auth/login", "/account/orders/12", "/s/api-docs", "/cdn/x", "/assets/app", "/page-builder", "/preview", "/builder-preview"]) {
      const res = await anita.post(PAGES, { url });
      expect(res.statusCode, url).toBe(409);
      expect(res.json(), url).toEqual({ message: PAGE_URL_IS_SYSTEM, errors: { url: PAGE_URL_IS_SYSTEM } });
    }
    const taken = await anita.post(PAGES, { url: "/about-us" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: PAGE_URL_TAKEN, errors: { url: PAGE_URL_TAKEN } });
    for (const url of ["about-us", "/About-Us", "/about us", "/about-us/", "/", "/a//b", "/a.html", "/" + "a".repeat(500)]) {
      const res = await anita.post(PAGES, { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors, url).toHaveProperty("url");
    }
  });

  it("creates /about-us on a website that has none, served there as a dynamic page", async () => {
    const fresh = await websiteId("fresh");
    expect((await anita.post("/s/api/admin/websites/choose", { website_id: fresh })).statusCode).toBe(200);
    try {
      expect((await pageData("/about-us", FRESH)).statusCode).toBe(404);
      const res = await anita.post(PAGES, { url: "/about-us", seo_title: "About Fresh Basket" });
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json() as AdminPageAnswer;
      expect((await publish(made.page.id, made.page.revision)).statusCode).toBe(200);
      const served = await pageData("/about-us", FRESH);
      expect(served.statusCode).toBe(200);
      expect(served.json()).toMatchObject({ route: "dynamic-page", url: "/about-us", seo_title: "About Fresh Basket" });
    } finally {
      await anita.post("/s/api/admin/websites/choose", { website_id: await websiteId("demo") });
    }
  });

  it("deletes a content page with its versions, and never a system page", async () => {
    const made = (await anita.post(PAGES, { url: "/to-be-deleted" })).json() as AdminPageAnswer;
    const res = await anita.request("DELETE", `${PAGES}/${made.page.id}`);
    expect(res.statusCode).toBe(204);
    expect((await pageData("/to-be-deleted")).statusCode).toBe(404);
    expect((await anita.get(`${PAGES}/${made.page.id}`)).statusCode).toBe(404);
    expect(await h.services.db.select().from(t.pageVersions).where(eq(t.pageVersions.pageId, made.page.id))).toEqual([]);
    expect((await anita.request("DELETE", `${PAGES}/${made.page.id}`)).statusCode).toBe(404);

    const home = await pageId("/");
    const refused = await anita.request("DELETE", `${PAGES}/${home}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: PAGE_IS_SYSTEM });
    expect((await pageData("/")).statusCode).toBe(200);
  });
});

describe("drafts and publishing", () => {
  it("keeps edits as a draft the shop does not serve, until they are published as a new version", async () => {
    const id = await pageId("/");
    const before = (await pageData("/")).json();
    const revision = await draftFrom(id, (doc) => ({
      ...doc,
      components: [
        { ...heroBanner([{ image: "banners/hero-staples.svg", link: "/products", alt: "Summer" }]), order: -2 },
        { ...carousel("Summer picks", { category: "fruits-vegetables", limit: 4 }), order: -1 },
        ...doc.components,
      ],
    }));
    expect(revision).toBe(1);
    expect((await pageData("/")).json()).toEqual(before);
    const drafted = await read(id);
    expect(drafted.page).toMatchObject({ has_draft: true, revision: 1, version: 1 });
    expect(drafted.draft!.components[1]).toMatchObject({ name: "products", data: { title: "Summer picks" } });

    const res = await publish(id, revision);
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json() as AdminPageAnswer;
    expect(published.page).toMatchObject({ has_draft: false, revision: 2, version: 2 });
    expect(published.draft).toBeNull();

    // The shop serves it at once, the carousel resolved for the website.
    const served = (await new ShopClient(h.app).get("/s/api/page/data/")).json() as { data: PageComponent[] };
    expect(served.data[0]).toMatchObject({ name: "hero-banner", data: { slides: [{ link: "/products", alt: "Summer" }] } });
    expect(served.data[1]).toMatchObject({ name: "products", data: { title: "Summer picks" } });
    const products = served.data[1]!.response as { slug: string }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);

    const history = await versions(id);
    expect(history.map((v) => [v.version, v.current, v.published_by])).toEqual([
      [2, true, "Anita Desai"],
      [1, false, null],
    ]);
    // What the server resolves on every serve is not kept in the version.
    const kept = (await anita.get(`${PAGES}/${id}/versions/2`)).json() as PageVersionAnswer;
    expect(kept.doc.components[1]).toMatchObject({ name: "products", response: null });
    expect(kept.current).toBe(true);
  });

  it("stores the sanitised document, as the shop serves it", async () => {
    const id = (await anita.post(PAGES, { url: "/sanitised" })).json().page.id as number;
    const revision = await draftFrom(id, (doc) => ({
      ...doc,
      css: "body { color: red } @import url(https://exfil.invalid/a.css); p { background: url(javascript:alert(1)) }",
      components: [block("rich-text", { html: '<p onclick="alert(1)">Hello<script>alert(2)</script></p>' })],
    }));
    expect((await publish(id, revision)).statusCode).toBe(200);
    const { published } = await read(id);
    expect(published.css).toBe(".kirana-page[data-page]{color:red}");
    expect((published.components[0]!.data as { html: string }).html).toBe("<p>Hello</p>");
  });

  it("refuses to publish an invalid block, naming the block and field, and changes nothing", async () => {
    const id = await pageId("/contact-us");
    const before = await read(id);
    const served = (await pageData("/contact-us")).json();
    const revision = await draftFrom(id, (doc) => ({
      ...doc,
      components: [...doc.components, heroBanner([{ image: "banners/hero-fresh.svg" }, { link: "/products" }]), block("carousel-3d", {})],
    }));
    const at = before.published.components.length;
    const res = await publish(id, revision);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      [`/components/${at}/data/slides/1/image`]: "Choose a picture for the slide",
      [`/components/${at + 1}/name`]: "There is no block called carousel-3d",
    });
    expect(res.json().message).toMatch(/Choose a picture for the slide/);
    const after = await read(id);
    expect(after.page).toMatchObject({ version: 1, revision, has_draft: true });
    expect(after.published).toEqual(before.published);
    expect((await pageData("/contact-us")).json()).toEqual(served);
    expect(await versions(id)).toHaveLength(1);
  });

  it("refuses to publish what would show an empty box or a broken picture, naming each block and field (issue 25)", async () => {
    const id = (await anita.post(PAGES, { url: "/festive-look" })).json().page.id as number;
    const card = (image?: string) => block("hero-card", { title: "Diwali sweets", ...(image === undefined ? {} : { image }) });
    const look = (settings: unknown) => block("hero-banner", { slides: [{ image: "banners/hero-fresh.svg" }] }, { settings: { settings: JSON.stringify(settings) } });
    const revision = await draftFrom(id, (doc) => ({
      ...doc,
      components: [
        heroBanner([]),
        card(),
        card("banners/not-uploaded.svg"),
        card("http://img.example/sweets.png"),
        look({ aspect: "huge", fullpage: "yes", slidesconfig: { sm: 0, autoplayInterval: 100 }, colour: "red" }),
        // What the shop can show: its own picture (by key or by its /cdn address) and an https one.
        card("/cdn/large/banners/hero-fresh.svg"),
        card("https://img.example/sweets.png"),
        look({ aspect: "lg", bgcolor: "#fff8e7", fullpage: true, slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 4000 } }),
      ],
    }));
    const res = await publish(id, revision);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "/components/0/data/slides": "Add at least one slide: a banner without a picture shows an empty box",
      "/components/1/data/image": "Choose a picture for the card",
      "/components/2/data/image": PICTURE_MISSING,
      "/components/3/data/image": PICTURE_NOT_HTTPS,
      "/components/4/settings/settings/aspect": "The banner height is sm, md or lg",
      "/components/4/settings/settings/fullpage": "Full width is on or off",
      "/components/4/settings/settings/slidesconfig/sm": "Slides side by side on phones must be a whole number from 1 to 6",
      "/components/4/settings/settings/slidesconfig/autoplayInterval": "The time on each slide must be from 1000 to 60000 ms",
      "/components/4/settings/settings/colour": "The banner settings hold only aspect, bgcolor, fullpage and slidesconfig",
    });
    expect((await read(id)).page.version).toBe(1);

    // Text that is not JSON at all is refused when the draft is saved: the builder could not show it.
    const page = await read(id);
    const broken = await saveDraft(id, page.page.revision, { ...page.draft!, components: [block("hero-banner", { slides: [] }, { settings: { settings: "{aspect: md" } })] });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({ "/components/0/settings/settings": "The banner settings are not valid JSON text" });

    // With the problems mended it publishes, and the shop serves the settings as the JSON text it was sent.
    const good = await draftFrom(id, (doc) => ({ ...doc, components: doc.components.slice(5) }));
    expect((await publish(id, good)).statusCode).toBe(200);
    const served = (await pageData("/festive-look")).json() as { data: PageComponent[] };
    expect(served.data.map((c) => c.name)).toEqual(["hero-card", "hero-card", "hero-banner"]);
    expect(served.data[2]!.settings).toEqual({ settings: JSON.stringify({ aspect: "lg", bgcolor: "#fff8e7", fullpage: true, slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 4000 } }) });
  });

  it("judges pictures against the website's own: another website's picture is missing here", async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await h.services.db.insert(t.media).values({ websiteId: await websiteId("demo"), key: "uploads/demo-only.svg", contentType: "image/svg+xml", bytes, size: bytes.byteLength });
    const borrowing = (doc: PageDocument) => ({ ...doc, components: [block("hero-card", { title: "Borrowed", image: "uploads/demo-only.svg" })] });
    const fresh = await signedIn(ANITA, FRESH);
    const freshPage = (await fresh.post(PAGES, { url: "/borrowed" })).json().page.id as number;
    const res = await publish(freshPage, await draftFrom(freshPage, borrowing, fresh), fresh);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "/components/0/data/image": PICTURE_MISSING });
    const demoPage = (await anita.post(PAGES, { url: "/own-picture" })).json().page.id as number;
    expect((await publish(demoPage, await draftFrom(demoPage, borrowing))).statusCode).toBe(200);
  });

  it("refuses a form field keyed by a name every object has, at save and at publish, naming the field (issue 24)", async () => {
    const id = (await anita.post(PAGES, { url: "/form-keys" })).json().page.id as number;
    const RESERVED = "This field key is a name the shop keeps for itself; choose another, such as full_name";
    const pointer = "/components/0/data/fields/1/name";
    const withKey = (doc: PageDocument, key: string): PageDocument => ({
      ...doc,
      components: [
        block("form", {
          form_id: "contact",
          fields: [
            { name: "name", label: "Name", type: "text" },
            { name: key, label: "Other", type: "text" },
          ],
        }),
      ],
    });
    for (const key of ["__proto__", "constructor", "toString"]) {
      const page = await read(id);
      const doc = withKey(page.published, key);
      const saved = await saveDraft(id, page.page.revision, doc);
      expect(saved.statusCode, key).toBe(422);
      expect(saved.json(), key).toEqual({ message: expect.stringContaining(RESERVED), errors: { [pointer]: RESERVED } });

      // A draft that holds one anyway (stored before this rule) is not published either.
      await h.services.db
        .update(t.pages)
        .set({ draft: doc as never, draftUpdatedAt: new Date() })
        .where(eq(t.pages.id, id));
      const published = await publish(id, page.page.revision);
      expect(published.statusCode, key).toBe(422);
      expect(Object.keys(published.json().errors), key).toEqual([pointer]);
      expect(published.json().errors[pointer], key).toMatch(/^(This field key is a name the shop keeps|A field key starts with a letter)/);
      expect((await read(id)).page.version, key).toBe(1);
    }
    // Another key is saved and published.
    const page = await read(id);
    const saved = await saveDraft(id, page.page.revision, withKey(page.published, "full_name"));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publish(id, (saved.json() as DraftAnswer).revision)).statusCode).toBe(200);
  });

  it("refuses to publish a page without its screen block", async () => {
    const id = await pageId("/products");
    const revision = await draftFrom(id, (doc) => ({ ...doc, components: [] }));
    const res = await publish(id, revision);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "/components": "This page must hold the Product list block" });
    // Discarding goes back to the page as published.
    const discarded = await anita.request("DELETE", `${PAGES}/${id}/draft`, { body: { base_revision: revision } });
    expect(discarded.statusCode).toBe(200);
    expect((discarded.json() as AdminPageAnswer).page).toMatchObject({ has_draft: false, revision: revision + 1 });
    // Without a draft there is nothing to publish, and nothing to discard.
    const nothing = await publish(id, revision + 1);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: NOTHING_TO_PUBLISH });
    const again = await anita.request("DELETE", `${PAGES}/${id}/draft`, { body: { base_revision: revision + 1 } });
    expect((again.json() as AdminPageAnswer).page.revision).toBe(revision + 1);
  });

  it("refuses a content page's new address when another page or a route has it, and moves it otherwise", async () => {
    const id = (await anita.post(PAGES, { url: "/old-address" })).json().page.id as number;
    let revision = await draftFrom(id, (doc) => ({ ...doc, url: "/about-us" }));
    let res = await publish(id, revision);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "/url": PAGE_URL_TAKEN });
    revision = await draftFrom(id, (doc) => ({ ...doc, url: "/checkout" }));
    res = await publish(id, revision);
    expect(res.json().errors).toEqual({ "/url": PAGE_URL_IS_SYSTEM });
    revision = await draftFrom(id, (doc) => ({ ...doc, url: "/new-address" }));
    res = await publish(id, revision);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminPageAnswer).page.url).toBe("/new-address");
    expect((await pageData("/new-address")).statusCode).toBe(200);
    expect((await pageData("/old-address")).statusCode).toBe(404);
  });

  it("refuses a save or publish made from an older revision, writing nothing", async () => {
    const id = await pageId("/auth/login");
    const page = await read(id);
    const base = page.page.revision;
    const doc = (title: string) => ({ ...page.published, seo_title: title });
    // Two admins save from the same revision at the same moment: one of them wins.
    const results = await Promise.all(["First", "Second", "Third"].map((title) => saveDraft(id, base, doc(title))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = ["First", "Second", "Third"][results.findIndex((r) => r.statusCode === 200)];
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ message: PAGE_CHANGED_ELSEWHERE });
    const after = await read(id);
    expect(after.draft!.seo_title).toBe(winner);
    expect(after.page.revision).toBe(base + 1);

    // Publishing, discarding and restoring from the old revision are refused the same way.
    for (const res of [
      await publish(id, base),
      await anita.request("DELETE", `${PAGES}/${id}/draft`, { body: { base_revision: base } }),
      await anita.post(`${PAGES}/${id}/versions/1/restore`, { base_revision: base }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: PAGE_CHANGED_ELSEWHERE });
    }
    expect((await read(id)).draft!.seo_title).toBe(winner);
  });
});

describe("block ids (ADR 0053)", () => {
  const ids = (doc: PageDocument) => doc.components.map((c) => c.id);

  it("refuses at save a page with two blocks under one id, naming the second, and keeps nothing", async () => {
    const id = (await anita.post(PAGES, { url: "/same-ids" })).json().page.id as number;
    const page = await read(id);
    const banner = heroBanner([{ image: "banners/hero-staples.svg" }]);
    const doc = { ...page.published, components: [banner, { ...carousel("Deals", { limit: 4 }), id: banner.id }] };
    const res = await saveDraft(id, page.page.revision, doc);
    expect(res.statusCode).toBe(422);
    const message = sameBlockId("Product carousel", 1, 0);
    expect(res.json()).toEqual({ message: expect.stringContaining(message), errors: { "/components/1/id": message } });
    expect(message).toBe("Product carousel (block 2) has the same id as block 1; each block needs its own");
    expect((await read(id)).page).toMatchObject({ revision: page.page.revision });
    expect((await read(id)).draft?.components).toEqual([]);
  });

  it("refuses at publish a stored draft with two blocks under one id", async () => {
    const id = (await anita.post(PAGES, { url: "/same-ids-draft" })).json().page.id as number;
    const page = await read(id);
    const first = block("rich-text", { html: "<p>One</p>" });
    const draft = { ...page.published, components: [first, { ...block("rich-text", { html: "<p>Two</p>" }), id: first.id }] };
    await h.services.db
      .update(t.pages)
      .set({ draft: draft as never, draftUpdatedAt: new Date() })
      .where(eq(t.pages.id, id));
    const res = await publish(id, page.page.revision);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "/components/1/id": sameBlockId("Rich text", 1, 0) });
    expect((await read(id)).page.version).toBe(1);
  });

  it("gives the blocks of a page saved without ids ids of their own, kept from then on", async () => {
    const id = (await anita.post(PAGES, { url: "/no-ids" })).json().page.id as number;
    const page = await read(id);
    const bare = [heroBanner([{ image: "banners/hero-staples.svg" }]), carousel("Deals", { limit: 4 })].map(({ id: _id, ...rest }) => rest);
    const saved = await saveDraft(id, page.page.revision, { ...page.published, components: bare });
    expect(saved.statusCode, saved.body).toBe(200);
    const drafted = (await read(id)).draft!;
    expect(drafted.schema_version).toBe(PAGE_SCHEMA_VERSION);
    for (const blockId of ids(drafted)) expect(blockId).toMatch(BLOCK_ID_PATTERN);
    expect(new Set(ids(drafted)).size).toBe(2);
    expect(ids((await read(id)).draft!)).toEqual(ids(drafted));

    // Published, they are the ids the shop's page data answers with.
    expect((await publish(id, (saved.json() as DraftAnswer).revision)).statusCode).toBe(200);
    expect(ids((await read(id)).published)).toEqual(ids(drafted));
    const served = (await pageData("/no-ids")).json() as { data: PageComponent[] };
    expect(served.data.map((c) => c.id)).toEqual(ids(drafted));
  });

  it("upgrades a page stored before ids on every load with the same ids, which a save then keeps", async () => {
    const id = (await anita.post(PAGES, { url: "/stored-before-ids" })).json().page.id as number;
    const page = await read(id);
    const old = {
      ...page.published,
      schema_version: 2,
      components: [block("rich-text", { html: "<p>One</p>" }, { order: 0 }), block("products", { title: "Deals" }, { order: 1 })].map(({ id: _id, ...rest }) => rest),
    };
    // Stored as a published page was before ids: live, no draft.
    await h.services.db
      .update(t.pages)
      .set({ doc: old as never, draft: null, draftUpdatedAt: null, firstPublishedAt: new Date() })
      .where(eq(t.pages.id, id));

    const first = await read(id);
    expect(ids(first.published)).toEqual(["b000000000", "b000000001"]);
    expect(ids((await read(id)).published)).toEqual(ids(first.published));
    const served = async () => ((await pageData("/stored-before-ids")).json() as { data: PageComponent[] }).data.map((c) => c.id);
    expect(await served()).toEqual(ids(first.published));
    expect(await served()).toEqual(ids(first.published));
    // Still as it was stored: the load upgrades, only a save writes.
    const [row] = await h.services.db.select({ doc: t.pages.doc }).from(t.pages).where(eq(t.pages.id, id));
    expect((row!.doc as { components: object[] }).components[0]).not.toHaveProperty("id");

    const revision = await draftFrom(id, (doc) => ({ ...doc, seo_title: "Kept" }));
    expect((await publish(id, revision)).statusCode).toBe(200);
    const [kept] = await h.services.db.select({ doc: t.pages.doc }).from(t.pages).where(eq(t.pages.id, id));
    expect((kept!.doc as unknown as PageDocument).components.map((c) => c.id)).toEqual(["b000000000", "b000000001"]);
    expect((kept!.doc as unknown as PageDocument).schema_version).toBe(PAGE_SCHEMA_VERSION);
  });
});

describe("versions", () => {
  it("restores an older version into the draft, and publishing it makes it live again", async () => {
    const id = await pageId("/account");
    const original = (await read(id)).published;
    let revision = await draftFrom(id, (doc) => ({ ...doc, seo_title: "Your account, renewed", components: [...doc.components, block("rich-text", { html: "<p>New</p>" })] }));
    expect((await publish(id, revision)).statusCode).toBe(200);
    expect((await pageData("/account")).json().seo_title).toBe("Your account, renewed");

    revision = (await read(id)).page.revision;
    const restored = await anita.post(`${PAGES}/${id}/versions/1/restore`, { base_revision: revision });
    expect(restored.statusCode, restored.body).toBe(200);
    const answer = restored.json() as AdminPageAnswer;
    expect(answer.draft).toEqual(original);
    expect(answer.page).toMatchObject({ version: 2, has_draft: true });
    // Restoring is a draft: the shop still serves version 2.
    expect((await pageData("/account")).json().seo_title).toBe("Your account, renewed");

    expect((await publish(id, answer.page.revision)).statusCode).toBe(200);
    expect((await pageData("/account")).json().seo_title).toBe(original.seo_title);
    expect((await versions(id)).map((v) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect((await anita.post(`${PAGES}/${id}/versions/9/restore`, { base_revision: 0 })).statusCode).toBe(404);
  });
});

describe("resolving blocks for the preview", () => {
  it("fills responses as the shop would, with a real product for the product page", async () => {
    const product = (await pageData("/products")).json().data[0].response.data[0] as { slug: string };
    expect(product.slug).toBeTruthy();
    const components = [carousel("Deals", { sort: "discount", limit: 3 }), heroBanner([{ image: "banners/a.svg" }]), block("product-detail", {}, { type: "screen" }), block("carousel-3d", {})];
    const res = await anita.post(`${PAGES}/resolve`, { url: "/products/:slug", components });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as ResolveAnswer;
    expect(data.map((c) => c.name)).toEqual(["products", "hero-banner", "product-detail", "carousel-3d"]);
    expect((data[0]!.response as unknown[]).length).toBe(3);
    expect(data[1]).toEqual(components[1]);
    expect(data[2]!.response).toMatchObject({ slug: expect.any(String), packs: expect.any(Array) });
    expect(data[3]).toEqual(components[3]);
  });

  it("resolves for the active website, whichever website's address the builder is on", async () => {
    const fresh = await websiteId("fresh");
    expect((await anita.post("/s/api/admin/websites/choose", { website_id: fresh })).statusCode).toBe(200);
    try {
      const res = await anita.post(`${PAGES}/resolve`, { url: "/", components: [carousel("All", { limit: 24 })] });
      const slugs = ((res.json() as ResolveAnswer).data[0]!.response as { slug: string }[]).map((p) => p.slug).sort();
      const freshProducts = ((await new ShopClient(h.app, FRESH).get("/s/api/products?perPage=24&s=relevance")).json() as ProductListResponse).data.map((p) => p.slug).sort();
      expect(slugs.length).toBeGreaterThan(0);
      expect(slugs).toEqual(freshProducts.slice(0, slugs.length).length === slugs.length ? expect.arrayContaining(slugs) : slugs);
      const demoOnly = ((await new ShopClient(h.app, DEMO).get("/s/api/products?c=atta-rice-dal")).json() as ProductListResponse).data.map((p) => p.slug);
      expect(slugs.filter((s) => demoOnly.includes(s))).toEqual([]);
    } finally {
      await anita.post("/s/api/admin/websites/choose", { website_id: await websiteId("demo") });
    }
  });

  it("leaves a product page's block empty on a website with no products", async () => {
    const owner = await signedIn(PRIYA);
    expect((await owner.post("/s/api/admin/websites", { name: "Empty Shelves", subdomain: "empty-shelves" })).statusCode).toBe(201);
    const res = await owner.post(`${PAGES}/resolve`, { url: "/products/:slug", components: [block("product-detail", {}, { type: "screen" })] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ResolveAnswer).data[0]!.response).toBeNull();
  });
});

describe("who may use it, and bad input", () => {
  it("refuses visitors (401) and shoppers (403) before reading anything, and hides other websites' pages (404)", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.30.1.1");
    const shopper = await signedIn(PRIYA);
    const home = await pageId("/");
    const big = { base_revision: 0, doc: { url: "/", components: [], blob: "x".repeat(2 * 1024 * 1024) } };
    for (const [client, status] of [
      [visitor, 401],
      [shopper, 403],
    ] as const) {
      for (const res of [
        await client.get(PAGES),
        await client.get(`${PAGES}/${home}`),
        await client.request("PUT", `${PAGES}/${home}/draft`, { body: big }),
        await client.post(`${PAGES}/resolve`, { url: "/", components: [] }),
      ]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(Object.keys(res.json())).toEqual(["message"]);
      }
    }
    // Anita runs the demo store; Fresh Basket's pages are not found from it, even by id.
    const freshHome = (
      await h.services.db
        .select({ id: t.pages.id })
        .from(t.pages)
        .where(eq(t.pages.websiteId, await websiteId("fresh")))
    ).map((p) => p.id)[0]!;
    const kiran = await signedIn(KIRAN);
    for (const client of [anita, kiran]) {
      for (const res of [
        await client.get(`${PAGES}/${freshHome}`),
        await client.request("DELETE", `${PAGES}/${freshHome}`),
        await saveDraft(freshHome, 0, { url: "/", components: [] }, client),
        await client.request("DELETE", `${PAGES}/${freshHome}/draft`, { body: { base_revision: 0 } }),
        await publish(freshHome, 0, client),
        await client.get(`${PAGES}/${freshHome}/versions`),
        await client.get(`${PAGES}/${freshHome}/versions/1`),
        await client.post(`${PAGES}/${freshHome}/versions/1/restore`, { base_revision: 0 }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ message: "There is no such page" });
      }
    }
  });

  it("answers broken bodies, wrong types and bad ids with a 4xx and the §8 shape", async () => {
    const home = await pageId("/");
    const cases: [string, () => ReturnType<ShopClient["request"]>, number][] = [
      ["broken JSON", () => anita.request("PUT", `${PAGES}/${home}/draft`, { body: '{"base_revision":', headers: { "content-type": "application/json" } }), 400],
      ["no body", () => anita.request("PUT", `${PAGES}/${home}/draft`), 422],
      ["revision as text", () => saveDraft(home, "1" as unknown as number, { url: "/", components: [] }), 422],
      ["negative revision", () => saveDraft(home, -1, { url: "/", components: [] }), 422],
      ["document not an object", () => anita.request("PUT", `${PAGES}/${home}/draft`, { body: { base_revision: 0, doc: [] } }), 422],
      ["blocks not a list", () => saveDraft(home, 0, { url: "/", components: "none" }), 422],
      ["a block without a name", () => saveDraft(home, 0, { url: "/", components: [{ data: {} }] }), 422],
      ["101 blocks", () => saveDraft(home, 0, { url: "/", components: Array.from({ length: 101 }, () => ({ name: "rich-text" })) }), 422],
      ["a document over a megabyte", () => saveDraft(home, 0, { url: "/", components: [], css: "x".repeat(1100 * 1024) }), 413],
      ["url not text", () => anita.post(PAGES, { url: 42 }), 422],
      ["flags not booleans", () => anita.post(PAGES, { url: "/flags", show_footer: "yes" }), 422],
      ["letters for an id", () => anita.get(`${PAGES}/abc`), 422],
      ["a huge id", () => anita.get(`${PAGES}/99999999999`), 422],
      ["an id nobody has", () => anita.get(`${PAGES}/999999`), 404],
      ["a version in letters", () => anita.get(`${PAGES}/${home}/versions/latest`), 422],
      ["restore without a revision", () => anita.post(`${PAGES}/${home}/versions/1/restore`, {}), 422],
      ["publish with a revision as an object", () => anita.post(`${PAGES}/${home}/publish`, { base_revision: { $gt: 0 } }), 422],
      ["resolve without components", () => anita.post(`${PAGES}/resolve`, { url: "/" }), 422],
      ["resolve with a component without a name", () => anita.post(`${PAGES}/resolve`, { url: "/", components: [{}] }), 422],
    ];
    const before = await read(home);
    for (const [what, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(typeof res.json().message, what).toBe("string");
      expect(res.body, what).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|drizzle|pglite|postgres/i);
    }
    const document = await saveDraft(home, before.page.revision, { url: "/", components: "none" });
    expect(document.json().errors).toEqual({ "/components": expect.any(String) });
    expect(await read(home)).toEqual(before);
  });
});
