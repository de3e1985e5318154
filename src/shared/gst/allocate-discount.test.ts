import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocateDiscount } from "./allocate-discount";

describe("allocating an order's discount over its lines", () => {
  it("shares in proportion when it divides evenly", () => {
    expect(allocateDiscount([53_000, 6_000, 4_000], 6_300)).toEqual([5_300, 600, 400]);
  });

  it("gives the leftover paise to the largest remainders", () => {
    // 100 over three equal lines: 33.33 each; one paisa left goes to the first.
    expect(allocateDiscount([1_000, 1_000, 1_000], 100)).toEqual([34, 33, 33]);
    // 10 over 1/2/4: exact 1.43, 2.86, 5.71 → 1, 3, 6.
    expect(allocateDiscount([100, 200, 400], 10)).toEqual([1, 3, 6]);
    // Equal remainders: the larger line first.
    expect(allocateDiscount([100, 300], 2)).toEqual([0, 2]);
  });

  it("takes all or nothing", () => {
    expect(allocateDiscount([700, 0, 300], 1_000)).toEqual([700, 0, 300]);
    expect(allocateDiscount([700, 300], 0)).toEqual([0, 0]);
    expect(allocateDiscount([], 0)).toEqual([]);
    expect(allocateDiscount([0, 0], 0)).toEqual([0, 0]);
  });

  it("stays exact when discount × amount passes 2^53", () => {
    const amounts = [9_000_000_000_001, 1_000_000_000_003];
    const shares = allocateDiscount(amounts, 5_000_000_000_001);
    expect(shares[0]! + shares[1]!).toBe(5_000_000_000_001);
    expect(shares).toEqual([4_500_000_000_000, 500_000_000_001]);
  });

  it("refuses a discount larger than the lines or figures that are not paise", () => {
    expect(() => allocateDiscount([100, 200], 301)).toThrow(RangeError);
    expect(() => allocateDiscount([100, -1], 0)).toThrow(RangeError);
    expect(() => allocateDiscount([100.5], 1)).toThrow(RangeError);
    expect(() => allocateDiscount([100], -1)).toThrow(RangeError);
  });

  it("sums exactly, never exceeds a line and stays within a paisa of the exact share", () => {
    const arb = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }).chain((amounts) => {
      const sum = amounts.reduce((s, a) => s + a, 0);
      return fc.tuple(fc.constant(amounts), fc.integer({ min: 0, max: sum }));
    });
    fc.assert(
      fc.property(arb, ([amounts, discount]) => {
        const shares = allocateDiscount(amounts, discount);
        const sum = amounts.reduce((s, a) => s + a, 0);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(discount);
        shares.forEach((x, i) => {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(amounts[i]!);
          if (sum > 0) expect(Math.abs(x * sum - discount * amounts[i]!)).toBeLessThan(sum);
        });
      }),
      { numRuns: 300 },
    );
  });
});
