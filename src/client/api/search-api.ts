// The search's helpers (issue 30): suggestions for the words typed so far, and what a search
// that found nothing is offered instead. Neither is checked against a contract at run time:
// a suggestion or a rescue that is off shows less, never a wrong price.
import type { NoResultsAnswer } from "../../shared/api/search-no-results";
import { SEARCH_NO_RESULTS_PATH } from "../../shared/api/search-no-results";
import type { SuggestAnswer } from "../../shared/api/search-suggest";
import { SEARCH_SUGGEST_PATH } from "../../shared/api/search-suggest";
import { http } from "./http-client";

export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SuggestAnswer> {
  return http.get<SuggestAnswer>(SEARCH_SUGGEST_PATH, { query: { q }, signal });
}

export function fetchNoResults(q: string, signal?: AbortSignal): Promise<NoResultsAnswer> {
  return http.get<NoResultsAnswer>(SEARCH_NO_RESULTS_PATH, { query: { q }, signal });
}
