// Whether a CSS media query matches, kept current as the window is resized or turned. For
// what CSS cannot do alone (mount a phone-only dialog); layout itself stays in the stylesheets.
import { useCallback, useSyncExternalStore } from "react";

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null;
}

/** False on the server and while hydrating its HTML, so the first browser render matches it. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.("change", onChange);
      return () => list?.removeEventListener?.("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
