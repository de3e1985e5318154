import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logout } from "./session-api";
import { clearXsrfCookie, createFakeShopServer, jsonResponse, type FakeShopServer } from "./fake-shop-server";

let server: FakeShopServer;

beforeEach(() => {
  clearXsrfCookie();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("logout (§7 GET /api/auth/logout)", () => {
  it("is a GET with x-web-url (the server refuses it without), and needs no XSRF cookie", async () => {
    server.on("GET", "/s/api/auth/logout", (call) =>
      call.headers.get("x-web-url") ? jsonResponse({ message: "You have been signed out" }) : jsonResponse({ message: "This request must come from the shop (the x-web-url header is missing)" }, 403),
    );
    await expect(logout()).resolves.toEqual({ message: "You have been signed out" });
    expect(server.log()).toEqual(["GET /s/api/auth/logout"]);
    expect(server.calls[0]?.credentials).toBe("include");
  });
});
