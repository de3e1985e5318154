import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "../indian-states";
import { GST_STATES, gstStateByCode, gstStateByName, placeOfSupplyLabel } from "./gst-states";

describe("GST state codes", () => {
  it("gives every state and union territory of the address form a code", () => {
    for (const name of INDIAN_STATES) expect(gstStateByName(name)?.name, name).toBe(name);
    expect(GST_STATES).toHaveLength(INDIAN_STATES.length + 1);
  });

  it("keeps only the codes in use today", () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain("25");
    expect(codes).not.toContain("28");
    expect(codes).toContain("97");
    expect(gstStateByCode("26")?.name).toBe("Dadra and Nagar Haveli and Daman and Diu");
    expect(gstStateByCode("37")?.name).toBe("Andhra Pradesh");
    expect(gstStateByCode("38")?.name).toBe("Ladakh");
  });

  it("finds a state by name whatever the case and spacing", () => {
    expect(gstStateByName("  karnataka ")).toEqual({ code: "29", name: "Karnataka" });
    expect(gstStateByName("TAMIL   NADU")).toEqual({ code: "33", name: "Tamil Nadu" });
    expect(gstStateByName("Bombay")).toBeNull();
  });

  it("finds a state by code", () => {
    expect(gstStateByCode("07")).toEqual({ code: "07", name: "Delhi" });
    expect(gstStateByCode("7")).toBeNull();
    expect(gstStateByCode("99")).toBeNull();
  });

  it("labels the place of supply as GSTR-1 writes it", () => {
    expect(placeOfSupplyLabel("29")).toBe("29-Karnataka");
    expect(placeOfSupplyLabel("01")).toBe("01-Jammu and Kashmir");
    expect(() => placeOfSupplyLabel("25")).toThrow(RangeError);
  });
});
