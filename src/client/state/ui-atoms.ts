// Which panel or modal of the shell is open (§2 "Panels and modals").
import { atom } from "jotai";

export const cartPanelOpenAtom = atom(false);
export const drawerOpenAtom = atom(false);
export const pincodeModalOpenAtom = atom(false);
export const categoryFilterOpenAtom = atom(false);
export const searchOpenAtom = atom(false);

/** The product whose wish lists are being chosen in the wishlist modal; null when it is closed. */
export interface WishlistTarget {
  product_id: number;
  product_name: string;
}
export const wishlistTargetAtom = atom<WishlistTarget | null>(null);
