// Which of a component's calls are running, by key, so that each button shows its own loading
// state (§4) while others stay usable.
import { useCallback, useState } from "react";

export interface Busy<K> {
  isBusy(key: K): boolean;
  /** Marks `key` busy while `call` runs; answers (or raises) what `call` does. */
  run<T>(key: K, call: () => Promise<T>): Promise<T>;
}

export function useBusy<K = string>(): Busy<K> {
  const [running, setRunning] = useState<ReadonlySet<K>>(() => new Set());
  const run = useCallback(async <T>(key: K, call: () => Promise<T>): Promise<T> => {
    setRunning((s) => new Set(s).add(key));
    try {
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
