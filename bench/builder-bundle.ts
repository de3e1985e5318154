// The page builder's own load, for bench:bundle (ADR 0024): what builder.html makes the browser
// fetch before any screen (its entry JS, the chunks the entry imports, its stylesheet), and
// what each lazily loaded screen of src/builder/builder-screens.tsx adds when opened.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { toolAppBuild } from "../scripts/tool-app-build";
import { build, type Rollup } from "vite";

/**
 * gzip (level 9, kB of 1024 bytes) of builder.html's entry JS, the chunks it imports and its
 * stylesheet. About 128 kB when set (124.5 kB JS, 3.5 kB CSS): some 9% headroom, room for the
 * shell to grow a little, while any of the screens' heavy parts moving into the entry (the
 * settings screen's 23 kB of validators, the page editor's 21 kB chunk) goes over. A screen
 * that stops being a chunk of its own fails on its own, whatever its size.
 */
export const BUILDER_BUDGET_KB = 140;
const SCREENS_FILE = "src/builder/builder-screens.tsx";

const kb = (bytes: number) => bytes / 1024;
const fmt = (n: number) => n.toFixed(1).padStart(6);
interface Sized {
  fileName: string;
  gzip: number;
  raw: number;
}

/**
 * The builder's build as vite.config.ts's plugin runs it after the shop's (one toolAppBuild),
 * but kept in memory (`write: false`) for its module graph; `check` then insists every file it made is in
 * dist/ byte for byte, so the figures are those of what `npm run build` wrote.
 */
export async function buildBuilder(outDir: string): Promise<Rollup.RollupOutput> {
  return (await build(toolAppBuild("builder.html", { root: process.cwd(), outDir, logLevel: "error", write: false }))) as Rollup.RollupOutput;
}

/** Files the builder's build made that the shop's did not (both share dist/assets; identical chunks get identical names). */
export function builderOnlyFiles(builder: Rollup.RollupOutput, shop: Rollup.RollupOutput): Set<string> {
  const shopFiles = new Set(shop.output.map((o) => o.fileName));
  return new Set(builder.output.map((o) => o.fileName).filter((f) => !shopFiles.has(f)));
}

/** Prints the builder's initial load and each screen's chunks; returns the failures. */
export function reportBuilder(output: Rollup.RollupOutput, outDir: string): string[] {
  const failures: string[] = [];
  const chunks = new Map(output.output.filter((o): o is Rollup.OutputChunk => o.type === "chunk").map((c) => [c.fileName, c]));
  const size = (fileName: string): Sized => {
    const bytes = readFileSync(join(outDir, fileName));
    return { fileName, gzip: kb(gzipSync(bytes, { level: 9 }).length), raw: kb(bytes.length) };
  };

  for (const o of output.output) {
    const built = Buffer.from(o.type === "chunk" ? o.code : o.source);
    let written: Buffer | undefined;
    try {
      written = readFileSync(join(outDir, o.fileName));
    } catch {
      written = undefined;
    }
    if (!written?.equals(built)) {
      failures.push(`${o.fileName} of the builder's build is not in ${outDir}/ as built: run npm run build, or bring buildBuilder in line with vite.config.ts`);
    }
  }
  if (failures.length) return failures;

  // JS fetched with a chunk: the chunk and, transitively, its static imports. CSS: theirs.
  const staticClosure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const dep of chunks.get(fileName)?.imports ?? []) visit(dep);
    };
    roots.forEach(visit);
    return seen;
  };
  const cssOf = (js: Iterable<string>) => new Set([...js].flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));

  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) return ["the builder's build has no entry chunk"];
  const initialJs = staticClosure([entry.fileName]);
  const initialCss = cssOf(initialJs);
  const initial = new Set([...initialJs, ...initialCss]);

  // What builder.html itself names: the figures must be what the browser fetches for it.
  const html = readFileSync(join(outDir, "builder.html"), "utf8");
  const named = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!).filter((f) => /\.(js|css)$/.test(f)),
  );
  const missing = [...initial].filter((f) => !named.has(f));
  const extra = [...named].filter((f) => !initial.has(f));
  if (missing.length || extra.length) {
    failures.push(`builder.html and the entry's imports disagree (not in the page: ${missing.join(", ") || "-"}; only in the page: ${extra.join(", ") || "-"})`);
  }

  const print = (rows: Sized[], indent = "  ") => rows.forEach((r) => console.log(`${indent}${fmt(r.gzip)} kB  ${fmt(r.raw)} kB  ${r.fileName}`));
  const sum = (rows: Sized[]) => ({ gzip: rows.reduce((t, r) => t + r.gzip, 0), raw: rows.reduce((t, r) => t + r.raw, 0) });

  console.log(`\npage builder (builder.html), its initial load before any screen:`);
  console.log(`      gzip        raw`);
  const jsRows = [...initialJs].map(size);
  const cssRows = [...initialCss].map(size);
  print([...jsRows, ...cssRows]);
  const js = sum(jsRows);
  const css = sum(cssRows);
  const total = sum([...jsRows, ...cssRows]);
  console.log(`  ${fmt(js.gzip)} kB  ${fmt(js.raw)} kB  JS (${jsRows.length} files)`);
  console.log(`  ${fmt(css.gzip)} kB  ${fmt(css.raw)} kB  CSS (${cssRows.length} file${cssRows.length === 1 ? "" : "s"})`);
  console.log(`  ${fmt(total.gzip)} kB  ${fmt(total.raw)} kB  total (budget ${BUILDER_BUDGET_KB} kB gzip)`);
  if (total.gzip > BUILDER_BUDGET_KB) failures.push(`the builder's initial load is ${total.gzip.toFixed(1)} kB gzip > ${BUILDER_BUDGET_KB} kB`);

  // The screens, in the order builder-screens.tsx imports them; each must be a chunk of its own.
  const screens = [...readFileSync(SCREENS_FILE, "utf8").matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)].map((m) =>
    resolve("src/builder", m[1]!),
  );
  if (!screens.length) failures.push(`no lazily imported screens found in ${SCREENS_FILE}`);
  console.log(`builder screens, fetched when opened (chunks the entry does not already carry):`);
  for (const screen of screens) {
    const name = screen.slice(resolve("src/builder").length + 1);
    const chunk = [...chunks.values()].find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\.[cm]?[jt]sx?$/, "") === screen);
    if (!chunk) {
      failures.push(`the builder screen ${name} is not a chunk of its own (no longer lazily loaded?)`);
      continue;
    }
    const ownJs = [...staticClosure([chunk.fileName])].filter((f) => !initial.has(f));
    const ownCss = [...cssOf(ownJs)].filter((f) => !initial.has(f));
    const rows = [...ownJs, ...ownCss].map(size);
    const own = sum(rows);
    console.log(`  ${fmt(own.gzip)} kB  ${fmt(own.raw)} kB  ${name} (${ownJs.length} JS, ${ownCss.length} CSS):`);
    print(rows, "    ");
    // Chunks the screen itself loads lazily (the page editor's block forms and previews).
    const fetched = new Set([...initial, ...ownJs, ...ownCss]);
    const lazyRoots = ownJs.flatMap((f) => chunks.get(f)?.dynamicImports ?? []);
    const lazyJs = [...staticClosure(lazyRoots)].filter((f) => !fetched.has(f));
    const lazyCss = [...cssOf(lazyJs)].filter((f) => !fetched.has(f));
    if (lazyJs.length) {
      const later = sum([...lazyJs, ...lazyCss].map(size));
      console.log(`    ${fmt(later.gzip)} kB  ${fmt(later.raw)} kB  and later, on demand within it: ${lazyJs.length} JS, ${lazyCss.length} CSS`);
    }
  }
  return failures;
}
