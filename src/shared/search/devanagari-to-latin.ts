// Devanagari written the way shoppers spell the same word in Latin letters ("दाल" → "daal",
// "चावल" → "chaaval"), so a Hindi query meets the catalogue's and the dictionary's words. A rule
// per letter: consonants carry an "a" unless a vowel sign or a virama follows, and the "a" a
// word ends on is dropped, as Hindi speech drops it (दाल is "daal", not "daala").
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
  क़: "q",
  ख़: "kh",
  ग़: "g",
  ज़: "z",
  ड़: "r",
  ढ़: "rh",
  फ़: "f",
};
const VOWELS: Record<string, string> = { अ: "a", आ: "aa", इ: "i", ई: "ee", उ: "u", ऊ: "oo", ऋ: "ri", ए: "e", ऐ: "ai", ओ: "o", औ: "au", ऑ: "o" };
const SIGNS: Record<string, string> = { "ा": "aa", "ि": "i", "ी": "ee", "ु": "u", "ू": "oo", "ृ": "ri", "े": "e", "ै": "ai", "ो": "o", "ौ": "au", "ॉ": "o" };
const VIRAMA = "्";
const NUKTA = "़";
const NASAL = new Set(["ं", "ँ"]);
const DIGITS = "०१२३४५६७८९";

export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}

/** One word or more; what is not Devanagari passes through unchanged. */
export function devanagariToLatin(text: string): string {
  const chars = [...text.normalize("NFC")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i]!;
    if (chars[i + 1] === NUKTA) ch += chars[++i];
    const consonant = CONSONANTS[ch] ?? CONSONANTS[ch.normalize("NFC")];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && SIGNS[next] !== undefined) out += SIGNS[chars[++i]!];
      else if (isLetter(next)) out += "a";
      else out += "a\uE000"; // the word's last "a", dropped below unless the word is one letter
      continue;
    }
    if (VOWELS[ch] !== undefined) out += VOWELS[ch];
    else if (NASAL.has(ch)) out += "n";
    else if (ch === "ः") out += "h";
    else if (DIGITS.includes(ch)) out += String(DIGITS.indexOf(ch));
    else if (ch === "।") out += " ";
    else out += ch;
  }
  // A word-final inherent "a" is silent ("दाल" → "dal"), but a one-letter word keeps it.
  return out.replace(/(\p{L}{2,}?)a\uE000/gu, "$1").replace(/\uE000/g, "");
}

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && (CONSONANTS[ch] !== undefined || VOWELS[ch] !== undefined || NASAL.has(ch));
}
