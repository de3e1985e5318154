// The data of an account screen: loading, failed with a message, or ready; retried on request,
// fetched again after a change, and dropped when the screen moves on (the old request is
// aborted). A 401 means the session ended meanwhile: the shopper is sent to sign in and back
// here (§4). On the page the server served, the screen starts ready with the answer the server
// embedded under the API address it names (`first`, ADR 0044), so the server renders the content
// and the browser does not ask again; otherwise it asks in the browser.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { userMessage } from "../../../src/shared/error-message";
import { ApiError, isAbortError } from "../../../src/client/api/http-client";
import { loginRedirect } from "../../../src/client/lib/auth-redirect";
import { reportError } from "../../../src/client/lib/error-reporter";
import { screenAnswersAtom, takeScreenAnswerAtom } from "../../../src/client/state/screen-answers-atom";
import { setUserAtom } from "../../../src/client/state/user-atom";
import { toast } from "../../../src/client/ui/toast";

export type Loaded<T> = { state: "loading" } | { state: "failed"; message: string; status: number | null } | { state: "ready"; data: T };

export interface AccountData<T> {
  loaded: Loaded<T>;
  /** After a failure: ask again, showing the loading state. */
  retry(): void;
  /** After a change: ask again while the current data stays on screen. */
  reload(): void;
  /** Changes the data on screen to match an answer already in hand. */
  update(change: (data: T) => T): void;
}

/** Answers true (and sends the shopper to sign in) when `error` says the session has ended. */
export function useSessionExpired(): (error: unknown) => boolean {
  const setUser = useSetAtom(setUserAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  return useCallback(
    (error) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      setUser(null);
      void navigate(loginRedirect(here), { replace: true });
      return true;
    },
    [setUser, navigate, here],
  );
}

type Result<T> = { key: string; data: T | null; failure: { message: string; status: number | null } | null };

export function useAccountData<T>(load: (signal: AbortSignal) => Promise<T>, key: string, where: string, first?: string): AccountData<T> {
  const answers = useAtomValue(screenAnswersAtom);
  const takeAnswer = useSetAtom(takeScreenAnswerAtom);
  const [result, setResult] = useState<Result<T>>(() =>
    first !== undefined && Object.hasOwn(answers, first) ? { key, data: answers[first] as T, failure: null } : { key: "", data: null, failure: null },
  );
  // The embedded answer stands in for the first request only.
  const embedded = useRef(result.data !== null);
  const [attempt, setAttempt] = useState(0);
  const expired = useSessionExpired();
  // The latest callbacks and result, without making every render a reason to fetch again.
  const latest = useRef({ load, expired, result });
  useLayoutEffect(() => {
    latest.current = { load, expired, result };
  });

  useEffect(() => {
    if (embedded.current) {
      embedded.current = false;
      if (first !== undefined) takeAnswer(first);
      return;
    }
    const controller = new AbortController();
    latest.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, data, failure: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error) || latest.current.expired(error)) return;
        if (!(error instanceof ApiError) || error.status >= 500) reportError(error, { where });
        const message = userMessage(error);
        const shown = latest.current.result;
        // A reload that fails leaves what was shown, and says so.
        if (shown.key === key && shown.data !== null) toast.error(message);
        else setResult({ key, data: null, failure: { message, status: error instanceof ApiError ? error.status : null } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `where` only labels reports; `attempt` asks again for the same key.
  }, [key, attempt]);

  const loaded: Loaded<T> =
    result.key !== key ? { state: "loading" } : result.data !== null ? { state: "ready", data: result.data } : result.failure ? { state: "failed", ...result.failure } : { state: "loading" };

  return {
    loaded,
    retry: () => {
      setResult({ key: "", data: null, failure: null });
      setAttempt((n) => n + 1);
    },
    reload: () => setAttempt((n) => n + 1),
    update: (change) => setResult((previous) => (previous.data !== null ? { ...previous, data: change(previous.data) } : previous)),
  };
}
