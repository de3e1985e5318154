import { describe, expect, it } from "vitest";
import { GST_RATES, gstRate, isGstRateKey, isTaxable, rateBasisPoints, rateInForce, ratesInForce } from "./gst-rates";

const keys = (day: string) => ratesInForce(day).map((r) => r.key);

describe("GST rates", () => {
  it("has the rates of July 2017 until the rationalisation", () => {
    expect(keys("2017-07-01")).toEqual(["exempt", "0", "0.25", "3", "5", "12", "18", "28"]);
    expect(keys("2025-09-21")).toEqual(["exempt", "0", "0.25", "3", "5", "12", "18", "28"]);
    expect(keys("2017-06-30")).toEqual([]);
  });

  it("drops 12% and adds 40% on 22 September 2025, keeping 0.25% and 3%", () => {
    expect(keys("2025-09-22")).toEqual(["exempt", "0", "0.25", "3", "5", "18", "28", "40"]);
    expect(rateInForce("12", "2025-09-21")).toBe(true);
    expect(rateInForce("12", "2025-09-22")).toBe(false);
    expect(rateInForce("40", "2025-09-21")).toBe(false);
    expect(rateInForce("40", "2025-09-22")).toBe(true);
  });

  it("keeps 28% for tobacco and pan masala until they move to 40% on 1 February 2026", () => {
    expect(rateInForce("28", "2026-01-31")).toBe(true);
    expect(rateInForce("28", "2026-02-01")).toBe(false);
    expect(keys("2026-04-01")).toEqual(["exempt", "0", "0.25", "3", "5", "18", "40"]);
  });

  it("works tax out in basis points", () => {
    expect(rateBasisPoints("5")).toBe(500);
    expect(rateBasisPoints("0.25")).toBe(25);
    expect(rateBasisPoints("40")).toBe(4000);
    expect(rateBasisPoints("exempt")).toBe(0);
    expect(rateBasisPoints("0")).toBe(0);
  });

  it("charges tax only at a rate above nil", () => {
    expect(GST_RATES.filter((r) => isTaxable(r.key)).map((r) => r.key)).toEqual(["0.25", "3", "5", "12", "18", "28", "40"]);
  });

  it("labels rates as an invoice prints them", () => {
    expect(GST_RATES.map((r) => r.label)).toEqual(["Exempt", "0%", "0.25%", "3%", "5%", "12%", "18%", "28%", "40%"]);
    expect(gstRate("0.25").percent).toBe(0.25);
  });

  it("knows its keys and refuses a day that is not YYYY-MM-DD", () => {
    expect(isGstRateKey("18")).toBe(true);
    expect(isGstRateKey("15")).toBe(false);
    expect(isGstRateKey(18)).toBe(false);
    expect(() => ratesInForce("22/09/2025")).toThrow(RangeError);
    expect(() => rateInForce("5", "2025-09-22T00:00:00Z")).toThrow(RangeError);
  });
});
