// Choosing the shop's language (issue 35): the first paint in the request's language with `lang`
// on <html>, the switch's cookie and the profile, Accept-Language on a first visit, the page's
// compiled messages, and hreflang only between a Hindi host and the others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import { createTestApp, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const messagesPath = (html: string) => /<meta name="kirana-messages" content="([^"]+)"/.exec(html)?.[1];

describe("the language of a page", () => {
  it("is the website's default on a first visit that asks for no offered language", async () => {
    const res = await new ShopClient(h.app).get("/", { "accept-language": "ta-IN,ta;q=0.9" });
    expect(htmlLang(res.body)).toBe("en");
    expect(messagesPath(res.body)).toMatch(/^\/i18n\/en\.[0-9a-f]{12}\.json$/);
    // An English page declares no Devanagari font, so never downloads it.
    expect(res.body).not.toContain("Noto Sans Devanagari");
  });

  it("follows Accept-Language on a first visit where the website offers it", async () => {
    const res = await new ShopClient(h.app).get("/", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(htmlLang(res.body)).toBe("hi");
    expect(messagesPath(res.body)).toMatch(/^\/i18n\/hi\./);
    expect(res.body).toContain('@font-face{font-family:"Noto Sans Devanagari"');
    const init = (await new ShopClient(h.app).get("/s/api/init", { "accept-language": "hi" })).json() as { languages: { current: string; offered: string[] } };
    expect(init.languages).toEqual({ current: "hi", offered: ["en", "hi"] });
  });

  it("keeps the shopper's choice in a cookie, over the browser's language", async () => {
    const shopper = new ShopClient(h.app);
    const chosen = await shopper.post("/s/api/language", { lang: "hi" });
    expect(chosen.statusCode).toBe(200);
    expect(shopper.cookies.get("lang")).toBe("hi");
    expect(htmlLang((await shopper.get("/", { "accept-language": "en" })).body)).toBe("hi");
    await shopper.post("/s/api/language", { lang: "en" });
    expect(htmlLang((await shopper.get("/", { "accept-language": "hi" })).body)).toBe("en");
  });

  it("refuses a language the website does not offer, in the §8 shape", async () => {
    const shopper = new ShopClient(h.app);
    const res = await shopper.post("/s/api/language", { lang: "ta" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { lang: expect.any(String) } });
    expect((await shopper.post("/s/api/language", {})).statusCode).toBe(422);
    expect(shopper.cookies.has("lang")).toBe(false);
  });

  it("keeps the choice in the signed-in profile, which brings it to the next device's sign-in", async () => {
    const phone = "7012345601";
    await h.services.db.insert(t.users).values({ phone, name: "Meena" }).onConflictDoNothing();
    const phoneA = new ShopClient(h.app);
    await phoneA.post("/s/api/language", { lang: "hi" });
    expect((await phoneA.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
    const [user] = await h.services.db.select({ lang: t.users.lang }).from(t.users).where(eq(t.users.phone, phone));
    expect(user?.lang).toBe("hi");

    const phoneB = new ShopClient(h.app);
    expect(htmlLang((await phoneB.get("/")).body)).toBe("en");
    await phoneB.post("/s/api/test/sign-in", { phone }, { xsrf: false });
    expect(phoneB.cookies.get("lang")).toBe("hi");
    expect(htmlLang((await phoneB.get("/")).body)).toBe("hi");
  });
});

describe("the page's messages", () => {
  it("are sent compiled, for good under their hash, without the server's own messages", async () => {
    const shopper = new ShopClient(h.app);
    const path = messagesPath((await shopper.get("/", { "accept-language": "hi" })).body)!;
    const res = await shopper.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    const messages = res.json() as Record<string, unknown>;
    // Parsed already (no parser in the browser): a literal is [{type: 0, value}].
    expect(messages["common.language"]).toEqual([{ type: 0, value: "भाषा" }]);
    expect(Object.keys(messages).some((id) => id.startsWith("server."))).toBe(false);
  });

  it("answers an older hash, or none (the tools' address), with today's messages, not to be kept, and no other file", async () => {
    const shopper = new ShopClient(h.app);
    for (const path of ["/i18n/hi.000000000000.json", "/i18n/en.json"]) {
      const res = await shopper.get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("no-cache");
    }
    expect((await shopper.get("/i18n/ta.000000000000.json")).statusCode).toBe(404);
    expect((await shopper.get("/i18n/hi.12.json")).statusCode).toBe(404);
    expect((await shopper.get("/i18n/hindi.json")).statusCode).toBe(404);
  });
});

describe("hreflang alternates", () => {
  it("are written only when the website gives Hindi a host of its own, which serves Hindi", async () => {
    const shopper = new ShopClient(h.app);
    expect((await shopper.get("/")).body).not.toContain('hreflang="');

    const [demo] = await h.services.db.select({ id: t.websiteDomains.websiteId }).from(t.websiteDomains).where(eq(t.websiteDomains.domain, "localhost"));
    await h.services.db.insert(t.websiteDomains).values({ domain: "hi.localhost", websiteId: demo!.id, verifiedAt: new Date(), lang: "hi" });
    h.services.websites.forget(demo!.id);
    try {
      const english = (await shopper.get("/products?c=fresh-vegetables")).body;
      expect(english).toContain('<link rel="alternate" hreflang="hi" href="http://hi.localhost:3000/products?c=fresh-vegetables"');
      expect(english).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/products?c=fresh-vegetables"');
      expect(english).toContain('hreflang="x-default" href="http://localhost:3000/products?c=fresh-vegetables"');

      const hindiHost = new ShopClient(h.app, "http://hi.localhost:3000");
      hindiHost.cookies.set("lang", "en");
      const hindi = (await hindiHost.get("/")).body;
      expect(htmlLang(hindi)).toBe("hi");
      expect(hindi).toContain('hreflang="en" href="http://localhost:3000/"');
      // The other website is untouched.
      expect((await new ShopClient(h.app, FRESH).get("/")).body).not.toContain('hreflang="');
    } finally {
      await h.services.db.delete(t.websiteDomains).where(and(eq(t.websiteDomains.domain, "hi.localhost"), eq(t.websiteDomains.websiteId, demo!.id)));
      h.services.websites.forget(demo!.id);
    }
  });
});
