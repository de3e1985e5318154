// §4: a product's wishlist flag flips locally once the server has saved the change. Page data
// (the product page's answer, the cards' responses) stays as the server sent it; what changed
// since is kept here, by product id, and read over it.
import { atom, useAtomValue } from "jotai";

export const wishlistFlagsAtom = atom<Readonly<Record<number, boolean>>>({});

export const setWishlistFlagAtom = atom(null, (get, set, productId: number, saved: boolean) => {
  set(wishlistFlagsAtom, { ...get(wishlistFlagsAtom), [productId]: saved });
});

/** The product's flag as the shopper last left it: a local change, else the page data's. */
export function useWishlistFlag(product: { product_id: number; wishlist: boolean }): boolean {
  return useAtomValue(wishlistFlagsAtom)[product.product_id] ?? product.wishlist;
}
