import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchPageData } from "./page-data-api";
import { createFakeShopServer, demoPageData, jsonResponse, never, type FakeShopServer } from "./fake-shop-server";
import { ApiError, isAbortError } from "./http-client";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";

let server: FakeShopServer;

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  clearRecentReports();
  setReporter(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
});

describe("fetchPageData (§7 GET /api/page/data{url})", () => {
  it("asks for the path under /s/api/page/data and answers the page document", async () => {
    server.on("GET", "/s/api/page/data/", () => jsonResponse(demoPageData()));
    const page = await fetchPageData("/");
    expect(server.log()).toEqual(["GET /s/api/page/data/"]);
    expect(page.route).toBe("home");
    expect(page.data.map((c) => c.name)).toEqual(["hero-banner", "products"]);
    // Each block's id comes beside the §3 fields, and the contract expects it.
    expect(page.data.map((c) => c.id)).toEqual(["demobanner", "demodeals0"]);
    expect(page).toMatchObject({ css: "", show_footer: true, show_navbar: true, show_sub_navbar: true, schema_script: null });
    expect(recentReports()).toEqual([]);
  });

  it("passes the route's query along, in the path or as an option", async () => {
    server.on("GET", "/s/api/page/data/products", () => jsonResponse({ ...demoPageData(), url: "/products", route: "products" }));
    await fetchPageData("/products?c=rice&page=2");
    await fetchPageData("/products", { query: { q: "dal", c: undefined } });
    expect(server.calls.map((c) => c.url)).toEqual(["/s/api/page/data/products?c=rice&page=2", "/s/api/page/data/products?q=dal"]);
  });

  it("raises the 404 of a page that does not exist", async () => {
    server.on("GET", "/s/api/page/data/no-such-page", () => jsonResponse({ message: "This page does not exist" }, 404));
    const error = await fetchPageData("/no-such-page").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "This page does not exist" });
  });

  it("reports a document that does not fit the contract and still answers it", async () => {
    const odd = { ...demoPageData(), show_footer: "yes" };
    server.on("GET", "/s/api/page/data/about-us", () => jsonResponse(odd));
    await expect(fetchPageData("/about-us")).resolves.toEqual(odd);
    expect(recentReports()[0]?.context).toMatchObject({ call: "GET /api/page/data/about-us" });
  });

  it("raises the abort when navigation cancels the load", async () => {
    server.on("GET", "/s/api/page/data/slow", () => never());
    const controller = new AbortController();
    const result = fetchPageData("/slow", { signal: controller.signal });
    controller.abort();
    expect(isAbortError(await result.catch((e: unknown) => e))).toBe(true);
  });
});
