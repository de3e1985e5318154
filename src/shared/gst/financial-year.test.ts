import { describe, expect, it } from "vitest";
import { financialYearOf, financialYearShort } from "./financial-year";

describe("financial year", () => {
  it("runs from April to March", () => {
    expect(financialYearOf(new Date("2026-07-15T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-02-01T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-12-31T06:00:00Z"))).toBe("2099-00");
  });

  it("turns at midnight in India, not in UTC", () => {
    // 31 March 23:00 IST is 17:30 UTC: still the old year.
    expect(financialYearOf(new Date("2026-03-31T17:30:00Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:29:59.999Z"))).toBe("2025-26");
    // 1 April 00:00 IST is 18:30 UTC on 31 March: the new year.
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
  });

  it("shortens a year for document numbers", () => {
    expect(financialYearShort("2026-27")).toBe("2627");
    expect(financialYearShort("2099-00")).toBe("9900");
    expect(() => financialYearShort("2026-28")).toThrow(RangeError);
    expect(() => financialYearShort("2026-2027")).toThrow(RangeError);
  });

  it("refuses an invalid date", () => {
    expect(() => financialYearOf(new Date("nonsense"))).toThrow(RangeError);
  });
});
