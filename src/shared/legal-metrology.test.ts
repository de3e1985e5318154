import { describe, expect, it } from "vitest";
import { formatUnitSalePrice, missingDeclarations, missingDeclarationsSentence, unitSalePrice, type Declarations } from "./legal-metrology";

const complete: Declarations = {
  prepackaged: true,
  maker_role: "packer",
  maker_name: "Himgiri Farms Pvt Ltd",
  maker_address: "Plot 4, APMC Yard, Nashik 422003, Maharashtra",
  generic_name: "Tomato",
  country_of_origin: "India",
  best_before: "",
  consumer_care: "care@himgiri.example, 1800 200 1234",
};
const pack = (name: string, net_quantity: number | null, unit: "g" | "ml" | "pc" | "m" | null, active = true) => ({ name, net_quantity, unit, pack_count: 1, active });

describe("missingDeclarations", () => {
  it("finds nothing missing in a complete pre-packaged product; best before is optional", () => {
    expect(missingDeclarations(complete, [pack("500 g", 500, "g")])).toEqual({ fields: {}, packs: [], words: [] });
  });

  it("names each missing or blank declaration and every shown pack without a net quantity", () => {
    const missing = missingDeclarations({ ...complete, maker_role: null, maker_address: "  ", country_of_origin: "" }, [
      pack("Family pack", null, null),
      pack("Old pack", null, null, false),
      pack("1 kg", 1000, "g"),
    ]);
    expect(missing.fields).toEqual({
      maker_role: "Say whether the label names the manufacturer, the packer or the importer",
      maker_address: "Give the address of the manufacturer, packer or importer",
      country_of_origin: "Give the country of origin",
    });
    expect(missing.packs).toEqual(["Family pack"]);
    expect(missingDeclarationsSentence(missing.words)).toBe(
      "A pre-packaged product is shown to shoppers only with every declaration the law asks for. Missing: who made, packed or imported it, their address, the country of origin, the net quantity of “Family pack”",
    );
  });

  it("asks nothing of loose goods", () => {
    const loose: Declarations = { prepackaged: false, maker_role: null, maker_name: "", maker_address: "", generic_name: "", country_of_origin: "", best_before: "", consumer_care: "" };
    expect(missingDeclarations(loose, [pack("per kg", null, null)]).words).toEqual([]);
  });
});

describe("unitSalePrice", () => {
  const q = (net_quantity: number, unit: "g" | "ml" | "pc" | "m", pack_count = 1) => ({ net_quantity, unit, pack_count });

  it("is per gram or millilitre below 1 kg or 1 L, per kg or L from there (the MRP at exactly one)", () => {
    expect(unitSalePrice(60, q(500, "g"))).toEqual({ amount: 0.12, per: "g" });
    expect(unitSalePrice(90, q(750, "ml"))).toEqual({ amount: 0.12, per: "ml" });
    expect(unitSalePrice(41, q(1000, "g"))).toEqual({ amount: 41, per: "kg" });
    expect(unitSalePrice(41, q(1000, "ml"))).toEqual({ amount: 41, per: "L" });
    expect(unitSalePrice(425, q(5000, "g"))).toEqual({ amount: 85, per: "kg" });
    expect(unitSalePrice(210, q(1500, "ml"))).toEqual({ amount: 140, per: "L" });
  });

  it("counts every item of a multipack, and pieces and metres per one", () => {
    expect(unitSalePrice(120, q(250, "ml", 6))).toEqual({ amount: 80, per: "L" });
    expect(unitSalePrice(72, q(6, "pc"))).toEqual({ amount: 12, per: "piece" });
    expect(unitSalePrice(30, q(1, "pc"))).toEqual({ amount: 30, per: "piece" });
    expect(unitSalePrice(150, q(25, "m"))).toEqual({ amount: 6, per: "m" });
  });

  it("has none without a quantity or an MRP", () => {
    expect(unitSalePrice(60, { net_quantity: null, unit: null, pack_count: 1 })).toBeNull();
    expect(unitSalePrice(0, q(500, "g"))).toBeNull();
  });

  it("is written to the paisa, and to a tenth of a paisa below a rupee", () => {
    expect(formatUnitSalePrice(22, q(500, "g"))).toBe("₹0.044 per g");
    expect(formatUnitSalePrice(425, q(5000, "g"))).toBe("₹85.00 per kg");
    expect(formatUnitSalePrice(100, q(3, "pc"))).toBe("₹33.33 per piece");
    expect(formatUnitSalePrice(41, q(1000, "g"))).toBe("₹41.00 per kg");
    expect(formatUnitSalePrice(41, { net_quantity: null, unit: null, pack_count: 1 })).toBeNull();
  });
});
