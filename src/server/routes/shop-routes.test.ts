// The shop's HTML carries the init answer and the first page's data, so the first render
// needs no API call; the theme, font and meta tags are written into its head.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { createTestApp, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
beforeAll(async () => {
  h = await createTestApp();
  shopper = new ShopClient(h.app);
});
afterAll(() => h.close());

function embedded(html: string, id: string): unknown {
  const m = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  expect(m, `no #${id} in the page`).not.toBeNull();
  return JSON.parse(m![1]!);
}

describe("the shop's HTML", () => {
  it("embeds the init answer and the page data of the first route", async () => {
    const res = await shopper.get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const init = embedded(res.body, "kirana-init") as { web: { name: string }; categories: unknown[] };
    const page = embedded(res.body, "kirana-page") as { url: string; data: { name: string; response: unknown }[] };
    const api = (await shopper.get("/s/api/init")).json() as { web: { name: string }; webSeo: { og_title: string } };
    expect(init.web.name).toBe(api.web.name);
    expect(init.categories.length).toBeGreaterThan(0);
    expect(page.url).toBe("/");
    expect(page.data.map((c) => c.name)).toContain("products");
    expect(page.data.find((c) => c.name === "products")!.response).toBeTruthy();
    // §5: the home page has no seo_title of its own, so the website's og_title is the title.
    expect(res.body).toContain(`<title>${api.webSeo.og_title}</title>`);
    expect(res.body).toMatch(/<style id="kirana-theme">:root\{[^}]*--color-primary:#[0-9a-f]{6};/);
    expect(res.body).toContain("src:url(/fonts/inter/variable.woff2)");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("answers each website with its own data and font", async () => {
    const res = await new ShopClient(h.app, FRESH).get("/");
    const init = embedded(res.body, "kirana-init") as { web: { name: string; font_family: string } };
    expect(init.web.font_family).toMatch(/Poppins/);
    expect(res.body).toContain('font-family:"Poppins"');
  });

  it("answers 404 with no page data for a path that has no page", async () => {
    const res = await shopper.get("/no-such-page-here");
    expect(res.statusCode).toBe(404);
    expect(embedded(res.body, "kirana-page")).toBeNull();
    expect(embedded(res.body, "kirana-init")).toBeTruthy();
  });

  it("escapes merchant text so it cannot close the script element", async () => {
    const evil = `</script><script>alert(1)</script><!--`;
    await h.services.db.execute(sql`update pages set doc = jsonb_set(doc, '{seo_title}', to_jsonb(${evil}::text)) where url = '/'`);
    const res = await shopper.get("/");
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect((embedded(res.body, "kirana-page") as { seo_title: string }).seo_title).toBe(evil);
    expect(res.body).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>");
  });

  it("compresses the page for a browser that accepts it", async () => {
    const plain = await shopper.get("/");
    const br = await shopper.get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const text = brotliDecompressSync(br.rawPayload).toString("utf8");
    expect(text).toContain('id="kirana-init"');
    expect(text.length).toBeGreaterThan(plain.body.length * 0.9);
    const gzip = await shopper.get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toContain('id="kirana-page"');
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("serves the website's font files itself", async () => {
    const res = await shopper.get("/fonts/inter/variable.woff2");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("font/woff2");
    expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect((await shopper.get("/fonts/inter/700.woff2")).statusCode).toBe(404);
    expect((await shopper.get("/fonts/poppins/700.woff2")).statusCode).toBe(200);
    expect((await shopper.get("/fonts/poppins/900.woff2")).statusCode).toBe(404);
  });
});

describe("a signed-in screen's own data (ADR 0044)", () => {
  it("is embedded as its API answers it, under the address the screen asks for", async () => {
    const client = new ShopClient(h.app);
    expect((await client.post("/s/api/test/sign-in", { phone: "9876543210" })).statusCode).toBe(200);
    const checkout = embedded((await client.get("/checkout")).body, "kirana-answers") as Record<string, unknown>;
    expect(Object.keys(checkout)).toEqual(["/api/checkout"]);
    expect(checkout["/api/checkout"]).toEqual((await client.get("/s/api/checkout")).json());

    const orders = embedded((await client.get("/account/orders?page=2")).body, "kirana-answers") as Record<string, unknown>;
    expect(Object.keys(orders)).toEqual(["/api/account/orders?page=2&perPage=10"]);
    expect(orders["/api/account/orders?page=2&perPage=10"]).toEqual((await client.get("/s/api/account/orders?page=2&perPage=10")).json());
    // A page that is no signed-in screen carries none.
    expect((await client.get("/")).body).not.toContain('id="kirana-answers"');
  });

  it("is not embedded for a visitor", async () => {
    const res = await shopper.get("/account/orders");
    expect(res.body).not.toContain('id="kirana-answers"');
  });
});

describe("test-only sign-in", () => {
  it("signs a seeded user into the session", async () => {
    const client = new ShopClient(h.app);
    expect((await client.post("/s/api/test/sign-in", { phone: "9876543210" })).statusCode).toBe(200);
    const init = (await client.get("/s/api/init")).json() as { user: { phone: string } | null };
    expect(init.user?.phone).toBe("9876543210");
    expect((await client.post("/s/api/test/sign-in", { phone: "12" })).statusCode).toBe(422);
  });

  it("does not exist outside the test configuration", async () => {
    const dev = await createTestApp({ nodeEnv: "development" });
    try {
      const client = new ShopClient(dev.app);
      expect((await client.post("/s/api/test/sign-in", { phone: "9876543210" })).statusCode).toBe(404);
      expect((await client.request("PUT", "/s/api/test/nav-setting", { body: { navSetting: {} } })).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
