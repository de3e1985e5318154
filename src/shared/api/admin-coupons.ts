// API contract of the back-office's coupons (issue 11): the active website's coupons with every
// rule the cart enforces (src/server/domain/coupons/judge-coupon.ts) and how often each was used.
// Paths are below /s. Every route answers 401 when signed out and 403 when the user is not an
// admin of the active website (nor a superadmin); an id that is not the active website's answers
// 404. Errors are in the §8 shape {message, errors?}: 422 with a message per field for bad input,
// 409 for a code the website already has or a refused delete.
//
// Codes are kept as the cart reads them: trimmed and in capitals, so "save10 " is SAVE10.
// Money crosses this API in rupees (at most 2 decimals) and is kept in paise; a percentage
// crosses it in percent (at most 2 decimals, 12.5 = 12.5 %) and is kept in hundredths.
//
// A coupon that has been used is disabled (active false), never deleted: its redemptions count
// towards its limits and deleting it would drop them. One that was never used may be deleted,
// so a coupon made by mistake leaves nothing behind (orders keep the code they were placed with).
//
// Every coupon answer carries its state at the moment of the answer, worked out by the server
// (src/server/domain/admin-coupons/coupon-state.ts) with the cart's own rules, so the back office
// never calls a coupon active that the cart would refuse for its dates or its uses.
import * as z from "zod/mini";
import { listQuery, MAX_RUPEES, type ListMeta } from "./admin-catalogue";
import { inAdminYears, outsideAdminYears } from "./admin-years";
import { rupeesField } from "./rupees-field";
import { multiLine } from "./text-field";
import { COUPON_CODE_MAX } from "./cart";
import { COUPON_CODE_PATTERN, normaliseCouponCode } from "../coupon-code";

/**
 * GET AdminCouponsAnswer. Query: q (code or description contains, at most 100 characters),
 * state (one of COUPON_STATES), page (default 1), per_page (5, 10, 20, 50 or 100; default 20);
 * newest first. POST CouponBody: 201 AdminCoupon; 409 {errors: {code}} COUPON_CODE_TAKEN.
 */
export const ADMIN_COUPONS_PATH = "/api/admin/coupons";
/**
 * GET AdminCoupon. PUT CouponBody replaces every rule (active false disables it): AdminCoupon;
 * 409 COUPON_CODE_TAKEN. DELETE: 204 for a coupon never used, else 409 COUPON_USED.
 */
export const adminCouponPath = (id: number) => `${ADMIN_COUPONS_PATH}/${id}`;

export const COUPON_CODE_TAKEN = "This shop already has a coupon with this code";
export const COUPON_USED = "This coupon has been used, so it cannot be deleted; disable it instead";
export const COUPON_CODE_FORMAT = "Use letters, digits, - and _ in the code, at most 40";
export const PERCENT_RANGE = "A percentage must be more than 0 and at most 100";
export const ENDS_BEFORE_START = "The coupon must end after it starts";
export const PER_USER_ABOVE_USAGE = "The limit per customer cannot be above the total limit";
export const COUPON_NOT_FOUND = "There is no such coupon in this shop";
export const DESCRIPTION_MAX = 500;
export const MAX_USES = 1_000_000;

const amount = (label: string, min: "zero" | "positive") => rupeesField({ label, min, max: MAX_RUPEES });
const limit = (label: string) =>
  z.nullable(z.int(`${label} must be a whole number`).check(z.minimum(1, `${label} must be at least 1 (leave it empty for no limit)`), z.maximum(MAX_USES, `${label} may be at most ${MAX_USES}`)));
const instant = (label: string) =>
  z.nullable(z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` }).check(z.refine((v) => inAdminYears(Date.parse(v)), outsideAdminYears(label))));

export const couponBody = z
  .object({
    code: z
      .pipe(z.string("Give the code").check(z.maxLength(COUPON_CODE_MAX + 20, COUPON_CODE_FORMAT)), z.transform(normaliseCouponCode))
      .check(z.minLength(1, "Give the code"), z.regex(COUPON_CODE_PATTERN, COUPON_CODE_FORMAT)),
    description: z._default(
      z.string("The description must be text").check(z.trim(), z.maxLength(DESCRIPTION_MAX, `The description may hold at most ${DESCRIPTION_MAX} characters`), multiLine("The description")),
      "",
    ),
    kind: z.enum(["percent", "flat"], "The kind must be percent or flat"),
    /** Percent off (kind percent) or rupees off (kind flat). */
    value: rupeesField({ label: "The discount", min: "positive", max: MAX_RUPEES, notANumber: "Give the discount as a number" }),
    max_discount: z._default(z.nullable(amount("The maximum discount", "positive")), null),
    min_order: z._default(amount("The minimum order", "zero"), 0),
    starts_at: z._default(instant("The start"), null),
    ends_at: z._default(instant("The end"), null),
    usage_limit: z._default(limit("The total limit"), null),
    per_user_limit: z._default(limit("The limit per customer"), null),
    first_order_only: z._default(z.boolean("First order only must be true or false"), false),
    active: z._default(z.boolean("Active must be true or false"), true),
  })
  .check(
    z.refine((v) => v.kind !== "percent" || v.value <= 100, { message: PERCENT_RANGE, path: ["value"] }),
    z.refine((v) => !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at), { message: ENDS_BEFORE_START, path: ["ends_at"] }),
    z.refine((v) => v.usage_limit === null || v.per_user_limit === null || v.per_user_limit <= v.usage_limit, { message: PER_USER_ABOVE_USAGE, path: ["per_user_limit"] }),
  );
export type CouponBody = z.input<typeof couponBody>;
export type ParsedCoupon = z.output<typeof couponBody>;

/**
 * The first that holds, in this order: disabled (active false), scheduled (starts_at not reached),
 * expired (ends_at passed), used_up (uses reached usage_limit), else active. A coupon is still
 * active at the very instant it starts or ends, as the cart takes it.
 */
export const COUPON_STATES = ["active", "scheduled", "expired", "used_up", "disabled"] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const couponListQuery = z.extend(listQuery, {
  state: z.optional(z.enum(COUPON_STATES, `state must be one of ${COUPON_STATES.join(", ")}`)),
});

export interface AdminCoupon {
  id: number;
  code: string;
  description: string;
  kind: "percent" | "flat";
  /** Percent (kind percent) or rupees (kind flat). */
  value: number;
  max_discount: number | null;
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  first_order_only: boolean;
  active: boolean;
  /** Orders that used it and count towards its limits (a cancelled order's use is given back). */
  used: number;
  /** At the time of the answer. */
  state: CouponState;
}

export interface AdminCouponsAnswer {
  data: AdminCoupon[];
  meta: ListMeta;
}
