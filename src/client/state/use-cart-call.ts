// Runs one cart call and shows the cart it answers (§4, wholesale). A failure goes to the error
// reporter (§8 "cart errors") and is raised again, so each control tells the shopper in its own
// place: a toast for the add buttons, inline under the coupon field.
import { useCallback } from "react";
import { useSetAtom } from "jotai";
import type { Cart } from "../../shared/api/cart";
import { reportError } from "../lib/error-reporter";
import { cartTicket, receiveCartAtom } from "./cart-atom";

export type CartCall = (call: () => Promise<Cart>, where: string) => Promise<Cart>;

export function useCartCall(): CartCall {
  const receive = useSetAtom(receiveCartAtom);
  return useCallback(
    async (call, where) => {
      const ticket = cartTicket();
      try {
        const cart = await call();
        receive(cart, ticket);
        return cart;
      } catch (error) {
        reportError(error, { where });
        throw error;
      }
    },
    [receive],
  );
}
