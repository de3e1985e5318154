// The last step of every sign-in (the code screen for a known phone, registration for a new
// one): the user is set, the cart is fetched again — the server joined the guest's cart to the
// user's under a new session — and the caller is told where to go (§4: the saved path, taken,
// else the default landing, ADR 0021).
import { useCallback } from "react";
import { useSetAtom } from "jotai";
import type { SignedInUser } from "../../shared/api/init";
import { fetchCart } from "../api/cart-api";
import { landingPath } from "../lib/auth-redirect";
import { clearPendingSignIn } from "../lib/pending-sign-in";
import { clearPrivateCopies } from "../offline/clear-private-copies";
import { useCartCall } from "./use-cart-call";
import { setUserAtom } from "./user-atom";

export function useFinishSignIn(): (user: SignedInUser) => Promise<string> {
  const setUser = useSetAtom(setUserAtom);
  const cartCall = useCartCall();
  return useCallback(
    async (user) => {
      clearPendingSignIn();
      setUser(user);
      await clearPrivateCopies();
      // A failed reload is reported by cartCall; the cart panel asks again when opened.
      await cartCall(() => fetchCart(), "cart after sign-in").catch(() => undefined);
      return landingPath(user);
    },
    [setUser, cartCall],
  );
}
