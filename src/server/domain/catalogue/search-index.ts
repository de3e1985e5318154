// A website's products as a search index held in memory (ADR 0070): which products a read query
// matches, and their order by relevance (ADR 0068). Built from the database once per catalogue
// version; ranking every match in SQL cost about 12 ms of CPU per search on 20,000 products,
// here it costs a small fraction of one.
import type { Quantity, QueryWord, ReadQuery } from "../../../shared/search/read-query";
import { devanagariToLatin, hasDevanagari } from "../../../shared/search/devanagari-to-latin";

export interface IndexedProduct {
  id: number;
  name: string;
  /** Lower-cased name, brand and category names (products.search_text). */
  searchText: string;
  brandId: number | null;
  categoryIds: readonly number[];
  /** Its active packs' sizes: net quantity times count, in the pack's unit. */
  sizes: readonly Quantity[];
  /** Its Hindi name (issue 35), null or absent when the owner gave none: searched as its name is, by a query in Devanagari. */
  nameHi?: string | null;
  /** The Hindi names of its brand and categories, searched as the search text is, by a query in Devanagari. */
  hindiText?: string;
}

/** The text's words as the search reads them: letters, marks and digits. */
export const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

const nameWordsOf = (name: string): string[] =>
  wordsOf(
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, ""),
  );

/**
 * The words of a Hindi text (issue 35): each Devanagari word as written and as the search spells
 * it in Latin letters (टमाटर and tamaatar), for a query in Devanagari is read that way
 * (shared/search/read-query): so "टमाटर" and near spellings find a product by its Hindi name.
 * Latin words in it are read as the English names' are.
 */
export const hindiWordsOf = (text: string | null | undefined): string[] =>
  text ? nameWordsOf(text).flatMap((word) => (hasDevanagari(word) ? [word, ...wordsOf(devanagariToLatin(word).toLowerCase())] : [word])) : [];

const plain = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/** The words that decide the match: unknown words are dropped while a known one remains. */
export function matchingWords(read: ReadQuery): QueryWord[] {
  const usable = read.words.map((w) => ({ ...w, meanings: w.meanings.map((m) => m.filter(plain)).filter((m) => m.length > 0) })).filter((w) => w.meanings.length > 0);
  const known = usable.filter((w) => w.known);
  return known.length ? known : usable;
}

const sizeKey = (q: Quantity) => `${q.unit}:${q.amount}`;

/** A set of product positions, one bit each. */
type Bits = Uint32Array;

export interface SearchIndex {
  /** The catalogue's distinct words, for the lexicon. */
  readonly terms: readonly string[];
  /** The distinct words of its Hindi names (issue 35), in Devanagari and in Latin letters, for a query in Devanagari. */
  readonly hindiTerms: readonly string[];
  readonly size: number;
  /**
   * Positions of the products a query matches, in the catalogue's order (by id); null: the query
   * names nothing. `hindi`: the query was typed in Devanagari, so the Hindi names are searched too.
   */
  match(read: ReadQuery, words: QueryWord[], hindi?: boolean): number[] | null;
  /** Keeps the positions whose product is in one of these brands or categories. */
  filter(positions: number[], within: { brandIds?: ReadonlySet<number>; categoryIds?: ReadonlySet<number> }): number[];
  /** The positions in relevance order (ADR 0068): points, in stock, the pack size asked for, the catalogue's order. */
  rank(positions: number[], words: QueryWord[], read: ReadQuery, inStock: (productId: number) => boolean, hindi?: boolean): number[];
  idAt(position: number): number;
}

/** Words and the positions of the products that hold them, with sets built as bits. */
function wordList(n: number, wordsAt: (position: number) => Iterable<string>) {
  const postingsOf = new Map<string, number[]>();
  for (let position = 0; position < n; position++) {
    for (const word of new Set(wordsAt(position))) {
      const list = postingsOf.get(word);
      if (list) list.push(position);
      else postingsOf.set(word, [position]);
    }
  }
  const terms = [...postingsOf.keys()].sort();
  const postings = terms.map((term) => Int32Array.from(postingsOf.get(term)!));
  const blocks = Math.ceil(n / 32);

  /** The first term not before `prefix`. */
  const firstFrom = (prefix: string) => {
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const add = (bits: Bits, term: number) => {
    for (const p of postings[term]!) bits[p >>> 5]! |= 1 << (p & 31);
  };
  return {
    terms,
    /** Products holding a word that starts with `prefix`. */
    startingWith(prefix: string): Bits {
      const bits = new Uint32Array(blocks);
      for (let i = firstFrom(prefix); i < terms.length && terms[i]!.startsWith(prefix); i++) add(bits, i);
      return bits;
    },
    /** Products holding the word. */
    holding(word: string): Bits {
      const bits = new Uint32Array(blocks);
      const i = firstFrom(word);
      if (terms[i] === word) add(bits, i);
      return bits;
    },
  };
}

const has = (bits: Bits, p: number) => (bits[p >>> 5]! & (1 << (p & 31))) !== 0;

export function buildSearchIndex(products: IndexedProduct[]): SearchIndex {
  const sorted = [...products].sort((a, b) => a.id - b.id);
  const n = sorted.length;
  const ids = Int32Array.from(sorted, (p) => p.id);
  const names = sorted.map((p) => nameWordsOf(p.name));
  const sizes = sorted.map((p) => new Set(p.sizes.map(sizeKey)));
  const brands = sorted.map((p) => p.brandId);
  const categories = sorted.map((p) => p.categoryIds);
  const text = wordList(n, (p) => wordsOf(sorted[p]!.searchText));
  const nameWords = wordList(n, (p) => names[p]!);
  const lastWords = wordList(n, (p) => names[p]!.slice(-1));
  // The Hindi names' words (issue 35) are lists of their own, searched beside the English ones
  // only for a query typed in Devanagari: an English search, its typo tolerance and its ranking
  // stay as they were ("chocklet" is not a slip for चॉकलेट, chokalet). A Hindi name's last word
  // counts in both spellings.
  const hindiNames = sorted.map((p) => hindiWordsOf(p.nameHi));
  const hindiText = wordList(n, (p) => [...hindiNames[p]!, ...hindiWordsOf(sorted[p]!.hindiText)]);
  const hindiNameWords = wordList(n, (p) => hindiNames[p]!);
  const hindiLastWords = wordList(n, (p) => hindiWordsOf(nameWordsOf(sorted[p]!.nameHi ?? "").at(-1)));
  const blocks = Math.ceil(n / 32);

  const and = (a: Bits, b: Bits) => {
    for (let i = 0; i < blocks; i++) a[i]! &= b[i]!;
    return a;
  };
  const or = (a: Bits, b: Bits) => {
    for (let i = 0; i < blocks; i++) a[i]! |= b[i]!;
    return a;
  };
  const every = (meaning: string[], set: (m: string) => Bits) => meaning.map(set).reduce(and);
  const orOf = (one: (m: string) => Bits, other: (m: string) => Bits) => (m: string) => or(one(m), other(m));
  /** The lists a query is matched and ranked on: with the Hindi names' for a query in Devanagari. */
  const listsFor = (hindi: boolean) =>
    hindi
      ? {
          text: orOf(text.startingWith, hindiText.startingWith),
          whole: orOf(nameWords.holding, hindiNameWords.holding),
          last: orOf(lastWords.holding, hindiLastWords.holding),
          start: orOf(nameWords.startingWith, hindiNameWords.startingWith),
        }
      : { text: text.startingWith, whole: nameWords.holding, last: lastWords.holding, start: nameWords.startingWith };
  const all = (): Bits => {
    const bits = new Uint32Array(blocks).fill(0xffffffff);
    if (n % 32) bits[blocks - 1] = (1 << (n % 32)) - 1;
    return bits;
  };
  const positionsIn = (bits: Bits): number[] => {
    const out: number[] = [];
    for (let i = 0; i < blocks; i++) {
      let block = bits[i]!;
      while (block) {
        const low = block & -block;
        out.push(i * 32 + 31 - Math.clz32(low));
        block ^= low;
      }
    }
    return out;
  };

  /**
   * A word's meanings with the products each gives points to (ADR 0068): the meaning whole in
   * the name 4, 2 more for each further word of a longer meaning ("wheat atta" over "atta"),
   * 1 more for the dictionary's usual meaning, 6 more where the name ends on it — more than a
   * longer meaning can add (dals before "Moong Dal Namkeen", atta before atta bread); the start of
   * words of the name 3; found only in the brand or a category 1.
   */
  const pointsOf = (word: QueryWord, lists: ReturnType<typeof listsFor>) =>
    word.meanings.map((meaning) => ({
      whole: every(meaning, lists.whole),
      wholePoints: 4 + 2 * (meaning.length - 1) + (word.usual && word.usual.join(" ") === meaning.join(" ") ? 1 : 0),
      ends: lists.last(meaning.at(-1)!),
      starts: every(meaning, lists.start),
    }));

  const wordPoints = (meanings: ReturnType<typeof pointsOf>, p: number): number => {
    let best = 1;
    for (const { whole, wholePoints, ends, starts } of meanings) {
      const points = has(whole, p) ? wholePoints + (has(ends, p) ? 6 : 0) : has(starts, p) ? 3 : 1;
      if (points > best) best = points;
    }
    return best;
  };

  return {
    terms: text.terms,
    hindiTerms: hindiText.terms,
    size: n,
    idAt: (position) => ids[position]!,

    match(read, words, hindi = false) {
      const startingWith = listsFor(hindi).text;
      let bits: Bits | null = null;
      for (const word of words) {
        let either: Bits | null = null;
        for (const meaning of word.meanings) {
          let each: Bits | null = null;
          for (const m of meaning) each = each ? and(each, startingWith(m)) : startingWith(m);
          if (each) either = either ? or(either, each) : each;
        }
        if (!either) return [];
        bits = bits ? and(bits, either) : either;
      }
      if (bits) return positionsIn(bits);
      // A search of only a pack size ("5 kg") lists the products sold in that size.
      if (!read.quantity) return null;
      const wanted = sizeKey(read.quantity);
      return positionsIn(all()).filter((p) => sizes[p]!.has(wanted));
    },

    filter(positions, within) {
      return positions.filter((p) => {
        if (within.brandIds && !(brands[p] !== null && within.brandIds.has(brands[p]!))) return false;
        if (within.categoryIds && !categories[p]!.some((c) => within.categoryIds!.has(c))) return false;
        return true;
      });
    },

    rank(positions, words, read, inStock, hindi = false) {
      const wanted = read.quantity ? sizeKey(read.quantity) : null;
      // One score per product, larger first: points, then in stock, then the size asked for.
      // The positions come in the catalogue's order, so a counting sort by score, which keeps
      // equals in the order they came, is the whole ranking — in time linear in the matches.
      const scores = new Uint16Array(positions.length);
      const lists = listsFor(hindi);
      const worked = words.map((word) => pointsOf(word, lists));
      let top = 0;
      positions.forEach((p, i) => {
        let points = 0;
        for (const meanings of worked) points += wordPoints(meanings, p);
        const score = points * 4 + (inStock(ids[p]!) ? 2 : 0) + (wanted && sizes[p]!.has(wanted) ? 1 : 0);
        scores[i] = score;
        if (score > top) top = score;
      });
      const starts = new Uint32Array(top + 2);
      for (const score of scores) starts[top - score + 1]!++;
      for (let s = 1; s <= top + 1; s++) starts[s]! += starts[s - 1]!;
      const ranked = new Array<number>(positions.length);
      positions.forEach((p, i) => (ranked[starts[top - scores[i]!]!++] = p));
      return ranked;
    },
  };
}
