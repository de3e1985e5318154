import { describe, expect, it } from "vitest";
import { monthRange } from "./month-range";

describe("monthRange", () => {
  it("starts and ends at midnight in India", () => {
    const { from, to } = monthRange("2026-11");
    expect(from.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(to.toISOString()).toBe("2026-11-30T18:30:00.000Z");
  });

  it("runs December into the next year", () => {
    expect(monthRange("2026-12").to.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});
