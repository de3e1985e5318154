// Security headers (ADR 0027) on every kind of answer the server gives: API, HTML pages, the
// builder's page, built files, errors and not-found answers; HSTS only over https; and the
// pages' Content-Security-Policy, parsed, with exactly the sources it should have.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { buildApp } from "../app";
import { defaultConfig } from "../config";
import { createServices, type Services } from "../services";
import { DEMO, ShopClient } from "../testing/test-app";
import { openTestDatabase } from "../testing/test-databases";
import { SANDBOX_PAGE_CSP } from "../domain/payments/sandbox/sandbox-page";
import { contentSecurityPolicy, HSTS, PAYMENT_ORIGINS, REFERRER_POLICY, type SecurityHeadersOptions } from "./security-headers";

/** A built shop as vite makes it: a stylesheet inline and one module script with a src. */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kirana</title>
<style>.boot-spinner{display:grid}</style>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/style-abc123.css">
</head><body><div id="root"><div class="boot-spinner" role="progressbar" aria-label="Loading the shop"></div></div></body></html>`;
const BUILDER_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page builder · Kirana</title>
<script type="module" crossorigin src="/assets/builder-abc123.js"></script></head><body><div id="root"></div></body></html>`;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let services: Services;
let distDir: string;
const apps: FastifyInstance[] = [];

async function app(options: { trustProxy?: boolean; securityHeaders?: SecurityHeadersOptions } = {}): Promise<FastifyInstance> {
  const built = await buildApp({
    config: { NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: options.trustProxy ?? false },
    services,
    distDir,
    logger: false,
    ...(options.securityHeaders ? { securityHeaders: options.securityHeaders } : {}),
  });
  await built.ready();
  apps.push(built);
  return built;
}

let plain: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "kirana-headers-"));
  mkdirSync(join(distDir, "assets"));
  writeFileSync(join(distDir, "index.html"), INDEX_HTML);
  writeFileSync(join(distDir, "builder.html"), BUILDER_HTML);
  writeFileSync(join(distDir, "assets", "index-abc123.js"), `export const shop = "${"kirana ".repeat(400)}";\n`);
  writeFileSync(join(distDir, "assets", "style-abc123.css"), `body{margin:0}\n`);
  writeFileSync(join(distDir, "no-image.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  database = await openTestDatabase();
  services = createServices(database, "test-secret-test-secret-test-secret-0123", { ...defaultConfig(), NODE_ENV: "test" });
  plain = await app();
  proxied = await app({ trustProxy: true });
});

afterAll(async () => {
  for (const built of apps) await built.close();
  await database?.dispose();
  rmSync(distDir, { recursive: true, force: true });
});

/** The policy as a map of directive → its sources, checking that no directive repeats. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, "a single Content-Security-Policy header").toBe("string");
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} appears once`).toBe(false);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  expect(res.headers["referrer-policy"], what).toBe(REFERRER_POLICY);
  expect(res.headers["strict-transport-security"], `${what}: no HSTS over http`).toBeUndefined();
}

/** The shop's policy, exactly: every directive and every source. */
function expectShopPolicy(header: string | string[] | number | undefined, what: string, extra: { script?: string[]; connect?: string[] } = {}) {
  const csp = parseCsp(header);
  expect([...csp.keys()].sort(), what).toEqual(
    ["base-uri", "connect-src", "default-src", "font-src", "frame-ancestors", "frame-src", "img-src", "object-src", "script-src", "style-src"].sort(),
  );
  const scripts = csp.get("script-src")!;
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(String(header), what).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|'wasm-unsafe-eval'|'strict-dynamic'/);
  // No wildcard, scheme or data source for scripts: only the app and named https origins.
  for (const source of scripts) expect(source === "'self'" || /^https:\/\/[a-z0-9.-]+\.[a-z]+(\/[a-z0-9/._-]*)?$/.test(source), `${what}: ${source}`).toBe(true);
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(scripts.sort(), what).toEqual(["'self'", "https://checkout.razorpay.com", "https://cdn.razorpay.com/static/", "https://sdk.cashfree.com", ...(extra.script ?? [])].sort());
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'self'"]);
  expect(csp.get("font-src"), what).toEqual(["'self'"]);
  expect(csp.get("img-src"), what).toEqual(["'self'", "data:", "https:"]);
  expect(csp.get("style-src"), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get("connect-src")!.sort(), what).toEqual(["'self'", ...PAYMENT_ORIGINS.connect, ...(extra.connect ?? [])].sort());
  const frames = csp.get("frame-src")!;
  expect(frames, what).toContain("'self'");
  for (const origin of ["https://api.razorpay.com", "https://checkout.razorpay.com", "https://sdk.cashfree.com", "https://payments.cashfree.com", "https://payments-test.cashfree.com"]) {
    expect(frames, `${what}: frame-src ${origin}`).toContain(origin);
  }
  return csp;
}

describe("every answer", () => {
  it("carries nosniff and the referrer policy, and HTML documents the shop's policy", async () => {
    const shopper = new ShopClient(plain);
    const product = (await shopper.get("/s/api/products?perPage=1")).json().data[0] as { slug: string; image: string };
    const cases: { what: string; res: () => Promise<LightMyRequestResponse>; status: number; html?: boolean; csp?: "own" }[] = [
      { what: "API answer", res: () => shopper.get("/s/api/init"), status: 200 },
      { what: "health check", res: () => shopper.get("/s/healthz"), status: 200 },
      { what: "API not found", res: () => shopper.get("/s/api/no-such-thing"), status: 404 },
      { what: "refused write (no XSRF token)", res: () => shopper.post("/s/api/cart/add", { pack_id: 1, warehouse_id: 1 }, { xsrf: false }), status: 419 },
      { what: "bad JSON body", res: () => shopper.request("POST", "/s/api/cart/add", { body: "{nope", headers: { "content-type": "application/json" } }), status: 400 },
      { what: "unknown website", res: () => plain.inject({ method: "GET", url: "/s/api/init", headers: { host: "nobody.example" } }), status: 404 },
      { what: "address the router refuses", res: () => shopper.get("/s/api/products/%E0%A4%A"), status: 400 },
      { what: "webhook with a bad signature", res: () => shopper.request("POST", "/s/api/webhooks/razorpay", { body: "{}", headers: { "content-type": "application/json" }, xsrf: false }), status: 400 },
      { what: "home page", res: () => shopper.get("/"), status: 200, html: true },
      { what: "product page", res: () => shopper.get(`/products/${product.slug}`), status: 200, html: true },
      { what: "page that does not exist", res: () => shopper.get("/no-such-page-here"), status: 404, html: true },
      { what: "builder preview", res: () => shopper.get("/builder-preview"), status: 200, html: true },
      { what: "page builder", res: () => shopper.get("/page-builder/settings"), status: 200, html: true },
      { what: "compressed page", res: () => shopper.get("/", { "accept-encoding": "br" }), status: 200, html: true },
      { what: "built script", res: () => shopper.get("/assets/index-abc123.js"), status: 200 },
      { what: "compressed built script", res: () => shopper.get("/assets/index-abc123.js", { "accept-encoding": "gzip" }), status: 200 },
      { what: "public file", res: () => shopper.get("/no-image.png"), status: 200 },
      { what: "font file", res: () => shopper.get("/fonts/inter/variable.woff2"), status: 200 },
      { what: "missing built file", res: () => shopper.get("/assets/missing-abc.js"), status: 404 },
      { what: "unreadable address", res: () => shopper.get("/%E0%A4%A"), status: 400 },
      { what: "CDN image (its own policy)", res: () => shopper.get(`/cdn/medium/${product.image}`), status: 200, csp: "own" },
      { what: "CDN image not found", res: () => shopper.get("/cdn/medium/no/such.svg"), status: 404 },
      { what: "sandbox payment page (its own policy)", res: () => shopper.get("/sandbox/pay/razorpay/order_nope"), status: 404, html: true, csp: "own" },
    ];
    for (const c of cases) {
      const res = await c.res();
      expect(res.statusCode, c.what).toBe(c.status);
      expect(res.headers["x-content-type-options"], c.what).toBe("nosniff");
      expect(res.headers["strict-transport-security"], `${c.what}: no HSTS over http`).toBeUndefined();
      if (c.csp === "own") continue;
      expect(res.headers["referrer-policy"], c.what).toBe(REFERRER_POLICY);
      if (c.html) {
        expect(res.headers["content-type"], c.what).toMatch(/^text\/html/);
        expectShopPolicy(res.headers["content-security-policy"], c.what);
      } else {
        expect(res.headers["content-type"] ?? "", c.what).not.toMatch(/text\/html/);
        expect(res.headers["content-security-policy"], `${c.what}: not a document`).toBeUndefined();
      }
    }
  });

  it("answers HEAD requests for a page with the same headers", async () => {
    const res = await plain.inject({ method: "HEAD", url: "/", headers: { host: new URL(DEMO).host } });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res, "HEAD /");
    expectShopPolicy(res.headers["content-security-policy"], "HEAD /");
  });

  it("leaves the stricter policies of the sandbox's page and the CDN's pictures as they are", async () => {
    const shopper = new ShopClient(plain);
    const page = await shopper.get("/sandbox/pay/cashfree/order_nope");
    expect(page.headers["content-security-policy"]).toBe(SANDBOX_PAGE_CSP);
    expect(parseCsp(page.headers["content-security-policy"]).get("default-src")).toEqual(["'none'"]);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const product = (await shopper.get("/s/api/products?perPage=1")).json().data[0] as { image: string };
    const svg = await shopper.get(`/cdn/original/${product.image}`);
    expect(svg.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(svg.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("HSTS", () => {
  it("is sent when the request came over https through a trusted proxy, with upgrade-insecure-requests in the policy", async () => {
    const shopper = new ShopClient(proxied);
    for (const url of ["/", "/s/api/init", "/assets/index-abc123.js", "/s/api/no-such-thing", "/s/api/products/%E0%A4%A"]) {
      const res = await shopper.get(url, { "x-forwarded-proto": "https" });
      expect(res.headers["strict-transport-security"], url).toBe(HSTS);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
    const page = await shopper.get("/", { "x-forwarded-proto": "https" });
    expect(parseCsp(page.headers["content-security-policy"]).get("upgrade-insecure-requests")).toEqual([]);
    const overHttp = await shopper.get("/", { "x-forwarded-proto": "http" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    expectShopPolicy(overHttp.headers["content-security-policy"], "http through the proxy");
  });

  it("is not sent on the forwarded word of a proxy the server does not trust", async () => {
    const res = await new ShopClient(plain).get("/", { "x-forwarded-proto": "https" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expectShopPolicy(res.headers["content-security-policy"], "untrusted x-forwarded-proto");
  });
});

describe("integration origins", () => {
  it("adds a website's analytics and error-reporting origins, and only well-formed https ones", async () => {
    const seen: number[] = [];
    const withAnalytics = await app({
      securityHeaders: {
        integrationOrigins: (request) => {
          seen.push(request.website.id);
          return request.website.id === 1
            ? {
                script: ["https://js.analytics.example", "'unsafe-inline'", "*", "https:", "data:", "https://evil.example; script-src *", "http://plain.example"],
                connect: ["https://events.analytics.example", "https://*.ingest.errors.example", "wss://live.analytics.example", "'unsafe-eval'", "https://a.example, https://b.example"],
              }
            : null;
        },
      },
    });
    const demo = await new ShopClient(withAnalytics).get("/");
    const csp = expectShopPolicy(demo.headers["content-security-policy"], "with analytics", {
      script: ["https://js.analytics.example"],
      connect: ["https://events.analytics.example", "https://*.ingest.errors.example", "wss://live.analytics.example"],
    });
    expect(csp.get("script-src")).not.toContain("*");
    const fresh = await new ShopClient(withAnalytics, "http://fresh.localhost:3000").get("/");
    expectShopPolicy(fresh.headers["content-security-policy"], "a website without analytics");
    // API answers are not documents: the resolver is asked for pages only.
    const before = seen.length;
    await new ShopClient(withAnalytics).get("/s/api/init");
    expect(seen.length).toBe(before);
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });

  it("still sends the strict policy when the resolver fails", async () => {
    const failing = await app({
      securityHeaders: {
        integrationOrigins: async () => {
          throw new Error("settings unavailable");
        },
      },
    });
    const res = await new ShopClient(failing).get("/");
    expect(res.statusCode).toBe(200);
    expectShopPolicy(res.headers["content-security-policy"], "resolver failed");
  });

  it("builds the same policy from the exported function", () => {
    expectShopPolicy(contentSecurityPolicy(), "contentSecurityPolicy()");
    expectShopPolicy(contentSecurityPolicy({ integrationOrigins: { script: [], connect: [] } }), "no integrations");
    expect(contentSecurityPolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("the served HTML", () => {
  /** Every script element of the page: its attributes and whether it has a body. */
  const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1]!, body: m[2]! }));

  it("has no script the policy would have to run inline, even with webPages scripts in the website's settings", async () => {
    const evil = [
      { name: "chat", script: "<script>alert(1)</script>" },
      { name: "pixel", src: "https://evil.example/x.js", html: `<img src=x onerror="alert(2)">` },
      "</script><script>alert(3)</script>",
    ];
    await services.db.execute(sql`update websites set web_pages = ${JSON.stringify(evil)}::jsonb where id = 1`);
    services.websites.forget(1);
    const shopper = new ShopClient(plain);
    for (const url of ["/", "/products", "/no-such-page-here", "/page-builder"]) {
      const res = await shopper.get(url);
      const found = scripts(res.body);
      expect(found.length, url).toBeGreaterThan(0);
      for (const s of found) {
        const type = /\btype="([^"]*)"/.exec(s.attrs)?.[1];
        const src = /\bsrc="([^"]*)"/.exec(s.attrs)?.[1];
        if (type === "application/json" || type === "application/ld+json") continue;
        // Executable scripts come from the app's own files, with no body of their own.
        expect(src, `${url}: ${s.attrs}`).toMatch(/^\/assets\/[\w.-]+\.js$/);
        expect(s.body.trim(), url).toBe("");
      }
      expect(res.body, url).not.toContain("<script>alert");
      expect(res.body, url).not.toMatch(/<img[^>]*onerror/);
    }
    // The settings reach the shop as data inside the embedded init answer, and nothing more.
    const home = (await shopper.get("/")).body;
    expect(home).toContain("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(home).not.toMatch(/<script[^>]*src="https:\/\/evil\.example/);
  });
});
