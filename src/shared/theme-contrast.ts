// Whether a website's theme colours can be read where the shop draws them (ADR 0056): every
// text/background pair the shop's stylesheets make of the theme's colours, its WCAG 2.x
// contrast ratio, and for a pair below AA the colour to change with a computed suggestion.
// Pure, so the server judges a save with it and the shop picks a hero card's text with it.

/** The colour names the shop's stylesheets read as var(--color-…). */
export type ThemeKey = "primary" | "primary-contrast" | "secondary" | "background" | "surface" | "text" | "muted" | "danger" | "success" | "warning";

/**
 * What a stylesheet draws when the theme has no such colour: its var() fallback. success and
 * warning fall back to another theme colour (cart-panel.css, checkout.css, coupon-form.css).
 */
const FALLBACK: Record<ThemeKey, string | ThemeKey> = {
  primary: "#0f7b3f",
  "primary-contrast": "#ffffff",
  secondary: "#f59e0b",
  background: "#ffffff",
  surface: "#f6f7f5",
  text: "#1f2937",
  muted: "#666e7b",
  danger: "#b91c1c",
  success: "primary",
  warning: "danger",
};

/** The owner's word for each colour, as the builder's settings screen names them. */
export const COLOUR_NAMES: Record<ThemeKey, string> = {
  primary: "main colour (primary)",
  "primary-contrast": "button text colour (primary-contrast)",
  secondary: "second colour (secondary)",
  background: "page background (background)",
  surface: "surface colour (surface)",
  text: "text colour (text)",
  muted: "muted text colour (muted)",
  danger: "danger colour (danger)",
  success: "success colour (success)",
  warning: "warning colour (warning)",
};

/** WCAG 2.x AA: 1.4.3 for text, large text (24px, or 18.66px bold), and 1.4.11 for controls. */
export const REQUIRED_RATIO = { text: 4.5, large: 3, control: 3 } as const;
export type PairKind = keyof typeof REQUIRED_RATIO;

/** A colour of a pair: a theme colour, a colour the stylesheet fixes, or a tint the stylesheet mixes. */
export type ColourSource = { key: ThemeKey } | { fixed: string } | { tint: { key: ThemeKey; percent: number; into: ThemeKey } };

export interface ThemePair {
  id: string;
  /** What the shopper reads where, in the owner's words. */
  label: string;
  fg: ColourSource;
  bg: ColourSource;
  kind: PairKind;
  /** The colour the owner is told to change when the pair fails (the text's own, unless the stylesheet fixes the text). */
  change: ThemeKey;
  /** Where the stylesheets draw it, so a test can hold the list to the CSS. */
  where: { file: string; selector: string; declarations: string[] }[];
}

/**
 * The tint of the main colour a selected item is drawn on (product-detail.css .product-pack-chosen,
 * account.css, panels.css): color-mix(in srgb, primary 6%, background).
 */
export const SELECTED_TINT_PERCENT = 6;
const SELECTED: ColourSource = { tint: { key: "primary", percent: SELECTED_TINT_PERCENT, into: "background" } };

/** Every pair the shop draws from the theme, first the ones most of the shop is made of. */
export const THEME_PAIRS: readonly ThemePair[] = [
  {
    id: "body",
    label: "Text on the page background",
    fg: { key: "text" },
    bg: { key: "background" },
    kind: "text",
    change: "text",
    where: [{ file: "src/client/app/shell.css", selector: "body", declarations: ["color: var(--color-text", "background: var(--color-background"] }],
  },
  {
    id: "surface",
    label: "Text on the surface colour (product cards, menu bar, footer)",
    fg: { key: "text" },
    bg: { key: "surface" },
    kind: "text",
    change: "text",
    where: [{ file: "registry/parts/product-card.css", selector: ".product-card", declarations: ["background: var(--color-surface"] }],
  },
  {
    id: "hero-card",
    label: "Hero card text on the card",
    fg: { key: "text" },
    bg: { key: "surface" },
    kind: "text",
    change: "text",
    where: [{ file: "registry/blocks/hero-card/hero-card.css", selector: ".hero-card", declarations: ["background: var(--card-bg, var(--color-surface", "color: var(--card-fg, var(--color-text"] }],
  },
  {
    id: "muted",
    label: "Muted text on the page background (old prices, notes)",
    fg: { key: "muted" },
    bg: { key: "background" },
    kind: "text",
    change: "muted",
    where: [
      { file: "registry/blocks/product-detail/product-detail.css", selector: ".product-tax", declarations: ["color: var(--color-muted,"] },
      { file: "registry/parts/checkout/checkout.css", selector: ".checkout-note", declarations: ["color: var(--color-muted,"] },
    ],
  },
  {
    id: "muted-surface",
    label: "Muted text on the surface colour (brand and pack on product cards)",
    fg: { key: "muted" },
    bg: { key: "surface" },
    kind: "text",
    change: "muted",
    where: [
      { file: "registry/parts/product-card.css", selector: ".product-card-brand", declarations: ["color: var(--color-muted,"] },
      { file: "registry/parts/product-card.css", selector: ".product-card-unit-price", declarations: ["color: var(--color-muted,"] },
      { file: "registry/parts/add-to-cart-control.css", selector: ".add-to-cart-note", declarations: ["color: var(--color-muted,"] },
    ],
  },
  {
    id: "links",
    label: "Links and prices in the main colour on the page background",
    fg: { key: "primary" },
    bg: { key: "background" },
    kind: "text",
    change: "primary",
    where: [
      { file: "src/client/app/shell.css", selector: "a", declarations: ["color: var(--color-primary"] },
      { file: "registry/parts/add-to-cart-control.css", selector: ".add-to-cart-button", declarations: ["color: var(--color-primary", "background: var(--color-background"] },
    ],
  },
  {
    id: "links-surface",
    label: "Main colour text on the surface colour (footer name, menu links)",
    fg: { key: "primary" },
    bg: { key: "surface" },
    kind: "text",
    change: "primary",
    where: [{ file: "registry/chrome/chrome.css", selector: ".footer-name", declarations: ["color: var(--color-primary"] }],
  },
  {
    id: "button",
    label: "Button text on the button colour",
    fg: { key: "primary-contrast" },
    bg: { key: "primary" },
    kind: "text",
    change: "primary-contrast",
    where: [{ file: "src/client/ui/ui.css", selector: ".ui-button-primary", declarations: ["background: var(--color-primary", "color: var(--color-primary-contrast"] }],
  },
  {
    id: "badge",
    label: "Discount badge text on the main colour",
    fg: { key: "primary-contrast" },
    bg: { key: "primary" },
    kind: "text",
    change: "primary-contrast",
    where: [{ file: "registry/parts/product-card.css", selector: ".product-card-off", declarations: ["background: var(--color-primary", "color: var(--color-primary-contrast"] }],
  },
  {
    id: "selected-pack",
    label: "Selected pack's name and price",
    fg: { key: "text" },
    bg: SELECTED,
    kind: "text",
    change: "text",
    where: [
      {
        file: "registry/blocks/product-detail/product-detail.css",
        selector: ".product-pack-chosen",
        declarations: ["color: var(--color-text", `color-mix(in srgb, var(--color-primary, #0f7b3f) ${SELECTED_TINT_PERCENT}%, var(--color-background, #fff))`],
      },
    ],
  },
  {
    id: "selected-pack-muted",
    label: "Selected pack's old price",
    fg: { key: "muted" },
    bg: SELECTED,
    kind: "text",
    change: "muted",
    where: [{ file: "registry/blocks/product-detail/product-detail.css", selector: ".product-pack-mrp", declarations: ["color: var(--color-muted,"] }],
  },
  {
    id: "selected-badge",
    label: "Main colour text on a selected item (account menu, address and order badges)",
    fg: { key: "primary" },
    bg: SELECTED,
    kind: "text",
    change: "primary",
    where: [
      {
        file: "registry/parts/account/account.css",
        selector: ".order-status-delivered",
        declarations: [`color-mix(in srgb, var(--color-primary, #0a7d32) ${SELECTED_TINT_PERCENT}%, var(--color-background, #fff))`, "color: var(--color-primary"],
      },
    ],
  },
  {
    id: "danger",
    label: "Danger text on the page background (errors, out of stock)",
    fg: { key: "danger" },
    bg: { key: "background" },
    kind: "text",
    change: "danger",
    where: [{ file: "registry/blocks/product-detail/product-detail.css", selector: ".product-stock", declarations: ["color: var(--color-danger"] }],
  },
  {
    id: "danger-surface",
    label: "Danger text on the surface colour (out of stock on product cards)",
    fg: { key: "danger" },
    bg: { key: "surface" },
    kind: "text",
    change: "danger",
    where: [{ file: "registry/parts/product-card.css", selector: ".product-card-stock", declarations: ["color: var(--color-danger"] }],
  },
  {
    id: "success",
    label: "Savings and coupon text on the page background",
    fg: { key: "success" },
    bg: { key: "background" },
    kind: "text",
    change: "success",
    where: [{ file: "src/client/app/panels/cart-panel.css", selector: ".cart-savings", declarations: ["color: var(--color-success, var(--color-primary"] }],
  },
  {
    id: "warning",
    label: "Warnings on the page background (cart and checkout notes)",
    fg: { key: "warning" },
    bg: { key: "background" },
    kind: "text",
    change: "warning",
    where: [{ file: "registry/parts/checkout/checkout.css", selector: ".item-line-note", declarations: ["color: var(--color-warning, var(--color-danger"] }],
  },
  {
    id: "cart-count",
    label: "Cart count on the second colour",
    fg: { fixed: "#111111" },
    bg: { key: "secondary" },
    kind: "text",
    change: "secondary",
    where: [{ file: "registry/chrome/chrome.css", selector: ".cart-badge", declarations: ["background: var(--color-secondary", "color: #111"] }],
  },
  {
    id: "acting-for",
    label: "Shopping-for banner text on the second colour",
    fg: { fixed: "#1f2937" },
    bg: { key: "secondary" },
    kind: "text",
    change: "secondary",
    where: [{ file: "src/client/app/shell.css", selector: ".acting-for-banner", declarations: ["background: var(--color-secondary", "color: #1f2937"] }],
  },
  {
    id: "outline",
    label: "Selected pack border and focus outline against the page background",
    fg: { key: "primary" },
    bg: { key: "background" },
    kind: "control",
    change: "primary",
    where: [{ file: "registry/blocks/product-detail/product-detail.css", selector: ".product-pack-chosen", declarations: ["border-color: var(--color-primary"] }],
  },
];

export type Rgb = readonly [number, number, number];
interface Rgba {
  rgb: Rgb;
  alpha: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** #rgb, #rgba, #rrggbb or #rrggbbaa (the forms site.json allows), or null. */
export function parseHex(value: string): Rgba | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join("");
  const byte = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { rgb: [byte(0), byte(1), byte(2)], alpha: digits.length === 8 ? byte(3) / 255 : 1 };
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** color-mix(in srgb, a p%, b): each channel p of the way from b to a. */
export function mix(a: Rgb, b: Rgb, p: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * p + b[i]! * (1 - p)) as unknown as Rgb;
}

/** WCAG 2.x relative luminance of an sRGB colour (channels 0–255). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The contrast of two hex colours; a see-through one is seen over the other (and that over white). */
export function hexContrast(foreground: string, background: string): number {
  const bg = parseHex(background) ?? { rgb: [255, 255, 255] as Rgb, alpha: 1 };
  const bgRgb = bg.alpha < 1 ? mix(bg.rgb, [255, 255, 255], bg.alpha) : bg.rgb;
  const fg = parseHex(foreground) ?? { rgb: [0, 0, 0] as Rgb, alpha: 1 };
  return contrastRatio(fg.alpha < 1 ? mix(fg.rgb, bgRgb, fg.alpha) : fg.rgb, bgRgb);
}

type Palette = Partial<Record<string, string>>;

/** The colour a stylesheet draws for a key, and the key whose value that is (success drawn as primary names primary). */
function resolveKey(colors: Palette, key: ThemeKey): { rgba: Rgba; key: ThemeKey } {
  for (let k: ThemeKey = key; ;) {
    const own = colors[k] !== undefined ? parseHex(colors[k]!) : null;
    if (own) return { rgba: own, key: k };
    const fallback = FALLBACK[k];
    if (fallback.startsWith("#")) return { rgba: parseHex(fallback)!, key: k };
    k = fallback as ThemeKey;
  }
}

const WHITE: Rgb = [255, 255, 255];

/** The page background, opaque: what everything else is seen over. */
function pageBackground(colors: Palette): Rgb {
  const { rgba } = resolveKey(colors, "background");
  return rgba.alpha < 1 ? mix(rgba.rgb, WHITE, rgba.alpha) : rgba.rgb;
}

function backgroundOf(colors: Palette, source: ColourSource): Rgb {
  const page = pageBackground(colors);
  if ("fixed" in source) return parseHex(source.fixed)!.rgb;
  if ("tint" in source) {
    const { rgba } = resolveKey(colors, source.tint.key);
    const into = source.tint.into === "background" ? page : backgroundOf(colors, { key: source.tint.into });
    const tint = rgba.alpha < 1 ? mix(rgba.rgb, into, rgba.alpha) : rgba.rgb;
    return mix(tint, into, source.tint.percent / 100);
  }
  if (source.key === "background") return page;
  const { rgba } = resolveKey(colors, source.key);
  return rgba.alpha < 1 ? mix(rgba.rgb, page, rgba.alpha) : rgba.rgb;
}

function foregroundOf(colors: Palette, source: ColourSource, bg: Rgb): Rgb {
  if ("fixed" in source) return parseHex(source.fixed)!.rgb;
  if ("tint" in source) return backgroundOf(colors, source);
  const { rgba } = resolveKey(colors, source.key);
  return rgba.alpha < 1 ? mix(rgba.rgb, bg, rgba.alpha) : rgba.rgb;
}

const sourceKeys = (source: ColourSource): ThemeKey[] => ("fixed" in source ? [] : "tint" in source ? [source.tint.key, source.tint.into] : [source.key]);

export interface PairContrast {
  pair: ThemePair;
  foreground: string;
  background: string;
  ratio: number;
  required: number;
}

export function pairContrast(colors: Palette, pair: ThemePair): PairContrast {
  const bg = backgroundOf(colors, pair.bg);
  const fg = foregroundOf(colors, pair.fg, bg);
  return { pair, foreground: toHex(fg), background: toHex(bg), ratio: contrastRatio(fg, bg), required: REQUIRED_RATIO[pair.kind] };
}

/** Every pair the theme makes, with its ratio. */
export function themeContrasts(colors: Palette | null | undefined): PairContrast[] {
  return THEME_PAIRS.map((pair) => pairContrast(colors ?? {}, pair));
}

/** A ratio as the owner reads it: two decimals at most, never rounded up to the threshold it misses. */
export function formatRatio(ratio: number, required?: number): string {
  let shown = Math.round(ratio * 100) / 100;
  if (required !== undefined && ratio < required && shown >= required) shown = Math.floor(ratio * 100) / 100;
  return `${Number(shown.toFixed(2))}:1`;
}

export interface ContrastSuggestion {
  key: ThemeKey;
  colour: string;
  direction: "darker" | "lighter";
  /** False when the colour mends this pair only: no colour for the key mends every pair that draws it. */
  everyPair: boolean;
}

export interface ContrastFailure extends PairContrast {
  /** The theme colour to change: the one the drawn colour comes from. */
  key: ThemeKey;
  /** JSON Pointer of that colour in the settings document. */
  pointer: string;
  suggestion: ContrastSuggestion | null;
  message: string;
}

const passes = (colors: Palette, pairs: readonly ThemePair[]) =>
  pairs.every((p) => {
    const c = pairContrast(colors, p);
    return c.ratio >= c.required;
  });

/**
 * The nearest colour to `key`'s, darker or lighter (mixed toward black or white in 1% steps),
 * with which every pair that draws `key` passes; failing that, with which `pair` alone passes.
 * The smaller change wins; null when neither direction reaches it.
 */
export function suggestColour(colors: Palette, key: ThemeKey, pair: ThemePair): ContrastSuggestion | null {
  const start = resolveKey(colors, key).rgba.rgb;
  const drawing = THEME_PAIRS.filter((p) => [...sourceKeys(p.fg), ...sourceKeys(p.bg)].some((k) => resolveKey(colors, k).key === key));
  for (const pairs of [drawing, [pair]]) {
    for (let step = 1; step <= 100; step++) {
      const found = (["darker", "lighter"] as const)
        .map((direction) => ({ direction, colour: toHex(mix(direction === "darker" ? [0, 0, 0] : WHITE, start, step / 100)) }))
        .find(({ colour }) => passes({ ...colors, [key]: colour }, pairs));
      if (found) return { key, ...found, everyPair: pairs === drawing };
    }
  }
  return null;
}

function failureMessage(c: PairContrast, key: ThemeKey, suggestion: ContrastSuggestion | null): string {
  const head = `${c.pair.label}: ${formatRatio(c.ratio, c.required)}, needs ${c.required}:1.`;
  if (!suggestion) return `${head} Change the ${COLOUR_NAMES[key]}.`;
  const alone = suggestion.everyPair ? "" : " (it mends this pair only: the colours shown with it will need changing too)";
  return `${head} Try a ${suggestion.direction} ${COLOUR_NAMES[key]} such as ${suggestion.colour}${alone}.`;
}

/** The pairs below AA, each naming the colour to change and a colour that would pass. */
export function themeContrastFailures(colors: Palette | null | undefined): ContrastFailure[] {
  const palette = colors ?? {};
  return themeContrasts(palette)
    .filter((c) => c.ratio < c.required)
    .map((c) => {
      const key = resolveKey(palette, c.pair.change).key;
      const suggestion = suggestColour(palette, key, c.pair);
      return { ...c, key, pointer: `/colors/${key}`, suggestion, message: failureMessage(c, key, suggestion) };
    });
}

/**
 * The text colour for a block drawn on a colour the owner chose (a hero card's): the theme's
 * text colour when it reads on it, else the theme's page background (the other end of the
 * theme), else black or white, whichever reads better. Returns a CSS value.
 */
export function readableTextOn(background: string, colors: Palette | null | undefined): string {
  const bg = parseHex(background);
  if (!bg) return "var(--color-text)";
  const palette = colors ?? {};
  const bgRgb = bg.alpha < 1 ? mix(bg.rgb, pageBackground(palette), bg.alpha) : bg.rgb;
  for (const key of ["text", "background"] as const) {
    const colour = resolveKey(palette, key).rgba.rgb;
    if (contrastRatio(colour, bgRgb) >= REQUIRED_RATIO.text) return `var(--color-${key}, ${toHex(colour)})`;
  }
  return contrastRatio([0, 0, 0], bgRgb) >= contrastRatio(WHITE, bgRgb) ? "#000000" : "#ffffff";
}
