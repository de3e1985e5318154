import { describe, expect, it } from "vitest";
import { compilePattern } from "../../../shared/field-rules";
import { checkOf, checkOfPattern, patternOf } from "./answer-checks";

describe("the checks an owner chooses by name", () => {
  it("store patterns that judge answers as their names say", () => {
    const phone = compilePattern(patternOf("phone")!)!;
    expect([phone.test("9876543210"), phone.test("5876543210"), phone.test("987654321")]).toEqual([true, false, false]);
    const pincode = compilePattern(patternOf("pincode")!)!;
    expect([pincode.test("560001"), pincode.test("060001"), pincode.test("56000")]).toEqual([true, false, false]);
    const email = compilePattern(patternOf("email")!)!;
    expect([email.test("asha@example.in"), email.test("asha@")]).toEqual([true, false]);
    expect(patternOf("range")).toBeUndefined();
  });

  it("are recognised in stored patterns spelt another way, and other patterns are custom", () => {
    expect(checkOfPattern("^[6-9][0-9]{9}$")).toBe("phone");
    expect(checkOfPattern("[1-9]\\d{5}")).toBe("pincode");
    expect(checkOfPattern("[A-Z]{3}")).toBe("custom");
  });

  it("read a stored field: its pattern, else a range, else none", () => {
    expect(checkOf({ pattern: patternOf("pincode") })).toBe("pincode");
    expect(checkOf({ min: 1 })).toBe("range");
    expect(checkOf({ pattern: "", max: 9 })).toBe("range");
    expect(checkOf({})).toBe("none");
  });
});
