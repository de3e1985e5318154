// The owners' tools' own loads, for bench:bundle (ADR 0024, ADR 0031): what each tool's page
// (builder.html, admin.html) makes the browser fetch before any screen (its entry JS, the chunks
// the entry imports, its stylesheet), and what each lazily loaded screen of its screen list adds
// when opened.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { toolAppBuild } from "../scripts/tool-app-build";
import { build, type Rollup } from "vite";
import { staticClosure } from "./static-closure";

export interface Tool {
  name: string;
  /** The tool's page, as vite.config.ts lists it. */
  html: string;
  /** Its lazily imported screens: each must stay a chunk of its own. */
  screensFile: string;
  /**
   * gzip (level 9, kB of 1024 bytes) of the page's entry JS, the chunks it imports and its
   * stylesheet.
   */
  budgetKb: number;
}

export const TOOLS: readonly Tool[] = [
  // About 128 kB when set (124.5 kB JS, 3.5 kB CSS): some 9% headroom, room for the shell to grow
  // a little, while any of the screens' heavy parts moving into the entry (the settings screen's
  // 23 kB of validators, the page editor's 21 kB chunk) goes over.
  { name: "page builder", html: "builder.html", screensFile: "src/builder/builder-screens.tsx", budgetKb: 140 },
  // The same shell and libraries as the builder; its screens are lists and forms, each its own chunk.
  { name: "back office", html: "admin.html", screensFile: "src/admin/admin-screens.tsx", budgetKb: 140 },
  // The shell without the tools' navigation; the counter, the day's sales and the receipt are chunks.
  { name: "point of sale", html: "pos.html", screensFile: "src/pos/pos-screens.tsx", budgetKb: 140 },
];

const kb = (bytes: number) => bytes / 1024;
const fmt = (n: number) => n.toFixed(1).padStart(6);
interface Sized {
  fileName: string;
  gzip: number;
  raw: number;
}

/**
 * A tool's build as vite.config.ts's plugin runs it after the shop's (one toolAppBuild), but
 * kept in memory (`write: false`) for its module graph; the report then insists every file it
 * made is in dist/ byte for byte, so the figures are those of what `npm run build` wrote.
 */
export async function buildTool(tool: Tool, outDir: string): Promise<Rollup.RollupOutput> {
  return (await build(toolAppBuild(tool.html, { root: process.cwd(), outDir, logLevel: "error", write: false }))) as Rollup.RollupOutput;
}

/** Files a tool's build made that the shop's did not (both share dist/assets; identical chunks get identical names). */
export function toolOnlyFiles(tool: Rollup.RollupOutput, shop: Rollup.RollupOutput): Set<string> {
  const shopFiles = new Set(shop.output.map((o) => o.fileName));
  return new Set(tool.output.map((o) => o.fileName).filter((f) => !shopFiles.has(f)));
}

/** Prints a tool's initial load and each screen's chunks; returns the failures. */
export function reportTool(tool: Tool, output: Rollup.RollupOutput, outDir: string): string[] {
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
      failures.push(`${o.fileName} of the ${tool.name}'s build is not in ${outDir}/ as built: run npm run build, or bring buildTool in line with vite.config.ts`);
    }
  }
  if (failures.length) return failures;

  // JS fetched with a chunk: the chunk and, transitively, its static imports. CSS: theirs.
  const closure = (roots: readonly string[]) => staticClosure(roots, chunks);
  const cssOf = (js: Iterable<string>) => new Set([...js].flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));

  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) return [`the ${tool.name}'s build has no entry chunk`];
  const initialJs = closure([entry.fileName]);
  const initialCss = cssOf(initialJs);
  const initial = new Set([...initialJs, ...initialCss]);

  // What the tool's page itself names: the figures must be what the browser fetches for it.
  const html = readFileSync(join(outDir, tool.html), "utf8");
  const named = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!).filter((f) => /\.(js|css)$/.test(f)));
  const missing = [...initial].filter((f) => !named.has(f));
  const extra = [...named].filter((f) => !initial.has(f));
  if (missing.length || extra.length) {
    failures.push(`${tool.html} and the entry's imports disagree (not in the page: ${missing.join(", ") || "-"}; only in the page: ${extra.join(", ") || "-"})`);
  }

  const print = (rows: Sized[], indent = "  ") => rows.forEach((r) => console.log(`${indent}${fmt(r.gzip)} kB  ${fmt(r.raw)} kB  ${r.fileName}`));
  const sum = (rows: Sized[]) => ({ gzip: rows.reduce((t, r) => t + r.gzip, 0), raw: rows.reduce((t, r) => t + r.raw, 0) });

  console.log(`\n${tool.name} (${tool.html}), its initial load before any screen:`);
  console.log(`      gzip        raw`);
  const jsRows = [...initialJs].map(size);
  const cssRows = [...initialCss].map(size);
  print([...jsRows, ...cssRows]);
  const js = sum(jsRows);
  const css = sum(cssRows);
  const total = sum([...jsRows, ...cssRows]);
  console.log(`  ${fmt(js.gzip)} kB  ${fmt(js.raw)} kB  JS (${jsRows.length} files)`);
  console.log(`  ${fmt(css.gzip)} kB  ${fmt(css.raw)} kB  CSS (${cssRows.length} file${cssRows.length === 1 ? "" : "s"})`);
  console.log(`  ${fmt(total.gzip)} kB  ${fmt(total.raw)} kB  total (budget ${tool.budgetKb} kB gzip)`);
  if (total.gzip > tool.budgetKb) failures.push(`the ${tool.name}'s initial load is ${total.gzip.toFixed(1)} kB gzip > ${tool.budgetKb} kB`);

  // The screens, in the order the screen list imports them; each must be a chunk of its own.
  const screensDir = resolve(tool.screensFile, "..");
  const screens = [...readFileSync(tool.screensFile, "utf8").matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)].map((m) => resolve(screensDir, m[1]!));
  if (!screens.length) failures.push(`no lazily imported screens found in ${tool.screensFile}`);
  console.log(`${tool.name} screens, fetched when opened (chunks the entry does not already carry):`);
  for (const screen of screens) {
    const name = screen.slice(screensDir.length + 1);
    const chunk = [...chunks.values()].find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\.[cm]?[jt]sx?$/, "") === screen);
    if (!chunk) {
      failures.push(`the ${tool.name} screen ${name} is not a chunk of its own (no longer lazily loaded?)`);
      continue;
    }
    const ownJs = [...closure([chunk.fileName])].filter((f) => !initial.has(f));
    const ownCss = [...cssOf(ownJs)].filter((f) => !initial.has(f));
    const rows = [...ownJs, ...ownCss].map(size);
    const own = sum(rows);
    console.log(`  ${fmt(own.gzip)} kB  ${fmt(own.raw)} kB  ${name} (${ownJs.length} JS, ${ownCss.length} CSS):`);
    print(rows, "    ");
    // Chunks the screen itself loads lazily (the page editor's block forms and previews).
    const fetched = new Set([...initial, ...ownJs, ...ownCss]);
    const lazyRoots = ownJs.flatMap((f) => chunks.get(f)?.dynamicImports ?? []);
    const lazyJs = [...closure(lazyRoots)].filter((f) => !fetched.has(f));
    const lazyCss = [...cssOf(lazyJs)].filter((f) => !fetched.has(f));
    if (lazyJs.length) {
      const later = sum([...lazyJs, ...lazyCss].map(size));
      console.log(`    ${fmt(later.gzip)} kB  ${fmt(later.raw)} kB  and later, on demand within it: ${lazyJs.length} JS, ${lazyCss.length} CSS`);
    }
  }
  return failures;
}
