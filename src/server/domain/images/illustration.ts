// Generated SVG artwork for the demo store: nothing is downloaded, every image is drawn
// from its subject's name, so each product gets a distinct, recognisable picture.

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

export type Shape = "pouch" | "bottle" | "jar" | "box" | "produce" | "carton";

/** Picks a container that suits the product's category and pack names. */
export function shapeFor(category: string, packNames: string[]): Shape {
  const c = category.toLowerCase();
  const packs = packNames.join(" ").toLowerCase();
  if (/vegetable|fruit|herb|exotic|leaf/.test(c)) return "produce";
  if (/milk|juice|drink|oil|beverage|soft|sauce|shampoo|liquid|cleaner|wash/.test(c) || /\bml\b|\bl\b|litre/.test(packs)) {
    return /milk|juice/.test(c) ? "carton" : "bottle";
  }
  if (/masala|spice|ghee|honey|pickle|jam|spread|butter|cream/.test(c)) return "jar";
  if (/biscuit|cookie|chocolate|cereal|tea|coffee|soap|detergent|baby|pooja|frozen/.test(c)) return "box";
  return "pouch";
}

function shapePath(shape: Shape, fill: string, accent: string): string {
  switch (shape) {
    case "produce":
      return `<circle cx="200" cy="170" r="88" fill="${fill}"/><path d="M200 82c10-30 40-40 60-34-8 24-30 38-60 34z" fill="${accent}"/>`;
    case "bottle":
      return `<rect x="180" y="50" width="40" height="34" rx="6" fill="${accent}"/><path d="M170 84h60l18 40v126a14 14 0 0 1-14 14h-68a14 14 0 0 1-14-14V124z" fill="${fill}"/>`;
    case "carton":
      return `<path d="M150 90l25-40h50l25 40v170H150z" fill="${fill}"/><path d="M150 90h100" stroke="${accent}" stroke-width="8"/>`;
    case "jar":
      return `<rect x="148" y="70" width="104" height="30" rx="8" fill="${accent}"/><rect x="138" y="96" width="124" height="160" rx="22" fill="${fill}"/>`;
    case "box":
      return `<rect x="130" y="70" width="140" height="186" rx="8" fill="${fill}"/><rect x="130" y="70" width="140" height="28" fill="${accent}"/>`;
    case "pouch":
      return `<path d="M140 70h120l12 186H128z" fill="${fill}"/><path d="M140 70h120v18H140z" fill="${accent}"/>`;
  }
}

export interface IllustrationInput {
  title: string;
  subtitle?: string;
  shape: Shape;
  seed?: string;
}

/** A 400×400 product picture: a tinted background, a container, a label and the name. */
export function productSvg({ title, subtitle, shape, seed }: IllustrationInput): string {
  const h = hash(seed ?? title) % 360;
  const bg = `hsl(${h} 60% 94%)`;
  const fill = `hsl(${h} 55% 48%)`;
  const accent = `hsl(${(h + 40) % 360} 65% 35%)`;
  const label = escapeXml((title.split(/\s+/).find((w) => w.length > 3) ?? title).slice(0, 10));
  const wrapped = wrap(title, 26, 2);
  const lines = wrapped
    .map((l, i) => `<text x="200" y="${316 + i * 24}" font-size="20" font-weight="600" text-anchor="middle" fill="#1f2937">${escapeXml(l)}</text>`)
    .join("");
  const sub = subtitle
    ? `<text x="200" y="${316 + wrapped.length * 24 + 4}" font-size="15" text-anchor="middle" fill="#4b5563">${escapeXml(subtitle)}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="400" height="400" fill="${bg}"/>${shapePath(shape, fill, accent)}` +
    `<rect x="150" y="150" width="100" height="40" rx="6" fill="#fff" opacity=".92"/>` +
    `<text x="200" y="176" font-size="16" font-weight="700" text-anchor="middle" fill="${accent}">${label}</text>` +
    `${lines}${sub}</svg>`
  );
}

/**
 * Fruit-like dots scattered over the banner's lower edge. Besides looking like a market stall,
 * they give the picture the detail of a photograph: browsers do not count a near-empty image
 * (under 0.05 bits per pixel) as a page's largest paint, and a real shop's banners are photos.
 */
function produceScatter(width: number, height: number, seed: string): string {
  let state = hash(`${seed}:scatter`) || 1;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const dots: string[] = [];
  const count = Math.round(width / 10);
  for (let i = 0; i < count; i++) {
    const r = Math.round(height * (0.02 + next() * 0.05));
    const x = Math.round(next() * width);
    const y = Math.round(height * (0.78 + next() * 0.22));
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${Math.round(next() * 360)} ${60 + Math.round(next() * 30)}% ${45 + Math.round(next() * 20)}%)"/>`);
  }
  return `<g opacity=".85">${dots.join("")}</g>`;
}

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
  return { ground: `hsl(${h} 55% 90%)`, shape: `hsl(${h} 55% 60%)`, accent: `hsl(${(h + 50) % 360} 70% 55%)`, headline: `hsl(${h} 60% 20%)`, strap: `hsl(${h} 30% 25%)` };
}

/**
 * A wide banner: a headline and a strap line on a two-tone ground, produce along the bottom; in
 * the colours given (a website's own, for its starter banner) or in a hue the seed picks.
 */
export function bannerSvg(headline: string, strap: string, width: number, height: number, seed: string, palette: BannerPalette = huePalette(seed)): string {
  // Sizes that keep each line left of the big shape and inside the picture: a long shop name on
  // a phone's narrow banner gets smaller type rather than running under the shape or off the
  // edge (a sans-serif glyph is about 0.6 em wide).
  const room = width * 0.62;
  const big = Math.round(Math.min(height * 0.16, room / (Math.max(headline.length, 1) * 0.6)));
  // The strap line keeps a readable size and wraps onto a second line where it is too long.
  const small = Math.round(Math.min(big * 0.5, height * 0.08));
  const strapLines = wrap(strap, Math.max(8, Math.floor(room / (small * 0.55))), 2);
  // A second line moves the text up, clear of the produce along the bottom.
  const top = height * (strapLines.length > 1 ? 0.36 : 0.45);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(headline)}">` +
    `<rect width="${width}" height="${height}" fill="${escapeXml(palette.ground)}"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.42}" fill="${escapeXml(palette.shape)}"/>` +
    `<circle cx="${width * 0.9}" cy="${height * 0.25}" r="${height * 0.18}" fill="${escapeXml(palette.accent)}"/>` +
    produceScatter(width, height, seed) +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">` +
    `<text x="${width * 0.06}" y="${top}" font-size="${big}" font-weight="800" fill="${escapeXml(palette.headline)}">${escapeXml(headline)}</text>` +
    `<text x="${width * 0.06}" y="${top + big * 0.6 + small * 1.4}" font-size="${small}" fill="${escapeXml(palette.strap)}">` +
    strapLines.map((line, i) => `<tspan x="${width * 0.06}" dy="${i === 0 ? 0 : small * 1.25}">${escapeXml(line)}</tspan>`).join("") +
    `</text>` +
    `</g>` +
    `</svg>`
  );
}

/** A round avatar with initials, for categories, brands and suppliers. */
export function avatarSvg(name: string): string {
  const h = hash(name) % 360;
  const initials = name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">` +
    `<circle cx="100" cy="100" r="100" fill="hsl(${h} 55% 88%)"/>` +
    `<text x="100" y="122" font-size="64" font-weight="700" text-anchor="middle" fill="hsl(${h} 55% 30%)">${escapeXml(initials)}</text></svg>`
  );
}

const SIZE_WIDTH: Record<string, number | null> = { small: 150, medium: 300, large: 600, original: null };

/** Size variants of an SVG are the same drawing with different intrinsic dimensions. */
export function resizeSvg(svg: string, size: string): string {
  const width = SIZE_WIDTH[size];
  if (!width) return svg;
  const m = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!m) return svg;
  const height = Math.round((width * Number(m[2])) / Number(m[1]));
  return svg.replace(/ width="[\d.]+" height="[\d.]+"/, ` width="${width}" height="${height}"`);
}
