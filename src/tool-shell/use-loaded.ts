// One answer a part of a tool's screen shows apart from the screen's own data (a tab's list, a
// picker's choices, a price quote, search as you type; ADR 0076): fetched again whenever its key
// changes, the newest call wins, older ones are cancelled, and a failure is kept as the §8
// message to show with "Try again" in the part, not instead of the screen. A screen's own data
// is its route's loader (useScreenData).
import { useCallback, useEffect, useRef, useState } from "react";
import { isAbortError } from "../client/api/http-client";
import { userMessage } from "../shared/error-message";

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Shows an answer a write already brought back, without asking again. */
  setData: (data: T) => void;
}

/** `initial`, when given, is shown for the first key without asking (a receipt the sale brought back). */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>, initial: T | null = null): Loaded<T> {
  const [data, setData] = useState<T | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(initial === null);
  const [attempt, setAttempt] = useState(0);
  const given = useRef(initial === null ? null : key);

  useEffect(() => {
    if (given.current === key) {
      given.current = null;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        setError(userMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function on every render; the key says when the answer changes.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload, setData };
}
