import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("zod under the shop's CSP", () => {
  it("never constructs a Function when the API modules build and use their schemas", async () => {
    const constructed: unknown[][] = [];
    const watched = new Proxy(Function, {
      construct(target, args: unknown[]) {
        constructed.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    vi.stubGlobal("Function", watched);
    // Loaded only now, so zod and the schemas are built while Function is watched.
    const { fetchProduct } = await import("./products-api");
    const { fetchInit } = await import("./init-api");
    const { createFakeShopServer, demoInitAnswer, demoProduct, jsonResponse } = await import("./fake-shop-server");
    const { setReporter } = await import("../lib/error-reporter");
    setReporter(() => {});
    const server = createFakeShopServer()
      .on("GET", "/s/api/products/405", () => jsonResponse(demoProduct()))
      .on("GET", "/s/api/init", () => jsonResponse(demoInitAnswer()));
    vi.stubGlobal("fetch", server.fetch);
    await expect(fetchProduct(405)).resolves.toMatchObject({ product_id: 405 });
    await expect(fetchInit()).resolves.toMatchObject({ web: { id: 1 } });
    setReporter(null);
    expect(constructed).toEqual([]);
  });
});
