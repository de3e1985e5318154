// The seed's pictures: well-formed, the same every run, small, self-contained and safe to serve.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import brands from "../../../../fixtures/catalog/brands.json";
import categories from "../../../../fixtures/catalog/categories.json";
import products from "../../../../fixtures/catalog/products.json";
import { bannerSvg, cardArtSvg, categoryTileSvg, productSvg, resizeSvg, wordmarkSvg } from "./illustration";
import { categoryKind, parentCategoryEmoji, productKind } from "./product-kinds";

const { DOMParser } = new JSDOM().window;

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror"), svg.slice(0, 200)).toHaveLength(0);
  return doc;
}

const brandName = new Map(brands.map((b) => [b.slug, b.name]));
const categoryNames = new Map(categories.flatMap((top) => top.children.map((ch) => [ch.slug, [ch.name, top.name]] as const)));
const picture = (p: (typeof products)[number]) => {
  const brand = brandName.get(p.brand)!;
  return productSvg({ name: p.name, brand, kind: productKind(p.name, brand, categoryNames.get(p.category)!), size: p.packs[0]!.name, fontFamily: "'Poppins', sans-serif", seed: p.category + p.slug });
};

function everyPicture(): string[] {
  return [
    ...products.map(picture),
    ...categories.flatMap((top) => [
      categoryTileSvg(
        top.name,
        parentCategoryEmoji(
          top.name,
          top.children.map((c) => c.name),
        ),
      ),
      ...top.children.map((ch) => categoryTileSvg(ch.name, categoryKind([ch.name, top.name]).emoji)),
    ]),
    ...brands.map((b) => wordmarkSvg(b.name, "brand")),
    wordmarkSvg("Karnataka Milk Growers Union", "supplier"),
    bannerSvg("Monthly staples", "Atta, rice and dals at mill prices", 1600, 600, "staples"),
    bannerSvg("Picked this morning", "Fruit and vegetables", 800, 600, "fresh"),
    cardArtSvg("tomato carrot apple banana", "Fresh fruit and vegetables", 800, 600, "fresh"),
  ];
}

describe("the seed's pictures", () => {
  it("are well-formed SVG, each under 12 kB, with no script, handler or outside reference", () => {
    for (const svg of everyPicture()) {
      const doc = parse(svg);
      expect(doc.documentElement.tagName).toBe("svg");
      expect(svg.length).toBeLessThan(12_000);
      expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|javascript:/i);
      // Every href points inside the picture itself.
      for (const href of svg.match(/href="[^"]*"/g) ?? []) expect(href).toMatch(/^href="#/);
      expect(svg).not.toMatch(/url\((?!#)/);
    }
  });

  it("leave a card's picture without words, so the card's own text is not said twice", () => {
    const svg = cardArtSvg("tomato carrot apple banana", "Fresh fruit and vegetables", 800, 600, "fresh");
    const doc = parse(svg);
    expect(doc.getElementsByTagName("text")).toHaveLength(0);
    expect(doc.documentElement.getAttribute("aria-label")).toBe("Fresh fruit and vegetables");
    expect(doc.getElementsByTagName("use").length + doc.getElementsByTagName("g").length).toBeGreaterThan(0);
  });

  it("are the same every time they are drawn", () => {
    expect(everyPicture()).toEqual(everyPicture());
  });

  it("embed only the emoji they draw, once each", () => {
    const svg = picture(products.find((p) => p.slug === "himgiri-farms-tomato")!);
    expect(svg.match(/<symbol /g)).toHaveLength(1);
    expect(svg.match(/<use /g)).toHaveLength(3);
  });

  it("set a pack's brand and name in the website's font, wrapped or shrunk to fit the label", () => {
    const oil = products.find((p) => p.slug === "sona-oils-refined-sunflower-oil") ?? products.find((p) => /Sunflower Oil/.test(p.name))!;
    const doc = parse(picture(oil));
    expect(doc.documentElement.getAttribute("font-family")).toBe("'Poppins', system-ui, sans-serif");
    const texts = [...doc.getElementsByTagName("text")].map((t) => t.textContent);
    expect(texts).toContain("Sona Oils");
    expect(texts.join(" ")).toContain("Refined Sunflower Oil");
    // A name too long for one line at a readable size: wrapped, no line cut short.
    const long = productSvg({ name: "Acme Extra Special Cold Pressed Groundnut Oil", brand: "Acme", kind: productKind("Groundnut Oil", "", ["Edible Oils"]), seed: "x" });
    const lines = [...parse(long).getElementsByTagName("text")].map((t) => t.textContent!);
    expect(lines.filter((l) => l !== "Acme").length).toBeGreaterThan(1);
    for (const l of lines) expect(l).not.toContain("…");
  });

  it("keep a banner's text inside the middle of the picture, and enough detail to count as its largest paint", () => {
    for (const [w, h] of [
      [1600, 600],
      [800, 600],
      [800, 800],
    ] as const) {
      const svg = bannerSvg("Annapurna Stores and Provisions of Jayanagar", "Groceries in Pune, delivered to your door within the hour, every day of the week.", w, h, "x");
      for (const t of parse(svg).getElementsByTagName("text")) {
        const y = Number(t.getAttribute("y"));
        const size = Number(t.getAttribute("font-size"));
        // Inside the band a 2:1 crop of a 4:3 banner keeps.
        expect(y - size).toBeGreaterThanOrEqual(h / 6 - 1);
        expect(y).toBeLessThanOrEqual((h * 5) / 6);
      }
      // Browsers pass over images under 0.05 bits per pixel when choosing the largest paint.
      expect(svg.length * 8).toBeGreaterThan(w * h * 0.05);
    }
  });

  it("keep a tall banner's words above its row of goods", () => {
    const cases = [
      ["Monthly staples", "Atta, rice and dals", 800, 600],
      ["Picked this morning", "Fruit and vegetables", 800, 800],
      ["Annapurna Stores and Provisions of Jayanagar", "Groceries in Pune, delivered to your door within the hour, every day of the week.", 800, 600],
    ] as const;
    for (const [headline, strap, w, h] of cases) {
      const doc = parse(bannerSvg(headline, strap, w, h, "staples"));
      const artTop = Math.min(...[...doc.getElementsByTagName("use")].map((u) => Number(u.getAttribute("y"))));
      // A line's descenders reach about a quarter of its size below the baseline.
      const textBottom = Math.max(...[...doc.getElementsByTagName("text")].map((t) => Number(t.getAttribute("y")) + Number(t.getAttribute("font-size")) * 0.25));
      expect(textBottom, headline).toBeLessThanOrEqual(artTop);
    }
  });

  it("keep the intrinsic size a variant asks for", () => {
    expect(resizeSvg(picture(products[0]!), "small")).toMatch(/^<svg [^>]*viewBox="0 0 400 400" width="150" height="150"/);
  });
});
