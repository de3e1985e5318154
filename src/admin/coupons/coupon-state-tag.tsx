// A coupon's state as the server worked it out (src/shared/api/admin-coupons.ts COUPON_STATES),
// as a tag; the screens never work it out from the dates themselves, whose clock may be off.
import { Tag, type TagTone } from "../../client/ui/tag";
import type { CouponState } from "../../shared/api/admin-coupons";

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: "Active",
  scheduled: "Scheduled",
  expired: "Expired",
  used_up: "Used up",
  disabled: "Disabled",
};

const STATE_TONES: Record<CouponState, TagTone> = {
  active: "success",
  scheduled: "primary",
  expired: "neutral",
  used_up: "warning",
  disabled: "neutral",
};

/** The state the server gave the coupon, as a tag. */
export function CouponStateTag({ state }: { state: CouponState }) {
  return (
    <Tag tone={STATE_TONES[state]} className="coupon-state">
      {COUPON_STATE_LABELS[state]}
    </Tag>
  );
}
