// How the service worker answers each kind of request (ADR 0084). The network's answer is the
// truth whenever it comes in time: a shop's prices and stock change during the day, and a price
// shown must be the price charged. A kept copy answers when the network fails, or — for pages
// only — when it is slower than a shopper should wait on a weak connection; the network's answer
// still lands in the cache and the page then refreshes itself (stale-page.ts).
import { putBounded } from "./bounded-cache";

export interface StrategyContext {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** Keeps the worker alive for work that outlives the answer (FetchEvent.waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
  /** Resolves after so many milliseconds (a timer; tests pass their own). */
  wait: (ms: number) => Promise<void>;
}

export interface KeptCache {
  name: string;
  /** How many answers it keeps. */
  max: number;
}

/**
 * Whether an answer may be kept: a whole, successful answer the server did not mark no-store
 * (redirects and opaque answers have other statuses).
 */
export function keepable(response: Response): boolean {
  return response.status === 200 && !/\bno-store\b/i.test(response.headers.get("cache-control") ?? "");
}

// Kept answers differ only by the encoding the server chose, which the copy no longer carries.
const MATCH = { ignoreVary: true } as const;

/**
 * Shell files: a kept copy from any of this website's shells (a page opened before a deploy
 * still loads its build's chunks), else the network's, kept in this build's shell.
 */
export async function cacheFirst(ctx: StrategyContext, request: Request, cacheName: string): Promise<Response> {
  const kept = await ctx.caches.match(request, MATCH);
  if (kept) return kept;
  const response = await ctx.fetch(request);
  if (keepable(response)) {
    const copy = response.clone();
    ctx.waitUntil(ctx.caches.open(cacheName).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/** Pictures: the kept copy at once and a fresh one fetched behind it; the network where none is kept. */
export async function staleWhileRevalidate(ctx: StrategyContext, request: Request, kept: KeptCache): Promise<Response> {
  const cache = await ctx.caches.open(kept.name);
  const copy = await cache.match(request, MATCH);
  const fresh = ctx.fetch(request).then(async (response) => {
    if (keepable(response)) await putBounded(cache, request, response.clone(), kept.max);
    return response;
  });
  if (copy) {
    ctx.waitUntil(fresh.catch(() => undefined));
    return copy;
  }
  return fresh;
}

export interface NetworkFirstOptions {
  /** How long the network has before a kept copy answers instead; Infinity waits for it. */
  patienceMs: number;
  /** Turns a kept copy into the answer (pages mark themselves as served from the copy). */
  fromCopy?: (copy: Response) => Promise<Response> | Response;
  /** Answers when the network fails and nothing is kept. */
  fallback?: () => Response;
}

/**
 * Pages and catalogue answers: the network's answer, kept for later. The kept copy answers when
 * the network fails, or when it has not answered within `patienceMs`; a late network answer is
 * still kept, so the next visit and the page's own refresh see it.
 */
export async function networkFirst(ctx: StrategyContext, request: Request, kept: KeptCache, options: NetworkFirstOptions): Promise<Response> {
  const cache = await ctx.caches.open(kept.name);
  const network = ctx.fetch(request).then(async (response) => {
    if (keepable(response)) await putBounded(cache, request, response.clone(), kept.max);
    return response;
  });
  ctx.waitUntil(network.catch(() => undefined));
  const copy = async () => {
    const found = await cache.match(request, MATCH);
    return found && options.fromCopy ? options.fromCopy(found) : found;
  };
  const failed = async (error: unknown) => {
    const found = await copy();
    if (found) return found;
    if (options.fallback) return options.fallback();
    throw error;
  };
  if (!Number.isFinite(options.patienceMs)) return network.catch(failed);
  const impatient = ctx.wait(options.patienceMs).then(copy);
  // The first of: the network's answer, or (after the wait) a kept copy. With no copy the
  // network is waited for however long it takes.
  const settled = await Promise.race([
    network.then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    ),
    impatient.then((found) => (found ? { response: found } : null)),
  ]);
  if (settled && "response" in settled) return settled.response;
  if (settled && "error" in settled) return failed(settled.error);
  return network.catch(failed);
}
