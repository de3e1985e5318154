// The owner's tools are served as pages of their own, from the build's builder.html,
// admin.html and pos.html: the page builder at /page-builder and every path below it, the back
// office at /bos/admin and below, the point of sale at /pos and below, never as the shop's page; the shop's /builder-preview, which the
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
import { isToolPageFile, toolPages, toolPlaceholder } from "./tool-pages";

const BUILDER_PAGE = '<!doctype html><html><head><title>Page builder</title></head><body><div id="root"></div><script type="module" src="/assets/builder-abc.js"></script></body></html>';
const ADMIN_PAGE = '<!doctype html><html><head><title>Administration</title></head><body><div id="root"></div><script type="module" src="/assets/admin-def.js"></script></body></html>';
const POS_PAGE = '<!doctype html><html><head><title>Point of sale</title></head><body><div id="root"></div><script type="module" src="/assets/pos-ghi.js"></script></body></html>';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "kirana-dist-"));
  writeFileSync(join(dist, "index.html"), '<!doctype html><html><head><title>Kirana</title></head><body><div id="root"><div class="boot-spinner"></div></div></body></html>');
  writeFileSync(join(dist, "builder.html"), BUILDER_PAGE);
  writeFileSync(join(dist, "admin.html"), ADMIN_PAGE);
  writeFileSync(join(dist, "pos.html"), POS_PAGE);
  app = Fastify({ logger: false });
  // The tools' pages need no website, session or page data: nothing of the services is used.
  await app.register(shopRoutes, { services: {} as Services, distDir: dist, environment: "production" });
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
    expect(toolPages(new Map())("/page-builder")).toBe(toolPlaceholder("The page builder"));
    expect(toolPages(new Map([["/builder.html", Buffer.from(BUILDER_PAGE)]]))("/page-builder")).toBe(BUILDER_PAGE);
  });
});

describe("the back office's page", () => {
  it.each(["/bos/admin", "/bos/admin/", "/bos/admin/dashboard", "/bos/admin/orders/K-1?status=placed"])("answers %s with admin.html, never cached without asking", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(ADMIN_PAGE);
  });

  it("is compressed for a browser that accepts it", async () => {
    const res = await app.inject({ method: "GET", url: "/bos/admin/dashboard", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(ADMIN_PAGE);
  });

  it("is not served at its file name, and neither a look-alike path nor the shop's choose screen is the back office", async () => {
    for (const url of ["/admin.html", "/bos/adminx", "/bos", "/auth/bos/choose"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain("/assets/admin-def.js");
    }
  });

  it("says the back office is not built when the build has no admin.html, whatever the builder's state", () => {
    const builderOnly = toolPages(new Map([["/builder.html", Buffer.from(BUILDER_PAGE)]]));
    expect(builderOnly("/bos/admin")).toBe(toolPlaceholder("The back office"));
    expect(builderOnly("/bos/admin")).toContain("has not been built yet");
    expect(builderOnly("/page-builder")).toBe(BUILDER_PAGE);
  });
});

describe("the point of sale's page", () => {
  it.each(["/pos", "/pos/", "/pos/sales", "/pos/sales/DEMO100001?print=1"])("answers %s with pos.html, never cached without asking", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(POS_PAGE);
  });

  it("is not served at its file name, and a look-alike path is not the point of sale", async () => {
    for (const url of ["/pos.html", "/posx", "/position"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain("/assets/pos-ghi.js");
    }
  });

  it("says the point of sale is not built when the build has no pos.html", () => {
    expect(toolPages(new Map([["/admin.html", Buffer.from(ADMIN_PAGE)]]))("/pos")).toBe(toolPlaceholder("The point of sale"));
  });
});

describe("the tools' pages by path", () => {
  it("are none of the shop's paths", () => {
    const page = toolPages(
      new Map([
        ["/builder.html", Buffer.from(BUILDER_PAGE)],
        ["/admin.html", Buffer.from(ADMIN_PAGE)],
        ["/pos.html", Buffer.from(POS_PAGE)],
      ]),
    );
    for (const path of ["/", "/products", "/builder-preview", "/posx", "/admin", "/bos"]) expect(page(path), path).toBeUndefined();
  });

  it("know their own file names", () => {
    expect(isToolPageFile("/builder.html")).toBe(true);
    expect(isToolPageFile("/admin.html")).toBe(true);
    expect(isToolPageFile("/pos.html")).toBe(true);
    expect(isToolPageFile("/index.html")).toBe(false);
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
