// The query a screen is loading while only its query changes (a list's filters, the POS's day):
// the screen shows what was asked for, and that an answer for it is on its way.
import { useHref, useLocation, useNavigation } from "react-router";

/** The new query (`?…`) while this screen's own address loads with it; null otherwise. */
export function usePendingQuery(): string | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The navigation's address carries the router's basename; the location here does not.
  const here = useHref(pathname);
  return navigation.state === "loading" && navigation.location.pathname === here ? navigation.location.search : null;
}
