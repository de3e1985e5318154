// The preview screen's fixtures: listed and served outside production, absent in production,
// and never a way to read a file outside fixtures/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fixturesDir } from "../db/catalog-fixtures";
import { createTestApp, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
beforeAll(async () => {
  h = await createTestApp({ nodeEnv: "development" });
  shopper = new ShopClient(h.app);
});
afterAll(() => h.close());

const fixture = (path: string) => JSON.parse(readFileSync(join(fixturesDir, path), "utf8")) as unknown;

describe("GET /s/api/preview/fixtures", () => {
  it("lists the page, site and broken fixtures and the block examples, each with its verdict, and the broken documents without their expectations", async () => {
    const res = await shopper.get("/s/api/preview/fixtures");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { path: string; group: string; document: string | null; verdict: { ok: boolean; messages: string[] } }[];
    const passing = { ok: true, messages: [] };
    expect(list).toContainEqual({ path: "pages/home.json", group: "pages", document: "page", verdict: passing });
    expect(list).toContainEqual({ path: "pages/content/about-us.json", group: "pages", document: "page", verdict: passing });
    expect(list).toContainEqual({ path: "sites/header-2-navbar-3.json", group: "sites", document: "site", verdict: passing });
    expect(list.find((f) => f.path === "invalid/page-unknown-block.json")).toMatchObject({ group: "invalid", document: "page", verdict: { ok: true } });
    expect(list.filter((f) => f.path.endsWith(".expected.json"))).toEqual([]);
    expect(list).toContainEqual({ path: "registry/blocks/rich-text/fixture.json", group: "blocks", document: "block", verdict: passing });
    expect(list.filter((f) => !/^(pages|sites|invalid)\/|^registry\/blocks\/[a-z0-9-]+\/fixture\.json$/.test(f.path))).toEqual([]);
    expect(list.every((f) => Object.keys(f).sort().join() === "document,group,path,verdict")).toBe(true);
  });

  it("answers a block's own example from its folder", async () => {
    const res = await shopper.get("/s/api/preview/fixtures/registry/blocks/hero-banner/fixture.json");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(readFileSync(join(fixturesDir, "../registry/blocks/hero-banner/fixture.json"), "utf8")));
    // Only the example: the folder's other files are not fixtures.
    const schema = await shopper.get("/s/api/preview/fixtures/registry/blocks/hero-banner/schema.json");
    expect(schema.statusCode).toBe(404);
  });

  it("answers one fixture's JSON as the file holds it", async () => {
    for (const path of ["pages/home.json", "pages/content/contact-us.json", "sites/header-4-navbar-5.json", "invalid/page-unknown-block.json"]) {
      const res = await shopper.get(`/s/api/preview/fixtures/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toEqual(fixture(path));
    }
  });

  it("refuses paths that leave fixtures/ or are not JSON, and answers 404 for a missing file", async () => {
    for (const path of ["..%2Fpackage.json", "pages/..%2F..%2Fpackage.json", "%2Fetc%2Fpasswd.json", "pages/home.txt", "pages%5C..%5C..%5Cpackage.json", "catalog"]) {
      const res = await shopper.get(`/s/api/preview/fixtures/${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({ message: expect.stringContaining("inside fixtures/") });
    }
    const missing = await shopper.get("/s/api/preview/fixtures/pages/no-such-page.json");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "There is no fixture pages/no-such-page.json" });
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ nodeEnv: "production" });
    try {
      const client = new ShopClient(prod.app);
      for (const url of ["/s/api/preview/fixtures", "/s/api/preview/fixtures/pages/home.json"]) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: `No such API route: GET ${url}` });
      }
    } finally {
      await prod.close();
    }
  });
});
