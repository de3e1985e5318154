// Wide banners: a headline and a strap line beside a pile of the produce they talk about.
// A banner may be shown cropped (the hero block's other aspects, a hero card's 3:2 frame), so
// the text keeps inside the middle two thirds of the height and clear of the sides.
import { EmojiSheet } from "./emoji-icons";
import { emojiInText } from "./product-kinds";
import { escapeXml, fitText, hash, round, sansFont, textBlock } from "./svg-text";

/** The colours a banner is drawn in: its ground, two shapes, and its two lines of text. */
export interface BannerPalette {
  ground: string;
  shape: string;
  accent: string;
  headline: string;
  strap: string;
}

/** A palette from one hue picked by the seed: the demo's banners, each in its own colour. */
function huePalette(seed: string): BannerPalette {
  const h = hash(seed) % 360;
  return { ground: `hsl(${h} 55% 92%)`, shape: `hsl(${h} 50% 80%)`, accent: `hsl(${(h + 50) % 360} 70% 70%)`, headline: `hsl(${h} 60% 18%)`, strap: `hsl(${h} 30% 25%)` };
}

// A shop's everyday goods, for a banner whose words name none.
const GROCERIES = ["shopping-bags", "tomato", "banana", "bread", "glass-of-milk", "carrot", "leafy-green", "red-apple", "cooked-rice", "cookie"];

/** Four emoji for the banner: those its words name, then everyday groceries picked by the seed. */
function bannerEmoji(text: string, seed: string): string[] {
  const named = emojiInText(text);
  const start = hash(seed) % GROCERIES.length;
  const rest = [...GROCERIES.slice(start), ...GROCERIES.slice(0, start)].filter((e) => !named.includes(e));
  return [...named, ...rest].slice(0, 4);
}

interface TextArea {
  x: number;
  width: number;
  centreY: number;
  anchor: "start" | "middle";
}

/** The headline and strap centred on the area, set smaller until they end above `bottom`. */
function bannerText(headline: string, strap: string, area: TextArea, height: number, palette: BannerPalette, bottom = height): string {
  const minBig = Math.round(height * 0.05);
  const layout = (maxBig: number) => {
    const big = fitText(headline, area.width, maxBig, minBig, 2);
    const small = fitText(strap, area.width, Math.round(Math.min(big.size * 0.5, height * 0.065)), Math.round(height * 0.035), 3, "regular");
    const bigH = big.lines.length * big.size * 1.1;
    const gap = strap ? big.size * 0.35 : 0;
    const smallH = strap ? small.lines.length * small.size * 1.3 : 0;
    // Centred, but never above the top sixth: a 2:1 crop of a 4:3 banner loses that much.
    const top = Math.max(height * 0.18, area.centreY - (bigH + gap + smallH) / 2);
    return { big, small, bigH, gap, smallH, top, maxBig };
  };
  let t = layout(Math.round(height * 0.13));
  while (t.top + t.bigH + t.gap + t.smallH > bottom && t.maxBig > minBig) t = layout(Math.max(minBig, Math.floor(t.maxBig * 0.9)));
  return (
    textBlock(t.big, area.x, t.top + t.bigH / 2, { fill: palette.headline, anchor: area.anchor, lineHeight: 1.1 }) +
    (strap ? textBlock(t.small, area.x, t.top + t.bigH + t.gap + t.smallH / 2, { fill: palette.strap, weight: "regular", anchor: area.anchor, lineHeight: 1.3 }) : "")
  );
}

/**
 * A banner of the given size: the headline and strap line, and artwork of the goods they name
 * (or everyday groceries); in the colours given (a website's own) or in a hue the seed picks.
 */
export function bannerSvg(headline: string, strap: string, width: number, height: number, seed: string, palette: BannerPalette = huePalette(seed)): string {
  const sheet = new EmojiSheet();
  const emoji = bannerEmoji(`${headline} ${strap}`, seed);
  const wide = width / height >= 1.6;
  let art: string;
  let text: string;
  if (wide) {
    // Text on the left 13–58 % (clear of a 2:1 crop's sides), produce in a disc on the right.
    art = discArt(sheet, emoji, width * 0.76, height * 0.5, Math.min(height * 0.4, width * 0.17), palette);
    text = bannerText(headline, strap, { x: width * 0.13, width: width * 0.45, centreY: height * 0.5, anchor: "start" }, height, palette);
  } else {
    // Text across the top half, the produce in a row below it, all inside the middle 70 %.
    const size = Math.min(width * 0.2, height * 0.24);
    const y = height * 0.7;
    // The row's highest emoji reaches 0.56 of its size above y; the words keep clear of it.
    const artTop = y - size * 0.56;
    art =
      `<ellipse cx="${round(width / 2)}" cy="${round(y + size * 0.1)}" rx="${round(width * 0.4)}" ry="${round(size * 0.62)}" fill="${escapeXml(palette.shape)}"/>` +
      `<circle cx="${round(width * 0.86)}" cy="${round(height * 0.16)}" r="${round(height * 0.1)}" fill="${escapeXml(palette.accent)}"/>` +
      [-1.5, -0.5, 0.5, 1.5].map((slot, i) => sheet.centre(emoji[i]!, width / 2 + slot * size * 0.82, y + (i % 2 ? -size * 0.06 : size * 0.06), size)).join("");
    text = bannerText(headline, strap, { x: width / 2, width: width * 0.7, centreY: height * 0.36, anchor: "middle" }, height, palette, artTop - height * 0.02);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(headline)}" font-family="${escapeXml(sansFont())}">` +
    `${sheet.defs()}<rect width="${width}" height="${height}" fill="${escapeXml(palette.ground)}"/>${art}${text}</svg>`
  );
}

/** Four goods in a disc, with a small accent circle: a wide banner's artwork, and a card's. */
function discArt(sheet: EmojiSheet, emoji: readonly string[], cx: number, cy: number, r: number, palette: BannerPalette): string {
  return (
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${escapeXml(palette.shape)}"/>` +
    `<circle cx="${round(cx + r * 0.85)}" cy="${round(cy - r * 0.75)}" r="${round(r * 0.32)}" fill="${escapeXml(palette.accent)}"/>` +
    sheet.centre(emoji[1]!, cx - r * 0.5, cy - r * 0.32, r * 0.8) +
    sheet.centre(emoji[2]!, cx + r * 0.52, cy - r * 0.3, r * 0.78) +
    sheet.centre(emoji[3]!, cx + r * 0.62, cy + r * 0.5, r * 0.62) +
    sheet.centre(emoji[0]!, cx - r * 0.05, cy + r * 0.34, r * 1.05)
  );
}

/**
 * Artwork without words, for a block that sets its own text beside the picture (the hero card):
 * the goods `words` name, in a disc centred in the picture. `label` is its accessible name.
 */
export function cardArtSvg(words: string, label: string, width: number, height: number, seed: string, palette: BannerPalette = huePalette(seed)): string {
  const sheet = new EmojiSheet();
  const art = discArt(sheet, bannerEmoji(words, seed), width / 2, height / 2, Math.min(width, height) * 0.36, palette);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
    `${sheet.defs()}<rect width="${width}" height="${height}" fill="${escapeXml(palette.ground)}"/>${art}</svg>`
  );
}
