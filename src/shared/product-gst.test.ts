import { describe, expect, it } from "vitest";
import { GST_RATE_REQUIRED, gstRateChoices, gstRateProblem, HSN_MESSAGE, HSN_REQUIRED, hsnProblem, missingProductGst } from "./product-gst";

// After 12% ended (21 September 2025) and 28% (31 January 2026).
const DAY = "2026-11-29";

describe("a product's GST particulars", () => {
  it("takes an HSN code of 4, 6 or 8 digits, or none", () => {
    expect(["", "  ", "0401", "040110", "04011000", " 1006 "].map(hsnProblem)).toEqual([null, null, null, null, null, null]);
    expect(["401", "04011", "0401100", "040110000", "04O1", "0401-10"].map(hsnProblem)).toEqual(Array(6).fill(HSN_MESSAGE));
  });

  it("refuses a rate no longer in force, naming those that are", () => {
    expect(gstRateProblem("5", DAY)).toBeNull();
    expect(gstRateProblem("exempt", DAY)).toBeNull();
    expect(gstRateProblem("", DAY)).toBeNull();
    expect(gstRateProblem("12", DAY)).toBe("That rate is no longer in force: choose one of Exempt, 0%, 0.25%, 3%, 5%, 18%, 40%");
    expect(gstRateProblem("28", DAY)).toBe("That rate is no longer in force: choose one of Exempt, 0%, 0.25%, 3%, 5%, 18%, 40%");
    // On its last day 28% still is.
    expect(gstRateProblem("28", "2026-01-31")).toBeNull();
    expect(gstRateProblem("7", DAY)).toBe("The GST rate must be one of exempt, 0, 0.25, 3, 5, 18, 40");
  });

  it("offers the rates in force, and a held rate that is not as no longer in force, in the rates' order", () => {
    const labels = (held: string | null) => gstRateChoices(DAY, held).map((c) => c.label);
    expect(labels(null)).toEqual(["Exempt", "0%", "0.25%", "3%", "5%", "18%", "40%"]);
    expect(labels("5")).toEqual(["Exempt", "0%", "0.25%", "3%", "5%", "18%", "40%"]);
    expect(labels("12")).toEqual(["Exempt", "0%", "0.25%", "3%", "5%", "12% (no longer in force)", "18%", "40%"]);
    expect(gstRateChoices(DAY, "28").at(-2)).toEqual({ value: "28", label: "28% (no longer in force)" });
  });

  it("names what a registered website's product lacks", () => {
    expect(missingProductGst({ hsn: "0401", gst_rate: "exempt" })).toEqual({});
    expect(missingProductGst({ hsn: " ", gst_rate: null })).toEqual({ hsn: HSN_REQUIRED, gst_rate: GST_RATE_REQUIRED });
    expect(missingProductGst({ hsn: "1006", gst_rate: null })).toEqual({ gst_rate: GST_RATE_REQUIRED });
  });
});
