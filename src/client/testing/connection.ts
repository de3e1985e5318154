// Test support only: the connection dropping and coming back as a browser reports it, with
// navigator.onLine saying so and the window hearing the event. Back online is jsdom's own
// navigator again, so a test that ends with setConnection(true) leaves nothing behind.
// A component listens from its first effects on, which on a busy machine may not have run when
// the event fires; it then reads the connection as it subscribes and draws again a moment later,
// so tests wait (waitFor, findBy) for what the change shows.
import { act } from "@testing-library/react";

export function setConnection(online: boolean): void {
  if (online) Reflect.deleteProperty(navigator, "onLine");
  else Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}
