// The files of the fonts the app serves itself (src/shared/served-fonts.ts; §9: weights
// 400–800), from the @fontsource packages, so no third-party host sees the shoppers.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { SERVED_FONTS, fontSlug, isServedFont } from "../../shared/served-fonts";
import { FONT_WEIGHTS } from "../../shared/theme";
import { DEVANAGARI_SLUG, DEVANAGARI_WEIGHTS, devanagariFontPath } from "../../shared/devanagari-font";

const require = createRequire(import.meta.url);

/** Whether the app serves this family (the page head then declares its files). */
export const isShippedFont = isServedFont;

/** The files of a family by @fontsource's layout: one variable file (Inter), or one per weight (Poppins). */
function fontFiles(family: string, variable: boolean): { pkg: string; files: readonly { path: string; file: string }[] } {
  const slug = fontSlug(family);
  if (variable) return { pkg: `@fontsource-variable/${slug}`, files: [{ path: `/fonts/${slug}/variable.woff2`, file: `${slug}-latin-wght-normal.woff2` }] };
  return { pkg: `@fontsource/${slug}`, files: FONT_WEIGHTS.map((w) => ({ path: `/fonts/${slug}/${w}.woff2`, file: `${slug}-latin-${w}-normal.woff2` })) };
}

/** Loads every served font once: `/fonts/{family}/{weight}.woff2` or `/fonts/{family}/variable.woff2` → bytes. */
export function loadFonts(): Map<string, Buffer> {
  const loaded = new Map<string, Buffer>();
  for (const { family, variable } of SERVED_FONTS) {
    const { pkg, files } = fontFiles(family, variable);
    const dir = join(dirname(require.resolve(`${pkg}/package.json`)), "files");
    for (const { path, file } of files) loaded.set(path, readFileSync(join(dir, file)));
  }
  // Hindi pages' script (issue 35): the Devanagari subset only.
  const devanagari = join(dirname(require.resolve(`@fontsource/${DEVANAGARI_SLUG}/package.json`)), "files");
  for (const w of DEVANAGARI_WEIGHTS) loaded.set(devanagariFontPath(w), readFileSync(join(devanagari, `${DEVANAGARI_SLUG}-devanagari-${w}-normal.woff2`)));
  return loaded;
}
