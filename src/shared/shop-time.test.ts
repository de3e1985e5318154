import { describe, expect, it } from "vitest";
import { minutesText, SHOP_UTC_OFFSET_MINUTES, shopDayOf, shopMidnight, shopMomentText } from "./shop-time";

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

  it("names the shop's day, which starts at 18:30 UTC the evening before", () => {
    expect(shopDayOf(new Date("2026-01-31T18:29:59Z"))).toBe("2026-01-31");
    expect(shopDayOf(new Date("2026-01-31T18:30:00Z"))).toBe("2026-02-01");
  });
});

describe("shop moments and spans in words", () => {
  it("reads an instant on the shop's clock, whatever the server's", () => {
    // 23:30 UTC is 05:00 the next morning in India.
    expect(shopMomentText(new Date("2026-11-27T23:30:00Z"))).toBe("Sat, 28 Nov, 05:00");
  });

  it("says a span in the largest whole unit", () => {
    expect([1, 45, 60, 90, 120, 1440, 10_080].map(minutesText)).toEqual(["1 minute", "45 minutes", "1 hour", "90 minutes", "2 hours", "1 day", "7 days"]);
  });
});
