// An address may ask for the cart panel open on arrival (`?cart=open`): a "view your cart" link
// in a message lands on the cart itself, and the performance bench measures the shop with the
// panel open as a shopper sees it. Closing the panel leaves the address as it is.
import { startTransition, useEffect } from "react";
import { useLocation } from "react-router";
import { useSetAtom } from "jotai";
import { cartPanelOpenAtom } from "../state/ui-atoms";

export const CART_OPEN_PARAM = "cart";

export function asksForOpenCart(search: string): boolean {
  return new URLSearchParams(search).get(CART_OPEN_PARAM) === "open";
}

/** Opens the cart panel whenever the address asks for it. */
export function useCartOpenParam(): void {
  const { search } = useLocation();
  const setOpen = useSetAtom(cartPanelOpenAtom);
  useEffect(() => {
    // Not urgent, unlike a tap on the cart: drawn in a transition, the panel's lines are rendered
    // in slices a tap can come between, not in one long task on a slow phone.
    if (asksForOpenCart(search)) startTransition(() => setOpen(true));
  }, [search, setOpen]);
}
