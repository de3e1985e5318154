// logicdata has one contract (ADR 0052): the server checks it with the block's compiled schema,
// the builder's and the shop's, and a block whose logicdata the schema refuses stays empty
// (response null) rather than failing the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import validateProducts from "../../../../schemas/compiled/blocks/products.js";
import { schema as productsSchema } from "../../../../schemas/compiled/blocks/products.schema";
import { blockResolvers } from "../../../../schemas/compiled/block-resolvers";
import type { ResolveAnswer } from "../../../shared/api/admin-pages";
import { SORTS } from "../../../shared/api/products";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../../testing/test-app";
import { logicdataAccepted } from "./page-data";

describe("logicdataAccepted", () => {
  it("judges only logicdata, by the block's own schema", () => {
    expect(logicdataAccepted(validateProducts, {})).toBe(true);
    expect(logicdataAccepted(validateProducts, { category: "atta", sort: "discount", limit: 24 })).toBe(true);
    for (const bad of [{ limit: 0 }, { limit: 25 }, { limit: 2.5 }, { sort: "cheapest" }, { q: "x".repeat(101) }, { category: "c".repeat(201) }, "twelve", null]) {
      expect(logicdataAccepted(validateProducts, bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("carries the catalogue's sort orders, no more and no fewer", () => {
    expect([...productsSchema.properties.logicdata.properties.sort.enum].sort()).toEqual([...SORTS].sort());
  });

  it("has a resolver for each data-bound block", () => {
    expect(Object.keys(blockResolvers).sort()).toEqual(["BRAND_SWIPER", "CATEGORY_SWIPER", "SUPPLIER_SWIPER", "product-detail", "product-listing", "products"]);
  });
});

describe("resolving a block's logicdata", () => {
  let h: TestApp;
  let admin: ShopClient;
  beforeAll(async () => {
    h = await createTestApp();
    admin = new ShopClient(h.app, DEMO, "10.31.0.1");
    expect((await admin.post("/s/api/test/sign-in", { phone: "9876543212" }, { xsrf: false })).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  const component = (name: string, logicdata: unknown) => ({ name, type: "block", data: {}, logicdata, response: null, order: 0, settings: {} });
  const resolve = async (...components: ReturnType<typeof component>[]) => {
    const res = await admin.post("/s/api/admin/pages/resolve", { url: "/", components });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ResolveAnswer).data.map((c) => c.response);
  };

  it("resolves logicdata the schema accepts, with the schema's defaults for what it leaves out", async () => {
    const [two, unset, none, brands] = await resolve(component("products", { limit: 2 }), component("products", {}), component("products", null), component("BRAND_SWIPER", { limit: 1 }));
    expect(two).toHaveLength(2);
    expect((unset as unknown[]).length).toBeGreaterThan(2);
    expect((unset as unknown[]).length).toBeLessThanOrEqual(productsSchema.properties.logicdata.properties.limit.default);
    expect(none).toEqual(unset);
    expect(brands).toHaveLength(1);
  });

  it("leaves a block empty when its schema refuses the logicdata", async () => {
    const responses = await resolve(
      component("products", { limit: 99 }),
      component("products", { sort: "cheapest" }),
      component("products", "twelve"),
      component("SUPPLIER_SWIPER", { limit: 0 }),
      component("CATEGORY_SWIPER", { parent: 7 }),
      component("BRAND_SWIPER", { limit: 51 }),
    );
    expect(responses).toEqual([null, null, null, null, null, null]);
  });
});
