import { describe, expect, it } from "vitest";
import { paymentMethodLabel, paymentStatusLabel } from "./payment-labels";

describe("payment labels", () => {
  it("names the methods and states, and shows an unknown one as it is", () => {
    expect(paymentMethodLabel("cod")).toBe("Cash on delivery");
    expect(paymentStatusLabel("paid")).toBe("Paid");
    expect(paymentMethodLabel("upi-later")).toBe("upi-later");
    expect(paymentStatusLabel("on_hold")).toBe("on_hold");
  });
});
