// Fonts the app serves itself (§9: weights 400–800), from the @fontsource packages, so no
// third-party host sees the shoppers.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FONT_WEIGHTS } from "../../shared/theme";

const SHIPPED: Record<string, string> = { inter: "@fontsource/inter", poppins: "@fontsource/poppins" };
const require = createRequire(import.meta.url);

export function isShippedFont(family: string): boolean {
  return Object.hasOwn(SHIPPED, family.toLowerCase().replace(/\s+/g, "-"));
}

/** Loads every shipped weight once: path `/fonts/{family}/{weight}.woff2` → bytes. */
export function loadFonts(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [slug, pkg] of Object.entries(SHIPPED)) {
    const dir = join(dirname(require.resolve(`${pkg}/package.json`)), "files");
    for (const w of FONT_WEIGHTS) files.set(`/fonts/${slug}/${w}.woff2`, readFileSync(join(dir, `${slug}-latin-${w}-normal.woff2`)));
  }
  return files;
}
