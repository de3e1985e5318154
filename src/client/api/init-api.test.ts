import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchInit } from "./init-api";
import { createFakeShopServer, demoInitAnswer, jsonResponse, never, textResponse, type FakeShopServer } from "./fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";
import { isAbortError } from "./http-client";

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

describe("fetchInit (§7 GET /api/init)", () => {
  it("answers the init fields, checked, with the nav settings normalised", async () => {
    const answer = demoInitAnswer();
    answer.navSetting = { header_template: 2, logo_settings: "undefined" };
    server.on("GET", "/s/api/init", () => jsonResponse(answer));
    const init = await fetchInit();
    expect(server.log()).toEqual(["GET /s/api/init"]);
    expect(server.calls[0]?.headers.get("x-web-url")).toBe(window.location.origin);
    if (!init) throw new Error("expected an answer");
    expect(init.web.name).toBe("Kirana Demo Store");
    expect(init.navSetting).toMatchObject({ header_template: 2, navbar_height: 56, logo_settings: "{}" });
    expect(init.navs[1]?.children[0]?.slug).toBe("fresh-vegetables");
    expect(init.footers[0]?.children[1]).toMatchObject({ icon: "phone", show_icon: 1 });
    expect(recentReports()).toEqual([]);
  });

  it("fills the §3 defaults of a signed-in user and of owner-entered menus", async () => {
    const answer = demoInitAnswer();
    answer.user = { id: 7, name: "Asha", email: "", phone: "9876543210" };
    answer.navs = [{ name: "Offers", link: "/offers" }];
    server.on("GET", "/s/api/init", () => jsonResponse(answer));
    const init = await fetchInit();
    if (!init) throw new Error("expected an answer");
    expect(init.user).toEqual({ id: 7, name: "Asha", email: "", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, isStaff: false });
    expect(init.navs[0]).toEqual({ name: "Offers", link: "/offers", group: 1, icon: "", show_icon: 0, value: "", image: "", children: [], open: false, slug: "" });
  });

  it("reports an answer that does not fit the contract and still uses it", async () => {
    const answer = { ...demoInitAnswer(), web: { name: "Half a website" } };
    server.on("GET", "/s/api/init", () => jsonResponse(answer));
    const init = await fetchInit();
    expect(init).toEqual(answer);
    expect(recentReports()).toHaveLength(1);
    expect(recentReports()[0]).toMatchObject({ kind: "error", context: { call: "GET /api/init", check: "answer shape" } });
  });

  it("logs a failed call and resolves false", async () => {
    server.on("GET", "/s/api/init", () => jsonResponse({ message: "No website is configured for this address" }, 404));
    await expect(fetchInit()).resolves.toBe(false);
    const [report] = recentReports();
    expect(report).toMatchObject({ kind: "error", context: { call: "GET /api/init" } });
    expect(report?.error).toMatchObject({ name: "ApiError", status: 404, message: "No website is configured for this address" });
  });

  it("resolves false when the network fails or the answer is not an object", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(fetchInit()).resolves.toBe(false);
    vi.stubGlobal("fetch", server.fetch);
    server.on("GET", "/s/api/init", () => textResponse("<!doctype html><title>proxy</title>", 200, "text/html"));
    await expect(fetchInit()).resolves.toBe(false);
    expect(recentReports().map((r) => r.message)).toEqual(["NetworkError: Could not reach the shop. Please check your connection and try again.", "TypeError: The init answer is not an object"]);
  });

  it("raises a cancellation instead of reporting it", async () => {
    server.on("GET", "/s/api/init", () => never());
    const controller = new AbortController();
    const result = fetchInit({ signal: controller.signal });
    controller.abort();
    expect(isAbortError(await result.catch((e: unknown) => e))).toBe(true);
    expect(recentReports()).toEqual([]);
  });
});
