import { describe, expect, it } from "vitest";
import { fieldChanges, humanize, valueText } from "./audit-changes";

describe("fieldChanges", () => {
  it("lists only the fields that changed, with before and after", () => {
    expect(fieldChanges({ name: "Dal", slug: "dal", active: true }, { name: "Toor Dal", slug: "dal", active: false })).toEqual([
      { field: "name", before: "Dal", after: "Toor Dal" },
      { field: "active", before: "true", after: "false" },
    ]);
  });

  it("names a change inside a list of packs by the pack's name, and its stock by the warehouse", () => {
    const pack = (price: number, quantity: number) => ({ id: 7, name: "1 kg", price, stock: [{ warehouse_id: 1, warehouse_name: "Indiranagar Hub", quantity }] });
    expect(fieldChanges({ packs: [pack(120, 5)] }, { packs: [pack(99, 5), { id: 8, name: "5 kg", price: 500, stock: [] }] })).toEqual([
      { field: "packs[1 kg].price", before: "120", after: "99" },
      { field: "packs[5 kg].id", before: null, after: "8" },
      { field: "packs[5 kg].name", before: null, after: "5 kg" },
      { field: "packs[5 kg].price", before: null, after: "500" },
      { field: "packs[5 kg].stock", before: null, after: "" },
    ]);
  });

  it("shows every field of a created entity and of a deleted one", () => {
    expect(fieldChanges(null, { name: "Kesar", categories: [] })).toEqual([
      { field: "name", before: null, after: "Kesar" },
      { field: "categories", before: null, after: "" },
    ]);
    expect(fieldChanges({ name: "Kesar" }, null)).toEqual([{ field: "name", before: "Kesar", after: null }]);
  });

  it("keeps two same-named list items apart and treats an unchanged entity as no change", () => {
    const packs = {
      packs: [
        { name: "1 kg", price: 1 },
        { name: "1 kg", price: 2 },
      ],
    };
    expect(
      fieldChanges(packs, {
        packs: [
          { name: "1 kg", price: 1 },
          { name: "1 kg", price: 3 },
        ],
      }),
    ).toEqual([{ field: "packs[1 kg #2].price", before: "2", after: "3" }]);
    expect(fieldChanges(packs, packs)).toEqual([]);
  });
});

describe("valueText and humanize", () => {
  it("shows lists of plain values joined, long text cut, and codes as words", () => {
    expect(fieldChanges({ images: ["a.png"] }, { images: ["a.png", "b.png"] })).toEqual([{ field: "images", before: "a.png", after: "a.png, b.png" }]);
    expect(valueText("x".repeat(400))).toHaveLength(301);
    expect(humanize("product_import")).toBe("Product import");
  });
});
