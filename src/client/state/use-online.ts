// Whether the browser has a connection, as navigator.onLine and the window's online/offline
// events say (issue 36). Read as useMediaQuery reads the screen: online on the server and while
// hydrating its HTML, so the first browser render matches it; the browser's word everywhere
// else, already right in a component's first render (a payment hand-off must not start before
// it knows). navigator.onLine can say online on a network that reaches nothing, so this only
// explains a failure ahead of time: calls made while online still handle their errors.
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
