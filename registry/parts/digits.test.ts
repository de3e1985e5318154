import { describe, expect, it } from "vitest";
import { mobileDigits, onlyDigits } from "./digits";

describe("sign-in digits", () => {
  it("keeps digits only, up to the length", () => {
    expect(onlyDigits("12a-34 56 78", 6)).toBe("123456");
  });

  it("keeps a pasted mobile number's ten digits, with or without +91 or 0", () => {
    expect(mobileDigits("+91 98765-43210")).toBe("9876543210");
    expect(mobileDigits("098765 43210")).toBe("9876543210");
    expect(mobileDigits("98765432101")).toBe("9876543210");
    expect(mobileDigits("91234567891")).toBe("9123456789");
  });
});
