// The sale priced by the server as it stands: asked again on every change of what is sold, where
// from, the coupon or the customer (the newest question wins; older ones are cancelled). The
// screen shows only what this answer says; it never prices a line itself. Each answer is kept
// with the question it answers, so an older total is never taken for the current sale's.
import { useCallback, useEffect, useState } from "react";
import { isAbortError } from "../../client/api/http-client";
import { posApi } from "../../client/api/pos-api";
import type { PosQuote, PosQuoteBody } from "../../shared/api/pos";
import { userMessage } from "../../shared/error-message";

/** Quantity typing settles this long before the sale is priced again. */
export const QUOTE_DELAY_MS = 150;

export interface QuoteState {
  /** The latest quote answered, which may be of an earlier state of the sale (see `fresh`). */
  quote: PosQuote | null;
  error: string | null;
  /** A newer quote is on its way: the one shown may be out of date. */
  pending: boolean;
  /** `quote` answers the sale exactly as it stands now: only then may it be charged. */
  fresh: boolean;
  requote: () => void;
}

export function useQuote(body: PosQuoteBody): QuoteState {
  const [answer, setAnswer] = useState<{ quote: PosQuote; asked: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // The body's JSON is its identity: a new object with the same content asks nothing.
  const key = JSON.stringify(body);
  const asked = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(() => {
      posApi.quote(JSON.parse(key) as PosQuoteBody, controller.signal).then(
        (quote) => {
          setAnswer({ quote, asked: `${attempt}:${key}` });
          setError(null);
          setPending(false);
        },
        (failure: unknown) => {
          if (isAbortError(failure)) return;
          setError(userMessage(failure));
          setPending(false);
        },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  const requote = useCallback(() => setAttempt((n) => n + 1), []);
  return { quote: answer?.quote ?? null, error, pending, fresh: answer?.asked === asked && error === null, requote };
}
