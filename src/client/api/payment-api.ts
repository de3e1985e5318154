// Online payment calls (ADR 0020): the hand-off that opens the provider's checkout for an order
// awaiting payment, and the confirmation when the shopper comes back from it.
import type { ConfirmPaymentAnswer, ConfirmPaymentBody, PaymentHandOff } from "../../shared/api/payments";
import { http } from "./http-client";

/** May start a provider order (a retry after a failure); the server asks the provider first. */
export function fetchPaymentHandOff(orderId: string, signal?: AbortSignal): Promise<PaymentHandOff> {
  return http.get<PaymentHandOff>(`/api/checkout/payment/${encodeURIComponent(orderId)}`, { signal });
}

export function confirmPayment(orderId: string, body: ConfirmPaymentBody, signal?: AbortSignal): Promise<ConfirmPaymentAnswer> {
  return http.post<ConfirmPaymentAnswer>(`/api/checkout/confirm/${encodeURIComponent(orderId)}`, body, { signal });
}
