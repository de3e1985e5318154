// A product's picture for the demo store: fresh produce drawn as itself, packaged goods as a
// pack in the brand's colour with the brand's name and the contents on its label.
import { EmojiSheet } from "./emoji-icons";
import { drawPack, type Box } from "./pack-shapes";
import { nameWithoutBrand, type ProductKind } from "./product-kinds";
import { escapeXml, fitText, hash, sansFont, textBlock } from "./svg-text";

/** The brand's colour, the same on its packs and its tile. */
export function brandColours(brand: string): { main: string; dark: string; light: string } {
  const h = hash(brand) % 360;
  return { main: `hsl(${h} 62% 40%)`, dark: `hsl(${h} 65% 26%)`, light: `hsl(${h} 60% 94%)` };
}

export interface ProductPicture {
  name: string;
  brand: string;
  kind: ProductKind;
  /** The first pack's size, printed on the label ("500 g"). */
  size?: string;
  /** The website's font family, when the seed knows it. */
  fontFamily?: string;
  /** Varies the background tint and the produce's tilt between products. */
  seed: string;
}

const open = (label: string, fontFamily?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(label)}" font-family="${escapeXml(sansFont(fontFamily))}">`;

// Three of the produce, slightly turned, two in front of one: a grocer's pile.
const PILE = [
  { x: 200, y: 150, size: 170, turn: -8 },
  { x: 128, y: 238, size: 176, turn: 10 },
  { x: 272, y: 240, size: 176, turn: -14 },
] as const;

function produce(kind: ProductKind, sheet: EmojiSheet, seed: string): string {
  const flip = hash(seed) % 2 ? 1 : -1;
  return PILE.map((p, i) => {
    const name = kind.emoji[i % kind.emoji.length]!;
    return sheet.centre(name, p.x, p.y, p.size, ` transform="rotate(${p.turn * flip} ${p.x} ${p.y})"`);
  }).join("");
}

function label(box: Box, wide: boolean, kind: ProductKind, name: string, size: string | undefined, sheet: EmojiSheet): string {
  const panel = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="12" fill="#fff" fill-opacity=".94"/>`;
  const sizeLine = size ? fitText(size, box.w - 16, 14, 9, 1, "regular") : undefined;
  if (wide) {
    // Emoji on the left, name (and size) on the right.
    const art = Math.min(box.h - 12, box.w * 0.36);
    const textX = box.x + art + 16;
    const textW = box.x + box.w - textX - 8;
    const title = fitText(name, textW, 22, 10, 2);
    const blockH = title.lines.length * title.size * 1.15 + (sizeLine ? 18 : 0);
    const top = box.y + (box.h - blockH) / 2;
    return (
      panel +
      sheet.centre(kind.emoji[0]!, box.x + 6 + art / 2, box.y + box.h / 2, art) +
      textBlock(title, textX, top + (title.lines.length * title.size * 1.15) / 2, { fill: "#1f2937", anchor: "start" }) +
      (sizeLine ? textBlock({ ...sizeLine, size: Math.min(sizeLine.size, 13) }, textX, top + blockH - 7, { fill: "#4b5563", weight: "regular", anchor: "start" }) : "")
    );
  }
  const art = Math.min(box.w * 0.66, box.h * 0.5);
  const cx = box.x + box.w / 2;
  // A tall label has room for a third line before a long name would need cutting short.
  const sizeH = sizeLine ? 22 : 6;
  const textTop = box.y + 10 + art + 6;
  const textH = box.y + box.h - sizeH - textTop;
  const title = fitText(name, box.w - 16, 22, 10, 3, "bold", textH);
  return (
    panel +
    sheet.centre(kind.emoji[0]!, cx, box.y + 10 + art / 2, art) +
    (kind.emoji[1] ? sheet.centre(kind.emoji[1], cx + art * 0.42, box.y + 10 + art * 0.78, art * 0.42) : "") +
    textBlock(title, cx, textTop + textH / 2, { fill: "#1f2937" }) +
    (sizeLine ? textBlock(sizeLine, cx, box.y + box.h - 13, { fill: "#4b5563", weight: "regular" }) : "")
  );
}

/** A 400×400 picture of the product on a soft ground. */
export function productSvg({ name, brand, kind, size, fontFamily, seed }: ProductPicture): string {
  const sheet = new EmojiSheet();
  const tint = hash(seed) % 360;
  const ground = `<rect width="400" height="400" fill="hsl(${tint} 40% 96%)"/><circle cx="200" cy="206" r="162" fill="hsl(${tint} 45% 91%)"/>`;
  const shadow = `<ellipse cx="200" cy="364" rx="${kind.pack === "produce" ? 150 : 120}" ry="14" fill="#000" fill-opacity=".1"/>`;
  let body: string;
  if (kind.pack === "produce") {
    body = produce(kind, sheet, seed);
  } else {
    const colours = brandColours(brand);
    const pack = drawPack(kind.pack, colours);
    const brandText = fitText(brand, pack.brand.w, pack.wide ? 26 : 24, 10, pack.brandLines ?? 2);
    body =
      pack.art +
      textBlock(brandText, pack.brand.x + pack.brand.w / 2, pack.brand.y + pack.brand.h / 2, { fill: "#fff", lineHeight: 1.05 }) +
      label(pack.label, pack.wide, kind, nameWithoutBrand(name, brand), size, sheet);
  }
  return `${open(name, fontFamily)}${sheet.defs()}${ground}${shadow}${body}</svg>`;
}
