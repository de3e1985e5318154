import { describe, expect, it } from "vitest";
import { formatPackQuantity, formatUnitPrice, unitPrice } from "./pack-quantity";

const q = (net_quantity: number | null, unit: "g" | "ml" | "pc" | "m" | null, pack_count = 1) => ({ net_quantity, unit, pack_count });

describe("formatPackQuantity", () => {
  it("says kilograms and litres from a thousand grams or millilitres", () => {
    expect(formatPackQuantity(q(500, "g"))).toBe("500 g");
    expect(formatPackQuantity(q(1000, "g"))).toBe("1 kg");
    expect(formatPackQuantity(q(1200, "ml"))).toBe("1.2 L");
    expect(formatPackQuantity(q(12, "pc"))).toBe("12 pcs");
    expect(formatPackQuantity(q(1, "pc"))).toBe("1 pc");
    expect(formatPackQuantity(q(25, "m"))).toBe("25 m");
  });
  it("writes a multipack as count x size", () => {
    expect(formatPackQuantity(q(250, "ml", 6))).toBe("6 x 250 ml");
  });
  it("has nothing to say without a quantity", () => {
    expect(formatPackQuantity(q(null, "g"))).toBeNull();
    expect(formatPackQuantity(q(500, null))).toBeNull();
    expect(formatPackQuantity(q(0, "g"))).toBeNull();
  });
});

describe("unitPrice", () => {
  it("prices per kg, L, piece and metre from the selling price", () => {
    expect(formatUnitPrice(42, q(500, "g"))).toBe("₹84.00/kg");
    expect(formatUnitPrice(60, q(500, "ml"))).toBe("₹120.00/L");
    expect(formatUnitPrice(50, q(10, "pc"))).toBe("₹5.00/pc");
    expect(formatUnitPrice(99, q(9, "m"))).toBe("₹11.00/m");
  });
  it("counts every item of a multipack", () => {
    expect(unitPrice(120, q(250, "ml", 6))).toEqual({ amount: 80, per: "L" });
  });
  it("rounds to paise", () => {
    expect(unitPrice(10, q(3, "pc"))).toEqual({ amount: 3.33, per: "pc" });
  });
  it("is absent without a quantity or a price", () => {
    expect(formatUnitPrice(42, q(null, null))).toBeNull();
    expect(formatUnitPrice(0, q(500, "g"))).toBeNull();
  });
});
