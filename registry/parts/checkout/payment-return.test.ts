import { describe, expect, it } from "vitest";
import { handOffPath, paymentReturn } from "./payment-return";

describe("paymentReturn", () => {
  it("takes Razorpay's three fields, and nothing else the return carries", () => {
    const query = new URLSearchParams("razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=abc&utm_source=x");
    expect(paymentReturn(query)).toEqual({ fields: { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "abc" }, method: "razorpay" });
  });

  it("keeps a failed Razorpay attempt's order id for the server to ask about", () => {
    const query = new URLSearchParams("failed=1&razorpay_order_id=order_1&error_description=Payment+failed");
    expect(paymentReturn(query)).toEqual({ fields: { razorpay_order_id: "order_1" }, method: "razorpay" });
  });

  it("sends nothing for Cashfree, whose return proves nothing, and knows it by its order_id", () => {
    expect(paymentReturn(new URLSearchParams("order_id=DEMO100044&failed=1"))).toEqual({ fields: {}, method: "cashfree" });
    expect(paymentReturn(new URLSearchParams(""))).toEqual({ fields: {}, method: null });
  });

  it("names the hand-off page of a method", () => {
    expect(handOffPath("cashfree", 44)).toBe("/checkout/cashfree/44");
  });
});
