// Everything a shop page loads in JavaScript before the network is idle, for bench/bundle.ts.
//
// Sizes: "sent" is the body the browser received as the server compressed it (brotli when the
// browser asks for it, as Chromium does), from Playwright's request sizes; "gzip" is the built
// file gzipped at level 9, which does not depend on what the browser negotiated.
//
// Request chains: Chromium's initiator info names no importer for a module's imports (it says
// "about:client"), so the depth is worked out from what the HTML names and the build's chunk
// graph instead. A script the page's HTML names (its <script src> or a <link rel=modulepreload>)
// is at depth 1: the browser asks for it as soon as it reads the HTML. A script the HTML's inert
// preload template names is at depth 2: the entry script adds those links when it starts
// (ADR 0065). Any other script is one deeper than the shallowest fetched chunk that could have asked for it first: a chunk whose
// static imports name it, or a chunk with a dynamic import whose preload list names it (Vite's
// preload helper asks for the imported chunk and all its static imports at once: its static
// closure). A script
// neither the HTML nor a fetched chunk explains is reported as unexplained.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import type { Rollup } from "vite";
import { staticClosure } from "./static-closure";

export interface ScriptLoad {
  file: string;
  sentKb: number;
  gzipKb: number;
  depth: number | null;
}

export interface PageLoad {
  path: string;
  scripts: ScriptLoad[];
  sentKb: number;
  gzipKb: number;
  deepest: number;
  /** The deepest chain, outermost first. */
  chain: string[];
}

const kb = (bytes: number) => bytes / 1024;

/** Depth of every fetched script and the parent that reached it first (see the header). */
export function requestDepths(
  named: ReadonlySet<string>,
  fetched: readonly string[],
  chunks: ReadonlyMap<string, Rollup.OutputChunk>,
  fromEntry: { entry: string | undefined; byEntry: ReadonlySet<string> } = { entry: undefined, byEntry: new Set() },
) {
  const { entry, byEntry } = fromEntry;
  const fetchedSet = new Set(fetched);
  const depth = new Map<string, number>();
  const parent = new Map<string, string>();
  let frontier = fetched.filter((f) => named.has(f));
  for (const f of frontier) depth.set(f, 1);
  for (let d = 2; frontier.length; d++) {
    const next: string[] = [];
    // What the entry adds to the head when it starts is asked for one step after it.
    if (d === 2 && entry && depth.has(entry)) {
      for (const to of fetched) {
        if (!byEntry.has(to) || depth.has(to)) continue;
        depth.set(to, d);
        parent.set(to, entry);
        next.push(to);
      }
    }
    for (const from of frontier) {
      const chunk = chunks.get(from);
      if (!chunk) continue;
      const reached = [...chunk.imports, ...chunk.dynamicImports.flatMap((i) => [...staticClosure([i], chunks)])];
      for (const to of reached) {
        if (!fetchedSet.has(to) || depth.has(to)) continue;
        depth.set(to, d);
        parent.set(to, from);
        next.push(to);
      }
    }
    frontier = next;
  }
  return { depth, parent };
}

const MODULE_PRELOADS = /<template id="kirana-module-preloads">([\s\S]*?)<\/template>/;
const preloadsIn = (html: string) => [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"?#]+)"/g)].map((m) => m[1]!);

/**
 * The files the HTML asks for by itself (script sources and live module preloads), and those
 * its inert preload template names: the entry script adds those to the head when it starts
 * (ADR 0065), so they are asked for one step later.
 */
export function namedInHtml(html: string): { named: Set<string>; entry: string | undefined; byEntry: Set<string> } {
  const inert = MODULE_PRELOADS.exec(html)?.[1] ?? "";
  const live = html.replace(MODULE_PRELOADS, "");
  const scripts = [...live.matchAll(/<script\b[^>]*\bsrc="\/([^"?#]+)"/g)].map((m) => m[1]!);
  const named = new Set([...scripts, ...preloadsIn(live)]);
  return { named, entry: scripts[0], byEntry: new Set(preloadsIn(inert).filter((f) => !named.has(f))) };
}

export async function measurePageLoad(page: Page, base: string, path: string, chunks: ReadonlyMap<string, Rollup.OutputChunk>, distDir: string): Promise<PageLoad> {
  const loads: { file: string; sent: Promise<number> }[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(base).origin || !url.pathname.endsWith(".js")) return;
    loads.push({
      file: url.pathname.replace(/^\//, ""),
      sent: response
        .finished()
        .then(() => response.request().sizes())
        .then((s) => s.responseBodySize),
    });
  };
  page.on("response", onResponse);
  // A fresh cache each time: every page is measured as a first visit.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  let html = "";
  try {
    const response = await page.goto(base + path, { waitUntil: "networkidle" });
    html = (await response?.text()) ?? "";
  } finally {
    page.off("response", onResponse);
    await cdp.detach();
  }
  const files = [...new Set(loads.map((l) => l.file))];
  const sent = new Map(await Promise.all(loads.map(async (l) => [l.file, await l.sent] as const)));
  const { named, entry, byEntry } = namedInHtml(html);
  const { depth, parent } = requestDepths(named, files, chunks, { entry, byEntry });
  const scripts = files.map((file) => ({
    file,
    sentKb: kb(sent.get(file) ?? 0),
    gzipKb: kb(gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length),
    depth: depth.get(file) ?? null,
  }));
  const deepestFile = scripts.reduce<ScriptLoad | undefined>((a, s) => ((s.depth ?? 0) > (a?.depth ?? 0) ? s : a), undefined);
  const chain: string[] = [];
  for (let f = deepestFile?.file; f; f = parent.get(f)) chain.unshift(f);
  return {
    path,
    scripts,
    sentKb: scripts.reduce((t, s) => t + s.sentKb, 0),
    gzipKb: scripts.reduce((t, s) => t + s.gzipKb, 0),
    deepest: deepestFile?.depth ?? 0,
    chain,
  };
}
