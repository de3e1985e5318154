import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts inserts, deletes, changes and swaps of neighbours", () => {
    expect(editDistance("paneer", "paneer", 2)).toBe(0);
    expect(editDistance("panner", "paneer", 2)).toBe(1);
    expect(editDistance("biscut", "biscuit", 2)).toBe(1);
    expect(editDistance("tomatoe", "tomato", 2)).toBe(1);
    expect(editDistance("aata", "atta", 2)).toBe(1);
    expect(editDistance("sugra", "sugar", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("answers most + 1 for anything further, however far", () => {
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
    expect(editDistance("dal", "basmati", 1)).toBe(2);
    expect(editDistance("rice", "", 1)).toBe(2);
  });

  it("gives the same answers after comparing words longer than its kept rows", () => {
    const long = "a".repeat(100);
    expect(editDistance(long, `${long}b`, 2)).toBe(1);
    expect(editDistance("panner", "paneer", 2)).toBe(1);
  });
});
