// The owner's wording of the shop's texts (issue 35, ADR 0085): saved from the back office, it is
// the website's catalogue at once (a new file under a new hash), reset brings the default back,
// wording that is not a message or carries other values than the default is refused, and neither
// another website nor anyone but the website's admins is touched by it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { ShopText, ShopTextsAnswer } from "../../shared/api/admin-shop-texts";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import { messageArguments } from "../../shared/i18n/compile-messages";
import { DEFAULT_MESSAGES, EN_MESSAGES } from "../../shared/i18n/messages/catalogues";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const SHOPPER = "9876543210";
const TEXTS = "/s/api/admin/shop-texts";

// Texts of the shop's own catalogue, whatever it holds by now: one that takes no values, and one
// that takes exactly one (`{label}`-like). The server's own messages are not in the page's file.
const shopKeys = Object.entries(EN_MESSAGES as Record<string, string>).filter(([key]) => !key.startsWith("server."));
const [PLAIN, PLAIN_TEXT] = shopKeys.find(([, text]) => messageArguments(text).size === 0 && !/[<{]/.test(text))!;
const [WITH_VALUE, WITH_VALUE_TEXT] = shopKeys.find(([, text]) => {
  const names = messageArguments(text);
  return names.size === 1 && text.includes(`{${[...names][0]}}`) && !text.includes(",");
})!;
const VALUE = [...messageArguments(WITH_VALUE_TEXT)][0]!;

let h: TestApp;
let owner: ShopClient;
let freshOwner: ShopClient;
let demoId: number;
let freshId: number;

async function signedIn(origin: string, phone: string, address: string) {
  const client = new ShopClient(h.app, origin, address);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  h = await createTestApp();
  owner = await signedIn(DEMO, ANITA, "10.35.0.1");
  freshOwner = await signedIn(FRESH, ANITA, "10.35.0.2");
  const ids = await h.services.db.select({ id: t.websites.id, code: t.websites.code }).from(t.websites);
  demoId = ids.find((w) => w.code === "demo")!.id;
  freshId = ids.find((w) => w.code === "fresh")!.id;
});
afterAll(() => h.close());

const path = (lang: string, key: string) => `${TEXTS}/${lang}/${encodeURIComponent(key)}`;
const put = (lang: string, key: string, text: unknown, client = owner) => client.request("PUT", path(lang, key), { body: { text } });
const reset = (lang: string, key: string, client = owner) => client.request("DELETE", path(lang, key));
const list = async (query: string, client = owner) => {
  const res = await client.get(`${TEXTS}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShopTextsAnswer;
};
const formatted = async (websiteId: number, lang: "en" | "hi", key: string, values?: Record<string, string>) =>
  (await h.services.catalogues.catalogue(websiteId, lang)).intl.formatMessage({ id: key }, values) as string;

describe("shop texts in the back office", () => {
  it("lists every shop text with its defaults in each language, a page at a time", async () => {
    const all = await list("per_page=100");
    expect(all.meta.total).toBe(Object.keys(EN_MESSAGES).length);
    expect(all.languages).toContain("en");
    expect(all.data).toHaveLength(Math.min(100, all.meta.total));
    const second = await list("per_page=5&page=2");
    expect(second.data.map((d) => d.key)).toEqual(all.data.slice(5, 10).map((d) => d.key));

    const found = await list(`q=${encodeURIComponent(WITH_VALUE)}`);
    const text = found.data.find((d) => d.key === WITH_VALUE);
    expect(text).toEqual({ key: WITH_VALUE, defaults: { en: WITH_VALUE_TEXT, hi: DEFAULT_MESSAGES.hi[WITH_VALUE] ?? WITH_VALUE_TEXT }, overrides: {}, arguments: [VALUE] });
  });

  it("finds texts by key, by English and by Hindi wording, ignoring case", async () => {
    const byEnglish = await list(`q=${encodeURIComponent(PLAIN_TEXT.toUpperCase())}&per_page=100`);
    expect(byEnglish.data.map((d) => d.key)).toContain(PLAIN);
    expect(byEnglish.meta.total).toBeLessThan(Object.keys(EN_MESSAGES).length);
    const hindi = DEFAULT_MESSAGES.hi[PLAIN];
    if (hindi) expect((await list(`q=${encodeURIComponent(hindi)}&per_page=100`)).data.map((d) => d.key)).toContain(PLAIN);
    expect((await list("q=zzqqxx-no-such-text")).meta.total).toBe(0);
  });

  it("lays a saved wording over the default at once: a new catalogue file, the new text formatted", async () => {
    const before = await h.services.catalogues.catalogue(demoId, "en");
    const hindiBefore = await h.services.catalogues.catalogue(demoId, "hi");
    const freshBefore = await h.services.catalogues.catalogue(freshId, "en");
    expect(before.intl.formatMessage({ id: PLAIN })).toBe(PLAIN_TEXT);

    const res = await put("en", PLAIN, "  Put it in my basket  ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: PLAIN, overrides: { en: "Put it in my basket" } });

    const after = await h.services.catalogues.catalogue(demoId, "en");
    expect(after.path).not.toBe(before.path);
    expect(after.path).toMatch(/^\/i18n\/en\.[0-9a-f]{12}\.json$/);
    expect(await formatted(demoId, "en", PLAIN)).toBe("Put it in my basket");
    expect(JSON.parse(after.json)[PLAIN]).toMatchObject([{ type: 0, value: "Put it in my basket" }]);
    // Hindi keeps its own wording; the other website its defaults.
    expect((await h.services.catalogues.catalogue(demoId, "hi")).intl.formatMessage({ id: PLAIN })).toBe(hindiBefore.intl.formatMessage({ id: PLAIN }));
    expect((await h.services.catalogues.catalogue(freshId, "en")).path).toBe(freshBefore.path);
    expect(await formatted(freshId, "en", PLAIN)).toBe(PLAIN_TEXT);
    expect((await list("changed=true", freshOwner)).meta.total).toBe(0);

    // Listed with the override, and found by it.
    const changed = await list("changed=true");
    expect(changed.data.map((d) => d.key)).toEqual([PLAIN]);
    expect((await list("q=my%20BASKET")).data.map((d) => d.key)).toEqual([PLAIN]);

    // Reset: the default again, under the file it had before.
    const undone = await reset("en", PLAIN);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as ShopText).overrides).toEqual({});
    expect(await formatted(demoId, "en", PLAIN)).toBe(PLAIN_TEXT);
    expect((await h.services.catalogues.catalogue(demoId, "en")).path).toBe(before.path);
    expect((await list("changed=true")).meta.total).toBe(0);
    // Nothing left to reset is no error.
    expect((await reset("en", PLAIN)).statusCode).toBe(200);
  });

  it("saves a Hindi wording with the default's values, and the Hindi catalogue formats it", async () => {
    const res = await put("hi", WITH_VALUE, `झोले में {${VALUE}} डालें`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await formatted(demoId, "hi", WITH_VALUE, { [VALUE]: "Atta" })).toBe("झोले में Atta डालें");
    expect(await formatted(demoId, "en", WITH_VALUE, { [VALUE]: "Atta" })).not.toContain("झोले");
    expect((await list("q=%E0%A4%9D%E0%A5%8B%E0%A4%B2%E0%A5%87")).data.map((d) => d.key)).toEqual([WITH_VALUE]); // "झोले"
    // Changed again, then reset.
    expect((await put("hi", WITH_VALUE, `{${VALUE}} झोले में डालें`)).statusCode).toBe(200);
    expect(await formatted(demoId, "hi", WITH_VALUE, { [VALUE]: "Atta" })).toBe("Atta झोले में डालें");
    expect((await reset("hi", WITH_VALUE)).statusCode).toBe(200);
    expect(await formatted(demoId, "hi", WITH_VALUE, { [VALUE]: "Atta" })).not.toContain("झोले");
  });

  it("refuses wording that is not a message, or that drops or invents a value, naming it (422, §8)", async () => {
    const before = (await h.services.catalogues.catalogue(demoId, "en")).path;
    const broken = await put("en", WITH_VALUE, `Add {${VALUE}`);
    expect(broken.statusCode).toBe(422);
    const unclosed = "The text is not a message the shop can show: a { } is not closed or holds no name. Write it as the shop's own is written, or reset it";
    expect(broken.json()).toEqual({ message: unclosed, errors: { text: unclosed } });
    // A plural without its "other" case, on any text that counts.
    const counting = shopKeys.find(([, text]) => /\{count, plural,/.test(text));
    if (counting) {
      const plural = await put("hi", counting[0], "{count, plural, one {# चीज़}}");
      expect(plural.statusCode).toBe(422);
      expect((plural.json() as { message: string }).message).toMatch(/a plural or choice needs its “other” case/);
    }

    const missing = await put("en", WITH_VALUE, "Add it");
    expect(missing.statusCode).toBe(422);
    expect((missing.json() as { message: string }).message).toBe(`The text must keep {${VALUE}}: the shop fills it in`);

    const unknown = await put("en", WITH_VALUE, `Add {${VALUE}} for {shopperPhone}`);
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { errors: { text: string } }).errors.text).toBe(`The text uses {shopperPhone}, which the shop does not give it: it may use only {${VALUE}}`);

    const tag = await put("en", PLAIN, "<b>Buy</b> now");
    expect(tag.statusCode).toBe(422);
    expect((tag.json() as { message: string }).message).toBe("The text uses <b>…</b>, which the shop does not give it: this text takes none");

    for (const [text, field] of [
      ["   ", "text"],
      ["x".repeat(501), "text"],
      [42, "text"],
    ] as const) {
      const res = await put("en", PLAIN, text);
      expect(res.statusCode, String(text)).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors)).toEqual([field]);
    }
    const language = await put("fr", PLAIN, "Bonjour");
    expect(language.statusCode).toBe(422);
    expect((language.json() as { errors: object }).errors).toHaveProperty("lang");
    const noSuch = await put("en", "cart.noSuchTextEver", "Hello");
    expect(noSuch.statusCode).toBe(404);
    expect(noSuch.json()).toEqual({ message: "The shop has no text under this key" });
    expect((await reset("en", "cart.noSuchTextEver")).statusCode).toBe(404);

    expect((await h.services.catalogues.catalogue(demoId, "en")).path).toBe(before);
    expect(await h.services.db.select().from(t.messageOverrides).where(eq(t.messageOverrides.websiteId, demoId))).toEqual([]);
  });

  it("is the website admins' alone, and logged", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.35.0.3");
    const shopper = await signedIn(DEMO, SHOPPER, "10.35.0.4");
    for (const [client, status] of [
      [visitor, 401],
      [shopper, 403],
    ] as const) {
      expect((await client.get(TEXTS)).statusCode).toBe(status);
      expect((await put("en", PLAIN, "Taken over", client)).statusCode).toBe(status);
      expect((await reset("en", PLAIN, client)).statusCode).toBe(status);
    }
    expect(await formatted(demoId, "en", PLAIN)).toBe(PLAIN_TEXT);

    expect((await put("en", PLAIN, "Logged wording")).statusCode).toBe(200);
    expect((await reset("en", PLAIN)).statusCode).toBe(200);
    const audit = (await owner.get("/s/api/admin/audit?entity_type=shop_text")).json() as AuditAnswer;
    expect(audit.data.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      ["delete", { key: PLAIN, lang: "en", text: "Logged wording" }, null],
      ["create", null, { key: PLAIN, lang: "en", text: "Logged wording" }],
    ]);
  });
});
