// A website's own starter home (ADR 0057): publishable as it stands, its own name and colours,
// and no block bound to data the website does not have.
import { describe, expect, it } from "vitest";
import { judgePage } from "../pages/judge-page";
import { starterHome, WELCOME_BANNER, WELCOME_BANNER_SM } from "./starter-home";

const DARK = { primary: "#c2410c", secondary: "#65a30d", background: "#111827", surface: "#1f2937", text: "#f9fafb" };

describe("a website's starter home", () => {
  it("can be published as it is, names the website, and shows pictures drawn for it in its colours", () => {
    const { doc, pictures } = starterHome({ name: "Annapurna Stores", description: "Groceries in Pune. Open every day.", colors: DARK });
    expect(judgePage(doc, { routeName: "home", url: "/" })).toBeNull();
    const text = JSON.stringify(doc);
    expect(text).toContain("Why shop with Annapurna Stores");
    expect(text).not.toMatch(/Kirana|Demo Store|Fresh Basket/);
    expect(pictures.map((p) => p.key)).toEqual([WELCOME_BANNER, WELCOME_BANNER_SM]);
    const [wide] = pictures;
    expect(wide!.svg).toContain(">Annapurna Stores<");
    expect(wide!.svg).toContain(">Groceries in Pune.<");
    expect(wide!.svg).toContain(`fill="${DARK.surface}"`);
    expect(wide!.svg).toContain(`fill="${DARK.text}"`);
  });

  it("holds no block bound to data a new website lacks, and a carousel for each category a seeded one sells", () => {
    const bound = ["products", "CATEGORY_SWIPER", "BRAND_SWIPER", "SUPPLIER_SWIPER"];
    const names = (categories?: { slug: string; name: string }[]) => (starterHome({ name: "A", description: "", colors: {}, categories }).doc.components as { name: string }[]).map((c) => c.name);
    expect(names().filter((n) => bound.includes(n))).toEqual([]);
    const seeded = starterHome({
      name: "Fresh Basket",
      description: "Farm-fresh fruit",
      colors: {},
      categories: [
        { slug: "fruits-vegetables", name: "Fruits & Vegetables" },
        { slug: "dairy-bakery", name: "Dairy & Bakery" },
      ],
    });
    const carousels = (seeded.doc.components as { name: string; data: { title: string }; logicdata: { category?: string } }[]).filter((c) => c.name === "products");
    expect(carousels.map((c) => [c.data.title, c.logicdata.category])).toEqual([
      ["Fruits & Vegetables", "fruits-vegetables"],
      ["Dairy & Bakery", "dairy-bakery"],
    ]);
    expect(judgePage(seeded.doc, { routeName: "home", url: "/" })).toBeNull();
  });

  it("writes the name into its HTML and pictures as text, never as markup", () => {
    const { doc, pictures } = starterHome({ name: `<img src=x onerror=alert(1)> & "Sons"`, description: "", colors: {} });
    const html = (doc.components as { name: string; data: { html?: string } }[]).find((c) => c.name === "rich-text")!.data.html!;
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Sons&quot;");
    expect(pictures[0]!.svg).not.toContain("<img");
  });
});
