// The sale priced by the server as it stands: asked again once a change of what is sold, where
// from, the coupon or the customer settles (the newest question wins; older ones are
// cancelled). The screen shows only what this answer says; it never prices a line itself. Each
// answer is kept with the question it answers, so an older total is never taken for the
// current sale's.
import { useCallback, useState } from "react";
import { posApi } from "../../client/api/pos-api";
import type { PosQuote, PosQuoteBody } from "../../shared/api/pos";
import { useLoaded } from "../../tool-shell/use-loaded";
import { useSettled } from "../../tool-shell/use-settled";

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
  // The body's JSON is its identity: a new object with the same content asks nothing.
  const key = JSON.stringify(body);
  const settled = useSettled(key, QUOTE_DELAY_MS);
  // Asking again is a question of its own: the answer before it is not fresh, even for the same sale.
  const [attempt, setAttempt] = useState(0);
  const asked = `${attempt}:${settled}`;
  const answer = useLoaded(asked, (signal) => posApi.quote(JSON.parse(settled) as PosQuoteBody, signal).then((quote) => ({ quote, asked })));
  const requote = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    quote: answer.data?.quote ?? null,
    error: answer.error,
    // Until the answer to this very question is in (the load starts a render after the key
    // settles), the total shown is not the sale's.
    pending: answer.loading || settled !== key || (answer.error === null && answer.data?.asked !== asked),
    fresh: answer.data?.asked === `${attempt}:${key}` && answer.error === null,
    requote,
  };
}
