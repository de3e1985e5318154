// Keeps something mounted a while after it is closed, and mounts it a tick after it opens,
// so CSS transitions run both ways. `shown` drives the visible state class.
import { useEffect, useState } from "react";

export function useDelayedPresence(open: boolean, openDelayMs: number, closeDelayMs: number): { mounted: boolean; shown: boolean } {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      const t = setTimeout(() => setShown(true), openDelayMs);
      return () => clearTimeout(t);
    }
    setShown(false);
    const t = setTimeout(() => setMounted(false), closeDelayMs);
    return () => clearTimeout(t);
  }, [open, openDelayMs, closeDelayMs]);
  return { mounted: mounted || open, shown: shown && open };
}
