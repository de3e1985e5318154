// The font families the app serves itself (§9: weights 400–800), so a website in one of them
// looks the same on every device and no third-party host sees the shoppers. The one list: the
// server loads their files from the @fontsource packages, the shop's page head declares them,
// the builder's font chooser marks them, and the create-website screen offers only them.
// Adding a family is one entry here and its @fontsource package in package.json.

export interface ServedFont {
  /** The family as an owner writes it and as CSS names it. */
  family: string;
  /** The font list a website stores when an owner picks the family: it with a fallback. */
  stack: string;
  /** One variable-weight file (@fontsource-variable/<slug>) rather than a file per weight (@fontsource/<slug>). */
  variable: boolean;
  /**
   * How to make Arial (or a font with its metrics) take the family's room while the family's
   * file is on its way, so the page does not move when it swaps in: the family's vertical
   * metrics per em (OS/2 typographic ascender, descender and line gap), and how much wider its
   * text is than Arial's, for regular (400–500) and bold (600–800) text.
   */
  fallback?: FallbackMetrics;
}

export interface FallbackMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  /** The family's text width over Arial's for the same text and size. */
  widthRegular: number;
  widthBold: number;
}

// Fallback widths: a shop-like sample (a shop name, product words, prices, digits, a pangram)
// measured at one size in Chromium, the family's file against Liberation Sans (Arial's metrics);
// regular is the mean of the 400 and 500 ratios (Poppins: 400), bold the mean of 700 and 800, the
// weights of headings and the shop's name. Vertical metrics: the file's OS/2 table
// (typoAscender, typoDescender, typoLineGap over unitsPerEm).
/** The first is the shop's default family (DEFAULT_FONT), which a new website starts with. */
export const SERVED_FONTS: readonly ServedFont[] = [
  { family: "Inter", stack: "Inter, sans-serif", variable: true, fallback: { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0, widthRegular: 1.068, widthBold: 1.03 } },
  { family: "Poppins", stack: "Poppins, sans-serif", variable: false, fallback: { ascent: 1.05, descent: 0.35, lineGap: 0.1, widthRegular: 1.1, widthBold: 1.062 } },
];

/** A family's name in the served files' paths (`/fonts/{slug}/…`) and in its package's name. */
export const fontSlug = (family: string): string => family.trim().toLowerCase().replace(/\s+/g, "-");

/** The served font of this family (any case and spacing), or undefined. */
export function servedFont(family: string): ServedFont | undefined {
  const slug = fontSlug(family);
  return SERVED_FONTS.find((font) => fontSlug(font.family) === slug);
}

export const isServedFont = (family: string): boolean => servedFont(family) !== undefined;

/** "Inter and Poppins": the served families in words, for owner-facing hints. */
export function servedFamiliesText(): string {
  const names = SERVED_FONTS.map((font) => font.family);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");
}
