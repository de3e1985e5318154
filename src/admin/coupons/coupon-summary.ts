// A coupon's rules in a line, for the list: what it gives and on what.
import type { AdminCoupon } from "../../shared/api/admin-coupons";
import { formatDate } from "../../shared/date-format";
import { formatRupees } from "../../shared/money";

export function couponSummary(coupon: AdminCoupon): string {
  const parts = [coupon.kind === "percent" ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`];
  if (coupon.max_discount !== null) parts.push(`up to ${formatRupees(coupon.max_discount)}`);
  if (coupon.min_order > 0) parts.push(`orders from ${formatRupees(coupon.min_order)}`);
  if (coupon.first_order_only) parts.push("first order only");
  if (coupon.ends_at) parts.push(`until ${formatDate(coupon.ends_at)}`);
  return parts.join(", ");
}

/** Uses so far, against the total limit when there is one. */
export const usesText = (coupon: AdminCoupon) => (coupon.usage_limit === null ? String(coupon.used) : `${coupon.used} of ${coupon.usage_limit}`);
