import { describe, expect, it } from "vitest";
import { recordableUrl } from "./recordable-url";

describe("recordableUrl", () => {
  const origin = "https://shop.example";
  it("keeps the path and the list's own query only", () => {
    expect(recordableUrl("/products?q=rice&c=dairy&page=2&utm_source=x#top", origin)).toBe(`${origin}/products?q=rice&c=dairy&page=2`);
  });
  it("drops a payment provider's ids and a phone number", () => {
    expect(recordableUrl("/checkout/confirm/42?razorpay_payment_id=pay_1&razorpay_signature=abc", origin)).toBe(`${origin}/checkout/confirm/42`);
    expect(recordableUrl("https://other.example/auth/verify?phone=9876543210", origin)).toBe("https://other.example/auth/verify");
  });
});
