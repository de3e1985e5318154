import { describe, expect, it } from "vitest";
import { discountBasisPoints, formatRupees, percentOff, toPaise, toRupees } from "./money";

describe("money", () => {
  it("converts rupees with up to 2 decimals to paise and back", () => {
    expect(toPaise(49.5)).toBe(4950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1299.99)).toBe(129999);
    expect(toRupees(4950)).toBe(49.5);
    expect(toRupees(129999)).toBe(1299.99);
  });

  it("refuses amounts that are not money", () => {
    expect(() => toPaise(1.234)).toThrow(/2 decimals/);
    expect(() => toPaise(Number.NaN)).toThrow();
    expect(() => toPaise(Infinity)).toThrow();
    expect(() => toRupees(1.5)).toThrow(/integer/);
  });

  it("computes percent off MRP in hundredths, rounded down", () => {
    expect(discountBasisPoints(9000, 10000)).toBe(1000);
    expect(discountBasisPoints(6600, 7000)).toBe(571);
    expect(discountBasisPoints(7000, 7000)).toBe(0);
    expect(discountBasisPoints(8000, 7000)).toBe(0);
    expect(discountBasisPoints(100, 0)).toBe(0);
  });
});

describe("formatRupees and percentOff", () => {
  it("formats rupees the Indian way with two decimals", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(42)).toBe("₹42.00");
    expect(formatRupees(0.5)).toBe("₹0.50");
  });

  it("rounds the discount down and shows none when there is none", () => {
    expect(percentOff(89, 100)).toBe(11);
    expect(percentOff(66.67, 100)).toBe(33);
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(120, 100)).toBe(0);
  });
});
