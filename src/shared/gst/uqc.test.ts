import { describe, expect, it } from "vitest";
import { defaultUqcFor, UQC_CODES, uqcLabel, uqcQuantity } from "./uqc";

const pack = (netQuantity: number | null, unit: string | null, packCount = 1) => ({ netQuantity, unit, packCount });

describe("unit quantity codes", () => {
  it("labels codes as GSTR-1 spells them", () => {
    expect(uqcLabel("KGS")).toBe("KGS-KILOGRAMS");
    expect(uqcLabel("GMS")).toBe("GMS-GRAMMES");
    expect(uqcLabel("MLT")).toBe("MLT-MILILITRE");
    expect(uqcLabel("LTR")).toBe("LTR-LITRES");
    expect(uqcLabel("DOZ")).toBe("DOZ-DOZENS");
    expect(uqcLabel("TIN")).toBeNull();
    for (const u of UQC_CODES) expect(u.label.startsWith(`${u.code}-`)).toBe(true);
  });

  it("measures weights and volumes", () => {
    expect(uqcQuantity(2, pack(500, "g"), "KGS")).toBe(1);
    expect(uqcQuantity(3, pack(500, "g"), "GMS")).toBe(1500);
    expect(uqcQuantity(2, pack(250, "ml", 6), "LTR")).toBe(3);
    expect(uqcQuantity(1, pack(200, "ml"), "MLT")).toBe(200);
    expect(uqcQuantity(1, pack(9, "m"), "MTR")).toBe(9);
    expect(uqcQuantity(1, pack(1.5, "g"), "KGS")).toBe(0.002);
    expect(uqcQuantity(7, pack(35, "g"), "KGS")).toBe(0.245);
  });

  it("counts pieces, dozens and packs", () => {
    expect(uqcQuantity(2, pack(12, "pc"), "NOS")).toBe(24);
    expect(uqcQuantity(1, pack(30, "pc"), "DOZ")).toBe(2.5);
    expect(uqcQuantity(2, pack(250, "ml", 6), "PCS")).toBe(12);
    expect(uqcQuantity(4, pack(null, null), "NOS")).toBe(4);
    expect(uqcQuantity(3, pack(500, "g"), "PAC")).toBe(3);
    expect(uqcQuantity(3, pack(1000, "ml"), "BTL")).toBe(3);
  });

  it("falls back to packs when the code does not fit the pack", () => {
    expect(uqcQuantity(5, pack(6, "pc"), "KGS")).toBe(5);
    expect(uqcQuantity(5, pack(null, "g"), "KGS")).toBe(5);
    expect(uqcQuantity(5, pack(500, "g"), "LTR")).toBe(5);
  });

  it("refuses an unknown code or a negative count", () => {
    expect(() => uqcQuantity(1, pack(500, "g"), "KG")).toThrow(RangeError);
    expect(() => uqcQuantity(-1, pack(500, "g"), "KGS")).toThrow(RangeError);
  });

  it("picks a code that measures the pack, or PAC", () => {
    expect(defaultUqcFor(pack(500, "g"))).toBe("KGS");
    expect(defaultUqcFor(pack(1000, "ml"))).toBe("LTR");
    expect(defaultUqcFor(pack(6, "pc"))).toBe("NOS");
    expect(defaultUqcFor(pack(9, "m"))).toBe("PAC");
    expect(defaultUqcFor(pack(null, "g"))).toBe("PAC");
    expect(defaultUqcFor(pack(null, null))).toBe("PAC");
  });
});
