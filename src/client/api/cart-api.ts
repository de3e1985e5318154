// §7 cart and coupon calls. Each answers the whole cart (coupons carry it beside their message),
// which the caller puts in the cart atom as it is (§4): the shop never patches a line itself.
import type { Cart, CartAddBody, CartQuery, CouponAnswer } from "../../shared/api/cart";
import { http } from "./http-client";

export function fetchCart(query: CartQuery = {}, signal?: AbortSignal): Promise<Cart> {
  return http.get<Cart>("/api/cart", { query, signal });
}

export function addToCart(body: CartAddBody): Promise<Cart> {
  return http.post<Cart>("/api/cart/add", body);
}

/** Takes one of the pack out of the cart, or its whole line when `wholeLine` is set. */
export function removeFromCart(packId: number, wholeLine = false): Promise<Cart> {
  return http.post<Cart>("/api/cart/remove", wholeLine ? { pack_id: packId, remove: true } : { pack_id: packId });
}

export function applyCoupon(code: string): Promise<CouponAnswer> {
  return http.post<CouponAnswer>("/api/apply/coupon", { code });
}

export function removeCoupon(): Promise<CouponAnswer> {
  return http.get<CouponAnswer>("/api/remove/coupon");
}
