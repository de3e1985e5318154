// The coupon rules (ADR 0015), one place for both applying a code and pricing a cart that holds
// one. Amounts are paise; percentages are hundredths of a percent.
import { formatRupees, toRupees } from "../../../shared/money";
import type { RefusalKind } from "../refusal";
import { text, type ServerText } from "../server-text";

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
export type CouponVerdict = { ok: true; discount: number } | { ok: false; kind: Extract<RefusalKind, "unauthenticated" | "invalid">; message: string; text: ServerText };

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** Whether the coupon applies to these facts, and its discount (never more than the subtotal). */
export function judgeCoupon(coupon: CouponRule, facts: CouponFacts): CouponVerdict {
  const no = (said: ServerText, kind: "unauthenticated" | "invalid" = "invalid"): CouponVerdict => ({ ok: false, kind, message: String(said), text: said });
  const code = coupon.code;
  if (!coupon.active) return no(text("server.couponInactive", { code }));
  if (coupon.startsAt && facts.now < coupon.startsAt) return no(text("server.couponNotYet", { code }));
  if (coupon.endsAt && facts.now > coupon.endsAt) return no(text("server.couponExpired", { code }));
  if (coupon.usageLimit !== null && facts.usesTotal >= coupon.usageLimit) return no(text("server.couponUsedUp", { code }));
  const perUser = coupon.perUserLimit !== null || coupon.firstOrderOnly;
  if (perUser && !facts.signedIn) return no(text("server.couponSignIn", { code }), "unauthenticated");
  if (coupon.firstOrderOnly && facts.ordersByUser > 0) return no(text("server.couponFirstOrder", { code }));
  if (coupon.perUserLimit !== null && facts.usesByUser >= coupon.perUserLimit) {
    return no(coupon.perUserLimit === 1 ? text("server.couponUsedOnce", { code }) : text("server.couponUsedTimes", { code, times: coupon.perUserLimit }));
  }
  if (facts.subtotal <= 0) return no(text("server.couponEmptyCart"));
  if (facts.subtotal < coupon.minOrder) {
    return no(text("server.couponMinOrder", { more: rupees(coupon.minOrder - facts.subtotal), code, min: rupees(coupon.minOrder) }));
  }
  let discount = coupon.kind === "percent" ? Math.floor((facts.subtotal * coupon.value) / 10_000) : coupon.value;
  if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  return { ok: true, discount: Math.max(0, Math.min(discount, facts.subtotal)) };
}
