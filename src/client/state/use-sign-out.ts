// §4 logout: the server ends the session, then the user is cleared. The shop then loads the
// home page afresh (ADR 0021) so that nothing of the signed-in state — cart, pincode, wish-list
// marks, page data fetched for the user, the pages the phone kept offline — stays on a shared
// device. A failed call is reported and raised: the session may still be alive, so the caller
// must not say it is over.
import { useCallback } from "react";
import { useSetAtom } from "jotai";
import { logout } from "../api/session-api";
import { reportError } from "../lib/error-reporter";
import { clearPendingSignIn } from "../lib/pending-sign-in";
import { clearPrivateCopies } from "../offline/clear-private-copies";
import { clearCartQueue } from "../offline/cart-queue";
import { replacePage } from "../lib/reload-page";
import { setUserAtom } from "./user-atom";

export function useSignOut(): () => Promise<void> {
  const setUser = useSetAtom(setUserAtom);
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      reportError(error, { where: "logout" });
      throw error;
    }
    setUser(null);
    clearPendingSignIn();
    clearCartQueue();
    await clearPrivateCopies();
    replacePage("/");
  }, [setUser]);
}
