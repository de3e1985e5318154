import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchProduct, fetchProducts } from "./products-api";
import { createFakeShopServer, demoProduct, jsonResponse, never, type FakeShopServer } from "./fake-shop-server";
import { isAbortError } from "./http-client";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";

let server: FakeShopServer;
const listAnswer = () => ({ data: [demoProduct()], meta: { total: 1, page: 1, perPage: 24, lastPage: 1 } });

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/products", () => jsonResponse(listAnswer()));
  clearRecentReports();
  setReporter(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
});

describe("fetchProducts (§7 GET /api/products)", () => {
  it("always sends perPage 24 and leaves out page 1 and empty filters", async () => {
    await fetchProducts();
    await fetchProducts({ page: 1, q: "", c: undefined });
    expect(server.calls.map((c) => c.url)).toEqual(["/s/api/products?perPage=24", "/s/api/products?perPage=24"]);
  });

  it("sends the page above 1 and the filters", async () => {
    const answer = await fetchProducts({ page: 3, s: "price-asc", c: "rice,atta", b: "aashirvaad", q: "basmati" });
    const query = Object.fromEntries(server.calls[0]?.query ?? []);
    expect(query).toEqual({ page: "3", s: "price-asc", c: "rice,atta", b: "aashirvaad", q: "basmati", perPage: "24" });
    expect(answer.meta.total).toBe(1);
    expect(answer.data[0]?.product_name).toBe("Shubh Pooja Kumkum Powder");
    expect(recentReports()).toEqual([]);
  });

  it("raises the abort when the filters change mid-call", async () => {
    server.on("GET", "/s/api/products", () => never());
    const controller = new AbortController();
    const result = fetchProducts({ q: "dal" }, controller.signal);
    controller.abort();
    expect(isAbortError(await result.catch((e: unknown) => e))).toBe(true);
  });
});

describe("fetchProduct (§7 GET /api/products/{id})", () => {
  it("asks for the product by slug or id and answers it checked", async () => {
    server.on("GET", "/s/api/products/shubh-pooja-kumkum-powder", () => jsonResponse(demoProduct()));
    server.on("GET", "/s/api/products/405", () => jsonResponse(demoProduct()));
    await expect(fetchProduct("shubh-pooja-kumkum-powder")).resolves.toEqual(demoProduct());
    await expect(fetchProduct(405)).resolves.toMatchObject({ product_id: 405 });
    expect(recentReports()).toEqual([]);
  });

  it("fills the §3 default of wishlist", async () => {
    const { wishlist: _left, ...withoutFlag } = demoProduct();
    server.on("GET", "/s/api/products/405", () => jsonResponse(withoutFlag));
    await expect(fetchProduct(405)).resolves.toMatchObject({ wishlist: false });
  });

  it("sends a product that fails the shape check to the error reporter and still returns it", async () => {
    const broken = { ...demoProduct(), product_id: "405", packs: undefined };
    server.on("GET", "/s/api/products/405", () => jsonResponse(broken));
    await expect(fetchProduct(405)).resolves.toEqual(JSON.parse(JSON.stringify(broken)));
    const [report] = recentReports();
    expect(report).toMatchObject({ kind: "error", context: { call: "GET /api/products/405", check: "answer shape" } });
    const paths = (report?.context?.issues as { path: unknown[] }[]).map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["product_id", "packs"]));
  });

  it("encodes what it is given into one path segment", async () => {
    await fetchProduct("a/b?c").catch(() => undefined);
    expect(server.calls[0]?.url).toBe("/s/api/products/a%2Fb%3Fc");
  });

  it("raises the server's 404", async () => {
    server.on("GET", "/s/api/products/gone", () => jsonResponse({ message: "This product is not available" }, 404));
    await expect(fetchProduct("gone")).rejects.toMatchObject({ name: "ApiError", status: 404, message: "This product is not available" });
  });
});
