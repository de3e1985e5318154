// npm run bench:languages — what the shop's two languages cost a page (issue 35). Builds the
// shop, then opens home as a phone in English and in Hindi, each a first visit, and prints:
//   - the i18n runtime in the shop's JavaScript (FormatJS's formatter and src/client/i18n, the
//     modules' code gzipped together) and the page's catalogue as sent (brotli);
//   - whether an English page asks for the Hindi catalogue or the Devanagari font (it must not);
//   - when the catalogue is asked for against the first contentful paint (it must be after: the
//     catalogue is fetched with the shop's code, after the page's priority pictures painted);
//   - what a Hindi page fetches for its language (its catalogue and font files).
// Fails when the runtime and the English catalogue together pass 15 kB compressed, when an
// English page fetches anything Hindi, or when a catalogue is asked for before the first paint.
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "@playwright/test";
import { build, type Rollup } from "vite";
import { chromiumPath } from "./chromium-path";
import { startShopServer } from "./shop-server";

const BUDGET_KB = 15;
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const I18N_MODULE = /\/node_modules\/(intl-messageformat|@formatjs\/[^/]+)\/|\/src\/client\/i18n\//;
const kb = (bytes: number) => bytes / 1024;

interface LanguageLoad {
  fcp: number;
  /** Requests for this work's files: catalogues and the Devanagari font, with their start and size as sent. */
  files: { path: string; start: number; sentKb: number }[];
}

async function load(page: Page, url: string): Promise<LanguageLoad> {
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/i18n/") || path.startsWith("/fonts/noto-sans-devanagari/")) {
      sizes.set(
        path,
        response
          .finished()
          .then(() => response.request().sizes())
          .then((s) => s.responseBodySize),
      );
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    resources: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
  }));
  const files = await Promise.all(timing.resources.filter((r) => sizes.has(r.path)).map(async (r) => ({ path: r.path, start: r.start, sentKb: kb(await sizes.get(r.path)!) })));
  return { fcp: timing.fcp, files };
}

async function main() {
  const output = (await build({ logLevel: "warn" })) as Rollup.RollupOutput;
  await build({ logLevel: "warn", build: { ssr: "src/client/entry-server.tsx", outDir: "dist/server", emptyOutDir: false } });
  const chunks = output.output.filter((o): o is Rollup.OutputChunk => o.type === "chunk");
  const runtime = chunks.flatMap((c) => Object.entries(c.modules).filter(([id]) => I18N_MODULE.test(id)));
  const runtimeKb = kb(gzipSync(runtime.map(([, m]) => m.code ?? "").join("\n"), { level: 9 }).length);
  const inChunks = [...new Set(chunks.filter((c) => Object.keys(c.modules).some((id) => I18N_MODULE.test(id))).map((c) => c.fileName))];

  const failures: string[] = [];
  const server = await startShopServer({ port: PORT });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
    const visit = async (lang: "en" | "hi") => {
      const context = await browser!.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, locale: lang === "hi" ? "hi-IN" : "en-IN" });
      try {
        return await load(await context.newPage(), `${server.base}/`);
      } finally {
        await context.close();
      }
    };
    const english = await visit("en");
    const hindi = await visit("hi");

    const englishCatalogue = english.files.find((f) => /^\/i18n\/en\.[0-9a-f]+\.json$/.test(f.path));
    const hindiFiles = english.files.filter((f) => f.path.startsWith("/i18n/hi") || f.path.startsWith("/fonts/noto-sans-devanagari/"));
    console.log("the i18n runtime in the shop's JavaScript (gzip, its modules together):");
    console.log(`  ${runtimeKb.toFixed(1).padStart(6)} kB  ${runtime.length} modules, in ${inChunks.join(", ")}`);
    console.log("\nan English home page, first visit, 390 px phone:");
    for (const f of english.files) console.log(`  ${f.sentKb.toFixed(1).padStart(6)} kB  ${f.path} asked for at ${f.start.toFixed(0)} ms`);
    console.log(`  first contentful paint at ${english.fcp.toFixed(0)} ms`);
    const added = runtimeKb + (englishCatalogue?.sentKb ?? 0);
    console.log(`  added by the languages: ${added.toFixed(1)} kB compressed (runtime + English catalogue; budget ${BUDGET_KB} kB)`);
    console.log("\na Hindi home page, first visit, 390 px phone:");
    for (const f of hindi.files) console.log(`  ${f.sentKb.toFixed(1).padStart(6)} kB  ${f.path} asked for at ${f.start.toFixed(0)} ms`);
    console.log(`  first contentful paint at ${hindi.fcp.toFixed(0)} ms`);

    if (!englishCatalogue) failures.push("the English home page fetched no catalogue");
    if (added > BUDGET_KB) failures.push(`the languages add ${added.toFixed(1)} kB to an English page > ${BUDGET_KB} kB`);
    if (hindiFiles.length) failures.push(`the English page fetched ${hindiFiles.map((f) => f.path).join(", ")}`);
    if (!hindi.files.some((f) => f.path.startsWith("/i18n/hi."))) failures.push("the Hindi home page fetched no Hindi catalogue");
    for (const [lang, l] of [
      ["English", english],
      ["Hindi", hindi],
    ] as const) {
      const early = l.files.filter((f) => f.path.startsWith("/i18n/") && f.start < l.fcp);
      if (early.length) failures.push(`the ${lang} page asked for its catalogue (${early[0]!.start.toFixed(0)} ms) before its first paint (${l.fcp.toFixed(0)} ms)`);
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n${failures.map((f) => `  ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nall language checks passed");
}

await main();
