import { describe, expect, it } from "vitest";
import { PAGE_MIGRATIONS, PAGE_SCHEMA_VERSION, upgradePage } from "./page-migrations";
import { parseJsonText, sortComponents } from "./page-document";
import { BLOCK_ID_PATTERN, newBlockId, placeBlockId, repeatedBlockId, withBlockIds } from "./block-id";

describe("page migrations", () => {
  it("are numbered by their position and end at the current version", () => {
    expect(PAGE_SCHEMA_VERSION).toBe(PAGE_MIGRATIONS.length);
    expect(PAGE_SCHEMA_VERSION).toBeGreaterThanOrEqual(3);
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

  it("2 → 3 gives every component an id from its place, keeping a valid id no earlier one holds", () => {
    const v3 = PAGE_MIGRATIONS[2]!({ components: [{ name: "a" }, { name: "b", id: "keptid0001" }, { name: "c", id: "keptid0001" }, { name: "d", id: "NOT OK" }] });
    expect((v3.components as { id: string }[]).map((c) => c.id)).toEqual(["b000000000", "keptid0001", "b000000002", "b000000003"]);
  });

  it("2 → 3 leaves a document without a list of blocks, and what in the list is not a block, as they are", () => {
    expect(PAGE_MIGRATIONS[2]!({ url: "/x" })).toEqual({ url: "/x" });
    expect(PAGE_MIGRATIONS[2]!({ components: [null, { name: "a" }] }).components).toEqual([null, { name: "a", id: "b000000001" }]);
  });

  it("2 → 3 never repeats an id, even when a kept id looks like a place's", () => {
    const v3 = PAGE_MIGRATIONS[2]!({ components: [{ name: "a" }, { name: "b", id: "b000000000" }] });
    const ids = (v3.components as { id: string }[]).map((c) => c.id);
    expect(ids[1]).toBe("b000000000");
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toMatch(BLOCK_ID_PATTERN);
  });

  it("an old document gets the same ids on every load, and upgrading again changes nothing", () => {
    const stored = {
      schema_version: 2,
      url: "/",
      components: [
        { name: "hero-banner", order: 0 },
        { name: "products", order: 1 },
        { name: "products", order: 2 },
      ],
    };
    const first = upgradePage(structuredClone(stored));
    const second = upgradePage(structuredClone(stored));
    expect(first.components.map((c) => c.id)).toEqual(["b000000000", "b000000001", "b000000002"]);
    expect(second).toEqual(first);
    expect(upgradePage(first)).toEqual(first);
    // The stored document itself is left as it was.
    expect(stored.components[0]).not.toHaveProperty("id");
  });

  it("a current document keeps its ids", () => {
    const ids = [newBlockId(), newBlockId()];
    const doc = upgradePage({ schema_version: PAGE_SCHEMA_VERSION, url: "/", components: ids.map((id) => ({ id, name: "products" })) });
    expect(doc.components.map((c) => c.id)).toEqual(ids);
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

describe("block ids", () => {
  it("are ten characters of 0-9 and a-z, and differ", () => {
    const ids = Array.from({ length: 200 }, newBlockId);
    for (const id of ids) expect(id).toMatch(BLOCK_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    expect(placeBlockId(0)).toMatch(BLOCK_ID_PATTERN);
    expect(placeBlockId(99)).toBe("b00000002r");
  });

  it("are given only to the components without one, by the given maker", () => {
    const given = withBlockIds([{ id: "keptid0001" }, {}], () => "madeid0001");
    expect(given.map((c) => c.id)).toEqual(["keptid0001", "madeid0001"]);
  });

  it("a repeated id is found with both places", () => {
    expect(repeatedBlockId([{ id: "a" }, { id: "b" }, {}, { id: "a" }])).toEqual({ place: 3, firstPlace: 0, id: "a" });
    expect(repeatedBlockId([{ id: "a" }, { id: "b" }, null])).toBeNull();
  });
});
