import { describe, expect, it } from "vitest";
import { deliveredAt, refundDue, reportableQuantity, reportDeadline, reportKindLabel, reportStatusLabel } from "./order-reports";

describe("problem reports", () => {
  it("open for 48 hours from the last delivery, only for a delivered order that was not a counter sale", () => {
    const timeline = [
      { status: "placed", at: "2026-01-01T04:00:00.000Z" },
      { status: "delivered", at: "2026-01-02T10:30:00.000Z" },
    ];
    expect(deliveredAt(timeline)).toBe("2026-01-02T10:30:00.000Z");
    expect(deliveredAt(timeline.slice(0, 1))).toBeNull();
    expect(reportDeadline({ status: "delivered", channel: "web" }, deliveredAt(timeline))?.toISOString()).toBe("2026-01-04T10:30:00.000Z");
    expect(reportDeadline({ status: "delivered", channel: "pos" }, deliveredAt(timeline))).toBeNull();
    expect(reportDeadline({ status: "out_for_delivery", channel: "web" }, null)).toBeNull();
    expect(reportDeadline({ status: "delivered", channel: "web" }, null)).toBeNull();
  });

  it("leaves of a line what its open and resolved reports do not claim; a rejected one claims nothing", () => {
    expect(reportableQuantity(3, [])).toBe(3);
    expect(
      reportableQuantity(3, [
        { quantity: 1, status: "open" },
        { quantity: 1, status: "resolved" },
        { quantity: 2, status: "rejected" },
      ]),
    ).toBe(1);
    expect(reportableQuantity(1, [{ quantity: 2, status: "open" }])).toBe(0);
  });

  it("refunds the line's price for each unit, never more than is left of the order's amount", () => {
    expect(refundDue(12_000, 2, 100_000, 0)).toBe(24_000);
    expect(refundDue(12_000, 2, 30_000, 10_000)).toBe(20_000);
    expect(refundDue(12_000, 2, 30_000, 30_000)).toBe(0);
  });

  it("names kinds and statuses, and shows an unknown one as it is", () => {
    expect(reportKindLabel("wrong")).toBe("Wrong item");
    expect(reportStatusLabel("resolved")).toBe("Refunded");
    expect(reportKindLabel("stolen")).toBe("stolen");
  });
});
