// /sw.js: the built worker with this build's shell written ahead of it, per website (its fonts),
// never kept by the browser; and the pages the worker must not keep marked no-store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createTestApp, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const MANIFEST = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    css: ["assets/style-a1.css"],
    imports: ["_shared-b2.js"],
    dynamicImports: ["src/client/start-app.tsx", "src/client/lib/error-reporter-sentry.ts"],
  },
  "_shared-b2.js": { file: "assets/shared-b2.js" },
  "src/client/start-app.tsx": { file: "assets/start-app-c3.js", isDynamicEntry: true, imports: ["_shared-b2.js"], dynamicImports: ["registry/blocks/products/products-block.tsx"] },
  "registry/blocks/products/products-block.tsx": { file: "assets/products-block-d4.js", isDynamicEntry: true, imports: ["_shared-b2.js"] },
  "src/client/lib/error-reporter-sentry.ts": { file: "assets/error-reporter-sentry-e5.js", isDynamicEntry: true },
  "schemas/compiled/blocks/products.js": { file: "assets/products-f6.js", isDynamicEntry: true },
};

function makeDist(indexHtml: string): string {
  const dir = mkdtempSync(join(tmpdir(), "kirana-dist-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(".vite/manifest.json", JSON.stringify(MANIFEST));
  write("index.html", indexHtml);
  write("server/service-worker.js", "/* the worker */self.addEventListener('fetch',()=>{});");
  for (const chunk of Object.values(MANIFEST)) write(chunk.file, "export {};");
  write("assets/style-a1.css", "body{}");
  return dir;
}

interface Config {
  build: string;
  precache: string[];
}
const configOf = (body: string): Config => JSON.parse(/^self\.__KIRANA_WORKER__=(.*?);\n/.exec(body)![1]!) as Config;

const TEMPLATE = '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"><div><div class="spinner"></div></div></div></body></html>';
let first: TestApp;
let second: TestApp;
let dists: string[] = [];
beforeAll(async () => {
  dists = [makeDist(TEMPLATE), makeDist(TEMPLATE.replace("<title>x</title>", "<title>y</title>"))];
  first = await createTestApp({ distDir: dists[0] });
  second = await createTestApp({ distDir: dists[1] });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  for (const dir of dists) rmSync(dir, { recursive: true, force: true });
});

describe("the service worker's script", () => {
  it("is the built worker with the shop's shell and the website's font ahead of it, never kept by the browser", async () => {
    const res = await new ShopClient(first.app).get("/sw.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    // The worker fetches from its own website only.
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; connect-src 'self'");
    expect(res.body).toContain("/* the worker */");
    const { build, precache } = configOf(res.body);
    expect(build).toMatch(/^[0-9a-f]{16}$/);
    expect(precache).toEqual(
      expect.arrayContaining(["/assets/index-a1.js", "/assets/style-a1.css", "/assets/shared-b2.js", "/assets/start-app-c3.js", "/assets/products-block-d4.js", "/fonts/inter/variable.woff2"]),
    );
    // Not the error reporter's SDK, nor the builder's validators, nor another font.
    expect(precache.filter((p) => /sentry|products-f6|poppins/.test(p))).toEqual([]);
  });

  it("differs per website's font and per build, so browsers install the new one", async () => {
    const demo = configOf((await new ShopClient(first.app).get("/sw.js")).body);
    const fresh = configOf((await new ShopClient(first.app, FRESH).get("/sw.js")).body);
    expect(fresh.precache.filter((p) => p.startsWith("/fonts/"))).toEqual([
      "/fonts/poppins/400.woff2",
      "/fonts/poppins/500.woff2",
      "/fonts/poppins/600.woff2",
      "/fonts/poppins/700.woff2",
      "/fonts/poppins/800.woff2",
    ]);
    expect(fresh.build).not.toBe(demo.build);
    const nextBuild = configOf((await new ShopClient(second.app).get("/sw.js")).body);
    expect(nextBuild.build).not.toBe(demo.build);
    expect(configOf((await new ShopClient(first.app).get("/sw.js")).body).build).toBe(demo.build);
  });

  it("is not found where the shop was not built", async () => {
    const bare = await createTestApp();
    try {
      expect((await new ShopClient(bare.app).get("/sw.js")).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("pages the phone may keep", () => {
  it("marks private pages no-store and the catalogue's no-cache", async () => {
    const shopper = new ShopClient(first.app);
    expect((await shopper.get("/")).headers["cache-control"]).toBe("private, no-cache");
    expect((await shopper.get("/products")).headers["cache-control"]).toBe("private, no-cache");
    for (const path of ["/checkout", "/account/orders", "/auth/login"]) expect((await shopper.get(path)).headers["cache-control"], path).toBe("private, no-store");
  });
});
