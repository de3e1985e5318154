// A home-screen label: launchers cut names after about 12 characters, so a longer name is cut at
// a word where it can be ("Kirana Demo Store" → "Kirana Demo"), else at 12 characters.
export const SHORT_NAME_MAX = 12;

export function shortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const words = trimmed.split(" ");
  let out = "";
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    out = next;
  }
  return out || trimmed.slice(0, SHORT_NAME_MAX);
}

/** The one or two letters of a monogram: the first letters of the first two words. */
export function monogramOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((w) => [...w].find((c) => /\p{L}|\p{N}/u.test(c)) ?? "")
    .filter(Boolean);
  return (letters.slice(0, 2).join("") || "K").toUpperCase();
}
