// The page builder is served as its own page at /page-builder and every path below it, from
// the build's builder.html, never as the shop's page; the shop's /builder-preview, which the
// builder frames, answers like a page of the shop (ADR 0024).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopRoutes } from "../routes/shop-routes";
import { createTestApp, ShopClient } from "../testing/test-app";
import type { Services } from "../services";
import { BUILDER_PLACEHOLDER, builderHtml } from "./builder-html";

const BUILDER_PAGE = '<!doctype html><html><head><title>Page builder</title></head><body><div id="root"></div><script type="module" src="/assets/builder-abc.js"></script></body></html>';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "kirana-dist-"));
  writeFileSync(join(dist, "index.html"), '<!doctype html><html><head><title>Kirana</title></head><body><div id="root"><div class="boot-spinner"></div></div></body></html>');
  writeFileSync(join(dist, "builder.html"), BUILDER_PAGE);
  app = Fastify({ logger: false });
  // The builder's page needs no website, session or page data: nothing of the services is used.
  shopRoutes(app, {} as Services, dist, "production");
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the page builder's page", () => {
  it.each(["/page-builder", "/page-builder/", "/page-builder/settings", "/page-builder/pages/home?x=1"])("answers %s with builder.html", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(BUILDER_PAGE);
  });

  it("is compressed for a browser that accepts it", async () => {
    const res = await app.inject({ method: "GET", url: "/page-builder/settings", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(BUILDER_PAGE);
  });

  it("is not served at its file name, and a look-alike path is not the builder", async () => {
    for (const url of ["/builder.html", "/page-builderx"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.body).not.toContain("/assets/builder-abc.js");
    }
  });

  it("says the builder is not built when the build has no builder.html", () => {
    expect(builderHtml(new Map())).toBe(BUILDER_PLACEHOLDER);
    expect(builderHtml(new Map([["/builder.html", Buffer.from(BUILDER_PAGE)]]))).toBe(BUILDER_PAGE);
  });
});

describe("the shop's settings preview page", () => {
  it("answers 200 with the shop's data, though no page document belongs to it", async () => {
    const h = await createTestApp({ nodeEnv: "production" });
    try {
      const res = await new ShopClient(h.app).get("/builder-preview");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="kirana-init"');
    } finally {
      await h.close();
    }
  });
});
