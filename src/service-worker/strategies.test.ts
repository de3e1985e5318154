// The worker's ways of answering, run against an in-memory Cache Storage with Node's own
// Request and Response, and a network the test controls (its answers, failures and delays).
import { describe, expect, it } from "vitest";
import { putBounded } from "./bounded-cache";
import { markedCopy, offlinePage } from "./page-copy";
import { cacheFirst, networkFirst, staleWhileRevalidate, type StrategyContext } from "./strategies";

const keyOf = (request: Request | string) => (typeof request === "string" ? new URL(request, "https://shop.test").href : request.url);

class MemoryCache {
  readonly entries = new Map<string, { request: Request; body: string; init: ResponseInit }>();
  async match(request: Request | string) {
    const found = this.entries.get(keyOf(request));
    return found ? new Response(found.body, found.init) : undefined;
  }
  async put(request: Request | string, response: Response) {
    const body = await response.text();
    this.entries.delete(keyOf(request));
    this.entries.set(keyOf(request), { request: typeof request === "string" ? new Request(keyOf(request)) : request, body, init: { status: response.status, headers: response.headers } });
  }
  async delete(request: Request | string) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.values()].map((e) => e.request);
  }
}

class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    let cache = this.named.get(name);
    if (!cache) this.named.set(name, (cache = new MemoryCache()));
    return cache;
  }
  async match(request: Request | string) {
    for (const cache of this.named.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

type Network = (request: Request) => Promise<Response>;

function context(network: Network) {
  const caches = new MemoryCaches();
  const pending: Promise<unknown>[] = [];
  let clock = 0;
  const timers: { at: number; resolve: () => void }[] = [];
  const ctx: StrategyContext = {
    caches: caches as unknown as CacheStorage,
    fetch: network,
    waitUntil: (work) => void pending.push(work),
    wait: (ms) => new Promise<void>((resolve) => timers.push({ at: clock + ms, resolve })),
  };
  return {
    ctx,
    caches,
    /** Moves the test's clock on, firing the waits that are due. */
    advance: (ms: number) => {
      clock += ms;
      for (const t of timers.filter((t) => t.at <= clock)) t.resolve();
    },
    settled: () => Promise.all(pending),
  };
}

const page = (body: string, headers: Record<string, string> = {}) => new Response(body, { status: 200, headers: { "content-type": "text/html", ...headers } });
const req = (path: string) => new Request(`https://shop.test${path}`);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("putBounded", () => {
  it("keeps the newest answers up to the bound, and keeping one again makes it the newest", async () => {
    const cache = new MemoryCache();
    for (const n of [1, 2, 3]) await putBounded(cache as unknown as Cache, `/p/${n}`, page(`${n}`), 3);
    await putBounded(cache as unknown as Cache, "/p/1", page("1 again"), 3);
    await putBounded(cache as unknown as Cache, "/p/4", page("4"), 3);
    expect((await cache.keys()).map((r) => new URL(r.url).pathname)).toEqual(["/p/3", "/p/1", "/p/4"]);
    expect(await (await cache.match("/p/1"))!.text()).toBe("1 again");
  });
});

describe("networkFirst", () => {
  const kept = { name: "pages", max: 10 };

  it("answers the network's page and keeps it", async () => {
    const { ctx, caches, settled } = context(async () => page("fresh"));
    const answer = await networkFirst(ctx, req("/"), kept, { patienceMs: 500 });
    expect(await answer.text()).toBe("fresh");
    await settled();
    expect(await (await (await caches.open("pages")).match(req("/")))!.text()).toBe("fresh");
  });

  it("answers the kept copy, marked, when the network has not answered in time, and keeps the late answer", async () => {
    let release!: (r: Response) => void;
    const { ctx, caches, advance, settled } = context(() => new Promise((resolve) => (release = resolve)));
    await (await caches.open("pages")).put(req("/"), page('<!doctype html><html lang="en"><body>old</body></html>'));
    const answering = networkFirst(ctx, req("/"), kept, { patienceMs: 500, fromCopy: markedCopy });
    await tick();
    advance(499);
    await tick();
    let done = false;
    void answering.then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    advance(1);
    const answer = await answering;
    expect(await answer.text()).toBe('<!doctype html><html data-served-from-cache="" lang="en"><body>old</body></html>');
    release(page("<html>new</html>"));
    await settled();
    expect(await (await (await caches.open("pages")).match(req("/")))!.text()).toBe("<html>new</html>");
  });

  it("waits for a slow network when nothing is kept", async () => {
    let release!: (r: Response) => void;
    const { ctx, advance } = context(() => new Promise((resolve) => (release = resolve)));
    const answering = networkFirst(ctx, req("/products"), kept, { patienceMs: 500 });
    await tick();
    advance(5000);
    await tick();
    release(page("late but first"));
    expect(await (await answering).text()).toBe("late but first");
  });

  it("answers the kept copy when the network fails, else the fallback, else the failure", async () => {
    const offline: Network = async () => {
      throw new TypeError("Failed to fetch");
    };
    const { ctx, caches } = context(offline);
    await (await caches.open("pages")).put(req("/kept"), page("kept"));
    expect(await (await networkFirst(ctx, req("/kept"), kept, { patienceMs: 500 })).text()).toBe("kept");
    const fallback = await networkFirst(ctx, req("/never-seen"), kept, { patienceMs: 500, fallback: () => offlinePage("not-kept") });
    expect(fallback.status).toBe(503);
    expect(await fallback.text()).toContain("You are offline");
    await expect(networkFirst(ctx, req("/never-seen"), kept, { patienceMs: Infinity })).rejects.toThrow("Failed to fetch");
  });

  it("never keeps an answer marked no-store or unsuccessful", async () => {
    const answers = [page("private", { "cache-control": "private, no-store" }), new Response("gone", { status: 404 })];
    const { ctx, caches, settled } = context(async () => answers.shift()!);
    await networkFirst(ctx, req("/a"), kept, { patienceMs: 500 });
    await networkFirst(ctx, req("/b"), kept, { patienceMs: 500 });
    await settled();
    expect(await (await caches.open("pages")).keys()).toEqual([]);
  });
});

describe("staleWhileRevalidate", () => {
  it("answers a kept picture at once and refreshes it behind, bounded", async () => {
    let served = 0;
    const { ctx, caches, settled } = context(async () => new Response(`v${++served}`, { status: 200 }));
    const kept = { name: "pictures", max: 2 };
    expect(await (await staleWhileRevalidate(ctx, req("/cdn/a.webp"), kept)).text()).toBe("v1");
    expect(await (await staleWhileRevalidate(ctx, req("/cdn/a.webp"), kept)).text()).toBe("v1");
    await settled();
    expect(await (await staleWhileRevalidate(ctx, req("/cdn/a.webp"), kept)).text()).toBe("v2");
    await staleWhileRevalidate(ctx, req("/cdn/b.webp"), kept);
    await staleWhileRevalidate(ctx, req("/cdn/c.webp"), kept);
    await settled();
    expect((await (await caches.open("pictures")).keys()).map((r) => new URL(r.url).pathname)).toEqual(["/cdn/b.webp", "/cdn/c.webp"]);
  });
});

describe("cacheFirst", () => {
  it("answers a build file from any of the website's shells without the network, else fetches and keeps it", async () => {
    let fetched = 0;
    const { ctx, caches, settled } = context(async () => {
      fetched++;
      return new Response("chunk", { status: 200 });
    });
    await (await caches.open("shell:previous")).put(req("/assets/old-chunk.js"), new Response("old build", { status: 200 }));
    expect(await (await cacheFirst(ctx, req("/assets/old-chunk.js"), "shell:current")).text()).toBe("old build");
    expect(fetched).toBe(0);
    expect(await (await cacheFirst(ctx, req("/assets/lazy.js"), "shell:current")).text()).toBe("chunk");
    await settled();
    expect(await (await caches.open("shell:current")).match(req("/assets/lazy.js"))).toBeDefined();
    expect(fetched).toBe(1);
  });
});
