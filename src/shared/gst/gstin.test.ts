import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, gstinStateCode, normaliseGstin } from "./gstin";

// Both have published worked examples of the check character (Maharashtra, and BSNL's
// registration in Puducherry).
const VALID = ["27AAPFU0939F1ZV", "34AABCB5576G1ZQ"];

describe("GSTIN", () => {
  it("computes the check character of published GSTINs", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("34AABCB5576G1Z")).toBe("Q");
    for (const g of VALID) expect(gstinProblem(g), g).toBeNull();
  });

  it("refuses a check character that does not match", () => {
    // 29AAACI1681G1Z's check character is L, not C.
    expect(gstinCheckCharacter("29AAACI1681G1Z")).toBe("L");
    expect(gstinProblem("29AAACI1681G1ZC")).toBe("The GSTIN's last character does not match: check it for a typo");
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("The GSTIN's last character does not match: check it for a typo");
  });

  it("catches a swap of two neighbouring characters", () => {
    expect(gstinProblem("27AAPFU9039F1ZV")).not.toBeNull();
  });

  it("accepts lower case and surrounding spaces", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(gstinProblem(" 27aapfu0939f1zv ")).toBeNull();
  });

  it("says what is wrong, in the order a person would fix it", () => {
    expect(gstinProblem("")).toBe("A GSTIN has 15 characters");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("A GSTIN has 15 characters");
    expect(gstinProblem("27AAPFU0939F1ZVX")).toBe("A GSTIN has 15 characters");
    const shape = "That is not a GSTIN: 2 digits, the PAN, an entity number, Z and a check character";
    expect(gstinProblem("2XAAPFU0939F1ZV")).toBe(shape);
    expect(gstinProblem("27AAPF10939F1ZV")).toBe(shape);
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe(shape);
    expect(gstinProblem("27AAPFU0939F1YV")).toBe(shape);
    expect(gstinProblem("27AAPFU0939F1Z-")).toBe(shape);
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("A GSTIN starts with a state code; 99 is not one");
    expect(gstinProblem("25AAPFU0939F1ZV")).toBe("A GSTIN starts with a state code; 25 is not one");
  });

  it("refuses to check what is not 14 GSTIN characters", () => {
    expect(() => gstinCheckCharacter("27AAPFU0939F1")).toThrow(RangeError);
    expect(() => gstinCheckCharacter("27aapfu0939f1z")).toThrow(RangeError);
  });

  it("reads the state code of a valid GSTIN only", () => {
    expect(gstinStateCode("27aapfu0939f1zv")).toBe("27");
    expect(gstinStateCode("34AABCB5576G1ZQ")).toBe("34");
    expect(gstinStateCode("29AAACI1681G1ZC")).toBeNull();
  });
});
