// How a coupon code is written: one rule for the cart that looks codes up and the back office
// that creates them, so an admin can never make a code no shopper can apply.

/** What a code is once trimmed and in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{1,40}$/;

/** The code as it is stored and looked up. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();
