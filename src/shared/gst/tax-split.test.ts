import { describe, expect, it } from "vitest";
import { divideRoundHalfUp, splitTax, TAX_SPLIT_MAX } from "./tax-split";

describe("splitting tax out of a price that includes it", () => {
  it("halves the tax within a state", () => {
    // ₹105.00 at 5%: taxable ₹100.00, CGST ₹2.50, SGST ₹2.50.
    expect(splitTax(10_500, "5", false)).toEqual({ taxable: 10_000, cgst: 250, sgst: 250, igst: 0 });
    // ₹118.00 at 18%: taxable ₹100.00, CGST ₹9.00, SGST ₹9.00.
    expect(splitTax(11_800, "18", false)).toEqual({ taxable: 10_000, cgst: 900, sgst: 900, igst: 0 });
    // ₹477.00 at 5%: tax 22.714…, half 11.357… rounds to 11.36 each.
    expect(splitTax(47_700, "5", false)).toEqual({ taxable: 45_428, cgst: 1_136, sgst: 1_136, igst: 0 });
  });

  it("charges IGST between states", () => {
    expect(splitTax(11_800, "18", true)).toEqual({ taxable: 10_000, cgst: 0, sgst: 0, igst: 1_800 });
    // ₹36.00 at 40%: 1028.57… paise of IGST.
    expect(splitTax(3_600, "40", true)).toEqual({ taxable: 2_571, cgst: 0, sgst: 0, igst: 1_029 });
    expect(splitTax(10_025, "0.25", true)).toEqual({ taxable: 10_000, cgst: 0, sgst: 0, igst: 25 });
  });

  it("rounds an exact half up", () => {
    // 21 paise at 5% within a state: 21 × 500 / 21000 = 0.5 paise each half.
    expect(splitTax(21, "5", false)).toEqual({ taxable: 19, cgst: 1, sgst: 1, igst: 0 });
    // 14 paise at 12% between states: 1.5 paise of IGST.
    expect(splitTax(14, "12", true)).toEqual({ taxable: 12, cgst: 0, sgst: 0, igst: 2 });
    // 16 paise at 28%: 3.5 paise.
    expect(splitTax(16, "28", true)).toEqual({ taxable: 12, cgst: 0, sgst: 0, igst: 4 });
  });

  it("charges no tax on exempt and nil-rated goods", () => {
    expect(splitTax(6_000, "exempt", false)).toEqual({ taxable: 6_000, cgst: 0, sgst: 0, igst: 0 });
    expect(splitTax(6_000, "0", true)).toEqual({ taxable: 6_000, cgst: 0, sgst: 0, igst: 0 });
    expect(splitTax(0, "18", false)).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
  });

  it("is exact up to ₹10 crore", () => {
    // 10^10 × 1800 / 11800 = 1525423728.81…
    expect(splitTax(TAX_SPLIT_MAX, "18", true)).toEqual({ taxable: 8_474_576_271, cgst: 0, sgst: 0, igst: 1_525_423_729 });
    const s = splitTax(TAX_SPLIT_MAX - 1, "40", false);
    expect(s.taxable + s.cgst + s.sgst).toBe(TAX_SPLIT_MAX - 1);
  });

  it("refuses what it cannot split", () => {
    expect(() => splitTax(-1, "5", false)).toThrow(RangeError);
    expect(() => splitTax(10.5, "5", false)).toThrow(RangeError);
    expect(() => splitTax(TAX_SPLIT_MAX + 1, "5", false)).toThrow(RangeError);
  });

  it("rounds a quotient half up exactly", () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(4, 3)).toBe(1);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
    expect(divideRoundHalfUp(40_000_000_000_000, 14_000)).toBe(2_857_142_857);
  });
});
