// CSS transitions need an element to exist in its "hidden" state before it turns "shown", and
// to stay in the document while it fades out. This hook gives both: `mounted` turns true at
// once on open and false `closeDelayMs` after close; `shown` (the class that drives the
// transition) turns true `openDelayMs` after open and false at once on close.
import { useEffect, useState } from "react";

export interface DelayedPresence {
  mounted: boolean;
  shown: boolean;
}

export function useDelayedPresence(open: boolean, openDelayMs: number, closeDelayMs: number): DelayedPresence {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      const timer = setTimeout(() => setShown(true), openDelayMs);
      return () => clearTimeout(timer);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), closeDelayMs);
    return () => clearTimeout(timer);
  }, [open, openDelayMs, closeDelayMs]);
  // Derived from `open` too, so the very render that opens already mounts and the one that
  // closes already drops the shown state, without waiting for the effect.
  return { mounted: mounted || open, shown: shown && open };
}
