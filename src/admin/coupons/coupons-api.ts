// The back office's calls to the coupons admin API (src/shared/api/admin-coupons.ts), and where
// the coupon screens live below the back office's address.
import { http } from "../../client/api/http-client";
import { adminCouponPath, ADMIN_COUPONS_PATH, type AdminCoupon, type AdminCouponsAnswer, type CouponBody, type CouponState } from "../../shared/api/admin-coupons";

export interface CouponFilters {
  q?: string;
  state?: CouponState;
  page: number;
  per_page: number;
}

export const couponsApi = {
  list: (query: CouponFilters, signal?: AbortSignal) => http.get<AdminCouponsAnswer>(ADMIN_COUPONS_PATH, { query: { ...query }, signal }),
  read: (id: number, signal?: AbortSignal) => http.get<AdminCoupon>(adminCouponPath(id), { signal }),
  create: (body: CouponBody) => http.post<AdminCoupon>(ADMIN_COUPONS_PATH, body),
  update: (id: number, body: CouponBody) => http.put<AdminCoupon>(adminCouponPath(id), body),
  remove: (id: number) => http.delete<null>(adminCouponPath(id)),
};

export const COUPONS_SEGMENT = "coupons";
export const NEW_COUPON_SEGMENT = "new";
/** Absolute below the router's basename. */
export const couponsPath = () => `/${COUPONS_SEGMENT}`;
export const couponPath = (id: number | "new") => `/${COUPONS_SEGMENT}/${id === "new" ? NEW_COUPON_SEGMENT : id}`;
