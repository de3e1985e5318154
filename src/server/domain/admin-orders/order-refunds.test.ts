// The order's payment status from its refunds (issue 11, and issue 33's partial refunds).
import { describe, expect, it } from "vitest";
import { paymentStatusAfterRefunds, refundReceipt } from "./order-refunds";

const refund = (status: string, amount: number) => ({ status, amount });

describe("payment status after refunds", () => {
  it("is refunded once refunds give back all that was paid, partly refunded while they give back less", () => {
    expect(paymentStatusAfterRefunds([refund("processed", 50_000)], 50_000)).toBe("refunded");
    expect(paymentStatusAfterRefunds([refund("processed", 20_000), refund("processed", 30_000)], 50_000)).toBe("refunded");
    expect(paymentStatusAfterRefunds([refund("processed", 12_000)], 50_000)).toBe("partly_refunded");
  });

  it("is refund_pending while any is pending; a failed one gives nothing back and is left out", () => {
    expect(paymentStatusAfterRefunds([refund("pending", 50_000), refund("processed", 50_000)], 100_000)).toBe("refund_pending");
    expect(paymentStatusAfterRefunds([refund("failed", 50_000)], 50_000)).toBeNull();
    expect(paymentStatusAfterRefunds([refund("failed", 10_000), refund("processed", 12_000)], 50_000)).toBe("partly_refunded");
    expect(paymentStatusAfterRefunds([], 50_000)).toBeNull();
  });

  it("gives a report's refund a receipt of its own, within 40 characters", () => {
    const whole = refundReceipt("KD-2611-000123", 77);
    const report = refundReceipt("KD-2611-000123", 77, "r12");
    expect(report).not.toBe(whole);
    expect(report.endsWith("_r12")).toBe(true);
    expect(refundReceipt("A-VERY-LONG-ORDER-NUMBER-OF-FORTY-CHARS", 77, "r123456").length).toBeLessThanOrEqual(40);
  });
});
