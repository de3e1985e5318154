// Square tiles for the category, brand and supplier carousels: a category shows what it sells,
// a brand or supplier its name as a wordmark.
import { EmojiSheet } from "./emoji-icons";
import { brandColours } from "./product-svg";
import { escapeXml, fitText, hash, sansFont, textBlock } from "./svg-text";

const open = (label: string, fontFamily?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(label)}" font-family="${escapeXml(sansFont(fontFamily))}">`;

// One emoji fills the tile; two or three (a parent category) overlap, the first in front.
const LAYOUTS: Record<number, readonly { x: number; y: number; size: number }[]> = {
  1: [{ x: 100, y: 104, size: 124 }],
  2: [
    { x: 78, y: 86, size: 96 },
    { x: 124, y: 122, size: 96 },
  ],
  3: [
    { x: 62, y: 80, size: 80 },
    { x: 138, y: 80, size: 80 },
    { x: 100, y: 130, size: 92 },
  ],
};

/** A category's tile: its emoji (up to three, for a parent) on a soft round ground. */
export function categoryTileSvg(name: string, emoji: readonly string[], fontFamily?: string): string {
  const sheet = new EmojiSheet();
  const shown = emoji.slice(0, 3);
  const layout = LAYOUTS[Math.max(1, shown.length)]!;
  const h = hash(name) % 360;
  const art = layout
    .map((p, i) => sheet.centre(shown[i] ?? "shopping-bags", p.x, p.y, p.size))
    .reverse()
    .join("");
  return `${open(name, fontFamily)}${sheet.defs()}<rect width="200" height="200" rx="40" fill="hsl(${h} 55% 93%)"/><circle cx="100" cy="104" r="78" fill="hsl(${h} 60% 86%)"/>${art}</svg>`;
}

/**
 * A brand's or supplier's tile: the name set as a wordmark. A brand is white on its own colour
 * (the colour of its packs); a supplier is its colour on white, inside a ring.
 */
export function wordmarkSvg(name: string, style: "brand" | "supplier", fontFamily?: string): string {
  const c = brandColours(name);
  const text = fitText(name, 156, 40, 14, 3);
  const ground =
    style === "brand"
      ? `<rect width="200" height="200" rx="28" fill="${c.main}"/><rect x="8" y="8" width="184" height="184" rx="22" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`
      : `<rect width="200" height="200" rx="28" fill="#fff"/><rect x="5" y="5" width="190" height="190" rx="24" fill="${c.light}" stroke="${c.main}" stroke-width="4"/>`;
  const rule = `<rect x="80" y="${Math.round(100 + (text.lines.length * text.size * 1.1) / 2 + 10)}" width="40" height="4" rx="2" fill="${style === "brand" ? "#fff" : c.main}" fill-opacity=".7"/>`;
  return `${open(name, fontFamily)}${ground}${textBlock(text, 100, 96, { fill: style === "brand" ? "#fff" : c.dark, lineHeight: 1.1 })}${rule}</svg>`;
}
