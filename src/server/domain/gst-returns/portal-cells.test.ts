import { describe, expect, it } from "vitest";
import { b2clLimitOn } from "./b2cl-limit";
import { portalDate, quantityCell, rateCell, rupees, toThousandths } from "./portal-cells";
import { shopDay } from "./shop-day";

describe("the offline tool's cells", () => {
  it("writes paise as rupees with two decimals and no grouping", () => {
    expect(rupees(0)).toBe("0.00");
    expect(rupees(5)).toBe("0.05");
    expect(rupees(12345678)).toBe("123456.78");
    expect(rupees(-238095)).toBe("-2380.95");
    expect(() => rupees(1.5)).toThrow(RangeError);
  });

  it("writes rates with two decimals, nil and exempt as zero", () => {
    expect(rateCell("5")).toBe("5.00");
    expect(rateCell("0.25")).toBe("0.25");
    expect(rateCell("18")).toBe("18.00");
    expect(rateCell("0")).toBe("0.00");
    expect(rateCell("exempt")).toBe("0.00");
  });

  it("writes dates DD-MMM-YYYY on the India clock", () => {
    expect(portalDate("2017-05-24T06:00:00.000Z")).toBe("24-May-2017");
    expect(portalDate("2026-10-31T18:30:00.000Z")).toBe("01-Nov-2026");
    expect(portalDate("2026-10-31T18:29:59.999Z")).toBe("31-Oct-2026");
    expect(shopDay("2026-12-31T18:30:00.000Z")).toBe("2027-01-01");
    expect(() => shopDay("yesterday")).toThrow(RangeError);
  });

  it("writes quantities with two decimals, from exact thousandths", () => {
    expect(quantityCell(toThousandths(0.1) + toThousandths(0.2))).toBe("0.30");
    expect(quantityCell(toThousandths(1.125))).toBe("1.13");
    expect(quantityCell(-toThousandths(1.125))).toBe("-1.13");
    expect(quantityCell(toThousandths(700))).toBe("700.00");
  });
});

describe("the B2C large limit", () => {
  it("is ₹2.5 lakh to 31 July 2024 and ₹1 lakh from 1 August 2024", () => {
    expect(b2clLimitOn("2017-07-01")).toBe(250_000_00);
    expect(b2clLimitOn("2024-07-31")).toBe(250_000_00);
    expect(b2clLimitOn("2024-08-01")).toBe(100_000_00);
    expect(b2clLimitOn("2026-11-03")).toBe(100_000_00);
    expect(() => b2clLimitOn("2017-06-30")).toThrow(RangeError);
  });
});
