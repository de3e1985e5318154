// What a shopper's search asks for (issue 30): each word with the catalogue words it may stand
// for, and the pack size it names. "चावल 5kg" is the word chawal, standing for rice, and 5 kg.
import { devanagariToLatin, hasDevanagari } from "./devanagari-to-latin";
import { editDistance } from "./edit-distance";
import { readPackSize, type Quantity } from "./pack-size";
import { JOINING_WORDS } from "./grocery-words";
import { spellingKey } from "./spelling-key";

export type { Quantity } from "./pack-size";

export interface QueryWord {
  /** As typed (Devanagari spelt in Latin letters). */
  typed: string;
  /** Catalogue words or phrases, any of which the product's text may hold for this word. */
  meanings: string[][];
  /** The dictionary's usual meaning, ranked above the others ("atta" is wheat atta first). */
  usual: string[] | null;
  /** False when neither the dictionary nor the catalogue knows the word (nor one near it). */
  known: boolean;
}

export interface ReadQuery {
  words: QueryWord[];
  quantity: Quantity | null;
}

/** A website's dictionary, and the words its catalogue holds, by spelling key. */
export interface SearchLexicon {
  /** Spelling key of a dictionary word or phrase (Latin, or Devanagari as typed) → meanings. */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** Spelling key → the catalogue's words with that key. */
  words: ReadonlyMap<string, readonly string[]>;
  /** The dictionary's words and phrases as written. */
  spelt: ReadonlySet<string>;
}

const MAX_WORDS = 6;
/** A typed beginning stands for the catalogue words it begins while there are at most this many. */
const PREFIX_WORDS = 12;

/** The lexicon of a dictionary (word → meanings) and a catalogue's words. */
export function buildLexicon(dictionary: Iterable<readonly [string, readonly string[]]>, catalogueWords: Iterable<string>): SearchLexicon {
  const synonyms = new Map<string, string[]>();
  const spelt = new Set<string>();
  for (const [word, meanings] of dictionary) {
    spelt.add(normalise(word));
    const key = dictionaryKey(word);
    synonyms.set(key, [...(synonyms.get(key) ?? []), ...meanings]);
  }
  const words = new Map<string, string[]>();
  for (const word of catalogueWords) {
    const key = spellingKey(word);
    const known = words.get(key);
    if (!known) words.set(key, [word]);
    else if (!known.includes(word)) known.push(word);
  }
  return { synonyms, words, spelt };
}

function dictionaryKey(phrase: string): string {
  const text = normalise(phrase);
  return (hasDevanagari(text) ? text : text.split(" ").map(spellingKey).join(" ")).trim();
}

function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}.]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The catalogue words a typed word may be: the same by spelling key, else one or two edits away. */
function catalogueWordsFor(word: string, lexicon: SearchLexicon, unfinished = false): string[] {
  const key = spellingKey(word);
  const same = lexicon.words.get(key);
  if (same) return [...same];
  // The start of words the catalogue holds ("basm" → basmati; "panne" → paneer, whose key
  // starts the same): the prefix as typed, and those words while they are few.
  const started: string[] = [];
  for (const [known, spelt] of lexicon.words) if (known.startsWith(key)) started.push(...spelt);
  if (started.length) return started.length <= PREFIX_WORDS ? [word, ...started.filter((w) => w !== word)] : [word];
  if (key.length < 4) return [];
  const most = key.length >= 6 ? 2 : 1;
  let best = most + 1;
  let found: string[] = [];
  for (const [known, spelt] of lexicon.words) {
    // A typo in a word's beginning ("biscut" for biscuits) is compared with as much of the word.
    // A word still being typed ("panne") is compared with as much of the word as was typed.
    // Only for a start of five letters or more that begins as the word does: shorter ones are the
    // start of too many words ("roti" would begin "lotion" with one slip).
    const begun = unfinished && word.length >= 5 && known[0] === key[0] && known.length > key.length ? editDistance(key, known.slice(0, key.length), most) : most + 1;
    const d = Math.min(editDistance(key, known, most), begun, known.length > key.length ? editDistance(key, known.slice(0, key.length + 1), most) : most + 1);
    if (d < best) {
      best = d;
      found = [...spelt];
    } else if (d === best && d <= most) found.push(...spelt);
  }
  return best <= most ? found : [];
}

/** The meanings of the few dictionary words a word being typed begins ("doo" → doodh → milk). */
function begunDictionaryWords(key: string, lexicon: SearchLexicon): string[] | undefined {
  if (key.length < 2) return undefined;
  const begun: string[] = [];
  let found = 0;
  for (const [word, meanings] of lexicon.synonyms) {
    if (found === 3) break;
    if (word.includes(" ") || !word.startsWith(key)) continue;
    begun.push(...meanings);
    found++;
  }
  return found ? begun : undefined;
}

/** A dictionary word one or two edits from a typed word ("chawall" → chawal). */
function nearDictionaryWord(key: string, lexicon: SearchLexicon): readonly string[] | undefined {
  if (key.length < 5) return undefined;
  const most = key.length >= 7 ? 2 : 1;
  for (const [word, meanings] of lexicon.synonyms) if (!word.includes(" ") && editDistance(key, word, most) <= most) return meanings;
  return undefined;
}

/** `unfinished`: the last word is still being typed (suggestions), so it may be the start of a word. */
export function readQuery(q: string, lexicon: SearchLexicon, unfinished = false): ReadQuery {
  const { quantity, rest } = readPackSize(normalise(q));
  const typed = rest
    .split(" ")
    .filter((w) => w && w !== ".")
    .slice(0, MAX_WORDS * 2);
  const words: QueryWord[] = [];
  for (let i = 0; i < typed.length && words.length < MAX_WORDS;) {
    // The longest dictionary phrase starting here ("sarson ka tel", "phool gobi").
    let taken = 0;
    for (let n = Math.min(3, typed.length - i); n >= 1 && !taken; n--) {
      const phrase = typed.slice(i, i + n).join(" ");
      const meanings = lexicon.synonyms.get(dictionaryKey(phrase));
      if (!meanings) continue;
      const latin = hasDevanagari(phrase) ? devanagariToLatin(phrase) : phrase;
      // The catalogue's own spellings of a dictionary word, not words a typo away from it: those
      // are other words ("dhaniya" is not dalia).
      const spellings = n === 1 ? (lexicon.words.get(spellingKey(latin)) ?? []) : [];
      const dictionary = meanings.map((m) => m.split(" "));
      // A word the catalogue holds as typed, which the dictionary knows only by its spelling
      // key and gives other meanings, is first that word: "good" is Good Day's before it is
      // gud (jaggery).
      const asTyped = spellings.includes(latin) && !lexicon.spelt.has(phrase) && !dictionary.some((m) => m.includes(latin));
      const all = [...(asTyped ? [[latin]] : []), ...dictionary, ...spellings.map((w) => [w])];
      words.push({ typed: latin, meanings: dedupe(all), usual: asTyped ? [latin] : meanings[0]!.split(" "), known: true });
      taken = n;
    }
    if (taken) {
      i += taken;
      continue;
    }
    const word = typed[i]!;
    i++;
    if (typed.length > 1 && JOINING_WORDS.has(word)) continue;
    const latin = hasDevanagari(word) ? devanagariToLatin(word) : word.replace(/\./g, "");
    if (!latin) continue;
    const key = spellingKey(latin);
    const last = unfinished && i === typed.length;
    const dictionary = lexicon.synonyms.get(key) ?? (last ? begunDictionaryWords(key, lexicon) : undefined) ?? nearDictionaryWord(key, lexicon);
    const own = catalogueWordsFor(latin, lexicon, last).map((w) => [w]);
    const meanings = dedupe([...(dictionary ?? []).map((m) => m.split(" ")), ...own]);
    words.push({ typed: latin, meanings: meanings.length ? meanings : [[latin]], usual: dictionary?.[0]?.split(" ") ?? null, known: meanings.length > 0 });
  }
  return { words, quantity };
}

function dedupe(meanings: string[][]): string[][] {
  const seen = new Set<string>();
  return meanings.filter((m) => {
    const key = m.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
