import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blockFolder, CATALOGUE_CHECK, checkFixtures, checkPage, checkSite, compareExpected, formatReport, loadSchemas } from "./check-fixtures";

const root = join(import.meta.dirname, "..");
const schemas = loadSchemas(root);
const aSite = JSON.parse(readFileSync(join(root, "fixtures/sites/header-1-navbar-1.json"), "utf8")) as { navSetting: Record<string, unknown> };

const page = (url: string, components: unknown[]) => ({ schema_version: 2, url, components });
const block = (name: string, data: unknown, logicdata: unknown = {}) => ({ name, type: "block", data, logicdata, response: null, order: 0, settings: {} });

describe("blockFolder", () => {
  it("is the registry's lower-kebab rule", () => {
    expect(blockFolder("CATEGORY_SWIPER")).toBe("category-swiper");
    expect(blockFolder("hero-banner")).toBe("hero-banner");
  });
});

describe("checkPage", () => {
  it("passes a content page of valid blocks", () => {
    expect(checkPage(schemas, page("/about-us", [block("rich-text", { html: "<p>Since 1984</p>" }), block("CATEGORY_SWIPER", { title: "Shop" })]), "dynamic-page")).toEqual([]);
  });

  it("checks each block against its own schema", () => {
    expect(checkPage(schemas, page("/deals", [block("products", {}, { limit: 99 })]), "dynamic-page")).toEqual(["component 0 (products) /logicdata/limit: Show between 1 and 24 products"]);
  });

  it("treats a name without a schema as an error, except the route's own screen", () => {
    expect(checkPage(schemas, page("/x", [block("MARQUEE", {})]), "dynamic-page")).toEqual(['component 0 (MARQUEE): There is no block named "MARQUEE"']);
    const screen = (name: string) => ({ name, type: "screen", data: {} });
    // A screen not built yet may stand on its own route's page, and nowhere else.
    expect(checkPage(schemas, page("/somewhere", [screen("future-screen")]), "future-screen")).toEqual([]);
    expect(checkPage(schemas, page("/auth/bos/choose", [screen("future-screen")]), "bos-choose")).toEqual(['component 0 (future-screen): There is no block named "future-screen"']);
  });

  it("upgrades an old document first, as the server does", () => {
    const legacy = { url: "/old", components: [{ name: "PRODUCT_SWIPER", data: {}, order: "2" }] };
    expect(checkPage(schemas, legacy, "dynamic-page")).toEqual([]);
  });

  it("holds system pages to their route's address and content pages away from them", () => {
    expect(checkPage(schemas, page("/login", []), "login")).toEqual(['page /url: the login page must have the address /auth/login, not "/login"']);
    expect(checkPage(schemas, page("/products", []), "dynamic-page")).toEqual(["page /url: /products belongs to a system route, not to a content page"]);
  });
});

describe("checkSite", () => {
  const withNav = (patch: Record<string, unknown>) => ({ ...aSite, navSetting: { ...aSite.navSetting, ...patch } });

  it("passes a site fixture, and logo_settings given as the text undefined (§3)", () => {
    expect(checkSite(schemas, aSite)).toEqual([]);
    expect(checkSite(schemas, withNav({ logo_settings: "undefined" }))).toEqual([]);
  });

  it("checks navSetting with its own schema and reads logo_settings as JSON", () => {
    expect(checkSite(schemas, withNav({ header_template: 9 }))).toEqual(["navSetting /header_template: Choose header layout 1, 2, 3 or 4"]);
    expect(checkSite(schemas, withNav({ logo_settings: "{oops" }))).toEqual(["navSetting /logo_settings: Logo size settings are not valid JSON text"]);
    expect(checkSite(schemas, withNav({ logo_settings: '{"image_width":900}' }))).toEqual(["navSetting /logo_settings/image_width: Logo width must be 16 to 400 px"]);
  });

  it("judges as the server does, naming a missing property under its object", () => {
    const { navSetting: _left, ...withoutNav } = aSite;
    expect(checkSite(schemas, withoutNav)).toEqual(["site /navSetting: A website needs header and navigation settings"]);
    expect(checkSite(schemas, { ...aSite, navs: [{ link: "/" }] })).toEqual(["site /navs/0/name: Every navigation link needs a label"]);
  });
});

describe("compareExpected", () => {
  it("wants every declared message, and nothing else", () => {
    expect(compareExpected(["a: Show between 1 and 24"], ["Show between"])).toEqual([]);
    expect(compareExpected([], ["x"])).toEqual(["passed, but it must fail"]);
    expect(compareExpected(["a: one"], ["one", "two"])).toEqual(['expected a message containing "two"']);
    expect(compareExpected(["a: one", "b: other"], ["one"])).toEqual(["unexpected: b: other"]);
  });
});

describe("checkFixtures", () => {
  const dir = mkdtempSync(join(tmpdir(), "kirana-fixtures-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (path: string, value: unknown) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof value === "string" ? value : JSON.stringify(value));
  };

  it("reports each file, its expectations and the missing coverage", () => {
    put("pages/home.json", page("/", [block("rich-text", { html: "<p>Hi</p>" })]));
    put("pages/not-a-route.json", page("/x", []));
    put("sites/header-2-navbar-5.json", aSite);
    put("invalid/bad-limit.json", page("/deals", [block("products", {}, { limit: 99 })]));
    put("invalid/bad-limit.expected.json", { kind: "page", errors: ["Show between 1 and 24 products"] });
    put("invalid/passes.json", page("/fine", []));
    put("invalid/passes.expected.json", { kind: "page", errors: ["anything"] });
    put("invalid/undeclared.json", "{ not json");

    const report = checkFixtures(dir, root);
    const byFile = new Map(report.results.map((r) => [r.file, r]));
    const name = (path: string) => join(dir.split("/").pop()!, path);

    expect(report.ok).toBe(false);
    expect(byFile.get(name("pages/home.json"))?.ok).toBe(true);
    expect(byFile.get(name("pages/not-a-route.json"))?.messages[0]).toMatch(/not a route/);
    expect(byFile.get(name("sites/header-2-navbar-5.json"))?.messages).toEqual(["the file name says header 2 × navbar 5, the document has 1 × 1"]);
    expect(byFile.get(name("invalid/bad-limit.json"))?.ok).toBe(true);
    expect(byFile.get(name("invalid/passes.json"))?.messages).toEqual(["passed, but it must fail"]);
    expect(byFile.get(name("invalid/undeclared.json"))?.messages).toEqual(["no undeclared.expected.json declares what must fail"]);
    expect(byFile.get("coverage: a page per system route")?.messages).toContain("missing pages/login.json");
    expect(byFile.get("coverage: every header × navbar template")?.messages).toHaveLength(19);
    expect(formatReport(report)).toMatch(/^✓ .*home\.json$/m);
    expect(byFile.get("registry/blocks/hero-banner/fixture.json")?.ok).toBe(true);
  });

  it("checks the demo catalogue and names a pack without its quantity (ADR 0061)", () => {
    expect(checkFixtures(join(root, "fixtures"), root).results.find((r) => r.file === CATALOGUE_CHECK)).toEqual({ file: CATALOGUE_CHECK, ok: true, messages: [] });
    for (const file of ["categories", "brands", "suppliers", "websites"]) put(`catalog/${file}.json`, readFileSync(join(root, `fixtures/catalog/${file}.json`), "utf8"));
    const products = JSON.parse(readFileSync(join(root, "fixtures/catalog/products.json"), "utf8")) as { packs: Record<string, unknown>[] }[];
    delete products[1]!.packs[0]!.unit;
    put("catalog/products.json", products);
    const result = checkFixtures(dir, root).results.find((r) => r.file === CATALOGUE_CHECK);
    expect(result?.ok).toBe(false);
    expect(result?.messages.join()).toMatch(/catalog\/products\.json: 1\.packs\.0\.unit/);
  });

  it("checks each block's own fixture.json, and names a missing or broken one", () => {
    // A repository with three block folders: one fixture missing, one broken, one fine.
    const repo = mkdtempSync(join(tmpdir(), "kirana-blocks-"));
    try {
      symlinkSync(join(root, "schemas"), join(repo, "schemas"));
      for (const folder of ["products", "rich-text", "supplier-swiper"]) {
        mkdirSync(join(repo, "registry/blocks", folder), { recursive: true });
        copyFileSync(join(root, "registry/blocks", folder, "schema.json"), join(repo, "registry/blocks", folder, "schema.json"));
      }
      writeFileSync(join(repo, "registry/blocks/rich-text/fixture.json"), JSON.stringify(block("rich-text", { html: 5 })));
      writeFileSync(join(repo, "registry/blocks/supplier-swiper/fixture.json"), JSON.stringify(block("SUPPLIER_SWIPER", { title: "Ours" }, { limit: 3 })));
      const byFile = new Map(checkFixtures(dir, repo).results.map((r) => [r.file, r]));
      expect(byFile.get("registry/blocks/products/fixture.json")?.messages).toEqual(["missing: registry/blocks/products needs one example products component here"]);
      expect(byFile.get("registry/blocks/rich-text/fixture.json")?.messages.join()).toMatch(/rich-text \/data\/html/);
      expect(byFile.get("registry/blocks/supplier-swiper/fixture.json")?.ok).toBe(true);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
