// API contract of the back office's search words (issue 30, ADR 0068): the words shoppers type
// and the catalogue words they mean, per website, and the searches that found nothing. Paths are
// below /s. Every route answers 401 when signed out and 403 when the user is not an admin of the
// active website (nor a superadmin). Errors are in the §8 shape {message, errors?}.
//
// A website starts with the shop's grocery dictionary (src/shared/search/grocery-words.ts). The
// owner adds words, changes what a word means, and removes words; the website keeps only those
// changes, so the dictionary's later words reach every website. A change is in the shop's
// search at once: it bumps the website's catalogue version (ADR 0043).
import * as z from "zod/mini";

export const ADMIN_SEARCH_PATH = "/api/admin/search";
/** GET SearchWordsAnswer: every word the website's search knows, by word. PUT SearchWordBody: SearchWord. */
export const ADMIN_SEARCH_WORDS_PATH = `${ADMIN_SEARCH_PATH}/words`;
/** DELETE: 204; the word no longer stands for other words in this website's search. */
export const adminSearchWordPath = (word: string) => `${ADMIN_SEARCH_WORDS_PATH}/${encodeURIComponent(word)}`;
/** GET: the words as CSV (word, meanings separated by "|", source), for a spreadsheet. */
export const ADMIN_SEARCH_WORDS_CSV_PATH = `${ADMIN_SEARCH_PATH}/words.csv`;
/** GET SearchMissesAnswer: the most frequent searches of the last 30 days that still find nothing. */
export const ADMIN_SEARCH_MISSES_PATH = `${ADMIN_SEARCH_PATH}/misses`;

/**
 * built-in: the shop's dictionary, unchanged. added: the owner's own word. changed: a dictionary
 * word the owner gave other meanings. removed: a dictionary word the owner took out (meanings
 * empty); saving it again brings it back.
 */
export type SearchWordSource = "built-in" | "added" | "changed" | "removed";

export interface SearchWord {
  word: string;
  meanings: string[];
  source: SearchWordSource;
}

export interface SearchWordsAnswer {
  data: SearchWord[];
}

export interface SearchMiss {
  /** As the shopper typed it, trimmed and lower-cased. */
  query: string;
  count: number;
  last_searched_at: string;
}

export interface SearchMissesAnswer {
  data: SearchMiss[];
}

export const SEARCH_WORD_MAX = 40;
export const SEARCH_MEANING_MAX = 60;
export const SEARCH_MEANINGS_MAX = 8;

// Letters of any script with their marks, and single spaces between words.
const WORDS = /^[\p{L}\p{M}]+( [\p{L}\p{M}]+)*$/u;
const CATALOGUE_WORDS = /^[\p{L}\p{M}\p{N}]+( [\p{L}\p{M}\p{N}]+)*$/u;
const tidy = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

export const searchWordBody = z.object({
  word: z
    .pipe(z.string("The word must be text").check(z.trim(), z.minLength(1, "Enter the word shoppers type")), z.transform(tidy))
    .check(z.maxLength(SEARCH_WORD_MAX, `The word may hold at most ${SEARCH_WORD_MAX} characters`), z.regex(WORDS, "The word may hold only letters and spaces")),
  meanings: z
    .array(
      z
        .pipe(z.string("Each meaning must be text").check(z.trim(), z.minLength(1, "A meaning cannot be empty")), z.transform(tidy))
        .check(z.maxLength(SEARCH_MEANING_MAX, `A meaning may hold at most ${SEARCH_MEANING_MAX} characters`), z.regex(CATALOGUE_WORDS, "A meaning may hold only letters, digits and spaces")),
      "Give the words it means as a list",
    )
    .check(z.minLength(1, "Give at least one word it means"), z.maxLength(SEARCH_MEANINGS_MAX, `Give at most ${SEARCH_MEANINGS_MAX} meanings`)),
});
export type SearchWordBody = z.input<typeof searchWordBody>;

export const searchWordParams = z.object({
  word: z.pipe(z.string("The word must be text"), z.transform(tidy)).check(z.minLength(1, "Name the word"), z.maxLength(SEARCH_WORD_MAX, `The word may hold at most ${SEARCH_WORD_MAX} characters`)),
});
