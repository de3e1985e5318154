import { describe, expect, it } from "vitest";
import { followsLabel, keyFor, slugOf } from "./derive-key";

const none = { taken: new Set<string>(), fallback: "field_4" };

describe("a key made from a label", () => {
  it("is small letters, digits and _, starting with a letter", () => {
    expect(slugOf("Mobile number")).toBe("mobile_number");
    expect(slugOf("  Pin-code (6 digits)! ")).toBe("pin_code_6_digits");
    expect(slugOf("2nd address")).toBe("nd_address");
    expect(slugOf("Café crème")).toBe("cafe_creme");
    expect(slugOf("x".repeat(80))).toHaveLength(50);
  });

  it("falls back to the entry's place when the label has no Latin letter", () => {
    expect(keyFor("मोबाइल नंबर", none)).toBe("field_4");
    expect(keyFor("", none)).toBe("field_4");
  });

  it("is unique among the other entries, and never a name every object answers to", () => {
    expect(keyFor("Email", { ...none, taken: new Set(["email", "email_2"]) })).toBe("email_3");
    expect(keyFor("Constructor", none)).toBe("constructor_2");
  });
});

describe("whether a key still follows its label", () => {
  it("does while it is empty or what the label (or the entry's place) gave", () => {
    expect(followsLabel("", "Name", none)).toBe(true);
    expect(followsLabel(undefined, "Name", none)).toBe(true);
    expect(followsLabel("full_name", "Full name", none)).toBe(true);
    expect(followsLabel("full_name_2", "Full name", none)).toBe(true);
    expect(followsLabel("field_2", "नाम", none)).toBe(true);
  });

  it("does not once the owner chose another", () => {
    expect(followsLabel("mobile", "Phone", none)).toBe(false);
    expect(followsLabel("full_name_x", "Full name", none)).toBe(false);
  });
});
