// Text for generated SVG pictures. An <img> cannot measure its text, so widths are estimated
// from the character count, on the wide side, and text is sized or wrapped to stay inside.

export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A stable 32-bit hash (FNV-1a): the same name always gets the same colour and layout. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The font stack for a picture: the website's own family first, a system sans-serif after. */
export function sansFont(fontFamily?: string): string {
  const own = fontFamily?.trim().replace(/,?\s*sans-serif\s*$/i, "");
  return own ? `${own}, system-ui, sans-serif` : "system-ui, sans-serif";
}

// A bold sans-serif letter averages about 0.6 em; estimating wider keeps text off the edges.
const EM_PER_CHAR = { bold: 0.64, regular: 0.56 } as const;

export type Weight = keyof typeof EM_PER_CHAR;

const textWidth = (text: string, size: number, weight: Weight) => text.length * size * EM_PER_CHAR[weight];

function wrapWords(words: string[], lineCount: number): string[] {
  // Balanced breaks: each line near the total length over the line count.
  const target = words.join(" ").length / lineCount;
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && lines.length < lineCount - 1 && (line + " " + word).length > target + word.length / 2) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * The largest size, from `max` down to `min`, at which the text fits `width` (and `height`) on one line or,
 * failing that, on up to `maxLines` lines; at `min` a line that still does not fit is cut short
 * with an ellipsis, so nothing ever runs past the edge.
 */
export function fitText(text: string, width: number, max: number, min: number, maxLines: number, weight: Weight = "bold", height = Infinity): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const candidates: FittedText[] = [];
  for (let lineCount = 1; lineCount <= Math.max(1, Math.min(maxLines, words.length)); lineCount++) {
    const lines = wrapWords(words, lineCount);
    const longest = Math.max(...lines.map((l) => l.length), 1);
    candidates.push({ lines, size: Math.floor(Math.min(max, width / (longest * EM_PER_CHAR[weight]), height / (lines.length * 1.15))) });
  }
  // Fewer lines while the text stays near full size; otherwise whichever layout is largest.
  const comfortable = candidates.find((c) => c.size >= max * 0.8);
  const best = comfortable ?? candidates.reduce((a, b) => (b.size > a.size ? b : a));
  if (best.size >= min) return best;
  const cut = Math.max(2, Math.floor(width / (min * EM_PER_CHAR[weight])));
  return { lines: best.lines.map((l) => (textWidth(l, min, weight) <= width ? l : `${l.slice(0, cut - 1).trimEnd()}…`)), size: min };
}

/** A block of fitted lines centred on (x, y) or starting at x, one <text> per line. */
export function textBlock(fitted: FittedText, x: number, centreY: number, attrs: { fill: string; weight?: Weight; anchor?: "start" | "middle"; lineHeight?: number }): string {
  const step = fitted.size * (attrs.lineHeight ?? 1.15);
  // The baseline sits about 0.35 em below a line's middle.
  const first = centreY - ((fitted.lines.length - 1) * step) / 2 + fitted.size * 0.35;
  const weight = attrs.weight === "regular" ? "" : ` font-weight="700"`;
  const anchor = attrs.anchor === "start" ? "" : ` text-anchor="middle"`;
  return fitted.lines
    .map((line, i) => `<text x="${round(x)}" y="${round(first + i * step)}" font-size="${fitted.size}"${weight}${anchor} fill="${escapeXml(attrs.fill)}">${escapeXml(line)}</text>`)
    .join("");
}

export const round = (n: number) => Math.round(n * 10) / 10;
