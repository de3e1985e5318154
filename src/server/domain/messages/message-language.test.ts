// Order texts and emails in the shopper's language (issue 35): a shopper whose profile says Hindi
// gets a Hindi text through the event's Hindi DLT template, sent as Unicode, and a Hindi email;
// where the deployment registered no Hindi template for the event, the text goes in English with
// the English template (the email stays Hindi); a shopper without a language, or on a website
// that does not offer Hindi, gets English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import type { Db } from "../../db/client";
import { createMsg91Sender } from "../sms/msg91-sender";
import { startFakeMsg91 } from "../../testing/fake-msg91";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { readOutbox } from "../sms/sms-sender";
import { defaultIntl } from "../server-text";
import { queueOrderMessage } from "./queue-message";
import { runMessagePass } from "./message-worker";
import { composeMessage, type MessageFacts } from "./compose-message";
import { messageSettingsFrom, type MessageDeps } from "./deliver-message";
import { loadConfig } from "../../config";

const KEY = "msg91-key-for-the-language-tests";
const TEMPLATES = { placed: "tpl-placed", delivered: "tpl-delivered" };
const HINDI_TEMPLATES = { placed: "tpl-placed-hi" };
const HINDI = { phone: "9000035001", email: "hindi@example.com", name: "Asha" };
const ENGLISH = { phone: "9000035002", email: "english@example.com", name: "Ravi" };

let h: TestApp;
let db: Db;
let fake: Awaited<ReturnType<typeof startFakeMsg91>>;
let demoId: number;
let freshId: number;
let hindiId: number;
let englishId: number;
let numbers = 0;

beforeAll(async () => {
  h = await createTestApp();
  db = h.services.db;
  fake = await startFakeMsg91({ authKey: KEY, templateId: "tpl-sign-in", moreTemplateIds: [...Object.values(TEMPLATES), ...Object.values(HINDI_TEMPLATES)] });
  const id = async (code: string) => (await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
  demoId = await id("demo");
  freshId = await id("fresh");
  await db
    .update(t.websites)
    .set({ languages: ["en", "hi"] })
    .where(eq(t.websites.id, demoId));
  await db
    .update(t.websites)
    .set({ languages: ["en"], defaultLanguage: "en" })
    .where(eq(t.websites.id, freshId));
  hindiId = (
    await db
      .insert(t.users)
      .values({ ...HINDI, lang: "hi" })
      .returning({ id: t.users.id })
  )[0]!.id;
  englishId = (
    await db
      .insert(t.users)
      .values({ ...ENGLISH, lang: null })
      .returning({ id: t.users.id })
  )[0]!.id;
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const msg91 = () => createMsg91Sender({ authKey: KEY, templateId: "tpl-sign-in", apiUrl: fake.url, timeoutMs: 5000 });
const deps = (over: Partial<MessageDeps> = {}): MessageDeps => ({
  db,
  sms: msg91(),
  email: h.services.email,
  settings: { templates: TEMPLATES, hindiTemplates: HINDI_TEMPLATES },
  catalogues: h.services.catalogues,
  ...over,
});

async function newOrder(userId: number, websiteId = demoId): Promise<{ id: number; number: string }> {
  const number = `LANGTEST${++numbers}`;
  const [order] = await db
    .insert(t.orders)
    .values({ websiteId, userId, orderNumber: number, status: "placed", amount: 123450, delDate: "2026-06-01", delStartTime: "09:00", delEndTime: "12:00" })
    .returning({ id: t.orders.id });
  await db.insert(t.orderEvents).values({ orderId: order!.id, status: "placed" });
  return { id: order!.id, number };
}

/** What MSG91 was asked to send by one pass over the queue. */
async function sentBy(pass: Promise<number>) {
  const before = fake.received.length;
  await pass;
  return fake.received.slice(before).map((r) => r.body);
}

describe("the Hindi templates' settings", () => {
  it("gives the worker each event's Hindi template beside the English ones, and none when none is set", () => {
    const settings = messageSettingsFrom(loadConfig({ MSG91_TEMPLATE_ORDER_PLACED: "t-placed", MSG91_TEMPLATE_ORDER_PLACED_HI: "t-placed-hi", MSG91_TEMPLATE_REFUNDED_HI: "t-refunded-hi" }));
    expect(settings).toEqual({ templates: { placed: "t-placed" }, hindiTemplates: { placed: "t-placed-hi", refunded: "t-refunded-hi" }, smsLinkDomain: undefined });
    expect(messageSettingsFrom(loadConfig({})).hindiTemplates).toBeUndefined();
  });
});

describe("order messages in the shopper's language", () => {
  it("sends a Hindi-speaking shopper the Hindi text through the Hindi template, as Unicode, and a Hindi email", async () => {
    const order = await newOrder(hindiId);
    await queueOrderMessage(db, order.id, "placed");
    expect(await sentBy(runMessagePass(deps()))).toEqual([
      {
        template_id: "tpl-placed-hi",
        short_url: "0",
        unicode: 1,
        recipients: [{ mobiles: `91${HINDI.phone}`, shop: "Kirana Demo Store", order: order.number, amount: "₹1,234.50", slot: "सोम, 1 जून, 09:00–12:00", link: "" }],
      },
    ]);
    const [email] = await readOutbox(db, { email: HINDI.email });
    expect(email).toMatchObject({ event: "placed", subject: `Kirana Demo Store: ऑर्डर ${order.number} प्लेस हो गया` });
    expect(email!.body).toBe(`नमस्ते Asha,\n\nKirana Demo Store पर आपका ₹1,234.50 का ऑर्डर ${order.number} प्लेस हो गया है। डिलीवरी: सोम, 1 जून, 09:00–12:00।\n\nKirana Demo Store\n`);
  });

  it("sends the English text with the English template where the event has no Hindi template; the email stays Hindi", async () => {
    const order = await newOrder(hindiId);
    await queueOrderMessage(db, order.id, "delivered");
    expect(await sentBy(runMessagePass(deps()))).toEqual([
      { template_id: "tpl-delivered", short_url: "0", recipients: [{ mobiles: `91${HINDI.phone}`, shop: "Kirana Demo Store", order: order.number, link: "" }] },
    ]);
    const [email] = await readOutbox(db, { email: HINDI.email });
    expect(email).toMatchObject({ event: "delivered", subject: `Kirana Demo Store: ऑर्डर ${order.number} डिलीवर हो गया` });
  });

  it("sends English to a shopper who chose no language, and to a Hindi-speaking one on a website that offers only English", async () => {
    const english = await newOrder(englishId);
    await queueOrderMessage(db, english.id, "placed");
    const onFresh = await newOrder(hindiId, freshId);
    await queueOrderMessage(db, onFresh.id, "placed");
    const sent = await sentBy(runMessagePass(deps()));
    expect(sent).toHaveLength(2);
    for (const body of sent) {
      expect(body.template_id).toBe("tpl-placed");
      expect(body).not.toHaveProperty("unicode");
      expect(body.recipients![0]!.slot).toBe("Mon, 1 Jun, 09:00–12:00");
    }
    const [englishEmail] = await readOutbox(db, { email: ENGLISH.email });
    expect(englishEmail).toMatchObject({ subject: `Kirana Demo Store: order ${english.number} is placed` });
    expect(englishEmail!.body).toContain(`Hello Ravi,\n\nYour Kirana Demo Store order ${english.number} of ₹1,234.50 is placed.`);
    const [freshEmail] = await readOutbox(db, { email: HINDI.email });
    expect(freshEmail!.subject).toBe(`Fresh Basket: order ${onFresh.number} is placed`);
  });

  it("keeps a Hindi text in the development outbox, which needs no template", async () => {
    const order = await newOrder(hindiId);
    await queueOrderMessage(db, order.id, "out_for_delivery");
    await runMessagePass(deps({ sms: h.services.sms, settings: { templates: {} } }));
    const [text] = await readOutbox(db, HINDI.phone);
    expect(text).toMatchObject({ event: "out_for_delivery", body: `Kirana Demo Store से आपका ऑर्डर ${order.number} डिलीवरी के लिए निकल चुका है।` });
  });

  it("composes every event in Hindi from the catalogue, with the same template values", () => {
    const facts: MessageFacts = { event: "placed", shop: "Fresh Basket", name: "", orderNumber: "FB1", amount: 9900, slot: null, product: null };
    const hindi = defaultIntl("hi");
    expect(composeMessage(facts, { sms: null, email: null }, hindi).sms.text).toBe("Fresh Basket पर आपका ₹99.00 का ऑर्डर FB1 प्लेस हो गया है।");
    expect(composeMessage({ ...facts, event: "refunded", amount: null }, { sms: null, email: null }, hindi).sms.text).toBe("Fresh Basket ने आपके ऑर्डर FB1 का भुगतान वापस कर दिया है।");
    const stock = composeMessage({ ...facts, event: "back_in_stock", orderNumber: null, product: "Toor Dal, 1 kg" }, { sms: "https://x.example.in/p", email: null }, hindi);
    expect(stock.sms.text).toBe("Toor Dal, 1 kg Fresh Basket पर फिर से स्टॉक में है। खरीदें: https://x.example.in/p");
    expect(stock.sms.values).toEqual({ shop: "Fresh Basket", product: "Toor Dal, 1 kg", link: "https://x.example.in/p" });
    expect(stock.email.text.startsWith("नमस्ते,\n")).toBe(true);
  });
});
