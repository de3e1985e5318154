import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { ApiError, buildUrl, DEFAULT_TIMEOUT_MS, http, isAbortError, NetworkError, parseRetryAfter, request, TimeoutError, XSRF_POLL_MS, XSRF_WAIT_MS, XsrfTokenError } from "./http-client";
import { clearXsrfCookie, createFakeShopServer, jsonResponse, never, setXsrfCookie, textResponse, XSRF_REFUSED, type FakeShopServer } from "./fake-shop-server";
import { friendlyMessage, userMessage } from "../../shared/error-message";

let server: FakeShopServer;

function serve(s: FakeShopServer): FakeShopServer {
  server = s;
  vi.stubGlobal("fetch", s.fetch);
  return s;
}

beforeEach(() => {
  clearXsrfCookie();
  serve(createFakeShopServer());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearXsrfCookie();
});

describe("every call", () => {
  it("goes under /s with credentials, the page origin in x-web-url and JSON accepted", async () => {
    server.on("GET", "/s/api/init", () => jsonResponse({ ok: true }));
    await expect(http.get("/api/init")).resolves.toEqual({ ok: true });
    const [call] = server.calls;
    expect(call?.url).toBe("/s/api/init");
    expect(call?.credentials).toBe("include");
    expect(call?.headers.get("x-web-url")).toBe(window.location.origin);
    expect(call?.headers.get("accept")).toBe("application/json");
  });

  // The shop builds its contracts with zod/mini and does not set jitless (zod-setup.ts): its
  // objects must parse without compiling anything, or the page's CSP would report it.
  it("parses answers with zod/mini without compiling a parser", () => {
    const real = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(real, {
      construct(target, args: unknown[]) {
        compiled++;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const shape = zm.object({ id: zm.number(), name: zm.string(), tags: zm.array(zm.string()) });
      expect(shape.parse({ id: 1, name: "Atta", tags: ["flour"] })).toEqual({ id: 1, name: "Atta", tags: ["flour"] });
      expect(shape.safeParse({ id: "1" }).success).toBe(false);
    } finally {
      globalThis.Function = real;
    }
    expect(z.config().jitless).not.toBe(true);
    expect(compiled).toBe(0);
  });
});

describe("query building", () => {
  it("leaves out undefined, null and empty values and keeps 0 and false", () => {
    expect(buildUrl("/api/products", { page: 2, s: undefined, c: null, b: "", q: "dal chawal", zero: 0, flag: false })).toBe("/s/api/products?page=2&q=dal+chawal&zero=0&flag=false");
  });

  it("sends lists comma-separated, drops empty ones and encodes reserved characters", () => {
    expect(buildUrl("/api/products", { c: ["rice", "atta"], b: [], q: "a&b=c" })).toBe("/s/api/products?c=rice%2Catta&q=a%26b%3Dc");
  });

  it("adds to a query already in the path and leaves a bare path alone", () => {
    expect(buildUrl("/api/page/data/products?c=rice", { page: 2 })).toBe("/s/api/page/data/products?c=rice&page=2");
    expect(buildUrl("/api/cart", {})).toBe("/s/api/cart");
    expect(buildUrl("api/cart")).toBe("/s/api/cart");
  });

  it("is what fetch receives", async () => {
    server.on("GET", "/s/api/cart", () => jsonResponse({}));
    await http.get("/api/cart", { query: { address_id: 7, payment_method: "", groupby_delivery: true } });
    expect(server.calls[0]?.url).toBe("/s/api/cart?address_id=7&groupby_delivery=true");
  });
});

describe("XSRF (§7)", () => {
  it("with the cookie missing, asks for it first and then sends the write with the decoded token", async () => {
    serve(createFakeShopServer({ token: "tok+en/with=chars" }));
    server.on("POST", "/s/api/cart/add", (call) => jsonResponse({ received: call.body }));
    const answer = await http.post("/api/cart/add", { pack_id: 5, warehouse_id: 1 });
    expect(server.log()).toEqual(["GET /s/api/cookie", "POST /s/api/cart/add"]);
    const post = server.calls[1];
    expect(post?.headers.get("x-xsrf-token")).toBe("tok+en/with=chars");
    expect(post?.headers.get("content-type")).toBe("application/json");
    expect(post?.credentials).toBe("include");
    expect(answer).toEqual({ received: { pack_id: 5, warehouse_id: 1 } });
    // The cookie call itself is a plain GET of the same client.
    expect(server.calls[0]?.headers.get("x-web-url")).toBe(window.location.origin);
    expect(server.calls[0]?.headers.has("x-xsrf-token")).toBe(false);
  });

  it("with the cookie present, makes no cookie call", async () => {
    serve(createFakeShopServer({ token: "already%here" }));
    setXsrfCookie("already%here");
    server.on("PUT", "/s/api/profile", () => jsonResponse({ saved: true }));
    server.on("DELETE", "/s/api/address/3", () => new Response(null, { status: 204 }));
    await expect(http.put("/api/profile", { name: "Asha" })).resolves.toEqual({ saved: true });
    await expect(http.delete("/api/address/3")).resolves.toBeNull();
    expect(server.log()).toEqual(["PUT /s/api/profile", "DELETE /s/api/address/3"]);
    for (const call of server.calls) expect(call.headers.get("x-xsrf-token")).toBe("already%here");
  });

  it("sends the token the cookie holds now: a token rotated by sign-in is used at once", async () => {
    const rotated = createFakeShopServer({ token: "after-sign-in" });
    server.on("POST", "/s/api/auth/verify", () => {
      // Sign-in answers with a new session and token (ADR 0016).
      setXsrfCookie(rotated.token);
      return jsonResponse({ registered: true });
    });
    setXsrfCookie(server.token);
    await http.post("/api/auth/verify", {});
    serve(rotated.on("POST", "/s/api/cart/add", () => jsonResponse({ ok: true })));
    await expect(http.post("/api/cart/add", {})).resolves.toEqual({ ok: true });
    expect(rotated.calls.map((c) => c.headers.get("x-xsrf-token"))).toEqual(["after-sign-in"]);
  });

  it("never fetches the cookie for a GET", async () => {
    server.on("GET", "/s/api/wishlist", () => jsonResponse([]));
    server.on("GET", "/s/api/auth/logout", () => jsonResponse({ message: "You have been signed out" }));
    await http.get("/api/wishlist");
    await http.get("/api/auth/logout");
    expect(server.log()).toEqual(["GET /s/api/wishlist", "GET /s/api/auth/logout"]);
    expect(document.cookie).not.toContain("XSRF-TOKEN");
  });

  it("polls document.cookie every 300 ms until the cookie appears", async () => {
    vi.useFakeTimers();
    serve(createFakeShopServer({ cookieDelayMs: 700 }));
    server.on("POST", "/s/api/apply/coupon", () => jsonResponse(true));
    const result = request("POST", "/api/apply/coupon", { body: { code: "SAVE10" } });

    await vi.advanceTimersByTimeAsync(0);
    expect(server.log()).toEqual(["GET /s/api/cookie"]);
    await vi.advanceTimersByTimeAsync(2 * XSRF_POLL_MS); // 600 ms: the cookie is not there yet
    expect(server.log()).toEqual(["GET /s/api/cookie"]);
    await vi.advanceTimersByTimeAsync(XSRF_POLL_MS); // 900 ms: the third look finds it
    expect(server.log()).toEqual(["GET /s/api/cookie", "POST /s/api/apply/coupon"]);
    await expect(result).resolves.toBe(true);
    expect(server.calls[1]?.headers.get("x-xsrf-token")).toBe(server.token);
  });

  it("gives up after about 10 s without the cookie and never sends the write", async () => {
    vi.useFakeTimers();
    serve(createFakeShopServer({ setsCookie: false }));
    const result = http.post("/api/cart/remove", { pack_id: 1, remove: true });
    const outcome = expect(result).rejects.toBeInstanceOf(XsrfTokenError);
    await vi.advanceTimersByTimeAsync(XSRF_WAIT_MS - XSRF_POLL_MS);
    expect(server.log()).toEqual(["GET /s/api/cookie"]);
    await vi.advanceTimersByTimeAsync(XSRF_POLL_MS);
    await outcome;
    expect(server.log()).toEqual(["GET /s/api/cookie"]);
    await expect(result.catch((e: unknown) => userMessage(e))).resolves.toBe("Could not start a secure session. Please reload the page and try again.");
  });

  it("shares one cookie call between writes started together", async () => {
    server.on("POST", "/s/api/cart/add", () => jsonResponse({ ok: 1 }));
    await Promise.all([http.post("/api/cart/add", {}), http.post("/api/cart/add", {}), http.post("/api/cart/add", {})]);
    expect(server.log().filter((l) => l === "GET /s/api/cookie")).toHaveLength(1);
    expect(server.log().filter((l) => l === "POST /s/api/cart/add")).toHaveLength(3);
  });

  it("raises the server's 419 when the token is refused", async () => {
    setXsrfCookie("stale-token");
    const error = await http.post("/api/cart/add", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 419, message: XSRF_REFUSED });
  });
});

describe("answers", () => {
  it("returns a JSON body parsed", async () => {
    server.on("GET", "/s/api/products/5", () => jsonResponse({ product_id: 5 }));
    await expect(http.get("/api/products/5")).resolves.toEqual({ product_id: 5 });
  });

  it("returns null for 204 and for an empty body", async () => {
    server.on("GET", "/s/api/check/pincode/560038", () => new Response(null, { status: 204 }));
    server.on("GET", "/s/api/empty", () => new Response("", { status: 200, headers: { "content-type": "application/json" } }));
    await expect(http.get("/api/check/pincode/560038")).resolves.toBeNull();
    await expect(http.get("/api/empty")).resolves.toBeNull();
  });

  it("returns text when the answer is not JSON, or is broken JSON", async () => {
    server.on("GET", "/s/api/text", () => textResponse("Serviceable"));
    server.on("GET", "/s/api/broken", () => textResponse("{not json", 200, "application/json"));
    await expect(http.get("/api/text")).resolves.toBe("Serviceable");
    await expect(http.get("/api/broken")).resolves.toBe("{not json");
  });

  it("reads +json content types as JSON", async () => {
    server.on("GET", "/s/api/problem", () => textResponse('{"a":1}', 200, "application/problem+json"));
    await expect(http.get("/api/problem")).resolves.toEqual({ a: 1 });
  });
});

describe("failures", () => {
  it("raises ApiError with status, body and the §8 message for a non-2xx answer", async () => {
    const body = { message: "page must be at least 1", errors: { page: "page must be at least 1" } };
    server.on("GET", "/s/api/products", () => jsonResponse(body, 422));
    const error = await http.get("/api/products", { query: { page: 0 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "ApiError", status: 422, body, message: "page must be at least 1", method: "GET" });
    expect((error as ApiError).url).toBe("/s/api/products?page=0");
  });

  it("carries the server's field messages and its Retry-After in seconds", async () => {
    server.on(
      "POST",
      "/s/api/auth/otp",
      () => new Response(JSON.stringify({ message: "Please wait 27 seconds", errors: { phone: "Wait", n: 1 } }), { status: 429, headers: { "content-type": "application/json", "retry-after": "27" } }),
    );
    setXsrfCookie(server.token);
    const error = (await http.post("/api/auth/otp", { phone: "9876543210" }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 27, message: "Please wait 27 seconds" });
    expect(error.fieldErrors).toEqual({ phone: "Wait" });
    server.on("GET", "/s/api/x", () => jsonResponse({ message: "no" }, 400));
    expect(((await http.get("/api/x").catch((e: unknown) => e)) as ApiError).fieldErrors).toEqual({});
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2025-06-02T10:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter("Mon, 02 Jun 2025 10:01:00 GMT", now)).toBe(60);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
  });

  it("takes the message from msg, string or array bodies, else the generic text", async () => {
    server.on("GET", "/s/api/a", () => jsonResponse({ msg: "Coupon expired" }, 400));
    server.on("GET", "/s/api/b", () => jsonResponse("Pincode not serviceable", 400));
    server.on("GET", "/s/api/c", () => jsonResponse(["first", "second"], 400));
    server.on("GET", "/s/api/d", () => new Response(null, { status: 500 }));
    const message = (path: string) => http.get(path).catch((e: unknown) => (e as ApiError).message);
    await expect(message("/api/a")).resolves.toBe("Coupon expired");
    await expect(message("/api/b")).resolves.toBe("Pincode not serviceable");
    await expect(message("/api/c")).resolves.toBe("first\nsecond");
    await expect(message("/api/d")).resolves.toBe("There's been an error, please try again.");
  });

  it("never shows a body that is not JSON (a proxy's error page): §8's fallback texts instead", async () => {
    server.on("GET", "/s/api/html", () => textResponse("<html>oops</html>", 502, "text/html"));
    server.on("GET", "/s/api/plain", () => textResponse("upstream connect error", 503));
    server.on("GET", "/s/api/broken", () => textResponse("<html>not json</html>", 500, "application/json"));
    for (const path of ["/api/html", "/api/plain", "/api/broken"]) {
      const error = (await http.get(path).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message, path).toBe("There's been an error, please try again.");
      expect(userMessage(error), path).toBe("There's been an error, please try again.");
      expect(friendlyMessage(error), path).toBe("Something went wrong");
      expect(error.body, path).toBeNull();
      expect(error.fieldErrors).toEqual({});
    }
    // What came is kept for the error report, not for the shopper.
    expect(((await http.get("/api/html").catch((e: unknown) => e)) as ApiError).text).toBe("<html>oops</html>");
  });

  it("raises 404 for a path the server does not know", async () => {
    await expect(http.get("/api/nowhere")).rejects.toMatchObject({ status: 404 });
  });

  it("raises a NetworkError when fetch itself fails", async () => {
    const failure = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", () => Promise.reject(failure));
    const error = await http.get("/api/init").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(failure);
    expect(userMessage(error)).toBe("Could not reach the shop. Please check your connection and try again.");
  });

  it("raises a TimeoutError after 15 s by default", async () => {
    vi.useFakeTimers();
    server.on("GET", "/s/api/slow", () => never());
    const result = http.get("/api/slow");
    const outcome = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void result.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(server.calls[0]?.signal?.aborted).toBe(true);
  });

  it("takes a per-call timeout", async () => {
    vi.useFakeTimers();
    server.on("GET", "/s/api/slow", () => never());
    const result = http.get("/api/slow", { timeoutMs: 1000 });
    const outcome = expect(result).rejects.toMatchObject({ name: "TimeoutError", timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });

  it("raises the abort to the caller when the signal aborts during the call", async () => {
    server.on("GET", "/s/api/slow", () => never());
    const controller = new AbortController();
    const result = http.get("/api/slow", { signal: controller.signal });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(server.calls[0]?.signal?.aborted).toBe(true);
  });

  it("raises the signal's own reason", async () => {
    server.on("GET", "/s/api/slow", () => never());
    const controller = new AbortController();
    const result = http.get("/api/slow", { signal: controller.signal });
    const reason = new Error("route changed");
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
  });

  it("does not call fetch with a signal that is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await http.get("/api/init", { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it("stops waiting for the XSRF cookie when the signal aborts, and sends nothing", async () => {
    vi.useFakeTimers();
    serve(createFakeShopServer({ cookieDelayMs: 5000 }));
    const controller = new AbortController();
    const result = http.post("/api/cart/add", {}, { signal: controller.signal });
    const outcome = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(XSRF_POLL_MS);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(XSRF_WAIT_MS);
    expect(server.log()).toEqual(["GET /s/api/cookie"]);
  });

  it("is not a timeout or network error when the caller aborts", async () => {
    server.on("GET", "/s/api/slow", () => never());
    const controller = new AbortController();
    const result = http.get("/api/slow", { signal: controller.signal });
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(NetworkError);
  });
});
