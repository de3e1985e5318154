// Every theme the project ships passes WCAG AA on every text/background pair the shop draws (ADR 0056), and the pairs match the CSS that draws them.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { starterSettings } from "./starter-settings";
import { WEBSITE_THEMES } from "../../../shared/api/websites";
import {
  THEME_PAIRS,
  contrastRatio,
  formatRatio,
  hexContrast,
  parseHex,
  readableTextOn,
  relativeLuminance,
  suggestColour,
  themeContrastFailures,
  themeContrasts,
} from "../../../shared/theme-contrast";

const root = new URL("../../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

const LIGHT = starterSettings({ name: "Shop", description: "", theme: "light", font_family: "Inter", nav_alignment: "left" }).colors;
const DARK = starterSettings({ name: "Shop", description: "", theme: "dark", font_family: "Inter", nav_alignment: "left" }).colors;

describe("WCAG contrast ratios", () => {
  it("gives the known values", () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 10);
    expect(hexContrast("#777", "#fff")).toBeCloseTo(4.478, 3);
    expect(formatRatio(hexContrast("#777", "#fff"))).toBe("4.48:1");
    expect(hexContrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(hexContrast("#0000ff", "#ffffff")).toBeCloseTo(8.59, 2);
    // Order does not matter; a colour on itself is 1:1.
    expect(hexContrast("#fff", "#777")).toBeCloseTo(hexContrast("#777", "#fff"), 10);
    expect(hexContrast("#123456", "#123456")).toBe(1);
  });

  it("reads every hex form site.json allows, and sees a see-through colour over its background", () => {
    expect(parseHex("#abc")).toEqual({ rgb: [0xaa, 0xbb, 0xcc], alpha: 1 });
    expect(parseHex("#AABBCC80")!.alpha).toBeCloseTo(128 / 255, 5);
    expect(parseHex("red")).toBeNull();
    // Black at half strength over white is #7f7f7f.
    expect(hexContrast("#00000080", "#ffffff")).toBeCloseTo(hexContrast("#7f7f7f", "#ffffff"), 2);
  });

  it("never shows a failing ratio rounded up to the threshold it misses", () => {
    expect(formatRatio(4.497, 4.5)).toBe("4.49:1");
    expect(formatRatio(4.497)).toBe("4.5:1");
    expect(formatRatio(2.1)).toBe("2.1:1");
  });
});

describe("the pairs a theme makes", () => {
  it("are the ones the stylesheets draw", () => {
    for (const pair of THEME_PAIRS) {
      for (const { file, selector, declarations } of pair.where) {
        const css = read(file).replace(/\/\*[\s\S]*?\*\//g, "");
        const rule = css.split("}").find((block) =>
          block
            .split("{")[0]!
            .split(",")
            .some((s) => s.trim() === selector),
        );
        expect(rule, `${pair.id}: ${selector} in ${file}`).toBeDefined();
        for (const declaration of declarations) expect(rule, `${pair.id}: ${selector} in ${file}`).toContain(declaration);
      }
    }
  });

  it("draws a missing colour as the stylesheets' fallback, success as the main colour and warnings as danger", () => {
    const byId = Object.fromEntries(themeContrasts({ primary: "#1d4ed8" }).map((c) => [c.pair.id, c]));
    expect(byId.body).toMatchObject({ foreground: "#1f2937", background: "#ffffff" });
    expect(byId.success!.foreground).toBe("#1d4ed8");
    expect(byId.warning!.foreground).toBe("#b91c1c");
    // The selected pack is the main colour mixed 6% into the page background.
    expect(byId["selected-pack"]!.background).toBe("#f1f4fd");
  });

  it("refuses white text on a pale button, naming the colour to change with a darker one that passes", () => {
    const colours = { ...LIGHT, primary: "#8fd3a7" };
    const failures = themeContrastFailures(colours);
    const button = failures.find((f) => f.pair.id === "button")!;
    expect(button.pointer).toBe("/colors/primary-contrast");
    expect(button.message).toMatch(/^Button text on the button colour: 1\.\d+:1, needs 4\.5:1\. Try a darker button text colour \(primary-contrast\) such as #[0-9a-f]{6}\.$/);
    // The suggestion passes every pair that draws that colour, and is the nearest that does.
    const fixed = { ...colours, "primary-contrast": button.suggestion!.colour };
    expect(themeContrastFailures(fixed).some((f) => f.key === "primary-contrast")).toBe(false);
    const links = failures.find((f) => f.pair.id === "links")!;
    expect(links.pointer).toBe("/colors/primary");
    expect(links.suggestion!.direction).toBe("darker");
  });

  it("suggests the smallest change: one step less would still fail", () => {
    const colours = { ...LIGHT, muted: "#a0a0a0" };
    const failure = themeContrastFailures(colours).find((f) => f.pair.id === "muted")!;
    const suggested = failure.suggestion!;
    expect(suggested.direction).toBe("darker");
    expect(hexContrast(suggested.colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    // The step before it (1% less black) does not mend every pair muted is drawn in.
    const [r, g, b] = parseHex(suggested.colour)!.rgb;
    const lighter = parseHex("#a0a0a0")!.rgb[0];
    expect(r).toBeLessThan(lighter);
    expect(r).toBe(g);
    expect(g).toBe(b);
    const stepBack = `#${Math.round((r / 160 + 0.01) * 160)
      .toString(16)
      .padStart(2, "0")
      .repeat(3)}`;
    expect(themeContrastFailures({ ...colours, muted: stepBack }).some((f) => f.key === "muted")).toBe(true);
  });

  it("suggests a lighter colour on a dark theme, and the second colour when the text on it is fixed", () => {
    const links = themeContrastFailures({ ...DARK, primary: "#7c2d12" }).find((f) => f.pair.id === "links")!;
    expect(links.suggestion!.direction).toBe("lighter");
    const badge = themeContrastFailures({ ...LIGHT, secondary: "#1e3a8a" }).find((f) => f.pair.id === "cart-count")!;
    expect(badge.pointer).toBe("/colors/secondary");
    expect(badge.suggestion!.direction).toBe("lighter");
  });

  it("says so when no colour mends every pair at once", () => {
    // The dark theme's old orange: white button text needs it dark, links on the dark page need it light.
    const palette = { ...DARK, primary: "#c2410c", "primary-contrast": "#ffffff" };
    const links = themeContrastFailures(palette).find((f) => f.pair.id === "links")!;
    expect(links.suggestion!.everyPair).toBe(false);
    expect(links.message).toContain("it mends this pair only");
    expect(suggestColour(palette, "primary", links.pair)!.colour).toBe(links.suggestion!.colour);
  });
});

describe("the shop's own themes", () => {
  it("both starter palettes pass", () => {
    for (const theme of WEBSITE_THEMES) {
      const { colors } = starterSettings({ name: "Shop", description: "", theme, font_family: "Inter", nav_alignment: "left" });
      expect(
        themeContrastFailures(colors).map((f) => f.message),
        theme,
      ).toEqual([]);
    }
  });

  it("the demo store's and Fresh Basket's seeded themes pass, and every site fixture's", () => {
    const seeded = (JSON.parse(read("fixtures/catalog/websites.json")) as { websites: { code: string; colors: Record<string, string> }[] }).websites;
    expect(seeded.map((w) => w.code)).toEqual(expect.arrayContaining(["demo", "fresh"]));
    for (const site of seeded)
      expect(
        themeContrastFailures(site.colors).map((f) => f.message),
        site.code,
      ).toEqual([]);
    for (const file of readdirSync(new URL("fixtures/sites/", root))) {
      const { colors } = JSON.parse(read(`fixtures/sites/${file}`)) as { colors: Record<string, string> };
      expect(
        themeContrastFailures(colors).map((f) => f.message),
        file,
      ).toEqual([]);
    }
  });
});

describe("text on a colour the owner chose", () => {
  it("uses the theme's text colour when it reads, else the theme's page background, else black or white", () => {
    expect(readableTextOn("#eef6ec", LIGHT)).toBe("var(--color-text, #1f2937)");
    // The starter's pale hero card under the dark theme: its white text would not read.
    expect(readableTextOn("#eef6ec", DARK)).toBe("var(--color-background, #111827)");
    expect(hexContrast("#111827", "#eef6ec")).toBeGreaterThanOrEqual(4.5);
    expect(readableTextOn("#14532d", LIGHT)).toBe("var(--color-background, #ffffff)");
    expect(readableTextOn("#14532d", DARK)).toBe("var(--color-text, #f9fafb)");
    expect(readableTextOn("#ffff00", { text: "#777777", background: "#888888" })).toBe("#000000");
  });
});
