// The query strings of the search's helpers (issue 30), checked by the server. Apart from their
// contracts (search-suggest.ts, search-no-results.ts), which the header imports: zod stays out
// of the shop's start.
import * as z from "zod/mini";
import { SUGGEST_QUERY_MAX } from "./search-suggest";

export const suggestQuery = z.object({
  q: z.string("Give the words typed so far").check(z.maxLength(SUGGEST_QUERY_MAX, `A search may hold at most ${SUGGEST_QUERY_MAX} characters`)),
});

export const noResultsQuery = z.object({
  q: z.string("Give the search that found nothing").check(z.maxLength(SUGGEST_QUERY_MAX, `A search may hold at most ${SUGGEST_QUERY_MAX} characters`)),
});
