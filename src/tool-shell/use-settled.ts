// What is typed, once the typing pauses: what a part of a screen asks the server about (the
// counter's search and price, the builder's pickers and picture search; the key useLoaded is
// given), so a burst of keys is one question, not one per key.
import { useEffect, useState } from "react";

/** `value` once it has stood for `delayMs`; `now` takes it at once (an emptied search, a scan, a list closed). */
export function useSettled(value: string, delayMs: number, now = false): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (now) return setSettled(value);
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, now]);
  return now ? value : settled;
}
