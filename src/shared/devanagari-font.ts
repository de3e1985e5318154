// The Devanagari font of pages in Hindi (issue 35): Noto Sans Devanagari, served by the app from
// @fontsource's Devanagari-only subset, in two weights (body text and bold). Declared only on a
// Hindi page, with `swap` (the text shows at once in the phone's own Devanagari font) and the
// script's unicode-range, so an English page never downloads it and a Latin glyph never comes
// from it: the website's family keeps the Latin text, prices included.

export const DEVANAGARI_FAMILY = "Noto Sans Devanagari";
export const DEVANAGARI_SLUG = "noto-sans-devanagari";
/** Regular for text, bold for headings and buttons; the browser maps 500 and 600 to these. */
export const DEVANAGARI_WEIGHTS = [400, 700] as const;

// @fontsource's Devanagari subset's range: the block, Vedic extensions, the joiners, the rupee
// signs, the dotted circle and Devanagari Extended.
const RANGE = "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09";

export const devanagariFontPath = (weight: number) => `/fonts/${DEVANAGARI_SLUG}/${weight}.woff2`;

export function devanagariFaceCss(): string {
  return DEVANAGARI_WEIGHTS.map(
    (w) => `@font-face{font-family:"${DEVANAGARI_FAMILY}";font-style:normal;font-weight:${w};font-display:swap;src:url(${devanagariFontPath(w)}) format("woff2");unicode-range:${RANGE}}`,
  ).join("");
}
