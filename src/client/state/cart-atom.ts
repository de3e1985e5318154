// §4: the cart is replaced wholesale by every server cart answer. The only writers take a
// whole cart, so no screen can patch a line and drift from what the server computed.
import { atom } from "jotai";
import { emptyCart, type Cart } from "../../shared/api/cart-shape";

const cartState = atom<Cart>(emptyCart());
// The ticket of the call whose cart is shown (0: the init answer's).
const shownTicket = atom(0);
let lastTicket = 0;

export const cartAtom = atom(
  (get) => get(cartState),
  (_get, set, cart: Cart) => {
    set(cartState, cart);
  },
);

/** Taken when a cart call starts: answers are then applied in the order the calls began. */
export function cartTicket(): number {
  return ++lastTicket;
}

/**
 * Shows the cart a call answered, unless a call begun later has already answered: its cart was
 * worked out after this one, so this one is out of date (a slow add landing after a quick one).
 */
export const receiveCartAtom = atom(null, (get, set, cart: Cart, ticket: number) => {
  if (ticket < get(shownTicket)) return;
  set(shownTicket, ticket);
  set(cartState, cart);
});

/** The badge count: packs in the cart, each line counted by its quantity. */
export const cartCountAtom = atom((get) => get(cartState).items.reduce((sum, item) => sum + item.quantity, 0));
