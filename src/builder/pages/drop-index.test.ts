import { describe, expect, it } from "vitest";
import { dropIndex } from "./drop-index";

// Items 40 px tall: middles at 20, 60, 100, 140.
const middles = [20, 60, 100, 140];

describe("dropIndex", () => {
  it("moves the item before the first item whose middle is below the pointer", () => {
    expect(dropIndex(middles, 10, 2)).toBe(0);
    expect(dropIndex(middles, 50, 2)).toBe(1);
    expect(dropIndex(middles, 90, 0)).toBe(1);
  });

  it("counts the dragged item out of the places after it", () => {
    expect(dropIndex(middles, 130, 0)).toBe(2);
    expect(dropIndex(middles, 500, 0)).toBe(3);
    expect(dropIndex(middles, 500, 3)).toBe(3);
  });

  it("keeps the item where it is around its own middle", () => {
    expect(dropIndex(middles, 70, 1)).toBe(1);
    expect(dropIndex(middles, 45, 1)).toBe(1);
  });
});
