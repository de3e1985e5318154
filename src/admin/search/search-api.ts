// The back office's calls for the search's words (src/shared/api/admin-search.ts).
import { http } from "../../client/api/http-client";
import {
  adminSearchWordPath,
  ADMIN_SEARCH_MISSES_PATH,
  ADMIN_SEARCH_WORDS_PATH,
  type SearchMissesAnswer,
  type SearchWord,
  type SearchWordBody,
  type SearchWordsAnswer,
} from "../../shared/api/admin-search";

export const fetchSearchWords = (signal: AbortSignal) => http.get<SearchWordsAnswer>(ADMIN_SEARCH_WORDS_PATH, { signal });
export const fetchSearchMisses = (signal: AbortSignal) => http.get<SearchMissesAnswer>(ADMIN_SEARCH_MISSES_PATH, { signal });
export const saveSearchWord = (body: SearchWordBody) => http.put<SearchWord>(ADMIN_SEARCH_WORDS_PATH, body);
export const removeSearchWord = (word: string) => http.delete(adminSearchWordPath(word));
