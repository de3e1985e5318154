import { describe, expect, it } from "vitest";
import { SHOP_UTC_OFFSET_MINUTES, shopMidnight } from "./shop-time";

describe("shop time", () => {
  it("is India Standard Time", () => {
    expect(SHOP_UTC_OFFSET_MINUTES).toBe(5 * 60 + 30);
  });

  it("starts a shop day at midnight in India, 18:30 UTC the day before", () => {
    expect(shopMidnight("2026-11-26").toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(shopMidnight("2026-01-01").toISOString()).toBe("2025-12-31T18:30:00.000Z");
  });

  it("counts days after it across the end of a month and a year", () => {
    expect(shopMidnight("2026-11-30", 1).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(shopMidnight("2026-12-31", 1).toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(shopMidnight("2028-02-28", 1).toISOString()).toBe("2028-02-28T18:30:00.000Z");
  });
});
