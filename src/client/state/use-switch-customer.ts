// After a sales agent starts or stops shopping for a customer: the cart calls now work on
// another person's cart, so the cart is fetched again, and every page shows whom for.
import { useCallback } from "react";
import { useSetAtom } from "jotai";
import type { AgentCustomer } from "../../shared/api/account";
import { fetchCart } from "../api/cart-api";
import { actingForAtom } from "./acting-for-atom";
import { useCartCall } from "./use-cart-call";

export function useSwitchCustomer(): (customer: AgentCustomer | null) => void {
  const setActingFor = useSetAtom(actingForAtom);
  const cartCall = useCartCall();
  return useCallback(
    (customer) => {
      setActingFor(customer);
      // A failed reload is reported by cartCall; the next cart answer puts it right.
      void cartCall(() => fetchCart(), "cart after switching customer").catch(() => undefined);
    },
    [setActingFor, cartCall],
  );
}
