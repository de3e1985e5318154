// §4: the cart is replaced wholesale by every server cart answer. The only writers take a
// whole cart, so no screen can patch a line and drift from what the server computed.
import { atom, type Atom } from "jotai";
import { selectAtom } from "jotai/utils";
import { emptyCart, type Cart, type CartItem } from "../../shared/api/cart-shape";

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
  // An answer that changes nothing (the panel asking again on opening) keeps the cart shown as
  // it is: a new object would re-render every screen that reads the cart, for nothing.
  if (!sameJson(get(cartState), cart)) set(cartState, cart);
});

// Carts and lines are plain JSON from the server, small enough to compare as text.
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const lineAtoms = new Map<number, Atom<CartItem | undefined>>();

/**
 * One pack's line of the cart (undefined while the pack is not in it). A page shows a control
 * per pack; each follows its own line, so a change to one line re-renders one control, not all.
 */
export function cartLineAtom(packId: number): Atom<CartItem | undefined> {
  let lineAtom = lineAtoms.get(packId);
  if (!lineAtom) {
    lineAtom = selectAtom(cartState, (cart) => cart.items.find((item) => item.pack_id === packId), sameJson);
    lineAtoms.set(packId, lineAtom);
  }
  return lineAtom;
}

/** The badge count: packs in the cart, each line counted by its quantity. */
export const cartCountAtom = atom((get) => get(cartState).items.reduce((sum, item) => sum + item.quantity, 0));
