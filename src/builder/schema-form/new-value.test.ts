import { describe, expect, it } from "vitest";
import { schema as form } from "../../../schemas/compiled/blocks/form.schema";
import { schema as heroBanner } from "../../../schemas/compiled/blocks/hero-banner.schema";
import { schema as products } from "../../../schemas/compiled/blocks/products.schema";
import { itemTitle } from "./item-title";
import { newValueAt } from "./new-value";
import { nodeAt } from "./schema-node";

describe("a new entry of a list", () => {
  it("starts with the properties its schema requires, empty or at their first choice", () => {
    expect(newValueAt((p) => nodeAt(heroBanner, p), "/data/slides/3")).toEqual({ image: "" });
    expect(newValueAt((p) => nodeAt(form, p), "/data/fields/1")).toEqual({ name: "", type: "text" });
    expect(newValueAt((p) => nodeAt(form, p), "/data/fields/0/options/0")).toEqual({ label: "", value: "" });
  });

  it("takes the schema's default where it gives one", () => {
    expect(newValueAt((p) => nodeAt(products, p), "/logicdata/limit")).toBe(12);
    expect(newValueAt((p) => nodeAt(products, p), "/logicdata/sort")).toBe("relevance");
  });
});

describe("the name of an entry", () => {
  const at = (p: string) => nodeAt(heroBanner, p);
  it("is the text of its first text field, shortened", () => {
    expect(itemTitle({ image: "a.png", link: "/x", alt: "Fresh milk" }, 0, "/data/slides", at)).toBe("Fresh milk");
    expect(itemTitle({ image: "a.png", alt: "m".repeat(80) }, 0, "/data/slides", at)).toBe(`${"m".repeat(59)}…`);
    expect(itemTitle({ name: "email", label: "Your email" }, 0, "/data/fields", (p) => nodeAt(form, p))).toBe("Your email");
    // A form field's key is an Advanced field: the owner knows the entry by its label, and a field without one by its place.
    expect(itemTitle({ name: "email" }, 1, "/data/fields", (p) => nodeAt(form, p))).toBe("Field 2");
  });

  it("is the schema's word for an entry and its place when it has no text yet", () => {
    expect(itemTitle({ image: "a.png", link: "/products" }, 1, "/data/slides", at)).toBe("Slide 2");
    expect(itemTitle({ label: "", value: "" }, 0, "/data/fields/0/options", (p) => nodeAt(form, p))).toBe("Choice 1");
  });
});
