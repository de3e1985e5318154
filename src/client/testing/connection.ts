// Test support only: the connection dropping and coming back as a browser reports it, with
// navigator.onLine saying so and the window hearing the event. Back online is jsdom's own
// navigator again, so a test that ends with setConnection(true) leaves nothing behind.
import { act } from "@testing-library/react";

export function setConnection(online: boolean): void {
  if (online) Reflect.deleteProperty(navigator, "onLine");
  else Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}
