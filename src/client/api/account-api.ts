// The signed-in shopper's account calls (ADR 0017). Each answers 401 to a visitor.
import type { Address, AddressBody, OrderDetail, OrderSummary, Paged, Profile, ReorderAnswer, WishlistWithProducts } from "../../shared/api/account";
import { screenApi } from "../../shared/screen-answers";
import { buildUrl, http } from "./http-client";

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return http.get<Profile>(screenApi.profile, { signal });
}

export function updateProfile(name: string, email: string): Promise<Profile> {
  return http.put<Profile>("/api/account/profile", { name, email });
}

export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return http.get<Address[]>(screenApi.addresses, { signal });
}

export function createAddress(body: AddressBody): Promise<Address> {
  return http.post<Address>("/api/account/addresses", body);
}

export function updateAddress(id: number, body: AddressBody): Promise<Address> {
  return http.put<Address>(`/api/account/addresses/${id}`, body);
}

export function deleteAddress(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/api/account/addresses/${id}`);
}

export function setDefaultAddress(id: number): Promise<Address> {
  return http.post<Address>(`/api/account/addresses/${id}/default`);
}

export function fetchOrders(page: number, perPage: number, signal?: AbortSignal): Promise<Paged<OrderSummary>> {
  return http.get<Paged<OrderSummary>>(screenApi.orders(page, perPage), { signal });
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return http.get<OrderDetail>(screenApi.order(id), { signal });
}

/** Puts the order's packs in the cart again at today's prices (issue 33). */
export function reorderOrder(id: number): Promise<ReorderAnswer> {
  return http.post<ReorderAnswer>(`/api/account/orders/${id}/reorder`, {});
}

/** Where the order's GST document (issue 34) opens as a PDF. */
export const orderDocumentPdfUrl = (orderId: number, documentId: number) => buildUrl(`/api/account/orders/${orderId}/documents/${documentId}/pdf`, {});

/** Cancels the order before its cut-off (issue 33); answers it as it now is. */
export function cancelOwnOrder(id: number, reason: string): Promise<OrderDetail> {
  return http.post<OrderDetail>(`/api/account/orders/${id}/cancel`, { reason });
}

export function fetchAccountWishlist(signal?: AbortSignal): Promise<WishlistWithProducts[]> {
  return http.get<WishlistWithProducts[]>(screenApi.wishlist, { signal });
}
