// False while rendering on the server and while hydrating what the server rendered, true
// afterwards: content that can only be made in a browser (e.g. what reads localStorage) waits
// until then, so the first browser render matches the server's HTML.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
