import { describe, expect, it } from "vitest";
import { registry } from "../../../registry";
import { paletteGroups } from "./palette-groups";

const ENTRIES = Object.values(registry);
const offered = (groups: ReturnType<typeof paletteGroups>) => groups.flatMap((g) => g.blocks.map((b) => b.name));

describe("the block palette", () => {
  it("offers no screen block on the home page or a content page, grouped by category", () => {
    for (const route of ["home", "dynamic-page"]) {
      const groups = paletteGroups(ENTRIES, route, []);
      expect(groups.map((g) => g.title)).toEqual(["Banners", "Catalogue", "Content", "Forms"]);
      expect(offered(groups)).not.toContain("product-listing");
      expect(offered(groups)).toContain("hero-banner");
      expect(groups.find((g) => g.category === "banners")!.blocks.map((b) => b.name)).toEqual(["hero-banner", "hero-card"]);
    }
  });

  it("offers a route's own screen block on its page only while the page lacks it", () => {
    expect(offered(paletteGroups(ENTRIES, "products", []))).toContain("product-listing");
    expect(offered(paletteGroups(ENTRIES, "products", []))).not.toContain("product-detail");
    const withIt = paletteGroups(ENTRIES, "products", [{ name: "product-listing" }, { name: "hero-banner" }]);
    expect(offered(withIt)).not.toContain("product-listing");
    // Other blocks may be placed more than once.
    expect(offered(withIt)).toContain("hero-banner");
    expect(withIt.map((g) => g.title)).not.toContain("Screens");
  });

  it("narrows the blocks to a search of titles, descriptions and names, ignoring case", () => {
    expect(offered(paletteGroups(ENTRIES, "home", [], "  BANNER "))).toContain("hero-banner");
    expect(offered(paletteGroups(ENTRIES, "home", [], "SUPPLIER_SWIPER"))).toEqual(["SUPPLIER_SWIPER"]);
    expect(paletteGroups(ENTRIES, "home", [], "no such block")).toEqual([]);
  });
});
