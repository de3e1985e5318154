// Sends the cart presses queued offline (issue 36) whenever the browser is online with some
// waiting: when the shop starts and when the connection comes back. A flush stopped by the
// connection dropping again waits for the next `online`. Mounted once, in the shell; draws nothing.
import { useEffect } from "react";
import { useAtomValue } from "jotai";
import { useCartCall } from "../state/use-cart-call";
import { useOnline } from "../state/use-online";
import { cartQueueAtom, flushCartQueue } from "./cart-queue";

export function CartQueueSync() {
  const cartCall = useCartCall();
  const online = useOnline();
  const waiting = useAtomValue(cartQueueAtom).length > 0;

  useEffect(() => {
    if (online && waiting) void flushCartQueue(cartCall);
  }, [online, waiting, cartCall]);

  return null;
}
