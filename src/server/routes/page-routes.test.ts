import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDataAnswerSchema } from "../../shared/api/page-data";
import { BLOCK_ID_PATTERN } from "../../shared/block-id";
import { routes } from "../../shared/routes";
import { createTestApp, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
beforeAll(async () => {
  h = await createTestApp();
  shopper = new ShopClient(h.app);
});
afterAll(() => h.close());

const PAGE_KEYS = ["data", "url", "route", "css", "show_footer", "show_sub_navbar", "show_navbar", "seo_title", "seo_description", "seo_keyword", "schema_script"];

describe("GET /s/api/page/data{url}", () => {
  it("answers the home page with its blocks in order and their data resolved", async () => {
    for (const url of ["/s/api/page/data", "/s/api/page/data/"]) {
      const res = await shopper.get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual([...PAGE_KEYS].sort());
      expect(body.route).toBe("home");
      const orders = body.data.map((c: { order: number }) => c.order);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
      const byName = (name: string) => body.data.filter((c: { name: string }) => c.name === name);
      const [deals] = byName("products");
      expect(deals.response.length).toBeGreaterThan(0);
      expect(deals.response.length).toBeLessThanOrEqual(12);
      const fresh = byName("products").find((c: { logicdata: { category?: string } }) => c.logicdata.category === "fruits-vegetables");
      expect(fresh.response.length).toBeGreaterThan(0);
      expect(byName("CATEGORY_SWIPER")[0].response[0]).toMatchObject({ name: expect.any(String), slug: expect.any(String), link: expect.stringMatching(/^\/products\?c=/) });
      expect(byName("BRAND_SWIPER")[0].response.length).toBeGreaterThan(5);
      expect(byName("SUPPLIER_SWIPER")[0].response[0]).toMatchObject({ name: expect.any(String), link: expect.any(String) });
      // The §3 fields as they are, and beside them each block's id (ADR 0053), unique on the page.
      for (const c of body.data) {
        expect(Object.keys(c).sort()).toEqual(["data", "id", "logicdata", "name", "order", "response", "settings", "type"]);
        expect(c.id).toMatch(BLOCK_ID_PATTERN);
      }
      expect(new Set(body.data.map((c: { id: string }) => c.id)).size).toBe(body.data.length);
      expect(pageDataAnswerSchema.safeParse({ ...body, data: body.data }).success).toBe(true);
    }
  });

  it("has a page for every system route, matched by pattern", async () => {
    const product = (await shopper.get("/s/api/products")).json().data[0];
    for (const route of routes) {
      const path = route.path.replace(":slug", product.slug).replace(":id", "12").replace(":ordernumber", "KD-1001");
      const res = await shopper.get(`/s/api/page/data${path === "/" ? "" : path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.json().route).toBe(route.name);
    }
  });

  it("resolves the product page from its slug and answers 404 for an unknown slug", async () => {
    const product = (await shopper.get("/s/api/products")).json().data[0];
    const res = await shopper.get(`/s/api/page/data/products/${product.slug}`);
    const detail = res.json().data.find((c: { name: string }) => c.name === "product-detail");
    expect(detail.response.product_id).toBe(product.product_id);
    const missing = await shopper.get("/s/api/page/data/products/no-such-thing");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBeTruthy();
  });

  it("resolves the product list of /products from the page's query", async () => {
    const res = await shopper.get("/s/api/page/data/products?c=fresh-vegetables&s=price-asc");
    const listing = res.json().data.find((c: { name: string }) => c.name === "product-listing");
    expect(listing.response.meta.total).toBeGreaterThan(0);
    const direct = (await shopper.get("/s/api/products?c=fresh-vegetables&s=price-asc")).json();
    expect(listing.response).toEqual(direct);
  });

  it("serves content-managed pages and 404s unknown ones", async () => {
    const about = await shopper.get("/s/api/page/data/about-us");
    expect(about.statusCode).toBe(200);
    expect(about.json()).toMatchObject({ route: "dynamic-page", url: "/about-us", seo_title: "About us" });
    const missing = await shopper.get("/s/api/page/data/no/such/page");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "This page does not exist" });
    // A NUL byte cannot be in any page's address (nor in a PostgreSQL text value): the path is
    // refused as every parameter holding one is (ADR 0049).
    const nul = await shopper.get("/s/api/page/data/about-us%00");
    expect(nul.statusCode).toBe(422);
    expect(Object.keys((nul.json() as { errors: Record<string, string> }).errors)).toEqual(["path"]);
  });

  it("keeps pages per website", async () => {
    const fresh = new ShopClient(h.app, FRESH);
    expect((await fresh.get("/s/api/page/data/about-us")).statusCode).toBe(404);
    const home = (await fresh.get("/s/api/page/data")).json();
    const freshDeals = home.data.find((c: { name: string }) => c.name === "products").response;
    const freshIds = new Set((await fresh.get("/s/api/products?perPage=100")).json().data.map((p: { product_id: number }) => p.product_id));
    for (const p of freshDeals) expect(freshIds.has(p.product_id)).toBe(true);
  });
});
