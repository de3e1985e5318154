// The kind chooser: a product's picture shows what its name says, else what its category sells.
import { describe, expect, it } from "vitest";
import categories from "../../../../fixtures/catalog/categories.json";
import brands from "../../../../fixtures/catalog/brands.json";
import products from "../../../../fixtures/catalog/products.json";
import { hasEmoji } from "./emoji-icons";
import { categoryKind, emojiInText, parentCategoryEmoji, productKind } from "./product-kinds";

describe("a product's kind", () => {
  it("draws fresh produce as itself, from the words of its name", () => {
    const kind = productKind("Himgiri Farms Tomato", "Himgiri Farms", ["Fresh Vegetables", "Fruits & Vegetables"]);
    expect(kind).toMatchObject({ id: "tomato", emoji: ["tomato"], pack: "produce", fallback: false });
  });

  it("packs dal in a pouch and oil in a bottle", () => {
    expect(productKind("Annapurna Foods Toor Dal", "Annapurna Foods", ["Dals & Pulses", "Atta, Rice & Dal"])).toMatchObject({ id: "dal", pack: "pouch" });
    expect(productKind("Sona Oils Refined Sunflower Oil", "Sona Oils", ["Edible Oils", "Oils & Masalas"])).toMatchObject({ id: "oil", pack: "bottle" });
    expect(productKind("Kesh Kanti Naturals Coconut Hair Oil", "Kesh Kanti Naturals", ["Hair Care", "Personal Care"]).id).toBe("hair-oil");
  });

  it("reads the name without the brand, and compound names before their parts", () => {
    // "Biscuits" is the brand's word, not the product's.
    expect(productKind("Marie & Co. Biscuits Navratan Mix", "Marie & Co. Biscuits", ["Namkeen", "Snacks & Namkeen"]).id).toBe("namkeen");
    expect(productKind("Chatpata Foods Classic Salted Potato Chips", "Chatpata Foods", ["Chips & Crisps", "Snacks & Namkeen"]).id).toBe("chips");
  });

  it("packs a vegetable sold frozen, rather than drawing it loose", () => {
    expect(productKind("Thanda Bites Frozen Green Peas", "Thanda Bites", ["Frozen Vegetables & Breads", "Frozen Food"])).toMatchObject({ id: "peas", pack: "bag" });
  });

  it("falls back to the category for a name it does not know", () => {
    expect(productKind("Acme Mystery Thing", "Acme", ["Curd & Paneer", "Dairy & Bakery"])).toMatchObject({ id: "curd", fallback: true });
    expect(productKind("Acme Mystery Thing", "Acme", ["Gadgets"])).toMatchObject({ id: "grocery", emoji: ["shopping-bags"], fallback: true });
  });

  it("gives every demo product a kind from its name or, deliberately, from its category", () => {
    const brandName = new Map(brands.map((b) => [b.slug, b.name]));
    const categoryNames = new Map(categories.flatMap((top) => top.children.map((ch) => [ch.slug, [ch.name, top.name]] as const)));
    const kinds = products.map((p) => ({ name: p.name, kind: productKind(p.name, brandName.get(p.brand)!, categoryNames.get(p.category)!) }));
    const fallbacks = kinds.filter((k) => k.kind.fallback);
    console.info(`${fallbacks.length} of ${kinds.length} demo products use their category's picture: ${fallbacks.map((f) => f.name).join("; ")}`);
    expect(kinds.filter((k) => k.kind.id === "grocery")).toEqual([]);
    expect(fallbacks.length).toBeLessThan(kinds.length * 0.05);
    for (const { kind } of kinds) for (const name of kind.emoji) expect(hasEmoji(name), name).toBe(true);
  });

  it("names only emoji the set has, for every category", () => {
    for (const top of categories) {
      for (const name of parentCategoryEmoji(
        top.name,
        top.children.map((c) => c.name),
      ))
        expect(hasEmoji(name), name).toBe(true);
      for (const ch of top.children) expect(categoryKind([ch.name, top.name]).id, ch.name).not.toBe("grocery");
    }
  });

  it("finds the goods a banner's words name, in their order", () => {
    expect(emojiInText("Milk, curd and paneer by 7 am").slice(0, 3)).toEqual(["glass-of-milk", "bowl-with-spoon", "cheese-wedge"]);
    expect(emojiInText("On orders above ₹499")).toEqual([]);
  });
});
