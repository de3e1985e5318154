import { describe, expect, it } from "vitest";
import { PAGE_MIGRATIONS, PAGE_SCHEMA_VERSION, upgradePage } from "./page-migrations";
import { parseJsonText, sortComponents } from "./page-document";

describe("page migrations", () => {
  it("are numbered by their position and end at the current version", () => {
    expect(PAGE_SCHEMA_VERSION).toBe(PAGE_MIGRATIONS.length);
    expect(PAGE_SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
  });

  it("0 → 1 fills every §3 field and makes order a number", () => {
    const v1 = PAGE_MIGRATIONS[0]!({ url: "/x", components: [{ name: "rich-text", order: "3" }, { name: "products", order: "x" }, null] });
    expect(v1).toMatchObject({ css: "", show_navbar: true, show_sub_navbar: true, show_footer: true, schema_script: null });
    expect(v1.components).toEqual([
      { name: "rich-text", type: "block", data: {}, logicdata: {}, response: null, settings: {}, order: 3 },
      { name: "products", type: "block", data: {}, logicdata: {}, response: null, settings: {}, order: 0 },
    ]);
  });

  it("0 → 1 keeps a page flag that was switched off", () => {
    expect(PAGE_MIGRATIONS[0]!({ show_footer: false }).show_footer).toBe(false);
  });

  it("1 → 2 renames legacy block names and keeps the others", () => {
    const v2 = PAGE_MIGRATIONS[1]!({ components: [{ name: "HERO_BANNER" }, { name: "CATEGORY_SWIPER" }, { name: "PRODUCTS" }] });
    expect((v2.components as { name: string }[]).map((c) => c.name)).toEqual(["hero-banner", "CATEGORY_SWIPER", "products"]);
  });

  it("upgradePage runs only the steps a document needs", () => {
    const current = upgradePage({ schema_version: PAGE_SCHEMA_VERSION, url: "/a", components: [{ name: "PRODUCTS", order: 1 }] });
    expect(current.components[0]!.name).toBe("PRODUCTS");
    const old = upgradePage({ url: "/a", components: [{ name: "PRODUCTS", order: "1" }] });
    expect(old.schema_version).toBe(PAGE_SCHEMA_VERSION);
    expect(old.components[0]).toMatchObject({ name: "products", order: 1 });
  });

  it("turns garbage into an empty page rather than throwing", () => {
    expect(upgradePage("nonsense")).toMatchObject({ url: "/", components: [], schema_version: PAGE_SCHEMA_VERSION });
  });
});

describe("page document helpers", () => {
  it("sorts by order and keeps document order for ties", () => {
    const sorted = sortComponents([{ order: 2, n: "a" }, { order: 0, n: "b" }, { n: "c" }, { order: 2, n: "d" }]);
    expect(sorted.map((c) => c.n)).toEqual(["b", "c", "a", "d"]);
  });

  it("reads JSON text tolerantly", () => {
    expect(parseJsonText('{"aspect":"md"}')).toEqual({ aspect: "md" });
    expect(parseJsonText({ a: 1 })).toEqual({ a: 1 });
    for (const bad of ["undefined", "", "{", "[1]", "7", null, undefined, 3]) expect(parseJsonText(bad)).toEqual({});
  });
});
