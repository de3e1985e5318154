// Publish validation (issue 10): the schemas and the page rules, each problem named by a JSON
// Pointer into the document and worded by the schemas' errorMessage.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadPageFixtures } from "../../db/catalog-fixtures";
import { CONTENT_PAGE_URL_MESSAGE, PAGE_URL_IS_SYSTEM } from "../../../shared/api/admin-pages";
import type { PageComponent, PageDocument } from "../../../shared/page-document";
import { upgradePage } from "../../../shared/page-migrations";
import { DYNAMIC_PAGE } from "../../../shared/routes";
import { SCREEN_BLOCKS } from "../../../shared/screen-blocks";
import { judgePage, judgePageShape, MAX_PAGE_DEPTH, PAGE_TOO_DEEP, sameBlockId, SYSTEM_URL_FIXED } from "./judge-page";
import { blockNameOf, pageSchemas } from "./page-schemas";
import { newBlockId } from "../../../shared/block-id";

const fixtures = loadPageFixtures();
const fixture = (route: string) => upgradePage(structuredClone(fixtures.system.find((p) => p.routeName === route)!.doc));

const block = (name: string, data: unknown = {}, rest: Partial<PageComponent> = {}): PageComponent => ({
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
const contentPage = (url: string, components: PageComponent[] = []): PageDocument => ({ ...fixture("home"), url, components });

describe("the page schemas", () => {
  it("know every block of the registry by the registry's own name", () => {
    // The server may not import the registry (DESIGN layers); its source names the blocks.
    const source = readFileSync(new URL("../../../../registry/index.ts", import.meta.url), "utf8");
    const body = source.slice(source.indexOf("export const registry"), source.indexOf("};", source.indexOf("export const registry")));
    const registered = [...body.matchAll(/^\s+(?:"([\w-]+)"|(\w+))[:,]/gm)].map((m) => m[1] ?? m[2]!);
    expect(registered.length).toBeGreaterThan(20);
    expect([...pageSchemas().blocks.keys()].sort()).toEqual(registered.sort());
    expect(blockNameOf("supplier-swiper")).toBe("SUPPLIER_SWIPER");
    expect(blockNameOf("hero-banner")).toBe("hero-banner");
  });
});

describe("judgePage", () => {
  it("passes every page the websites are seeded with", () => {
    for (const page of [...fixtures.system, ...fixtures.content]) {
      const doc = upgradePage(structuredClone(page.doc));
      const place = { routeName: page.routeName, url: page.routeName === DYNAMIC_PAGE ? doc.url : page.doc.url };
      expect(judgePage(doc, place), page.doc.url).toBeNull();
    }
  });

  it("names a banner slide without a picture by its pointer, with the schema's message", () => {
    const doc = fixture("home");
    doc.components.push(block("hero-banner", { slides: [{ image: "banners/a.svg" }, { link: "/products" }, { image: "" }] }));
    const at = doc.components.length - 1;
    expect(judgePage(doc, { routeName: "home", url: "/" })).toEqual({
      [`/components/${at}/data/slides/1/image`]: "Choose a picture for the slide",
      [`/components/${at}/data/slides/2/image`]: "Choose a picture for the slide",
    });
  });

  it("names a wrong field deep in a block, and a number out of its limits", () => {
    const doc = fixture("home");
    doc.components = [block("products", { title: "Deals" }, { logicdata: { limit: 500 } }), block("hero-banner", { slides: "many" })];
    const problems = judgePage(doc, { routeName: "home", url: "/" })!;
    expect(Object.keys(problems).sort()).toEqual(["/components/0/logicdata/limit", "/components/1/data/slides"]);
    expect(problems["/components/1/data/slides"]).toBe("Slides must be a list");
  });

  it("refuses a block the registry does not have", () => {
    const doc = fixture("home");
    doc.components.splice(1, 0, block("carousel-3d"), block("supplier-swiper"), block("constructor"));
    const problems = judgePage(doc, { routeName: "home", url: "/" });
    expect(problems).toEqual({
      "/components/1/name": "There is no block called carousel-3d",
      // The registry's name is SUPPLIER_SWIPER: the file's name is not a block's.
      "/components/2/name": "There is no block called supplier-swiper",
      "/components/3/name": "There is no block called constructor",
    });
  });

  it("wants the page's screen block, once", () => {
    const products = fixture("products");
    const listing = products.components[0]!;
    expect(judgePage({ ...products, components: [] }, { routeName: "products", url: "/products" })).toEqual({ "/components": "This page must hold the Product list block" });
    expect(judgePage({ ...products, components: [block("rich-text", { html: "<p>Hi</p>" })] }, { routeName: "products", url: "/products" })).toEqual({
      "/components": "This page must hold the Product list block",
    });
    expect(judgePage({ ...products, components: [listing, block("rich-text", { html: "<p>Hi</p>" }), { ...listing, id: newBlockId() }] }, { routeName: "products", url: "/products" })).toEqual({
      "/components/2/name": "This page holds the Product list block only once",
    });
  });

  it("refuses two blocks under one id, naming the later one, at save and at publish", () => {
    const first = block("rich-text", { html: "<p>One</p>" });
    const doc = contentPage("/twins", [first, block("rich-text", { html: "<p>Two</p>" }, { id: first.id })]);
    const expected = { "/components/1/id": sameBlockId("Rich text", 1, 0) };
    expect(judgePageShape(doc)).toEqual(expected);
    expect(judgePage(doc, { routeName: DYNAMIC_PAGE, url: "/twins" })).toEqual(expected);
    expect(judgePage(contentPage("/twins", [first, block("rich-text", { html: "<p>Two</p>" })]), { routeName: DYNAMIC_PAGE, url: "/twins" })).toBeNull();
    // An id not in the pattern is refused where it is; a block without one is page-shaped (it is given one when kept).
    expect(judgePageShape(contentPage("/twins", [block("rich-text", { html: "<p>One</p>" }, { id: "Not An Id" })]))).toEqual({ "/components/0/id": "A block's id is ten letters a-z or digits" });
    const { id: _id, ...bare } = first;
    expect(judgePageShape(contentPage("/twins", [bare as PageComponent]))).toBeNull();
  });

  it("keeps screen blocks on their own route's page", () => {
    const home = fixture("home");
    home.components.push(fixture("product").components[0]!);
    expect(judgePage(home, { routeName: "home", url: "/" })).toEqual({ [`/components/${home.components.length - 1}/name`]: "The Product page block belongs only on the page at /products/:slug" });
    const content = contentPage("/offers", [fixture("checkout").components[0]!]);
    expect(judgePage(content, { routeName: DYNAMIC_PAGE, url: "/offers" })).toEqual({ "/components/0/name": "The Checkout block belongs only on the page at /checkout" });
    // Every screen block is refused on a content page.
    for (const name of Object.values(SCREEN_BLOCKS)) {
      const problems = judgePage(contentPage("/offers", [block(name)]), { routeName: DYNAMIC_PAGE, url: "/offers" }) ?? {};
      expect(problems["/components/0/name"], name).toMatch(/belongs only on the page at/);
    }
  });

  it("keeps a system page's address and holds a content page's to the address rules", () => {
    expect(judgePage({ ...fixture("products"), url: "/all-products" }, { routeName: "products", url: "/products" })).toEqual({ "/url": SYSTEM_URL_FIXED });
    expect(judgePage(contentPage("/checkout"), { routeName: DYNAMIC_PAGE, url: "/offers" })).toEqual({ "/url": PAGE_URL_IS_SYSTEM });
    expect(judgePage(contentPage("/products/some-thing"), { routeName: DYNAMIC_PAGE, url: "/offers" })).toEqual({ "/url": PAGE_URL_IS_SYSTEM });
    expect(judgePage(contentPage("/cdn/offers"), { routeName: DYNAMIC_PAGE, url: "/offers" })).toEqual({ "/url": PAGE_URL_IS_SYSTEM });
    expect(judgePage(contentPage("/page-builder/x"), { routeName: DYNAMIC_PAGE, url: "/offers" })).toEqual({ "/url": PAGE_URL_IS_SYSTEM });
    expect(judgePage(contentPage("/Offers Page"), { routeName: DYNAMIC_PAGE, url: "/offers" })).toEqual({ "/url": CONTENT_PAGE_URL_MESSAGE });
    expect(judgePage(contentPage("/summer/sale-2025"), { routeName: DYNAMIC_PAGE, url: "/offers" })).toBeNull();
  });

  it("reports the document's own problems by the page schema's messages", () => {
    expect(judgePage({ url: "/" }, { routeName: "home", url: "/" })).toEqual({ "/components": "A page needs a list of blocks" });
    expect(judgePage({ ...fixture("home"), components: [{ data: {} }] }, { routeName: "home", url: "/" })).toEqual({ "/components/0/name": "Every block needs a name" });
    expect(judgePage("a page", { routeName: "home", url: "/" })).toMatchObject({ "/": expect.any(String) });
  });
});

describe("judgePageShape", () => {
  it("lets a draft hold invalid blocks but not be something other than a page", () => {
    const draft = fixture("home");
    draft.components.push(block("carousel-3d"), block("hero-banner", { slides: [{}] }));
    expect(judgePageShape(draft)).toBeNull();
    expect(judgePageShape({ ...draft, components: "none" })).toMatchObject({ "/components": expect.any(String) });
    expect(judgePageShape({ ...draft, show_footer: "yes" })).toMatchObject({ "/show_footer": expect.any(String) });
  });

  it("lets a draft's form be unfinished, but never keyed by a name every object has (issue 24)", () => {
    const form = (names: string[]) => block("form", { form_id: "contact", fields: names.map((name) => ({ name, type: "text" })) });
    const draft = (names: string[]) => ({ ...fixture("home"), components: [form(names)] });
    expect(judgePageShape(draft(["name", "", "x y"]))).toBeNull();
    for (const key of ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"]) {
      expect(judgePageShape(draft(["name", key])), key).toEqual({ "/components/0/data/fields/1/name": "This field key is a name the shop keeps for itself; choose another, such as full_name" });
    }
  });

  it("refuses a document nested past any block's needs", () => {
    let nested: unknown = "deep";
    for (let i = 0; i < MAX_PAGE_DEPTH; i++) nested = { inner: nested };
    expect(judgePageShape({ ...fixture("home"), components: [block("rich-text", nested)] })).toEqual({ "/": PAGE_TOO_DEEP });
  });
});
