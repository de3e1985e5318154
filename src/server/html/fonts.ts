// Fonts the app serves itself (§9: weights 400–800), from the @fontsource packages, so no
// third-party host sees the shoppers.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FONT_WEIGHTS } from "../../shared/theme";

// Inter comes as one variable font; Poppins exists only as separate weights.
const SHIPPED: Record<string, { pkg: string; variable?: string }> = {
  inter: { pkg: "@fontsource-variable/inter", variable: "inter-latin-wght-normal.woff2" },
  poppins: { pkg: "@fontsource/poppins" },
};
const require = createRequire(import.meta.url);

export function isShippedFont(family: string): boolean {
  return Object.hasOwn(SHIPPED, family.toLowerCase().replace(/\s+/g, "-"));
}

/** Loads every shipped font once: `/fonts/{family}/{weight}.woff2` or `/fonts/{family}/variable.woff2` → bytes. */
export function loadFonts(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [slug, { pkg, variable }] of Object.entries(SHIPPED)) {
    const dir = join(dirname(require.resolve(`${pkg}/package.json`)), "files");
    if (variable) files.set(`/fonts/${slug}/variable.woff2`, readFileSync(join(dir, variable)));
    else for (const w of FONT_WEIGHTS) files.set(`/fonts/${slug}/${w}.woff2`, readFileSync(join(dir, `${slug}-latin-${w}-normal.woff2`)));
  }
  return files;
}
