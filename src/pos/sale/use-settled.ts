// What the staff member types, once the typing pauses: what the counter asks the server about
// (a search, a price), so a burst of keys is one question, not one per key.
import { useEffect, useState } from "react";

/** `value` once it has stood for `delayMs`; `now` takes it at once (an emptied search, a scan). */
export function useSettled(value: string, delayMs: number, now = false): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (now) return setSettled(value);
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, now]);
  return now ? value : settled;
}
