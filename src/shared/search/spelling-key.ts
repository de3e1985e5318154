// One key for the ways a Hindi word is spelt in Latin letters: "daal", "dhal" and "dal";
// "chawal" and "chaval"; "pyaz" and "pyaaj"; "cheeni" and "chini". Dictionary words, catalogue
// words and what the shopper typed are compared by this key, never by their letters.
export function spellingKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/ph/g, "f")
    .replace(/([kgcjtdpb])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/ee|ii|ie/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/aa/g, "a")
    .replace(/(.)\1+/g, "$1")
    .replace(/(?<=\p{L}{3})h$/u, "");
}
