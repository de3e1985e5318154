// The server's answers in the request's language (issue 35): the same refusal answers English
// without a choice, Hindi with the `lang` cookie, Hindi for a browser asking for Hindi on a
// website that offers it and English on one that does not; a refusal with values (a pincode) and
// its field messages; the session-expired 419; a route's own message; an owner's override; and a
// checkout refusal stored under its Idempotency-Key and replayed in the words it was answered in.
// Successful answers' words too: an order's placing message, status, timeline and its notes; the
// sign-in code's text (Hindi only with its template, or in the outbox); the contracts' field
// messages; and the API's own 404 and unroutable address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Cart } from "../../shared/api/cart";
import type { Address, OrderDetail } from "../../shared/api/account";
import type { CheckoutSummary, PlaceOrderAnswer } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import * as t from "../db/schema";
import { LANG_COOKIE } from "../../shared/i18n/languages";
import hi from "../../shared/i18n/messages/hi/server.json";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { TEST_HOME } from "../testing/order-placer";
import { startFakeMsg91 } from "../testing/fake-msg91";
import { readOutbox, type SmsMessage, type SmsSender } from "../domain/sms/sms-sender";
import { createOtpCodes, DEFAULT_OTP_SETTINGS } from "../domain/auth/otp-codes";
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

const HINDI = /[\u0900-\u097F]/;
/** A default Hindi message, as the demo (without overrides) says it. */
const inHindi = (id: string, values?: Record<string, string | number>) => defaultIntl("hi").formatMessage({ id }, values);

describe("an order's words", () => {
  /** A signed-in shopper at 560038 with an address, asking in `lang`. */
  async function shopper(phone: string, lang: "en" | "hi") {
    await h.services.db.insert(t.users).values({ phone, name: "Meera Rao" }).onConflictDoNothing();
    const client = browser(DEMO);
    expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
    // Signing in may carry the profile's language over; the choice here is the test's.
    client.cookies.set(LANG_COOKIE, lang);
    await client.get("/s/api/check/pincode/560038");
    const address = (await client.post("/s/api/account/addresses", { ...TEST_HOME, phone })).json() as Address;
    return { client, address };
  }

  /** Places a cash order of one pack the list shows in stock; its answer. */
  async function order(client: ShopClient, address: Address, key: string) {
    const packs = ((await client.get("/s/api/products?perPage=60")).json() as ProductListResponse).data.flatMap((p) => p.packs).filter((p) => p.in_stock && p.max_quantity >= 3);
    const pack = packs[key.length % packs.length]!;
    expect((await client.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id, quantity: 1 })).statusCode).toBe(200);
    const { cart } = (await client.get("/s/api/checkout")).json() as CheckoutSummary;
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
    const res = await client.post("/s/api/checkout/place", { address_id: address.id, payment_method: "cod", slots }, { headers: { "idempotency-key": key } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PlaceOrderAnswer;
  }

  it("says the placing message, the status, the timeline and a cancel's note in Hindi, and the same in English word for word", async () => {
    const { client, address } = await shopper("9876500351", "hi");
    const placed = await order(client, address, "server-messages-order-hi");
    const number = placed.order.ordernumber;
    expect(placed.message).toBe(inHindi("server.orderPlaced", { order: number }));
    expect(placed.message).toMatch(HINDI);

    const hindi = (await client.get(`/s/api/account/orders/${placed.order.id}`)).json() as OrderDetail;
    expect(hindi.status_label).toBe(hi["server.orderStatusPlaced"]);
    expect(hindi.timeline).toEqual([expect.objectContaining({ status: "placed", label: hi["server.orderStatusPlaced"], note: "" })]);
    expect((await client.get(`/s/api/account/orders/number/${number}`)).json()).toMatchObject({ status_label: hi["server.orderStatusPlaced"] });
    expect(((await client.get("/s/api/account/orders")).json() as { data: OrderDetail[] }).data[0]).toMatchObject({ ordernumber: number, status_label: hi["server.orderStatusPlaced"] });

    // Cancelled in Hindi: the answer names the step and the shopper's reason in Hindi.
    const cancelled = await client.post(`/s/api/account/orders/${placed.order.id}/cancel`, { reason: "Ordered by mistake" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json() as OrderDetail;
    expect(after.status_label).toBe(hi["server.orderStatusCancelled"]);
    const note = inHindi("server.noteCancelledByCustomer", { reason: hi["server.cancelReasonMistake"] });
    expect(note).toMatch(HINDI);
    expect(after.timeline.at(-1)).toMatchObject({ status: "cancelled", label: hi["server.orderStatusCancelled"], note });

    // The same order read in English: the words as they always were; the record keeps English.
    client.cookies.set(LANG_COOKIE, "en");
    const english = (await client.get(`/s/api/account/orders/${placed.order.id}`)).json() as OrderDetail;
    expect(english.status_label).toBe("Cancelled");
    expect(english.timeline.map((e) => [e.label, e.note])).toEqual([
      ["Placed", ""],
      ["Cancelled", "Cancelled by the customer: Ordered by mistake"],
    ]);
    const [stored] = await h.services.db
      .select({ note: t.orderEvents.note })
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.orderId, placed.order.id), eq(t.orderEvents.status, "cancelled")));
    expect(stored!.note).toBe("Cancelled by the customer: Ordered by mistake");
  });

  it("says the placing message in English, word for word, to a shopper asking in English", async () => {
    const { client, address } = await shopper("9876500352", "en");
    const placed = await order(client, address, "server-messages-order-en");
    expect(placed.message).toBe(`Order ${placed.order.ordernumber} is placed`);
    const english = (await client.get(`/s/api/account/orders/${placed.order.id}`)).json() as OrderDetail;
    expect(english.status_label).toBe("Placed");
    expect(english.timeline).toEqual([expect.objectContaining({ label: "Placed", note: "" })]);
  });
});

describe("the contracts' field messages", () => {
  it("say a field's label and message in Hindi, and in English word for word", async () => {
    const signedIn = async (lang: "en" | "hi") => {
      const client = browser(DEMO);
      expect((await client.post("/s/api/test/sign-in", { phone: "9876543210" }, { xsrf: false })).statusCode).toBe(200);
      client.cookies.set(LANG_COOKIE, lang);
      return client;
    };
    const english = await (await signedIn("en")).request("PUT", "/s/api/account/profile", { body: { name: "" } });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({ message: "Name is required", errors: { name: "Name is required" } });

    const hindiClient = await signedIn("hi");
    const required = inHindi("validation.required", { label: hi["server.fieldName"] });
    expect(required).toMatch(HINDI);
    expect((await hindiClient.request("PUT", "/s/api/account/profile", { body: { name: "" } })).json()).toEqual({ message: required, errors: { name: required } });

    // A message with a number, and a fixed one the catalogue knows by its words.
    const address = { ...TEST_HOME, name: "x".repeat(81), phone: "12345" };
    const englishAddress = await (await signedIn("en")).post("/s/api/account/addresses", address);
    expect(englishAddress.json()).toMatchObject({ errors: { name: "Name can be at most 80 characters", phone: "Please enter a valid 10-digit mobile number" } });
    const hindiAddress = await hindiClient.post("/s/api/account/addresses", address);
    expect(hindiAddress.statusCode).toBe(422);
    expect(hindiAddress.json()).toMatchObject({
      errors: { name: inHindi("server.fieldTooLong", { label: hi["server.fieldName"], max: 80 }), phone: hi["server.enterValidMobile"] },
    });
  });
});

describe("the API's own answers", () => {
  it("says there is no such route in the request's language", async () => {
    expect((await browser().get("/s/api/nope")).json()).toEqual({ message: "No such API route: GET /s/api/nope" });
    const hindi = await browser(DEMO, "hi").get("/s/api/nope?x=1");
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ message: inHindi("server.noSuchApiRoute", { method: "GET", path: "/s/api/nope" }) });
  });

  it("says an address that cannot be routed is not valid, in the website's language for the request", async () => {
    const ask = (lang?: string) => h.app.inject({ method: "GET", url: "/s/api/products/%E0%A4%A", headers: { host: "localhost:3000", ...(lang ? { cookie: `${LANG_COOKIE}=${lang}` } : {}) } });
    const english = await ask();
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: "The address is not valid" });
    expect((await ask("hi")).json()).toEqual({ message: hi["server.addressNotValid"] });
    // An unknown host has no website to answer for: English.
    const unknown = await h.app.inject({ method: "GET", url: "/s/api/products/%E0%A4%A", headers: { host: "nowhere.example", cookie: `${LANG_COOKIE}=hi` } });
    expect(unknown.json()).toEqual({ message: "The address is not valid" });
  });
});

describe("the sign-in code's text", () => {
  const englishText = (code: string) => `${code} is your Kirana Demo Store sign-in code. It is valid for 5 minutes. Do not share it with anyone.`;

  it("is in the asker's language in the outbox, which needs no template", async () => {
    expect((await browser(DEMO, "hi").post("/s/api/auth/otp", { phone: "9876500361" })).statusCode).toBe(200);
    const [hindi] = await readOutbox(h.services.db, "9876500361", 1);
    const code = /\d{6}/.exec(hindi!.body)![0];
    expect(hindi!.body).toBe(inHindi("server.otpText", { otp: code, shop: "Kirana Demo Store", minutes: "5" }));
    expect(hindi!.body).toMatch(HINDI);

    expect((await browser(DEMO, "en").post("/s/api/auth/otp", { phone: "9876500362" })).statusCode).toBe(200);
    const [english] = await readOutbox(h.services.db, "9876500362", 1);
    expect(english!.body).toBe(englishText(/\d{6}/.exec(english!.body)![0]));
  });

  it("goes by MSG91 with the Hindi template, as Unicode, to a Hindi asker where MSG91_TEMPLATE_ID_HI is set; with the English one otherwise", async () => {
    const fake = await startFakeMsg91({ authKey: "key", templateId: "tpl-en", moreTemplateIds: ["tpl-hi"] });
    const settings = { SMS_PROVIDER: "msg91" as const, MSG91_AUTH_KEY: "key", MSG91_TEMPLATE_ID: "tpl-en", MSG91_API_URL: fake.url };
    const withHindi = await createTestApp({ settings: { ...settings, MSG91_TEMPLATE_ID_HI: "tpl-hi" } });
    const withoutHindi = await createTestApp({ settings });
    try {
      const ask = async (app: TestApp, lang: "en" | "hi", phone: string) => {
        const client = new ShopClient(app.app, DEMO);
        client.cookies.set(LANG_COOKIE, lang);
        const res = await client.post("/s/api/auth/otp", { phone });
        expect(res.statusCode, res.body).toBe(200);
        const sent = fake.received.at(-1)!.body;
        return { template: sent.template_id, unicode: sent.unicode, values: sent.recipients![0] };
      };
      const hindi = await ask(withHindi, "hi", "9876500371");
      expect(hindi).toMatchObject({ template: "tpl-hi", unicode: 1, values: { shop: "Kirana Demo Store", minutes: "5" } });
      expect(hindi.values!.otp).toMatch(/^\d{6}$/);
      expect(await ask(withHindi, "en", "9876500372")).toMatchObject({ template: "tpl-en", unicode: undefined });
      // No Hindi template: the Hindi asker gets the English text, with the English template.
      expect(await ask(withoutHindi, "hi", "9876500373")).toMatchObject({ template: "tpl-en", unicode: undefined });

      // The words themselves, which MSG91 fills in from the template: Hindi with the template, English without.
      const texts: SmsMessage[] = [];
      const provider: SmsSender = { kind: "msg91", send: async (_phone, message) => void texts.push(message) };
      const limiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) };
      const words = { lang: "hi" as const, intl: defaultIntl("hi") };
      await createOtpCodes(h.services.db, "secret", limiter, provider, { ...DEFAULT_OTP_SETTINGS, hindiTemplateId: "tpl-hi" }).send(1, "Kirana Demo Store", "9876500374", "10.0.0.1", words);
      await createOtpCodes(h.services.db, "secret", limiter, provider, DEFAULT_OTP_SETTINGS).send(1, "Kirana Demo Store", "9876500375", "10.0.0.1", words);
      const [withTemplate, without] = texts;
      expect(withTemplate).toMatchObject({ templateId: "tpl-hi", unicode: true, text: inHindi("server.otpText", { ...withTemplate!.values }) });
      expect(without!.templateId).toBeUndefined();
      expect(without!.text).toBe(englishText(without!.values.otp!));
    } finally {
      await withHindi.close();
      await withoutHindi.close();
      await fake.close();
    }
  });
});
