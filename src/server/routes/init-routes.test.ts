import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const FIELDS = ["user", "web", "pincode", "activetheme", "navSetting", "categories", "brands", "webSeo", "webAddress", "popup", "webPages", "navs", "footers", "cart"];

describe("GET /s/api/init", () => {
  it("returns every §3 field with its defaults for an anonymous visitor", async () => {
    const res = await new ShopClient(h.app).get("/s/api/init");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // §3's fields, the customer a sales agent shops for (ADR 0017) and the website's analytics
    // and error-reporting keys (ADR 0029; the demo store has none), and the page's language with
    // the website's languages (issue 35).
    expect(Object.keys(body).sort()).toEqual([...FIELDS, "acting_for", "integrations", "languages"].sort());
    expect(body.languages).toEqual({ current: "en", offered: ["en", "hi"] });
    expect(body.user).toBeNull();
    expect(body.acting_for).toBeNull();
    expect(body.integrations).toEqual({ posthog: null, sentry: null });
    expect(body.pincode).toBeNull();
    expect(body.web).toMatchObject({ name: "Kirana Demo Store", theme: "light", show_cart: true });
    expect(Object.keys(body.web).sort()).toEqual(["id", "name", "logo", "description", "theme", "favicon", "show_supplier_page", "show_cart", "font_family", "nav_alignment"].sort());
    expect(body.activetheme.data.colors.primary).toMatch(/^#/);
    expect(typeof body.navSetting.logo_settings).toBe("string");
    expect(JSON.parse(body.navSetting.logo_settings)).toEqual({ image_size: "medium", image_height: 56, image_width: 56 });
    expect(body.navSetting).toMatchObject({ navbar_height: 56, sub_navbar_height: 40, header_template: 1, navbar_template: 1 });
    expect(body.categories.length).toBeGreaterThanOrEqual(10);
    expect(body.categories[0].children.length).toBeGreaterThan(0);
    expect(body.brands).toHaveLength(50);
    expect(body.webSeo).toMatchObject({ og_title: expect.any(String), og_description: expect.any(String), meta_keywords: expect.any(String) });
    expect(body.popup).toMatchObject({ duration: 5, once: true });
    expect(body.navs[0]).toMatchObject({ name: "All Categories", link: "/categories" });
    for (const key of ["group", "name", "icon", "show_icon", "link", "value", "image", "children", "open", "slug"]) {
      expect(body.navs[1]).toHaveProperty(key);
    }
    expect(body.footers[0].children[0]).toMatchObject({ name: expect.any(String), link: expect.any(String), show_icon: 0 });
    expect(body.cart).toMatchObject({ quantity: 0, total: 0, items: [], deliveryInfo: [], serviceable: true });
    expect(body.cart.paymentMethods).toEqual(["cod", "razorpay", "cashfree"]);
  });

  it("gives the second website its own theme, templates and catalogue", async () => {
    const body = (await new ShopClient(h.app, FRESH).get("/s/api/init")).json();
    expect(body.web.theme).toBe("dark");
    expect(body.navSetting).toMatchObject({ header_template: 3, navbar_template: 3, logo_settings: "{}" });
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(["fruits-vegetables", "dairy-bakery"]);
    expect(body.brands.length).toBeLessThan(50);
    expect(body.popup).toBeNull();
  });
});
