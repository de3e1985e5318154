// The website's look as CSS: theme colours become variables, the font is the first family of
// the website's list (§9). Used by the server when it writes the page head and by the shop.
import { DEVANAGARI_FAMILY } from "./devanagari-font";
import { servedFont, type FallbackMetrics } from "./served-fonts";

export const DEFAULT_FONT = "Inter";
export const FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;

/** §9: the first entry of a comma-separated list, quotes stripped; Inter when empty. */
export function primaryFontFamily(fontFamily: string | null | undefined): string {
  const first = (fontFamily ?? "").split(",")[0]?.replace(/["']/g, "").trim() ?? "";
  return /^[A-Za-z0-9 _-]{1,60}$/.test(first) ? first : DEFAULT_FONT;
}

const COLOR_KEY = /^[a-z0-9][a-z0-9-]{0,40}$/i;
// A colour value may be any CSS colour, but never something that could end the declaration.
const COLOR_VALUE = /^[#a-z0-9(),.%\s-]{1,60}$/i;

/** `--color-{name}` for every usable colour of the theme. */
/** `lang`: a Hindi page's Devanagari text takes the served Devanagari font after the website's family. */
export function themeVariables(colors: unknown, fontFamily?: string | null, lang?: string): Record<string, string> {
  const vars: Record<string, string> = {};
  if (colors && typeof colors === "object") {
    for (const [key, value] of Object.entries(colors as Record<string, unknown>)) {
      if (COLOR_KEY.test(key) && typeof value === "string" && COLOR_VALUE.test(value)) vars[`--color-${key.toLowerCase()}`] = value.trim();
    }
  }
  const family = primaryFontFamily(fontFamily);
  const fallback = servedFont(family)?.fallback ? `"${fallbackFamily(family)}", ` : "";
  const devanagari = lang === "hi" ? `"${DEVANAGARI_FAMILY}", ` : "";
  vars["--font-family"] = `"${family}", ${fallback}${family === DEFAULT_FONT ? "" : `"${DEFAULT_FONT}", `}${devanagari}system-ui, sans-serif`;
  return vars;
}

export function themeCss(colors: unknown, fontFamily?: string | null, lang?: string): string {
  const body = Object.entries(themeVariables(colors, fontFamily, lang))
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
  return `:root{${body}}`;
}

/** Families served as one variable font (every weight in one file) rather than a file per weight. */
const VARIABLE_FONTS: ReadonlySet<string> = new Set(["inter"]);

const fontSlug = (family: string) => family.toLowerCase().replace(/\s+/g, "-");

/** Whether the app serves this family as one variable font. */
export function isVariableFont(family: string): boolean {
  return VARIABLE_FONTS.has(fontSlug(family));
}

/** The URL the app serves a font weight from (the one variable file, where there is one). */
export function fontFileUrl(family: string, weight: number): string {
  return isVariableFont(family) ? `/fonts/${fontSlug(family)}/variable.woff2` : `/fonts/${fontSlug(family)}/${weight}.woff2`;
}

/** The name of the family's stand-in while its file loads: Arial resized to its metrics. */
export const fallbackFamily = (family: string): string => `${family} Fallback`;

// Arial under its names on Windows and macOS, and its metric twins: Liberation Sans (Linux),
// Arimo (ChromeOS). local() matches a face's own full or PostScript name, so each is listed.
const ARIAL_REGULAR = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"];
const ARIAL_BOLD = ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The fallback's faces. With `font-display: swap` the text is first drawn in a fallback and
 * redrawn when the file arrives; a fallback of other widths and line heights moves everything
 * after it (a shop name that wraps the header, then fits). Arial resized to the family's width,
 * with the family's ascent and descent, takes the same room. The overrides are divided by the
 * size adjustment because the browser scales them by it.
 */
function fallbackFaceCss(family: string, metrics: FallbackMetrics): string {
  const faces: [string, readonly string[], number][] = [
    ["400 500", ARIAL_REGULAR, metrics.widthRegular],
    ["600 800", ARIAL_BOLD, metrics.widthBold],
  ];
  return faces
    .map(([weights, names, width]) => {
      const src = names.map((n) => `local("${n}")`).join(",");
      return `@font-face{font-family:"${fallbackFamily(family)}";font-style:normal;font-weight:${weights};src:${src};size-adjust:${percent(width)};ascent-override:${percent(metrics.ascent / width)};descent-override:${percent(metrics.descent / width)};line-gap-override:${percent(metrics.lineGap / width)}}`;
    })
    .join("");
}

export function fontFaceCss(family: string): string {
  const metrics = servedFont(family)?.fallback;
  const fallback = metrics ? fallbackFaceCss(family, metrics) : "";
  // One variable file carries weights 400–800 in half the bytes of four separate weights, and
  // those bytes compete with the first paint on a slow connection.
  if (isVariableFont(family)) {
    const [min, max] = [FONT_WEIGHTS[0], FONT_WEIGHTS[FONT_WEIGHTS.length - 1]];
    return `@font-face{font-family:"${family}";font-style:normal;font-weight:${min} ${max};font-display:swap;src:url(${fontFileUrl(family, min!)}) format("woff2")}${fallback}`;
  }
  return FONT_WEIGHTS.map((w) => `@font-face{font-family:"${family}";font-style:normal;font-weight:${w};font-display:swap;src:url(${fontFileUrl(family, w)}) format("woff2")}`).join("") + fallback;
}
