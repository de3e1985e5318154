// modulePreloads over a small manifest shaped like the shop's build: what a page preloads and what it leaves to the shopper.
import { describe, expect, it } from "vitest";
import { modulePreloads, type BuildManifest } from "./module-preloads";

const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"], dynamicImports: ["src/client/start-app.tsx"] },
  "_vendor.js": { file: "assets/vendor.js" },
  "src/client/start-app.tsx": {
    file: "assets/start-app.js",
    imports: ["index.html", "_vendor.js", "_react.js", "_registry.js"],
    dynamicImports: ["src/client/app/panels/cart-panel.tsx", "src/client/preview/preview-screen.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "_registry.js": {
    file: "assets/registry.js",
    imports: ["index.html"],
    dynamicImports: [
      "schemas/compiled/blocks/hero-banner.js",
      "registry/blocks/hero-banner/hero-banner-block.tsx",
      "schemas/compiled/blocks/supplier-swiper.js",
      "registry/blocks/supplier-swiper/supplier-swiper-block.tsx",
      "schemas/compiled/blocks/brand-swiper.js",
      "registry/blocks/brand-swiper/brand-swiper-block.tsx",
      "schemas/compiled/blocks/product-listing.js",
      "registry/blocks/product-listing/product-listing-block.tsx",
    ],
  },
  "schemas/compiled/blocks/hero-banner.js": { file: "assets/hero-banner.js" },
  "registry/blocks/hero-banner/hero-banner-block.tsx": { file: "assets/hero-banner-block.js", imports: ["_react.js"] },
  "schemas/compiled/blocks/supplier-swiper.js": { file: "assets/supplier-swiper.js" },
  "registry/blocks/supplier-swiper/supplier-swiper-block.tsx": { file: "assets/supplier-swiper-block.js", imports: ["_carousel.js"] },
  "schemas/compiled/blocks/brand-swiper.js": { file: "assets/brand-swiper.js" },
  "registry/blocks/brand-swiper/brand-swiper-block.tsx": { file: "assets/brand-swiper-block.js", imports: ["_carousel.js", "src/client/start-app.tsx"] },
  "_carousel.js": { file: "assets/carousel.js", imports: ["_react.js"], dynamicImports: ["node_modules/swiper/swiper.mjs", "registry/parts/swiper-modules.ts"] },
  "node_modules/swiper/swiper.mjs": { file: "assets/swiper.js", imports: ["_utils.js"] },
  "registry/parts/swiper-modules.ts": { file: "assets/swiper-modules.js", imports: ["_utils.js"] },
  "_utils.js": { file: "assets/utils.js" },
  "schemas/compiled/blocks/product-listing.js": { file: "assets/product-listing.js" },
  "registry/blocks/product-listing/product-listing-block.tsx": {
    file: "assets/product-listing-block.js",
    imports: ["_react.js"],
    dynamicImports: ["registry/blocks/product-listing/filter-sheet.tsx"],
  },
  "registry/blocks/product-listing/filter-sheet.tsx": { file: "assets/filter-sheet.js" },
  "src/client/app/panels/cart-panel.tsx": { file: "assets/cart-panel.js" },
  "src/client/preview/preview-screen.tsx": { file: "assets/preview-screen.js" },
};

const APP = ["assets/start-app.js", "assets/react.js", "assets/registry.js"];

describe("modulePreloads", () => {
  const preloads = modulePreloads(MANIFEST);

  it("names the shop's code, then each block's component with its imports and the swiper a carousel fetches once drawn", () => {
    expect(preloads(["hero-banner", "SUPPLIER_SWIPER"])).toEqual([
      ...APP,
      "assets/hero-banner-block.js",
      "assets/supplier-swiper-block.js",
      "assets/carousel.js",
      "assets/swiper.js",
      "assets/utils.js",
      "assets/swiper-modules.js",
    ]);
  });

  it("names each file once, and none the HTML's own script and its preloads already name", () => {
    const files = preloads(["SUPPLIER_SWIPER", "BRAND_SWIPER", "SUPPLIER_SWIPER"]);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain("assets/index.js");
    expect(files).not.toContain("assets/vendor.js");
    expect(files).toContain("assets/brand-swiper-block.js");
  });

  it("leaves out what waits for the shopper or the preview, validators and other blocks", () => {
    const files = preloads(["product-listing"]);
    expect(files).toEqual([...APP, "assets/product-listing-block.js"]);
  });

  it("knows a block only by its exact name, and names the shop's code for a page without blocks", () => {
    expect(preloads(["supplier-swiper", "Hero-Banner", "no-such-block", "__proto__"])).toEqual(APP);
    expect(preloads([])).toEqual(APP);
  });

  it("names nothing without a manifest", () => {
    expect(modulePreloads(undefined)(["hero-banner"])).toEqual([]);
  });
});
