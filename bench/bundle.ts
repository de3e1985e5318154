// npm run bench:bundle — builds the shop, opens the home page in Chromium and prints, gzipped,
// the JS that runs first (the HTML's script and its static imports). Fails above its budget,
// when swiper, Radix or builder/admin/POS code is among them or in the shop's start (start-app
// and its static imports, with zod and DOMPurify too), when any chunk of the shop's build carries a
// module of an owner's tool or the home page fetches a file of one, or when a page executes
// eval/new Function (the pages run under a CSP without 'unsafe-eval', so any such call is
// reported). Then prints each owner's tool's own load (the page builder's and the back
// office's entry JS and CSS, gzip and raw, against its budget) and each of its screens' chunks
// (bench/tool-bundle.ts).
// Then, for home, /products, a product page and a search: ALL the JS each loads before the
// network is idle (sizes as sent and gzipped, request count, deepest request chain; method in
// bench/page-loads.ts), failing above HOME_BUDGET_KB / PAGE_BUDGET_KB or a chain deeper than
// MAX_CHAIN_DEPTH.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { build, type Rollup } from "vite";
import { buildTool, reportTool, TOOLS, toolOnlyFiles } from "./tool-bundle";
import { chromiumPath } from "./chromium-path";
import { startShopServer } from "./shop-server";
import { measurePageLoad, type PageLoad } from "./page-loads";
import { staticClosure } from "./static-closure";

// What runs first (the HTML's script: it waits for the priority pictures, then starts the
// shop), and everything a page loads before it is idle, compressed as sent (issue 29 §2).
const ENTRY_BUDGET_KB = 5;
const HOME_BUDGET_KB = 160;
const PAGE_BUDGET_KB = 130;
const MAX_CHAIN_DEPTH = 2;
const PORT = Number(process.env.BENCH_PORT ?? 3292);
// The owners' tools' own code, and the shell they share.
const TOOL_MODULE = /\/src\/(builder|admin|pos|tool-shell)\//;
const FORBIDDEN = [/\/node_modules\/swiper\//, /\/node_modules\/@radix-ui\//, /\/src\/(builder|admin|pos)\//];

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

async function main() {
  const output = (await build({ logLevel: "warn" })) as Rollup.RollupOutput;
  // The server's first render, as `npm run build` makes it.
  await build({ logLevel: "warn", build: { ssr: "src/client/entry-server.tsx", outDir: "dist/server", emptyOutDir: false } });
  const chunks = new Map(output.output.filter((o): o is Rollup.OutputChunk => o.type === "chunk").map((c) => [c.fileName, c]));
  const failures: string[] = [];
  // No chunk of the shop's, first paint or later, carries a module of a tool (ADR 0024, 0031).
  for (const chunk of chunks.values()) {
    const toolModules = chunk.moduleIds.filter((m) => TOOL_MODULE.test(m));
    if (toolModules.length) failures.push(`the shop's ${chunk.fileName} carries tool modules: ${toolModules.slice(0, 3).join(", ")}`);
  }
  // The tools, as vite.config.ts's plugin built them into dist/ during the shop's build above.
  const tools: { tool: (typeof TOOLS)[number]; output: Rollup.RollupOutput }[] = [];
  for (const tool of TOOLS) tools.push({ tool, output: await buildTool(tool, "dist") });
  const toolFiles = new Set(tools.flatMap(({ output: built }) => [...toolOnlyFiles(built, output)]));
  const server = await startShopServer({ port: PORT });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true });
    const page = await context.newPage();
    // A strict script policy on every document: no eval, no new Function, no string timers.
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), "content-security-policy": "script-src 'self'; object-src 'none'; base-uri 'self'" },
      });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });

    const violations: string[] = [];
    const collectViolations = async () => violations.push(...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)));

    await page.goto(`${server.base}/`, { waitUntil: "networkidle" });
    await collectViolations();
    const fetched = await page.evaluate(() => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => new URL(r.name).pathname));
    // What runs first: the script the HTML names and its static imports. It only waits for the
    // page's priority pictures to paint, then asks for the page's module preloads and starts the
    // shop (src/client/main.tsx, ADR 0065).
    const html = await (await fetch(`${server.base}/`)).text();
    const entries = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"?#]+)"/g)].map((m) => m[1]!);
    const first = staticClosure(entries, chunks);
    console.log("home: the JS that runs first (the HTML's script and its static imports, gzip):");
    let total = 0;
    for (const fileName of first) {
      const kb = gzipKb(readFileSync(join("dist", fileName)));
      total += kb;
      const forbidden = (chunks.get(fileName)?.moduleIds ?? []).filter((m) => FORBIDDEN.some((re) => re.test(m)));
      console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${fileName}`);
      if (forbidden.length) failures.push(`${fileName}, which runs first, carries ${forbidden.slice(0, 3).join(", ")}`);
    }
    console.log(`  ${total.toFixed(1).padStart(6)} kB  total (budget ${ENTRY_BUDGET_KB} kB)`);
    if (!first.size) failures.push("the home page's HTML names no script");
    // The shop's start (start-app and its static imports, on every page) carries no block's
    // heavy library and no tool: those come only with the blocks and screens that use them.
    const start = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith("/src/client/start-app.tsx"));
    if (!start) failures.push("no chunk starts the shop (src/client/start-app.tsx)");
    for (const fileName of staticClosure(start ? [start.fileName] : [], chunks)) {
      const forbidden = (chunks.get(fileName)?.moduleIds ?? []).filter((m) => FORBIDDEN.some((re) => re.test(m)) || /\/node_modules\/(zod|dompurify)\//.test(m));
      if (forbidden.length) failures.push(`${fileName}, part of the shop's start, carries ${forbidden.slice(0, 3).join(", ")}`);
    }
    if (total > ENTRY_BUDGET_KB) failures.push(`${total.toFixed(1)} kB of JS runs first > ${ENTRY_BUDGET_KB} kB`);
    const named = [...html.matchAll(/\b(?:src|href)="\/([^"?#]+)/g)].map((m) => m[1]!);
    const toolFetched = [...new Set([...fetched.map((p) => p.replace(/^\//, "")), ...named])].filter((f) => toolFiles.has(f));
    if (toolFetched.length) failures.push(`the shop's home page loads the tools' ${toolFetched.join(", ")}`);
    else console.log(`none of the tools' ${toolFiles.size} own files is named or fetched by the home page`);

    // Browse further under the same policy: the list, a product page, a search.
    const product = (await (await fetch(`${server.base}/s/api/products?perPage=1`)).json()) as { data: { slug: string }[] };
    const loads: PageLoad[] = [];
    for (const path of ["/", "/products", `/products/${product.data[0]!.slug}`, "/products?q=rice&s=price-asc"]) {
      loads.push(await measurePageLoad(page, server.base, path, chunks, "dist"));
      await collectViolations();
    }
    // A page changed in the shop fetches its page data and checks it against its contract: zod
    // loads then, and must build its schemas without eval under the same policy.
    const contractLoads: string[] = [];
    page.on("request", (r) => contractLoads.push(new URL(r.url()).pathname));
    await page.goto(`${server.base}/`, { waitUntil: "networkidle" });
    await page.locator('a[href="/products"]').first().click();
    await page.waitForURL(`${server.base}/products`);
    await page.waitForLoadState("networkidle");
    await collectViolations();
    if (!contractLoads.some((p) => p.startsWith("/s/api/page/data"))) failures.push("going from home to /products in the shop fetched no page data");
    console.log("\nall JS loaded before the network is idle (kB; sent = as the server compressed it):");
    for (const load of loads) {
      const budget = load.path === "/" ? HOME_BUDGET_KB : PAGE_BUDGET_KB;
      console.log(
        `  ${load.path}: ${load.sentKb.toFixed(1)} kB sent, ${load.gzipKb.toFixed(1)} kB gzip, ${load.scripts.length} requests, chain ${load.deepest} deep (budget ${budget} kB, ${MAX_CHAIN_DEPTH} deep)`,
      );
      if (process.env.BENCH_VERBOSE) for (const s of [...load.scripts].sort((a, b) => b.sentKb - a.sentKb)) console.log(`    ${s.sentKb.toFixed(1).padStart(6)} kB  d${s.depth ?? "?"}  ${s.file}`);
      if (load.sentKb > budget) failures.push(`${load.path} loads ${load.sentKb.toFixed(1)} kB of JS > ${budget} kB`);
      if (load.deepest > MAX_CHAIN_DEPTH) failures.push(`${load.path}: a request chain ${load.deepest} deep: ${load.chain.join(" → ")}`);
      const unexplained = load.scripts.filter((s) => s.depth === null).map((s) => s.file);
      if (unexplained.length) failures.push(`${load.path}: neither the HTML nor a fetched chunk asks for ${unexplained.join(", ")}`);
    }
    if (violations.length) failures.push(`script policy violations (eval or new Function?): ${violations.join("; ")}`);
    else console.log("no eval or new Function on home, /products, a product page, a search, and going from home to /products in the shop");
  } finally {
    await browser?.close();
    await server.stop();
  }
  for (const { tool, output: built } of tools) failures.push(...reportTool(tool, built, "dist"));
  if (failures.length) {
    console.log(`\nFAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nbundle budgets met (the shop's pages and the tools' initial loads)");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
