// The shop's service worker (issue 36, ADR 0084): the build's shell kept at install, pages,
// catalogue answers and pictures kept as they are seen, each website's under its own names.
// The server serves it at /sw.js with this build's config written ahead of it.
import { offlineCacheName, shellBuildOf } from "../shared/offline/offline-caches";
import { offlinePage, markedCopy } from "./page-copy";
import { pagePatience } from "./page-patience";
import { requestKind, type RequestKind } from "./request-kind";
import { cacheFirst, networkFirst, staleWhileRevalidate, type StrategyContext } from "./strategies";
import type { ExtendableEvent, FetchEvent, WorkerScope } from "./worker-scope";

declare const self: WorkerScope;

/** A catalogue answer's wait: client-side navigation shows a progress bar meanwhile. */
export const CATALOGUE_PATIENCE_MS = 4000;
export const KEPT = { pages: 40, catalogue: 150, pictures: 300 } as const;
/** Marks when a build's shell was kept, so the next build keeps the one before it. */
const INSTALLED_MARK = "/__kirana-installed__";

const config = self.__KIRANA_WORKER__ ?? { build: "none", precache: [] };
const host = self.location.host;
const names = {
  shell: offlineCacheName(host, "shell", config.build),
  pages: offlineCacheName(host, "pages"),
  catalogue: offlineCacheName(host, "catalogue"),
  pictures: offlineCacheName(host, "pictures"),
};

self.addEventListener("install", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const shell = await self.caches.open(names.shell);
      await shell.addAll(config.precache.map((path) => new Request(path, { cache: "reload" })));
      await shell.put(INSTALLED_MARK, new Response(String(Date.now())));
      // A new build takes over at once: pages are fetched from the network first, so a page
      // opened before it keeps working from the previous build's shell, kept below.
      await self.skipWaiting();
    })(),
  );
});

/** This host's other shells, newest first. */
async function olderShells(): Promise<string[]> {
  const others = (await self.caches.keys()).filter((name) => shellBuildOf(host, name) !== null && name !== names.shell);
  const dated = await Promise.all(
    others.map(async (name) => {
      const mark = await (await self.caches.open(name)).match(INSTALLED_MARK);
      return { name, at: Number((await mark?.text()) ?? 0) };
    }),
  );
  return dated.sort((a, b) => b.at - a.at).map((d) => d.name);
}

self.addEventListener("activate", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      // The build before this one stays: a page still open from it loads its chunks from there.
      const [, ...stale] = await olderShells();
      await Promise.all(stale.map((name) => self.caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

function answer(kind: RequestKind, request: Request, ctx: StrategyContext): Promise<Response> {
  switch (kind) {
    case "shell":
      return cacheFirst(ctx, request, names.shell);
    case "picture":
      return staleWhileRevalidate(ctx, request, { name: names.pictures, max: KEPT.pictures });
    case "catalogue":
      return networkFirst(ctx, request, { name: names.catalogue, max: KEPT.catalogue }, { patienceMs: CATALOGUE_PATIENCE_MS });
    case "page":
      return networkFirst(ctx, request, { name: names.pages, max: KEPT.pages }, { patienceMs: pagePatience(request), fromCopy: markedCopy, fallback: () => offlinePage("not-kept") });
    case "online-page":
      return ctx.fetch(request).catch(() => offlinePage("private"));
  }
}

self.addEventListener("fetch", (event: FetchEvent) => {
  const kind = requestKind(event.request, self.location.origin);
  if (!kind) return;
  const ctx: StrategyContext = {
    caches: self.caches,
    fetch: (request) => self.fetch(request),
    waitUntil: (work) => event.waitUntil(work),
    wait: (ms) => new Promise((resolve) => self.setTimeout(resolve, ms)),
  };
  event.respondWith(answer(kind, event.request, ctx));
});

// Asked by the page (and the journeys) which build controls it.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "build") event.ports[0]?.postMessage({ build: config.build });
});
