// The coupon rules (ADR 0015), one place for both applying a code and pricing a cart that holds
// one. Amounts are paise; percentages are hundredths of a percent.
import { formatRupees, toRupees } from "../../../shared/money";
import type { RefusalKind } from "../refusal";

export interface CouponRule {
  code: string;
  kind: "percent" | "flat";
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  firstOrderOnly: boolean;
  active: boolean;
}

export interface CouponFacts {
  /** Valid lines at selling price. */
  subtotal: number;
  now: Date;
  signedIn: boolean;
  usesTotal: number;
  usesByUser: number;
  /** The user's orders on this website that count (placed, not cancelled). */
  ordersByUser: number;
}

/** A refusal says why (ADR 0073): the shopper must sign in first, or the coupon does not apply. */
export type CouponVerdict = { ok: true; discount: number } | { ok: false; kind: Extract<RefusalKind, "unauthenticated" | "invalid">; message: string };

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** Whether the coupon applies to these facts, and its discount (never more than the subtotal). */
export function judgeCoupon(coupon: CouponRule, facts: CouponFacts): CouponVerdict {
  const no = (message: string, kind: "unauthenticated" | "invalid" = "invalid"): CouponVerdict => ({ ok: false, kind, message });
  if (!coupon.active) return no(`The coupon ${coupon.code} is no longer active`);
  if (coupon.startsAt && facts.now < coupon.startsAt) return no(`The coupon ${coupon.code} is not valid yet`);
  if (coupon.endsAt && facts.now > coupon.endsAt) return no(`The coupon ${coupon.code} has expired`);
  if (coupon.usageLimit !== null && facts.usesTotal >= coupon.usageLimit) return no(`The coupon ${coupon.code} has been fully used`);
  const perUser = coupon.perUserLimit !== null || coupon.firstOrderOnly;
  if (perUser && !facts.signedIn) return no(`Please sign in to use the coupon ${coupon.code}`, "unauthenticated");
  if (coupon.firstOrderOnly && facts.ordersByUser > 0) return no(`The coupon ${coupon.code} is only for your first order`);
  if (coupon.perUserLimit !== null && facts.usesByUser >= coupon.perUserLimit) {
    return no(coupon.perUserLimit === 1 ? `You have already used the coupon ${coupon.code}` : `You have used the coupon ${coupon.code} ${coupon.perUserLimit} times already`);
  }
  if (facts.subtotal <= 0) return no("Add items to your cart to use a coupon");
  if (facts.subtotal < coupon.minOrder) {
    return no(`Add ${rupees(coupon.minOrder - facts.subtotal)} more to use ${coupon.code} (minimum order ${rupees(coupon.minOrder)})`);
  }
  let discount = coupon.kind === "percent" ? Math.floor((facts.subtotal * coupon.value) / 10_000) : coupon.value;
  if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  return { ok: true, discount: Math.max(0, Math.min(discount, facts.subtotal)) };
}
