import { describe, expect, it } from "vitest";
import { formatPhone, maskPhone, personLabel } from "./format-phone";

describe("formatPhone", () => {
  it("writes a mobile number the Indian way, and leaves anything else alone", () => {
    expect(formatPhone("9876543210")).toBe("+91 98765 43210");
    expect(formatPhone("123")).toBe("123");
  });
});

describe("maskPhone", () => {
  it("keeps the first two and last two digits only, whatever the number", () => {
    expect(maskPhone("9876543210")).toBe("98xxxxxx10");
    expect(maskPhone("98765")).toBe("98x65");
    expect(maskPhone("123")).toBe("xxx");
  });
});

describe("personLabel", () => {
  it("names the person with their number, and shows the number alone when the shop has no name for them", () => {
    expect(personLabel({ name: "Priya Sharma", phone: "9876543210" })).toBe("Priya Sharma (+91 98765 43210)");
    expect(personLabel({ name: "", phone: "9876543213" })).toBe("+91 98765 43213");
    expect(personLabel({ name: "  ", phone: "9876543213" })).toBe("+91 98765 43213");
  });
});
