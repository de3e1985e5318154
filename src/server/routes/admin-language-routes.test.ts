// The languages a shop speaks (issue 35): the owner chooses the offered languages and the default,
// which the live shop answers in from its next request; a domain may serve one offered language
// only (the Hindi host). Wrong choices are refused in the §8 shape, each change is logged, and
// only the website's admins may make it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import { DEFAULT_NOT_OFFERED, domainStillServes, KEEP_ONE_DOMAIN_FOR_ALL, languageNotOffered, NO_LANGUAGE_OFFERED, type SiteLanguagesAnswer } from "../../shared/api/site-languages";
import { DOMAIN_NOT_OURS, type WebsiteDomainsAnswer } from "../../shared/api/website-domains";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const LANGUAGES_PATH = "/s/api/admin/site/languages";
const DOMAIN_PATH = "/s/api/admin/site/domains/language";
const HINDI_HOST = "http://hi.localhost:3000";

let h: TestApp;
let owner: ShopClient;
let freshOwner: ShopClient;
let demoId: number;

async function signedIn(origin: string, phone: string, address: string) {
  const client = new ShopClient(h.app, origin, address);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  h = await createTestApp();
  owner = await signedIn(DEMO, ANITA, "10.36.0.1");
  freshOwner = await signedIn(FRESH, ANITA, "10.36.0.2");
  const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  demoId = demo!.id;
  // A Hindi host of the demo store's own, served (the server's own names need no proof).
  await h.services.db.insert(t.websiteDomains).values({ domain: "hi.localhost", websiteId: demoId, verifiedAt: new Date() });
});
afterAll(() => h.close());

const save = (body: unknown, client = owner) => client.request("PUT", LANGUAGES_PATH, { body });
const setDomain = (domain: string, lang: string | null, client = owner) => client.request("PUT", DOMAIN_PATH, { body: { domain, lang } });
/** What a shop visitor without a choice of their own is answered in, and may choose from. */
async function shopLanguages(origin = DEMO, acceptLanguage?: string) {
  const visitor = new ShopClient(h.app, origin);
  const res = await visitor.get("/s/api/init", acceptLanguage ? { "accept-language": acceptLanguage } : undefined);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { languages: { current: string; offered: string[] } }).languages;
}

describe("the shop's languages", () => {
  it("are saved with their default, and the shop answers in them at once", async () => {
    const freshBefore = (await freshOwner.get(LANGUAGES_PATH)).json() as SiteLanguagesAnswer;
    expect(await save({ languages: ["en"], default_language: "en" }).then((r) => r.statusCode)).toBe(200);
    expect((await owner.get(LANGUAGES_PATH)).json()).toEqual({ website_id: demoId, languages: ["en"], default_language: "en" });
    expect(await shopLanguages(DEMO, "hi-IN,hi;q=0.9")).toEqual({ current: "en", offered: ["en"] });

    const res = await save({ languages: ["hi", "en", "hi"], default_language: "hi" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ website_id: demoId, languages: ["en", "hi"], default_language: "hi" });
    expect((await owner.get(LANGUAGES_PATH)).json()).toEqual(res.json());
    // A first visit gets the default; a browser asking for English gets English.
    expect(await shopLanguages()).toEqual({ current: "hi", offered: ["en", "hi"] });
    expect(await shopLanguages(DEMO, "en-GB,en;q=0.9")).toEqual({ current: "en", offered: ["en", "hi"] });
    // Another website keeps its own.
    expect((await freshOwner.get(LANGUAGES_PATH)).json()).toEqual(freshBefore);

    const audit = (await owner.get("/s/api/admin/audit?entity_type=site_settings")).json() as AuditAnswer;
    expect(audit.data[0]).toMatchObject({ action: "update", before: { languages: ["en"], default_language: "en" }, after: { languages: ["en", "hi"], default_language: "hi" } });
  });

  it("refuses no language, an unknown one, and a default not offered (422, §8)", async () => {
    const cases: [unknown, string, string | RegExp][] = [
      [{ languages: [], default_language: "en" }, "languages", NO_LANGUAGE_OFFERED],
      [{ languages: ["en", "fr"], default_language: "en" }, "languages", /^“fr” is not a language the shop speaks/],
      [{ languages: ["en"], default_language: "hi" }, "default_language", DEFAULT_NOT_OFFERED],
      [{ languages: ["en"], default_language: "xx" }, "default_language", /^“xx” is not a language the shop speaks/],
      [{ languages: "en", default_language: "en" }, "languages", /list/],
      [{ languages: ["en"] }, "default_language", /default language/],
      [{ languages: ["en"], default_language: "en", extra: 1 }, "body", /do not take extra/],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const answer = res.json() as { message: string; errors: Record<string, string> };
      expect(Object.keys(answer.errors), JSON.stringify(body)).toEqual([field]);
      expect(answer.errors[field]).toMatch(message);
      expect(answer.message).toMatch(message);
    }
    // Nothing changed.
    expect((await owner.get(LANGUAGES_PATH)).json()).toMatchObject({ languages: ["en", "hi"], default_language: "hi" });
  });

  it("lets a domain serve Hindi only: the Hindi host answers in Hindi whatever the browser asks", async () => {
    const res = await setDomain("HI.localhost", "hi");
    expect(res.statusCode, res.body).toBe(200);
    const domains = (res.json() as WebsiteDomainsAnswer).domains;
    expect(domains.find((d) => d.domain === "hi.localhost")).toMatchObject({ verified: true, lang: "hi" });
    expect(domains.find((d) => d.domain === "localhost")).toMatchObject({ lang: null });
    expect(((await owner.get("/s/api/admin/site/domains")).json() as WebsiteDomainsAnswer).domains.find((d) => d.domain === "hi.localhost")?.lang).toBe("hi");

    await save({ languages: ["en", "hi"], default_language: "en" });
    expect(await shopLanguages(HINDI_HOST, "en-GB,en;q=0.9")).toMatchObject({ current: "hi" });
    expect(await shopLanguages(DEMO, "en-GB,en;q=0.9")).toMatchObject({ current: "en" });

    // Hindi cannot be taken away while a domain serves it.
    const refused = await save({ languages: ["en"], default_language: "en" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: domainStillServes("hi.localhost", "hi"), errors: { languages: domainStillServes("hi.localhost", "hi") } });

    // Back to every language: the host follows the shopper again, and Hindi may go.
    expect((await setDomain("hi.localhost", null)).statusCode).toBe(200);
    expect(await shopLanguages(HINDI_HOST, "en-GB,en;q=0.9")).toMatchObject({ current: "en" });
    expect((await save({ languages: ["en"], default_language: "en" })).statusCode).toBe(200);
    expect(await shopLanguages(HINDI_HOST, "hi")).toEqual({ current: "en", offered: ["en"] });

    const audit = (await owner.get("/s/api/admin/audit?entity_type=site_settings")).json() as AuditAnswer;
    expect(audit.data.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { domain: "hi.localhost", language: "hi" },
        { domain: "hi.localhost", language: null },
      ]),
    );
  });

  it("refuses a language the website does not offer, another website's domain, and leaving no domain for every language", async () => {
    const notOffered = await setDomain("hi.localhost", "hi");
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json()).toEqual({ message: languageNotOffered("hi"), errors: { lang: languageNotOffered("hi") } });
    expect((await setDomain("hi.localhost", "fr")).statusCode).toBe(422);

    const others = await setDomain("fresh.localhost", null);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ message: DOMAIN_NOT_OURS, errors: { domain: DOMAIN_NOT_OURS } });

    // Fresh Basket answers at one domain only: it cannot serve one language alone.
    expect((await save({ languages: ["en", "hi"], default_language: "en" }, freshOwner)).statusCode).toBe(200);
    const lastOne = await setDomain("fresh.localhost", "hi", freshOwner);
    expect(lastOne.statusCode).toBe(422);
    expect((lastOne.json() as { message: string }).message).toBe(KEEP_ONE_DOMAIN_FOR_ALL);
    const [row] = await h.services.db
      .select({ lang: t.websiteDomains.lang })
      .from(t.websiteDomains)
      .where(and(eq(t.websiteDomains.domain, "fresh.localhost")));
    expect(row!.lang).toBeNull();
  });

  it("is the website admins' alone", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.36.0.3");
    const shopper = await signedIn(DEMO, "9876543210", "10.36.0.4");
    for (const [client, status] of [
      [visitor, 401],
      [shopper, 403],
    ] as const) {
      expect((await client.get(LANGUAGES_PATH)).statusCode).toBe(status);
      expect((await save({ languages: ["hi"], default_language: "hi" }, client)).statusCode).toBe(status);
      expect((await setDomain("hi.localhost", "en", client)).statusCode).toBe(status);
    }
    expect(((await owner.get(LANGUAGES_PATH)).json() as SiteLanguagesAnswer).languages).toEqual(["en"]);
  });
});
