// The typeface of the invoice PDFs: Poppins, the shop's own, embedded from @fontsource/poppins.
// The standard PDF fonts have no ₹, and the machines that render invoices have no fonts we can
// count on, so every glyph comes from files npm installs. @fontsource cuts Poppins into subsets
// by script; ₹ is in latin-ext (and devanagari), not in latin, and a product may be named in
// Hindi, so each character is drawn with the first subset that covers it.
//
// The files are found by resolving the package from this module, as the rest of the server reads
// node_modules: the compiled server (dist/server-app/main.mjs) keeps packages external, so the
// same resolution walks up to the project's node_modules from either place.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { woffToSfnt } from "./woff-to-sfnt";

export type FontWeight = 400 | 600 | 700;

const WEIGHTS: readonly FontWeight[] = [400, 600, 700];

/** In the order a character looks for its glyph: latin first, as nearly all text is latin. */
const SUBSETS = ["latin", "latin-ext", "devanagari"] as const;
type Subset = (typeof SUBSETS)[number];

export interface InvoiceFonts {
  /** pdfkit's name for each file ("poppins-600-latin-ext") → its bytes (TrueType). */
  files: ReadonlyMap<string, Uint8Array>;
  /** The file of `weight` whose subset has `codePoint`, or the latin one when none has it. */
  fontFor(codePoint: number, weight: FontWeight): string;
}

const fontName = (weight: FontWeight, subset: Subset) => `poppins-${weight}-${subset}`;

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseUnicodeRange(range: string): [number, number][] {
  return range.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-") as [string, string | undefined];
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

let loaded: InvoiceFonts | undefined;

/** Reads the font files once, when the first invoice is drawn. */
export function invoiceFonts(): InvoiceFonts {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  // The subsets' declared coverage (the CSS unicode-range of each), shipped with the files.
  const ranges = require("@fontsource/poppins/unicode.json") as Record<Subset, string>;
  const coverage = SUBSETS.map((subset) => ({ subset, ranges: parseUnicodeRange(ranges[subset]) }));
  const files = new Map<string, Uint8Array>();
  for (const weight of WEIGHTS) {
    for (const subset of SUBSETS) {
      // WOFF rather than WOFF2: zlib unpacks it (WOFF2 needs Brotli and a glyph-table transform).
      const woff = readFileSync(require.resolve(`@fontsource/poppins/files/poppins-${subset}-${weight}-normal.woff`));
      files.set(fontName(weight, subset), woffToSfnt(woff));
    }
  }
  const subsetCache = new Map<number, Subset>();
  const subsetOf = (codePoint: number): Subset => {
    let subset = subsetCache.get(codePoint);
    if (!subset) {
      subset = coverage.find((c) => c.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))?.subset ?? "latin";
      subsetCache.set(codePoint, subset);
    }
    return subset;
  };
  loaded = { files, fontFor: (codePoint, weight) => fontName(weight, subsetOf(codePoint)) };
  return loaded;
}
