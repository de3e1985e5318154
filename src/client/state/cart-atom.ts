// §4: the cart is replaced wholesale by every server cart answer. The only writer takes a
// whole cart, so no screen can patch a line and drift from what the server computed.
import { atom } from "jotai";
import { emptyCart, type Cart } from "../../shared/api/cart";

const cartState = atom<Cart>(emptyCart());

export const cartAtom = atom(
  (get) => get(cartState),
  (_get, set, cart: Cart) => {
    set(cartState, cart);
  },
);

/** The badge count: packs in the cart, each line counted by its quantity. */
export const cartCountAtom = atom((get) => get(cartState).items.reduce((sum, item) => sum + item.quantity, 0));
