import { describe, expect, it } from "vitest";
import { fittingCount } from "./fitting-count";

describe("fittingCount", () => {
  it("keeps every item when all fit, More or not", () => {
    expect(fittingCount([100, 100, 100], 80, 308, 4)).toBe(3);
  });
  it("leaves room for More when they do not", () => {
    // 100 + 4 + 100 + 4 + More 80 = 288 ≤ 300; a third would need 392.
    expect(fittingCount([100, 100, 100], 80, 300, 4)).toBe(2);
  });
  it("can put everything into More", () => {
    expect(fittingCount([200, 200], 80, 150, 4)).toBe(0);
  });
  it("keeps the order: a narrow item after a wide one that does not fit stays in More", () => {
    expect(fittingCount([50, 300, 20], 60, 200, 0)).toBe(1);
  });
});
