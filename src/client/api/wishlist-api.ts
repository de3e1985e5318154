// §7 wishlist calls. They belong to a signed-in user: a visitor without one gets 401.
import type { WishlistCategory, WishlistCategoryAnswer, WishlistUpdateAnswer } from "../../shared/api/wishlist";
import { http } from "./http-client";

export function fetchWishlists(signal?: AbortSignal): Promise<WishlistCategory[]> {
  return http.get<WishlistCategory[]>("/api/wishlist", { signal });
}

export function createWishlist(name: string): Promise<WishlistCategoryAnswer> {
  return http.post<WishlistCategoryAnswer>("/api/wishlistCategory", { name });
}

/** Puts the product in the wish list, or takes it out when it is there (the server toggles). */
export function updateWishlist(productId: number, wishlistCategoryId: number): Promise<WishlistUpdateAnswer> {
  return http.post<WishlistUpdateAnswer>("/api/wishlist/update", { product_id: productId, wishlist_category_id: wishlistCategoryId });
}
