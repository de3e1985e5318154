// What the shop suggests for the words in the search field (issue 30): asked for a moment after
// the shopper stops typing, from two characters on; an older question is cancelled when a newer
// one starts, and a failure shows no suggestions rather than an error — the search still works.
import { useEffect, useState } from "react";
import { SUGGEST_QUERY_MIN, type Suggestion } from "../../../src/shared/api/search-suggest";
import { fetchSuggestions } from "../../../src/client/api/search-api";

export const SUGGEST_DEBOUNCE_MS = 150;

export function useSuggestions(text: string, asking: boolean): Suggestion[] {
  const q = text.trim();
  const wanted = asking && [...q].length >= SUGGEST_QUERY_MIN;
  const [answer, setAnswer] = useState<{ q: string; suggestions: Suggestion[] }>({ q: "", suggestions: [] });

  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, abort.signal).then(
        (found) => setAnswer({ q, suggestions: found.suggestions }),
        () => abort.signal.aborted || setAnswer({ q, suggestions: [] }),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, wanted]);

  // An answer for words no longer in the field is not shown.
  return wanted && answer.q === q ? answer.suggestions : [];
}
