import { describe, expect, it } from "vitest";
import { judgeCoupon, type CouponFacts, type CouponRule } from "./judge-coupon";
import { ServerText } from "../server-text";

// Amounts are paise, percentages hundredths of a percent. Every expected value below is worked
// out by hand from the rule, not read back from the function.
const NOW = new Date("2030-06-15T12:00:00+05:30");

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "TEST",
  kind: "flat",
  value: 5_000,
  maxDiscount: null,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: null,
  firstOrderOnly: false,
  active: true,
  ...over,
});

const facts = (over: Partial<CouponFacts> = {}): CouponFacts => ({
  subtotal: 100_000,
  now: NOW,
  signedIn: false,
  usesTotal: 0,
  usesByUser: 0,
  ordersByUser: 0,
  ...over,
});

// The message in English, and its catalogue id and values for the shopper's language (issue 35).
const refused = (kind: "unauthenticated" | "invalid", message: string) => ({ ok: false, kind, message, text: expect.any(ServerText) });

describe("judgeCoupon: refusals, each with its message", () => {
  it("refuses an inactive coupon", () => {
    expect(judgeCoupon(rule({ active: false }), facts())).toEqual(refused("invalid", "The coupon TEST is no longer active"));
  });

  it("refuses a coupon before its start, and takes it from the start instant on", () => {
    const startsAt = new Date(NOW.getTime() + 1);
    expect(judgeCoupon(rule({ startsAt }), facts())).toEqual(refused("invalid", "The coupon TEST is not valid yet"));
    expect(judgeCoupon(rule({ startsAt: NOW }), facts())).toEqual({ ok: true, discount: 5_000 });
  });

  it("refuses a coupon after its end, and still takes it at the end instant", () => {
    const endsAt = new Date(NOW.getTime() - 1);
    expect(judgeCoupon(rule({ endsAt }), facts())).toEqual(refused("invalid", "The coupon TEST has expired"));
    expect(judgeCoupon(rule({ endsAt: NOW }), facts())).toEqual({ ok: true, discount: 5_000 });
  });

  it("refuses a coupon whose total usage limit is reached, and takes it one use below", () => {
    expect(judgeCoupon(rule({ usageLimit: 3 }), facts({ usesTotal: 3 }))).toEqual(refused("invalid", "The coupon TEST has been fully used"));
    expect(judgeCoupon(rule({ usageLimit: 3 }), facts({ usesTotal: 5 }))).toEqual(refused("invalid", "The coupon TEST has been fully used"));
    expect(judgeCoupon(rule({ usageLimit: 3 }), facts({ usesTotal: 2 }))).toEqual({ ok: true, discount: 5_000 });
    expect(judgeCoupon(rule({ usageLimit: 0 }), facts())).toEqual(refused("invalid", "The coupon TEST has been fully used"));
  });

  it("asks a guest to sign in (401) for a per-user or first-order coupon, but not for an open one", () => {
    const signIn = refused("unauthenticated", "Please sign in to use the coupon TEST");
    expect(judgeCoupon(rule({ perUserLimit: 2 }), facts())).toEqual(signIn);
    expect(judgeCoupon(rule({ firstOrderOnly: true }), facts())).toEqual(signIn);
    expect(judgeCoupon(rule(), facts())).toEqual({ ok: true, discount: 5_000 });
    expect(judgeCoupon(rule({ perUserLimit: 2 }), facts({ signedIn: true }))).toEqual({ ok: true, discount: 5_000 });
  });

  it("refuses a first-order coupon to a user who has ordered", () => {
    expect(judgeCoupon(rule({ firstOrderOnly: true }), facts({ signedIn: true, ordersByUser: 1 }))).toEqual(refused("invalid", "The coupon TEST is only for your first order"));
    expect(judgeCoupon(rule({ firstOrderOnly: true }), facts({ signedIn: true, ordersByUser: 0 }))).toEqual({ ok: true, discount: 5_000 });
  });

  it("refuses a coupon the user has used up, in the singular and the plural", () => {
    expect(judgeCoupon(rule({ perUserLimit: 1 }), facts({ signedIn: true, usesByUser: 1 }))).toEqual(refused("invalid", "You have already used the coupon TEST"));
    expect(judgeCoupon(rule({ perUserLimit: 2 }), facts({ signedIn: true, usesByUser: 2 }))).toEqual(refused("invalid", "You have used the coupon TEST 2 times already"));
    expect(judgeCoupon(rule({ perUserLimit: 2 }), facts({ signedIn: true, usesByUser: 1 }))).toEqual({ ok: true, discount: 5_000 });
  });

  it("refuses any coupon on an empty cart", () => {
    expect(judgeCoupon(rule(), facts({ subtotal: 0 }))).toEqual(refused("invalid", "Add items to your cart to use a coupon"));
    expect(judgeCoupon(rule({ kind: "percent", value: 1_000 }), facts({ subtotal: 0 }))).toEqual(refused("invalid", "Add items to your cart to use a coupon"));
  });

  it("tells how much more to add below the minimum order, and takes exactly the minimum", () => {
    // ₹500 minimum, ₹412.50 in the cart: ₹87.50 more.
    expect(judgeCoupon(rule({ minOrder: 50_000 }), facts({ subtotal: 41_250 }))).toEqual(refused("invalid", "Add ₹87.50 more to use TEST (minimum order ₹500.00)"));
    // ₹1,499 minimum, one paisa short: Indian grouping in the minimum.
    expect(judgeCoupon(rule({ minOrder: 149_900 }), facts({ subtotal: 149_899 }))).toEqual(refused("invalid", "Add ₹0.01 more to use TEST (minimum order ₹1,499.00)"));
    expect(judgeCoupon(rule({ minOrder: 50_000 }), facts({ subtotal: 50_000 }))).toEqual({ ok: true, discount: 5_000 });
  });

  it("checks the rules in order: inactive before expired before used up before sign-in", () => {
    const everythingWrong = rule({ active: false, endsAt: new Date(0), usageLimit: 1, perUserLimit: 1, minOrder: 10 ** 9 });
    expect(judgeCoupon(everythingWrong, facts({ usesTotal: 9, subtotal: 0 })).ok).toBe(false);
    expect(judgeCoupon(everythingWrong, facts({ usesTotal: 9, subtotal: 0 }))).toMatchObject({ message: "The coupon TEST is no longer active" });
    expect(judgeCoupon({ ...everythingWrong, active: true }, facts({ usesTotal: 9 }))).toMatchObject({ message: "The coupon TEST has expired" });
    expect(judgeCoupon({ ...everythingWrong, active: true, endsAt: null }, facts({ usesTotal: 9 }))).toMatchObject({
      message: "The coupon TEST has been fully used",
    });
    expect(judgeCoupon({ ...everythingWrong, active: true, endsAt: null, usageLimit: null }, facts())).toMatchObject({ kind: "unauthenticated" });
  });
});

describe("judgeCoupon: discounts", () => {
  it("gives a percentage of the subtotal, rounded down to the paisa", () => {
    // 10 % of ₹1,234.56 = ₹123.456 → ₹123.45.
    expect(judgeCoupon(rule({ kind: "percent", value: 1_000 }), facts({ subtotal: 123_456 }))).toEqual({ ok: true, discount: 12_345 });
    // 12.5 % of ₹99.99 = ₹12.49875 → ₹12.49.
    expect(judgeCoupon(rule({ kind: "percent", value: 1_250 }), facts({ subtotal: 9_999 }))).toEqual({ ok: true, discount: 1_249 });
  });

  it("caps a percentage at its maximum discount", () => {
    // SAVE10: 10 % up to ₹100. ₹800 → ₹80; ₹1,500 → ₹150, capped at ₹100.
    const save10 = rule({ kind: "percent", value: 1_000, maxDiscount: 10_000, minOrder: 50_000 });
    expect(judgeCoupon(save10, facts({ subtotal: 80_000 }))).toEqual({ ok: true, discount: 8_000 });
    expect(judgeCoupon(save10, facts({ subtotal: 100_000 }))).toEqual({ ok: true, discount: 10_000 });
    expect(judgeCoupon(save10, facts({ subtotal: 150_000 }))).toEqual({ ok: true, discount: 10_000 });
  });

  it("never gives more than the subtotal: a flat coupon larger than the cart, a percentage above 100 %", () => {
    expect(judgeCoupon(rule({ value: 50_000 }), facts({ subtotal: 12_300 }))).toEqual({ ok: true, discount: 12_300 });
    expect(judgeCoupon(rule({ kind: "percent", value: 15_000 }), facts({ subtotal: 20_000 }))).toEqual({ ok: true, discount: 20_000 });
  });

  it("caps a flat coupon too, and never answers a negative discount", () => {
    expect(judgeCoupon(rule({ value: 9_000, maxDiscount: 2_500 }), facts())).toEqual({ ok: true, discount: 2_500 });
    expect(judgeCoupon(rule({ value: -500 }), facts())).toEqual({ ok: true, discount: 0 });
    expect(judgeCoupon(rule({ kind: "percent", value: 1_000, maxDiscount: -1 }), facts())).toEqual({ ok: true, discount: 0 });
  });
});
