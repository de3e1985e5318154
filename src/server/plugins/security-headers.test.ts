// Security headers (ADR 0027) on every kind of answer the server gives: API, HTML pages, the
// builder's page, built files, errors and not-found answers; HSTS and Secure cookies only over
// https, as a trusted proxy reports it (ADR 0046); the pages' Content-Security-Policy, parsed,
// with exactly the sources it should have, their opener and permissions policies; JSON answers'
// own policy; and the session cookie's __Host- name in production.
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
import { API_CSP, contentSecurityPolicy, HSTS, OPENER_POLICY, PAYMENT_ORIGINS, PERMISSIONS_POLICY, REFERRER_POLICY, type SecurityHeadersOptions } from "./security-headers";
import type { TrustedProxies } from "../http/trusted-proxies";
import { SESSION_COOKIE, sessionCookieName } from "../http/session-cookie";

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

async function app(options: { trustProxy?: TrustedProxies; nodeEnv?: "test" | "production"; securityHeaders?: SecurityHeadersOptions } = {}): Promise<FastifyInstance> {
  const built = await buildApp({
    config: { NODE_ENV: options.nodeEnv ?? "test", LOG_LEVEL: "silent", TRUST_PROXY: options.trustProxy ?? false },
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
/** Behind one proxy, counted (TRUST_PROXY=1). */
let proxied: FastifyInstance;
/** Behind proxies named by address (TRUST_PROXY=10.0.0.0/8). */
let listed: FastifyInstance;

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
  proxied = await app({ trustProxy: { hops: 1 } });
  listed = await app({ trustProxy: { addresses: ["10.0.0.0/8"] } });
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
  expect([...csp.keys()].sort(), what).toEqual(["base-uri", "connect-src", "default-src", "font-src", "frame-ancestors", "frame-src", "img-src", "object-src", "script-src", "style-src"].sort());
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
      {
        what: "webhook with a bad signature",
        res: () => shopper.request("POST", "/s/api/webhooks/razorpay", { body: "{}", headers: { "content-type": "application/json" }, xsrf: false }),
        status: 400,
      },
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
        expect(res.headers["cross-origin-opener-policy"], c.what).toMatch(/^same-origin(-allow-popups)?$/);
        expect(res.headers["permissions-policy"], c.what).toBe(PERMISSIONS_POLICY);
      } else if (/^application\/json/.test(String(res.headers["content-type"]))) {
        expect(res.headers["content-security-policy"], `${c.what}: JSON`).toBe(API_CSP);
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

describe("https as a trusted proxy reports it (ADR 0046)", () => {
  /** A page, an API answer and an address the router refuses (its headers are set before routing), from `peer`. */
  const URLS = ["/", "/s/api/cookie", "/s/api/products/%E0%A4%A"];
  const answers = (server: FastifyInstance, peer: string, proto: string) =>
    Promise.all(URLS.map((url) => server.inject({ method: "GET", url, remoteAddress: peer, headers: { host: new URL(DEMO).host, "x-forwarded-proto": proto } })));
  const hsts = (replies: LightMyRequestResponse[]) => Object.fromEntries(replies.map((res, i) => [URLS[i], res.headers["strict-transport-security"]]));
  const everywhere = (value: string | undefined) => Object.fromEntries(URLS.map((url) => [url, value]));
  const cookie = (res: LightMyRequestResponse, name: string) => (res.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === name);

  it("gives no HSTS and no Secure cookie on a forged X-Forwarded-Proto from a client that is not a listed proxy", async () => {
    const replies = await answers(listed, "203.0.113.9", "https");
    expect(hsts(replies)).toEqual(everywhere(undefined));
    const [page, session] = replies;
    expect(parseCsp(page!.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(false);
    expect(cookie(session!, SESSION_COOKIE)?.secure).toBeFalsy();
    expect(cookie(session!, "XSRF-TOKEN")?.secure).toBeFalsy();
  });

  it("gives HSTS and Secure cookies when a listed proxy reports https, on every kind of answer", async () => {
    const replies = await answers(listed, "10.0.0.5", "https");
    expect(hsts(replies)).toEqual(everywhere(HSTS));
    expect(cookie(replies[1]!, SESSION_COOKIE)?.secure).toBe(true);
    expect(cookie(replies[1]!, "XSRF-TOKEN")?.secure).toBe(true);
    // The same proxy reporting http: no HSTS, no Secure.
    const overHttp = await answers(listed, "10.0.0.5", "http");
    expect(hsts(overHttp)).toEqual(everywhere(undefined));
    expect(cookie(overHttp[1]!, SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it("takes the nearest proxy's word, not an earlier entry the client wrote", async () => {
    // One counted hop: the proxy appended "http" to the client's forged "https".
    expect(hsts(await answers(proxied, "127.0.0.1", "https, http"))).toEqual(everywhere(undefined));
    expect(hsts(await answers(proxied, "127.0.0.1", "http, https"))).toEqual(everywhere(HSTS));
  });
});

describe("JSON answers", () => {
  it("carry nosniff and a policy that loads nothing and may not be framed", async () => {
    const shopper = new ShopClient(plain);
    const answers: [string, LightMyRequestResponse][] = [
      ["API answer", await shopper.get("/s/api/init")],
      ["API not found", await shopper.get("/s/api/no-such-thing")],
      ["refused write", await shopper.post("/s/api/cart/add", { pack_id: 1, warehouse_id: 1 }, { xsrf: false })],
      ["address the router refuses", await shopper.get("/s/api/products/%E0%A4%A")],
      ["compressed answer", await shopper.get("/s/api/products?perPage=1", { "accept-encoding": "br" })],
    ];
    for (const [what, res] of answers) {
      expect(res.headers["content-type"], what).toMatch(/^application\/json/);
      expect(res.headers["x-content-type-options"], what).toBe("nosniff");
      const csp = parseCsp(res.headers["content-security-policy"]);
      expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
      expect(csp.get("default-src"), what).toEqual(["'none'"]);
    }
  });
});

describe("opener and permissions policies", () => {
  it("lets the shop's pages keep their popups (the providers' checkout windows), and cuts the owner's tools off", async () => {
    const shopper = new ShopClient(plain);
    for (const url of [
      "/",
      "/products",
      "/checkout",
      "/checkout/razorpay/43",
      "/checkout/cashfree/44",
      "/checkout/confirm/43",
      "/account/orders",
      "/no-such-page-here",
      "/sandbox/pay/razorpay/order_nope",
    ]) {
      expect((await shopper.get(url)).headers["cross-origin-opener-policy"], url).toBe(OPENER_POLICY.shop);
    }
    expect(OPENER_POLICY.shop).toBe("same-origin-allow-popups");
    for (const url of ["/page-builder", "/page-builder/settings", "/bos/admin", "/bos/admin/orders", "/pos"]) {
      expect((await shopper.get(url)).headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
    // Not documents: no opener policy.
    expect((await shopper.get("/s/api/init")).headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("denies the features the shop never uses, and payment to all but the shop and its payment providers", async () => {
    const res = await new ShopClient(plain).get("/checkout");
    const policy = new Map(
      String(res.headers["permissions-policy"])
        .split(/,\s*/)
        .map((d) => [d.slice(0, d.indexOf("=")), d.slice(d.indexOf("=") + 1)]),
    );
    for (const feature of ["camera", "microphone", "geolocation", "usb", "serial", "hid", "midi", "display-capture", "accelerometer", "gyroscope", "magnetometer", "xr-spatial-tracking"]) {
      expect(policy.get(feature), feature).toBe("()");
    }
    const payment = policy.get("payment")!;
    expect(payment).toMatch(/^\(self( "https:\/\/[a-z.-]+")+\)$/);
    expect(payment).toContain('"https://api.razorpay.com"');
    expect(payment).toContain('"https://sdk.cashfree.com"');
  });
});

describe("the session's cookies", () => {
  type Cookie = { name: string; value: string; path?: string; domain?: string; secure?: boolean; httpOnly?: boolean; sameSite?: string; maxAge?: number };
  const cookies = (res: LightMyRequestResponse) => new Map((res.cookies as Cookie[]).map((c) => [c.name, c]));

  it("keep the plain kirana_sid name outside production, over plain http", async () => {
    const set = cookies(await new ShopClient(plain).get("/s/api/cookie"));
    expect([...set.keys()].sort()).toEqual(["XSRF-TOKEN", "kirana_sid"]);
    expect(set.get("kirana_sid")).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
    expect(set.get("kirana_sid")!.secure).toBeFalsy();
    expect(set.get("kirana_sid")!.domain).toBeUndefined();
    expect(sessionCookieName("test")).toBe("kirana_sid");
  });

  it("are __Host-kirana_sid and XSRF-TOKEN in production: Secure, Path=/, no Domain, and a plain kirana_sid is no session", async () => {
    const production = await app({ nodeEnv: "production" });
    const shopper = new ShopClient(production);
    const set = cookies(await shopper.get("/s/api/cookie"));
    expect(sessionCookieName("production")).toBe("__Host-kirana_sid");
    expect([...set.keys()].sort()).toEqual(["XSRF-TOKEN", "__Host-kirana_sid"]);
    expect(set.get("__Host-kirana_sid")).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    expect(set.get("XSRF-TOKEN")).toMatchObject({ path: "/", secure: true, sameSite: "Lax" });
    expect(set.get("XSRF-TOKEN")!.httpOnly).toBeFalsy();
    for (const c of set.values()) expect(c.domain, c.name).toBeUndefined();
    // The prefixed cookie carries the session: asked again, the server re-issues the same one.
    const sid = shopper.cookies.get("__Host-kirana_sid")!;
    expect(cookies(await shopper.get("/s/api/cookie")).get("__Host-kirana_sid")?.value).toBe(sid);
    // The unprefixed name, which a subdomain or a plain-http page could plant, is not read.
    const again = await production.inject({ method: "GET", url: "/s/api/cookie", headers: { host: new URL(DEMO).host, cookie: `kirana_sid=${sid}` } });
    expect(cookies(again).get("__Host-kirana_sid")?.value).not.toBe(sid);
    const planted = await production.inject({
      method: "POST",
      url: "/s/api/cart/add",
      headers: { host: new URL(DEMO).host, "x-web-url": DEMO, cookie: `kirana_sid=${sid}; XSRF-TOKEN=${shopper.cookies.get("XSRF-TOKEN")}`, "x-xsrf-token": shopper.cookies.get("XSRF-TOKEN")! },
      payload: { pack_id: 1, warehouse_id: 1 },
    });
    expect(planted.statusCode).toBe(419);
    // Signing out clears both with the attributes a browser needs to drop a __Host- cookie.
    const out = cookies(await shopper.get("/s/api/auth/logout"));
    expect(out.get("__Host-kirana_sid")).toMatchObject({ value: "", path: "/", secure: true });
    expect(out.get("XSRF-TOKEN")).toMatchObject({ value: "", path: "/", secure: true });
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
