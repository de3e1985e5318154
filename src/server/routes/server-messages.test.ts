// The server's answers in the request's language (issue 35): the same refusal answers English
// without a choice, Hindi with the `lang` cookie, Hindi for a browser asking for Hindi on a
// website that offers it and English on one that does not; a refusal with values (a pincode) and
// its field messages; the session-expired 419; a route's own message; an owner's override; and a
// checkout refusal stored under its Idempotency-Key and replayed in the words it was answered in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Cart } from "../../shared/api/cart";
import * as t from "../db/schema";
import { LANG_COOKIE } from "../../shared/i18n/languages";
import hi from "../../shared/i18n/messages/hi/server.json";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { defaultIntl } from "../domain/server-text";

let h: TestApp;
let demoId: number;

beforeAll(async () => {
  h = await createTestApp();
  const id = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
  demoId = await id("demo");
  // This file's own websites: the demo offers Hindi beside English, "fresh" English only.
  await h.services.db
    .update(t.websites)
    .set({ languages: ["en", "hi"], defaultLanguage: "en" })
    .where(eq(t.websites.id, demoId));
  await h.services.db
    .update(t.websites)
    .set({ languages: ["en"], defaultLanguage: "en" })
    .where(eq(t.websites.id, await id("fresh")));
  h.services.websites.forget();
});
afterAll(() => h.close());

/** A browser on `origin`, with the `lang` cookie when given. */
function browser(origin = DEMO, lang?: string) {
  const client = new ShopClient(h.app, origin);
  if (lang) client.cookies.set(LANG_COOKIE, lang);
  return client;
}

const SIGN_IN = "Please sign in to continue";

describe("an answer's message", () => {
  it("is English without a choice, and Hindi with the lang cookie", async () => {
    const english = await browser().get("/s/api/account/profile");
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: SIGN_IN });

    const hindi = await browser(DEMO, "hi").get("/s/api/account/profile");
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ message: hi["server.signIn"] });
    expect(hi["server.signIn"]).toMatch(/[\u0900-\u097F]/);
  });

  it("follows Accept-Language on a website that offers Hindi, and stays English on one that does not", async () => {
    const asked = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
    expect((await browser(DEMO).get("/s/api/account/profile", asked)).json()).toEqual({ message: hi["server.signIn"] });
    expect((await browser(FRESH).get("/s/api/account/profile", asked)).json()).toEqual({ message: SIGN_IN });
    // The cookie names a language the English-only website does not offer: English still.
    expect((await browser(FRESH, "hi").get("/s/api/account/profile")).json()).toEqual({ message: SIGN_IN });
  });

  it("says a message with values, and its field messages, in the request's language", async () => {
    const english = await browser().get("/s/api/check/pincode/999999");
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({ message: "Sorry, we do not deliver to 999999 yet", errors: { pincode: "Not serviceable" } });

    const hindi = await browser(DEMO, "hi").get("/s/api/check/pincode/999999");
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json()).toEqual({ message: "माफ़ कीजिए, हम अभी 999999 पर डिलीवरी नहीं करते", errors: { pincode: hi["server.notServiceable"] } });
  });

  it("tells an expired session (419) in Hindi, from the words the check throws", async () => {
    const res = await browser(DEMO, "hi").post("/s/api/cart/add", { pack_id: 1, warehouse_id: 1 }, { xsrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: hi["server.sessionExpired"] });
    const english = await browser().post("/s/api/cart/add", { pack_id: 1, warehouse_id: 1 }, { xsrf: false });
    expect(english.json()).toEqual({ message: "Your session has expired or the security token is missing. Please reload the page and try again." });
  });

  it("says a route's own message in the request's language", async () => {
    expect((await browser().get("/s/api/auth/logout")).json()).toEqual({ message: "You have been signed out" });
    expect((await browser(DEMO, "hi").get("/s/api/auth/logout")).json()).toEqual({ message: hi["server.signedOut"] });
  });

  it("takes the owner's own wording of a message, in its language only", async () => {
    const mine = "पहले साइन इन कीजिए";
    await h.services.db.insert(t.messageOverrides).values({ websiteId: demoId, lang: "hi", key: "server.signIn", text: mine });
    h.services.catalogues.forget(demoId);
    try {
      expect((await browser(DEMO, "hi").get("/s/api/account/profile")).json()).toEqual({ message: mine });
      expect((await browser(DEMO).get("/s/api/account/profile")).json()).toEqual({ message: SIGN_IN });
    } finally {
      await h.services.db.delete(t.messageOverrides).where(and(eq(t.messageOverrides.websiteId, demoId), eq(t.messageOverrides.key, "server.signIn")));
      h.services.catalogues.forget(demoId);
    }
  });

  it("says a form's field messages in the visitor's language, the owner's labels as they are", async () => {
    const doc = {
      schema_version: 2,
      url: "/hindi-form",
      components: [
        {
          name: "form",
          data: {
            form_id: "hi",
            fields: [
              { name: "email", type: "email", required: true },
              { name: "count", type: "number", label: "Households" },
            ],
          },
        },
      ],
    };
    const owner = browser();
    expect((await owner.request("PUT", "/s/api/test/page", { body: { url: "/hindi-form", doc }, xsrf: false })).statusCode).toBeLessThan(300);
    const send = (client: ShopClient) => client.post("/s/api/forms/submit", { path: "/hindi-form", form_id: "hi", values: { count: "many" } });
    expect((await send(browser())).json()).toEqual({ message: "This field is required", errors: { email: "This field is required", count: "Households is not in valid format" } });
    // The validators' Hindi (the validation area's catalogue), the default label in Hindi too.
    const hindi = defaultIntl("hi");
    const required = hindi.formatMessage({ id: "validation.required" }, { label: hindi.formatMessage({ id: "validation.thisField" }) });
    const format = hindi.formatMessage({ id: "validation.format" }, { label: "Households" });
    expect(required).toMatch(/[\u0900-\u097F]/);
    expect((await send(browser(DEMO, "hi"))).json()).toEqual({ message: required, errors: { email: required, count: format } });
  });

  it("says the cart's own messages, and a refusal to add more, in the request's language", async () => {
    const warehouseId = await h.services.delivery.defaultWarehouse(demoId);
    const [pack] = await h.services.db
      .select({ packId: t.packs.id, max: t.packs.maxPerOrder, stock: t.stock.quantity })
      .from(t.packs)
      .innerJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, warehouseId)))
      .where(and(eq(t.packs.websiteId, demoId), sql`${t.stock.quantity} >= 5`))
      .orderBy(t.packs.id)
      .limit(1);
    const limit = Math.min(pack!.max, pack!.stock);
    const add = (client: ShopClient, quantity: number) => client.post("/s/api/cart/add", { pack_id: pack!.packId, warehouse_id: warehouseId, quantity });
    const english = browser();
    const hindi = browser(DEMO, "hi");
    const englishCart = (await add(english, 1)).json() as Cart;
    const hindiCart = (await add(hindi, 1)).json() as Cart;
    expect(englishCart.deliveryMessage).toMatch(/delivery/i);
    expect(hindiCart.deliveryMessage).toMatch(/डिलीवरी/);
    const over = await add(hindi, limit);
    expect(over.statusCode).toBe(422);
    const words = pack!.stock < pack!.max ? `स्टॉक में सिर्फ़ ${pack!.stock} बचे हैं` : `आप यह सामान ज़्यादा से ज़्यादा ${pack!.max} ही खरीद सकते हैं`;
    expect(over.json()).toEqual({ message: words, errors: { pack_id: words } });
  });

  it("stores a checkout refusal in the words it was answered in, and replays them", async () => {
    const shopper = browser(DEMO, "hi");
    expect((await shopper.post("/s/api/test/sign-in", { phone: "9876543210" }, { xsrf: false })).statusCode).toBe(200);
    // Signing in may carry the profile's language over; the choice here is Hindi.
    shopper.cookies.set(LANG_COOKIE, "hi");
    const body = { address_id: 999_999, payment_method: "cod", slots: [{ delivery_charge_id: null, slot_id: 1, date: "2026-06-01" }] };
    const headers = { "idempotency-key": "server-messages-test-1" };
    const first = await shopper.post("/s/api/checkout/place", body, { headers });
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ message: hi["server.addressNotFound"] });
    // The repeat gets the stored answer, whatever it asks for now.
    shopper.cookies.set(LANG_COOKIE, "en");
    const again = await shopper.post("/s/api/checkout/place", body, { headers });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
  });
});
