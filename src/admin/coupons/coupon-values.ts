// The coupon form's values (text, as typed) to the API's body and back. Times are edited in the
// admin's own clock (datetime-local inputs) and sent as instants.
import type { AdminCoupon, CouponBody } from "../../shared/api/admin-coupons";

export interface CouponValues {
  code: string;
  description: string;
  kind: "percent" | "flat";
  value: string;
  max_discount: string;
  min_order: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_user_limit: string;
  first_order_only: boolean;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local input shows it, in this browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as an instant; what cannot be read is sent as typed, for the server to refuse. */
export function instant(local: string): string | null {
  if (!local.trim()) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

const text = (n: number | null) => (n === null ? "" : String(n));
/** Empty is "none"; anything else is sent as a number (or as typed, when it is not one, to be refused). */
const numberOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value));

export function couponValues(coupon: AdminCoupon | null): CouponValues {
  return {
    code: coupon?.code ?? "",
    description: coupon?.description ?? "",
    kind: coupon?.kind ?? "percent",
    value: coupon ? String(coupon.value) : "",
    max_discount: text(coupon?.max_discount ?? null),
    min_order: coupon && coupon.min_order > 0 ? String(coupon.min_order) : "",
    starts_at: localInput(coupon?.starts_at ?? null),
    ends_at: localInput(coupon?.ends_at ?? null),
    usage_limit: text(coupon?.usage_limit ?? null),
    per_user_limit: text(coupon?.per_user_limit ?? null),
    first_order_only: coupon?.first_order_only ?? false,
    active: coupon?.active ?? true,
  };
}

export function couponBodyOf(values: CouponValues): CouponBody {
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    value: Number(values.value),
    max_discount: numberOrNull(values.max_discount),
    min_order: numberOrNull(values.min_order) ?? 0,
    starts_at: instant(values.starts_at),
    ends_at: instant(values.ends_at),
    usage_limit: numberOrNull(values.usage_limit),
    per_user_limit: numberOrNull(values.per_user_limit),
    first_order_only: values.first_order_only,
    active: values.active,
  };
}
