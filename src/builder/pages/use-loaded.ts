// One answer the screen waits for: loading, then the answer or the failure; asked again when
// `key` changes or on retry, the call before cancelled.
import { useCallback, useEffect, useState } from "react";
import { isAbortError } from "../../client/api/http-client";

export type Loaded<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "failed"; error: unknown };

export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    load(controller.signal).then(
      (value) => setLoaded({ status: "ready", value }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ status: "failed", error });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function each render; `key` says what it asks for.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the answer (after a change the screen made itself). */
  const replace = useCallback((value: T) => setLoaded({ status: "ready", value }), []);
  return { loaded, retry, replace };
}
