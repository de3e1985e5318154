import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";
import { GROCERY_WORDS } from "./grocery-words";
import { buildLexicon, readQuery } from "./read-query";
import { spellingKey } from "./spelling-key";

// A small catalogue's words, as the products' search text holds them.
const CATALOGUE = "toor dal moong namkeen whole wheat chakki atta bajra basmati rice flour fresh paneer glucose biscuits tomato onion potato aloo bhujia mustard oil kachi ghani milk toned".split(" ");
const lexicon = buildLexicon(Object.entries(GROCERY_WORDS), CATALOGUE);
const meanings = (q: string) => readQuery(q, lexicon).words.map((w) => w.meanings.map((m) => m.join(" ")));

describe("reading what a shopper typed", () => {
  it("gives a Hinglish word the catalogue words it stands for, the usual one first", () => {
    expect(meanings("chawal")).toEqual([["rice"]]);
    expect(meanings("aata")[0]!.slice(0, 2)).toEqual(["wheat atta", "atta"]);
    expect(readQuery("aata", lexicon).words[0]!.usual).toEqual(["wheat", "atta"]);
  });

  it("reads a catalogue word as typed before a dictionary word that only shares its spelling key", () => {
    const shop = buildLexicon(Object.entries(GROCERY_WORDS), [...CATALOGUE, "good", "day", "jaggery"]);
    expect(spellingKey("good")).toBe(spellingKey("gud"));
    const good = readQuery("good", shop).words[0]!;
    expect(good.usual).toEqual(["good"]);
    expect(good.meanings.map((m) => m.join(" "))).toEqual(["good", "jaggery"]);
    // Typed as the dictionary writes it, or where the catalogue has no such word, it is jaggery.
    expect(readQuery("gud", shop).words[0]!.usual).toEqual(["jaggery"]);
    expect(readQuery("good", lexicon).words[0]!.usual).toEqual(["jaggery"]);
    // A word the dictionary gives as one of its own meanings keeps the dictionary's order.
    expect(readQuery("atta", lexicon).words[0]!.usual).toEqual(["wheat", "atta"]);
  });

  it("takes the longest dictionary phrase and leaves out the words that join others", () => {
    expect(meanings("sarson ka tel")).toEqual([["mustard"], ["oil"]]);
    expect(meanings("phool gobi")).toEqual([["cauliflower"]]);
  });

  it("reads Devanagari through the dictionary, else spelt in Latin letters", () => {
    expect(meanings("चावल")).toEqual([["rice"]]);
    // पनीर is spelt "paneer", a catalogue word.
    expect(meanings("पनीर")).toEqual([["paneer"]]);
  });

  it("meets spelling variants by their spelling key, and typos within one or two edits", () => {
    expect(meanings("chaval")).toEqual([["rice"]]);
    expect(meanings("daal")).toEqual([["dal"]]);
    expect(meanings("panner")).toEqual([["paneer"]]);
    expect(meanings("biscut")).toEqual([["biscuits"]]);
    expect(meanings("tomatoe")).toEqual([["tomato"]]);
    expect(meanings("chawall")).toEqual([["rice"]]);
  });

  it("reads a pack size in any of the ways it is written, and searches the rest", () => {
    expect(readQuery("atta 5kg", lexicon).quantity).toEqual({ amount: 5000, unit: "g" });
    expect(readQuery("rice 5 kg", lexicon).quantity).toEqual({ amount: 5000, unit: "g" });
    expect(readQuery("oil 1l", lexicon).quantity).toEqual({ amount: 1000, unit: "ml" });
    expect(readQuery("milk 500ml", lexicon).quantity).toEqual({ amount: 500, unit: "ml" });
    expect(readQuery("500g paneer", lexicon).quantity).toEqual({ amount: 500, unit: "g" });
    expect(readQuery("1.5 kg", lexicon).quantity).toEqual({ amount: 1500, unit: "g" });
    expect(meanings("500g paneer")).toEqual([["paneer"]]);
    expect(readQuery("dark chocolate 70", lexicon).quantity).toBeNull();
    expect(readQuery("atta 99999999999999999999 kg", lexicon)).toMatchObject({ quantity: null, words: [{ typed: "atta" }] });
    expect(readQuery("0 kg", lexicon).quantity).toBeNull();
  });

  it("marks a word neither the dictionary nor the catalogue knows", () => {
    const read = readQuery("organic atta", lexicon);
    expect(read.words.map((w) => [w.typed, w.known])).toEqual([
      ["organic", false],
      ["atta", true],
    ]);
  });

  it("takes at most six words, and nothing from punctuation alone", () => {
    expect(readQuery("a b c d e f g h", lexicon).words).toHaveLength(6);
    expect(readQuery("%% ()", lexicon).words).toEqual([]);
  });
});

describe("spelling keys and edit distance", () => {
  it("give one key to the ways a word is spelt", () => {
    expect(new Set(["daal", "dhal", "dal"].map(spellingKey))).toEqual(new Set(["dal"]));
    expect(new Set(["chawal", "chaval", "chaaval"].map(spellingKey))).toEqual(new Set(["caval"]));
    expect(spellingKey("pyaaz")).toBe(spellingKey("pyaj"));
    expect(spellingKey("cheeni")).toBe(spellingKey("chini"));
  });

  it("count insertions, deletions, changes and swaps, and stop above the most asked for", () => {
    expect(editDistance("panner", "paneer", 2)).toBe(1);
    expect(editDistance("biscut", "biscuit", 2)).toBe(1);
    expect(editDistance("teh", "the", 2)).toBe(1);
    expect(editDistance("atta", "bajra", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("a word still being typed", () => {
  it("may be the start of a word with a slip in it, for suggestions only", () => {
    expect(meanings("panne")).toEqual([["panne"]]);
    expect(readQuery("panne", lexicon, true).words[0]!.meanings.map((m) => m.join(" "))).toContain("paneer");
    // The start of a dictionary word stands for its meanings too ("doo" → doodh → milk).
    expect(readQuery("doo", lexicon, true).words[0]!.meanings.map((m) => m.join(" "))).toContain("milk");
    expect(readQuery("doo", lexicon).words[0]!.meanings.map((m) => m.join(" "))).not.toContain("milk");
    // A short start with a slip in it would begin too many words.
    expect(readQuery("lotu", buildLexicon([], ["lotion"]), true).words[0]!.known).toBe(false);
    // A finished word is not taken for the start of another: bhutta is not butter.
    expect(readQuery("bhutta", buildLexicon([], ["butter", "salted"])).words[0]!.known).toBe(false);
  });
});
