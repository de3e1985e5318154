// Which of a component's calls are running, by key, so that each button shows its own loading
// state (§4) while others stay usable. The loading state is painted before the call starts:
// building and sending a request held a slow phone's feedback back by a frame (issue 29 §2).
import { useCallback, useState } from "react";
import { afterNextPaint } from "../lib/after-next-paint";

export interface Busy<K> {
  isBusy(key: K): boolean;
  /** Marks `key` busy, and once that is on screen runs `call`; answers (or raises) what it does. */
  run<T>(key: K, call: () => Promise<T>): Promise<T>;
}

export function useBusy<K = string>(): Busy<K> {
  const [running, setRunning] = useState<ReadonlySet<K>>(() => new Set());
  const run = useCallback(async <T>(key: K, call: () => Promise<T>): Promise<T> => {
    setRunning((s) => new Set(s).add(key));
    try {
      await afterNextPaint();
      return await call();
    } finally {
      setRunning((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }, []);
  return { isBusy: (key) => running.has(key), run };
}
