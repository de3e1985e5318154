import { describe, expect, it } from "vitest";
import { getAt, isWithin, parsePointer, pointerOf, setAt } from "./json-pointer";

describe("JSON Pointers", () => {
  it("escapes ~ and / in segments and reads them back", () => {
    const pointer = pointerOf("/colors", "a/b~c");
    expect(pointer).toBe("/colors/a~1b~0c");
    expect(parsePointer(pointer)).toEqual(["colors", "a/b~c"]);
    expect(parsePointer("")).toEqual([]);
  });

  it("reads values in objects and arrays, and undefined past the end", () => {
    const doc = { navs: [{ name: "Dairy", children: [{ name: "Milk" }] }] };
    expect(getAt(doc, "/navs/0/children/0/name")).toBe("Milk");
    expect(getAt(doc, "")).toBe(doc);
    expect(getAt(doc, "/navs/3/name")).toBeUndefined();
    expect(getAt(doc, "/navs/0/name/length/x")).toBeUndefined();
  });

  it("writes a copy, sharing the parts it did not touch", () => {
    const doc = { navs: [{ name: "Dairy" }, { name: "Rice" }], popup: null as null | object, webSeo: { og_title: "A" } };
    const next = setAt(doc, "/navs/1/name", "Atta");
    expect(next.navs[1]!.name).toBe("Atta");
    expect(doc.navs[1]!.name).toBe("Rice");
    expect(next.navs[0]).toBe(doc.navs[0]);
    expect(next.webSeo).toBe(doc.webSeo);
    expect(setAt(doc, "/popup/image", "p.png").popup).toEqual({ image: "p.png" });
  });

  it("removes an object's property when given undefined", () => {
    const next = setAt({ navSetting: { navbar_height: 60, footer_name: "A" } }, "/navSetting/navbar_height", undefined);
    expect(next).toEqual({ navSetting: { footer_name: "A" } });
  });

  it("tells whether one place lies inside another", () => {
    expect(isWithin("/navs/1/name", "/navs")).toBe(true);
    expect(isWithin("/navs", "/navs")).toBe(true);
    expect(isWithin("/navsx", "/navs")).toBe(false);
  });
});
