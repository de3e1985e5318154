// Generated SVG artwork: nothing is downloaded, every picture is drawn from its subject's name.
// The pictures themselves live in their own modules; this one keeps the initials avatar (a
// website's favicon) and the size variants every picture is served in.
import { escapeXml, hash } from "./svg-text";

export { bannerSvg, cardArtSvg, type BannerPalette } from "./banner-svg";
export { productSvg } from "./product-svg";
export { categoryTileSvg, wordmarkSvg } from "./tile-svg";

/** A round avatar with initials: a website's favicon. */
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
    `<text x="100" y="122" font-size="64" font-weight="700" text-anchor="middle" font-family="system-ui, sans-serif" fill="hsl(${h} 55% 30%)">${escapeXml(initials)}</text></svg>`
  );
}

/** The width each size variant is drawn at (in CSS pixels for an SVG). */
export const SIZE_WIDTH: Record<string, number | null> = { small: 150, medium: 300, large: 600, original: null };

/** Size variants of an SVG are the same drawing with different intrinsic dimensions. */
export function resizeSvg(svg: string, size: string): string {
  const width = SIZE_WIDTH[size];
  if (!width) return svg;
  const m = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!m) return svg;
  const height = Math.round((width * Number(m[2])) / Number(m[1]));
  return svg.replace(/ width="[\d.]+" height="[\d.]+"/, ` width="${width}" height="${height}"`);
}
