// The website's look as CSS: theme colours become variables, the font is the first family of
// the website's list (§9). Used by the server when it writes the page head and by the shop.

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
export function themeVariables(colors: unknown, fontFamily?: string | null): Record<string, string> {
  const vars: Record<string, string> = {};
  if (colors && typeof colors === "object") {
    for (const [key, value] of Object.entries(colors as Record<string, unknown>)) {
      if (COLOR_KEY.test(key) && typeof value === "string" && COLOR_VALUE.test(value)) vars[`--color-${key.toLowerCase()}`] = value.trim();
    }
  }
  const family = primaryFontFamily(fontFamily);
  vars["--font-family"] = `"${family}", ${family === DEFAULT_FONT ? "" : `"${DEFAULT_FONT}", `}system-ui, sans-serif`;
  return vars;
}

export function themeCss(colors: unknown, fontFamily?: string | null): string {
  const body = Object.entries(themeVariables(colors, fontFamily))
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
  return `:root{${body}}`;
}

/** The URL the app serves a font weight from; the family is matched case-insensitively. */
export function fontFileUrl(family: string, weight: number): string {
  return `/fonts/${family.toLowerCase().replace(/\s+/g, "-")}/${weight}.woff2`;
}

export function fontFaceCss(family: string): string {
  return FONT_WEIGHTS.map(
    (w) => `@font-face{font-family:"${family}";font-style:normal;font-weight:${w};font-display:swap;src:url(${fontFileUrl(family, w)}) format("woff2")}`,
  ).join("");
}
