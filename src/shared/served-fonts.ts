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
}

/** The first is the shop's default family (DEFAULT_FONT), which a new website starts with. */
export const SERVED_FONTS: readonly ServedFont[] = [
  { family: "Inter", stack: "Inter, sans-serif", variable: true },
  { family: "Poppins", stack: "Poppins, sans-serif", variable: false },
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
