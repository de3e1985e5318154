// A document is dated on the shop's clock: late evening in UTC is already the next day in India.
import { describe, expect, it } from "vitest";
import { formatShopDate } from "./shop-date-format";

describe("formatShopDate", () => {
  it("reads an instant on India's clock, with or without the time", () => {
    expect(formatShopDate("2026-11-20T20:00:00.000Z")).toBe("Nov 21, 2026");
    expect(formatShopDate("2026-11-20T20:00:00.000Z", true)).toBe("Nov 21, 2026 1:30 AM");
    expect(formatShopDate("2026-11-20T04:30:00.000Z")).toBe("Nov 20, 2026");
  });

  it("answers nothing for a time it cannot read", () => {
    expect(formatShopDate("not a time")).toBe("");
    expect(formatShopDate("not a time", false, "hi-IN")).toBe("");
  });

  it("follows the page's language, on the shop's clock still (issue 35)", () => {
    expect(formatShopDate("2026-11-20T20:00:00.000Z", false, "en-IN")).toBe("Nov 21, 2026");
    expect(formatShopDate("2026-11-20T20:00:00.000Z", false, "hi-IN")).toMatch(/^21 \S+ 2026$/);
    expect(formatShopDate("2026-11-20T20:00:00.000Z", true, "hi-IN")).toContain("1:30");
  });
});
