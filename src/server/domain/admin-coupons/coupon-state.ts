// A coupon's state (src/shared/api/admin-coupons.ts COUPON_STATES) as one SQL expression, so the
// state a coupon is listed with and the state the list is filtered by cannot disagree, and a
// page of a filtered list is cut in the database. The checks and their bounds are the cart's
// (src/server/domain/coupons/judge-coupon.ts): a coupon is refused before starts_at and after
// ends_at, and once its redemptions reach usage_limit.
import { eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { CouponState } from "../../../shared/api/admin-coupons";
import * as t from "../../db/schema";

/** The coupon's redemptions, which are what its limits count (a released order's are deleted). */
export const couponUses = (): SQL<number> => sql<number>`(select count(*) from ${t.couponRedemptions} where ${eq(t.couponRedemptions.couponId, t.coupons.id)})`.mapWith(Number);

/** The state of the coupons row at `now`; an expression over t.coupons, for a query from it. */
export function couponState(now: Date): SQL<CouponState> {
  return sql<CouponState>`case
    when not ${t.coupons.active} then 'disabled'
    when ${gt(t.coupons.startsAt, now)} then 'scheduled'
    when ${lt(t.coupons.endsAt, now)} then 'expired'
    when ${t.coupons.usageLimit} is not null and ${couponUses()} >= ${t.coupons.usageLimit} then 'used_up'
    else 'active' end`;
}
