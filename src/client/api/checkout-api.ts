// Checkout calls (ADR 0019): what the checkout screen shows, placing the order under an
// Idempotency-Key, and the order the success page shows, found by its number.
import type { OrderDetail } from "../../shared/api/account";
import type { CheckoutSummary, PlaceOrderAnswer, PlaceOrderBody } from "../../shared/api/checkout";
import { screenApi } from "../../shared/screen-answers";
import { http } from "./http-client";

/** Placing re-prices the cart and takes stock in one transaction; a repeat of the same key may
 *  wait for the first (ADR 0019: up to 20 s), so the call is given longer than the default. */
export const PLACE_ORDER_TIMEOUT_MS = 30_000;

export function fetchCheckout(signal?: AbortSignal): Promise<CheckoutSummary> {
  return http.get<CheckoutSummary>(screenApi.checkout, { signal });
}

export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderAnswer> {
  return http.post<PlaceOrderAnswer>("/api/checkout/place", body, { headers: { "idempotency-key": idempotencyKey }, timeoutMs: PLACE_ORDER_TIMEOUT_MS });
}

export function fetchOrderByNumber(ordernumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  return http.get<OrderDetail>(`/api/account/orders/number/${encodeURIComponent(ordernumber)}`, { signal });
}
