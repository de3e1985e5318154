// The message worker over the real database: a queued order message reaches the outbox once as
// a text and once as an email; an event the owner turned off, a shopper without an email and an
// event without an SMS template are skipped with a reason; a provider that refuses is asked again
// after a growing wait and the message fails after its last try, its reason kept without a
// secret; a process whose lease ran out changes nothing; links follow the deployment's
// whitelisted domain; the timer runs its extra work and stops after the pass in flight.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import * as t from "../../db/schema";
import { queryRows, type Db } from "../../db/client";
import { createMsg91Sender } from "../sms/msg91-sender";
import { startFakeMsg91 } from "../../testing/fake-msg91";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../../testing/test-app";
import { queueOrderMessage, queueStockMessage } from "./queue-message";
import { claimMessages } from "./claim-messages";
import { deliverMessage, SKIP_REASONS, type MessageDeps } from "./deliver-message";
import { runMessagePass, startMessageWorker } from "./message-worker";
import { MESSAGE_MAX_ATTEMPTS } from "./retry-delay";

const KEY = "msg91-key-for-the-worker-tests";
const TEMPLATES = { placed: "tpl-placed", out_for_delivery: "tpl-ofd", cancelled: "tpl-cancelled", refunded: "tpl-refunded", back_in_stock: "tpl-stock" };
const PRIYA = { phone: "9876543210", email: "priya@example.com" };

let h: TestApp;
let db: Db;
let fake: Awaited<ReturnType<typeof startFakeMsg91>>;
let demoId: number;
let freshId: number;
let priyaId: number;
let client: ShopClient;
let numbers = 0;

beforeAll(async () => {
  h = await createTestApp();
  db = h.services.db;
  fake = await startFakeMsg91({ authKey: KEY, templateId: "tpl-sign-in", moreTemplateIds: Object.values(TEMPLATES) });
  const id = async (code: string) => (await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
  demoId = await id("demo");
  freshId = await id("fresh");
  priyaId = (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, PRIYA.phone)))[0]!.id;
  client = new ShopClient(h.app, DEMO, "10.77.0.1");
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

/** The outbox's sends use the test server's own senders: the outbox, in test mode. */
const deps = (over: Partial<MessageDeps> = {}): MessageDeps => ({ db, sms: h.services.sms, email: h.services.email, settings: { templates: {} }, ...over });
const msg91 = () => createMsg91Sender({ authKey: KEY, templateId: "tpl-sign-in", apiUrl: fake.url, timeoutMs: 5000 });

/** A placed order of `userId`, as checkout leaves it (its timeline starts at "placed"). */
async function newOrder(websiteId = demoId, userId = priyaId): Promise<{ id: number; number: string }> {
  const number = `MSGTEST${++numbers}`;
  const [order] = await db
    .insert(t.orders)
    .values({ websiteId, userId, orderNumber: number, status: "placed", amount: 123450, delDate: "2026-06-01", delStartTime: "09:00", delEndTime: "12:00" })
    .returning({ id: t.orders.id });
  await db.insert(t.orderEvents).values({ orderId: order!.id, status: "placed" });
  return { id: order!.id, number };
}
const rowsOf = (orderId: number) => db.select().from(t.messageQueue).where(eq(t.messageQueue.orderId, orderId)).orderBy(t.messageQueue.channel);
const outboxByPhone = async (phone: string) => (await client.get(`/s/api/dev/outbox?phone=${phone}`)).json() as { body: string; event: string | null; code: string | null }[];
const outboxByEmail = async (email: string) => (await client.get(`/s/api/dev/outbox?email=${encodeURIComponent(email)}`)).json() as { body: string; event: string | null; subject: string | null }[];
const outboxCopies = async (text: string) =>
  await db
    .select({ id: t.smsOutbox.id, phone: t.smsOutbox.phone, email: t.smsOutbox.email })
    .from(t.smsOutbox)
    .where(sql`${t.smsOutbox.body} like ${`%${text}%`}`);
const secondsUntilNextTry = async (id: number) =>
  Number((await queryRows<{ s: string }>(db, sql`select extract(epoch from next_attempt_at - now())::text as s from message_queue where id = ${id}`))[0]!.s);
/** Makes a waiting message due now, as if its wait had passed. */
const dueNow = (ids: number[]) =>
  db
    .update(t.messageQueue)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(t.messageQueue.id, ids));
const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe("sending queued messages", () => {
  it("sends a placed order's text and email to the outbox once each, with the website's name, and marks them sent", async () => {
    const order = await newOrder();
    await queueOrderMessage(db, order.id, "placed");
    expect(await runMessagePass(deps())).toBe(2);

    const [email, text] = await rowsOf(order.id);
    expect(text).toMatchObject({ channel: "sms", status: "sent", attempts: 1, lastError: "", lockedUntil: null });
    expect(email).toMatchObject({ channel: "email", status: "sent", attempts: 1 });
    expect(text!.sentAt).toBeInstanceOf(Date);
    const [latestText] = await outboxByPhone(PRIYA.phone);
    expect(latestText).toMatchObject({ event: "placed", code: null, body: `Your Kirana Demo Store order ${order.number} of ₹1,234.50 is placed. Delivery: Mon, 1 Jun, 09:00–12:00.` });
    const [latestEmail] = await outboxByEmail(PRIYA.email);
    expect(latestEmail).toMatchObject({ event: "placed", subject: `Kirana Demo Store: order ${order.number} is placed` });
    expect(latestEmail!.body).toContain("Hello Priya Sharma,");
    // The demo store answers only at local names: no link anywhere.
    expect(latestEmail!.body).not.toMatch(/https?:/);

    // Another pass finds nothing to send, and the outbox still holds one copy of each.
    expect(await runMessagePass(deps())).toBe(0);
    expect(await outboxCopies(order.number)).toHaveLength(2);
  });

  it("skips an event the owner turned off, and a shopper who gave no email, saying why", async () => {
    await db
      .update(t.websites)
      .set({ messageEvents: { out_for_delivery: false } })
      .where(eq(t.websites.id, demoId));
    const off = await newOrder();
    await queueOrderMessage(db, off.id, "out_for_delivery");
    const [noEmailUser] = await db.insert(t.users).values({ phone: "9000077001", name: "No Email" }).returning({ id: t.users.id });
    const noEmail = await newOrder(demoId, noEmailUser!.id);
    await queueOrderMessage(db, noEmail.id, "placed");
    await runMessagePass(deps());

    expect((await rowsOf(off.id)).map((r) => [r.status, r.lastError])).toEqual([
      ["skipped", SKIP_REASONS.off],
      ["skipped", SKIP_REASONS.off],
    ]);
    expect(await outboxCopies(off.number)).toEqual([]);
    const [email, text] = await rowsOf(noEmail.id);
    expect([email!.status, email!.lastError]).toEqual(["skipped", SKIP_REASONS.noEmail]);
    expect(text!.status).toBe("sent");
    expect((await outboxByPhone("9000077001"))[0]!.body).toContain(noEmail.number);
    await db.update(t.websites).set({ messageEvents: {} }).where(eq(t.websites.id, demoId));
  });

  it("tells a refund's amount and a pack back in stock by name", async () => {
    const order = await newOrder();
    await queueOrderMessage(db, order.id, "refunded", { amount: 45050 });
    const [pack] = await db
      .select({ id: t.packs.id, pack: t.packs.name, product: t.products.name })
      .from(t.packs)
      .innerJoin(t.products, eq(t.products.id, t.packs.productId))
      .where(eq(t.packs.websiteId, demoId))
      .limit(1);
    await queueStockMessage(db, { websiteId: demoId, userId: priyaId, packId: pack!.id, createdAt: new Date() });
    await runMessagePass(deps());
    const texts = await outboxByPhone(PRIYA.phone);
    expect(texts.find((m) => m.event === "refunded")?.body).toBe(`Kirana Demo Store has refunded ₹450.50 for your order ${order.number}.`);
    expect(texts.find((m) => m.event === "back_in_stock")?.body).toBe(`${pack!.product}, ${pack!.pack} is back in stock at Kirana Demo Store.`);
  });

  it("sends through MSG91 with each event's template and values; an event without a template is skipped with one warning", async () => {
    const log = silentLog();
    const through = deps({ sms: msg91(), settings: { templates: TEMPLATES }, log });
    const order = await newOrder(freshId);
    await queueOrderMessage(db, order.id, "placed");
    const before = fake.received.length;
    await runMessagePass(through);
    expect(fake.received.slice(before)).toEqual([
      {
        path: "/api/v5/flow",
        authkey: KEY,
        body: {
          template_id: "tpl-placed",
          short_url: "0",
          recipients: [{ mobiles: `91${PRIYA.phone}`, shop: "Fresh Basket", order: order.number, amount: "₹1,234.50", slot: "Mon, 1 Jun, 09:00–12:00", link: "" }],
        },
      },
    ]);
    expect((await rowsOf(order.id)).map((r) => r.status)).toEqual(["sent", "sent"]);
    // Nothing MSG91 sent is in the outbox; the email is.
    expect((await outboxCopies(order.number)).map((r) => r.email)).toEqual([PRIYA.email]);

    const delivered = [await newOrder(freshId), await newOrder(freshId)];
    for (const o of delivered) await queueOrderMessage(db, o.id, "delivered");
    await runMessagePass(through);
    for (const o of delivered)
      expect((await rowsOf(o.id)).map((r) => [r.channel, r.status, r.lastError])).toEqual([
        ["email", "sent", ""],
        ["sms", "skipped", SKIP_REASONS.noTemplate],
      ]);
    expect(fake.received).toHaveLength(before + 1);
    const warnings = log.warn.mock.calls.filter(([, message]) => String(message).includes("MSG91_TEMPLATE_DELIVERED"));
    expect(warnings).toHaveLength(1);
  });

  it("asks a refusing provider again after a growing wait, fails after the last try, and keeps MSG91's reason without the key", async () => {
    fake.refuse(503, "Service temporarily unavailable");
    const log = silentLog();
    const through = deps({ sms: msg91(), settings: { templates: TEMPLATES }, log });
    const order = await newOrder();
    await queueOrderMessage(db, order.id, "cancelled");
    await runMessagePass(through);
    let [, text] = await rowsOf(order.id);
    expect(text).toMatchObject({ status: "pending", attempts: 1, lastError: "MSG91 did not take the message: Service temporarily unavailable", lockedUntil: null });
    expect(await secondsUntilNextTry(text!.id)).toBeGreaterThan(50);
    expect(await secondsUntilNextTry(text!.id)).toBeLessThanOrEqual(60);
    // Not due yet: the next pass leaves it alone.
    expect(await runMessagePass(through)).toBe(0);

    await dueNow([text!.id]);
    await runMessagePass(through);
    [, text] = await rowsOf(order.id);
    expect(text).toMatchObject({ status: "pending", attempts: 2 });
    expect(await secondsUntilNextTry(text!.id)).toBeGreaterThan(110);

    // The last try fails it for good.
    await db
      .update(t.messageQueue)
      .set({ attempts: MESSAGE_MAX_ATTEMPTS - 1 })
      .where(eq(t.messageQueue.id, text!.id));
    await dueNow([text!.id]);
    await runMessagePass(through);
    [, text] = await rowsOf(order.id);
    expect(text).toMatchObject({ status: "failed", attempts: MESSAGE_MAX_ATTEMPTS });
    expect(JSON.stringify([text, log.warn.mock.calls])).not.toContain(KEY);
    fake.accept();
    await dueNow([text!.id]);
    expect(await runMessagePass(through)).toBe(0);
  });

  it("changes nothing for a process whose lease ran out: the outbox keeps one copy", async () => {
    const order = await newOrder();
    await queueOrderMessage(db, order.id, "delivered");
    // Process A claims, then stalls past its lease.
    const stale = await claimMessages(db, 10);
    expect(stale.map((r) => r.orderId)).toEqual([order.id, order.id]);
    await db
      .update(t.messageQueue)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(t.messageQueue.orderId, order.id));
    // Process B takes them over and sends them; A wakes and sends its stale claims.
    expect(await runMessagePass(deps())).toBe(2);
    for (const row of stale) await deliverMessage(deps(), row);
    expect(await outboxCopies(order.number)).toHaveLength(2);
    expect((await rowsOf(order.id)).map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("sends each of many messages once when two passes run at once", async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => newOrder()));
    for (const o of orders) await queueOrderMessage(db, o.id, "placed");
    const [a, b] = await Promise.all([runMessagePass(deps()), runMessagePass(deps())]);
    expect(a + b).toBe(24);
    for (const o of orders) expect(await outboxCopies(o.number)).toHaveLength(2);
  });

  it("links a text to the order only on a host under the whitelisted domain", async () => {
    await db.insert(t.websiteDomains).values({ domain: "fresh.shops.example.in", websiteId: freshId, verifiedAt: new Date() });
    const linked = await newOrder(freshId);
    await queueOrderMessage(db, linked.id, "out_for_delivery");
    await runMessagePass(deps({ settings: { templates: {}, smsLinkDomain: "shops.example.in" } }));
    const address = `https://fresh.shops.example.in/account/orders/${linked.id}`;
    expect((await outboxByPhone(PRIYA.phone))[0]!.body).toBe(`Your Fresh Basket order ${linked.number} is out for delivery. Details: ${address}`);
    expect((await outboxByEmail(PRIYA.email))[0]!.body).toContain(address);

    // Without the setting, or for a website with no host under it, no text carries a link.
    const unlinked = [await newOrder(freshId), await newOrder(demoId)];
    await queueOrderMessage(db, unlinked[0]!.id, "out_for_delivery");
    await runMessagePass(deps());
    await queueOrderMessage(db, unlinked[1]!.id, "out_for_delivery");
    await runMessagePass(deps({ settings: { templates: {}, smsLinkDomain: "shops.example.in" } }));
    for (const o of unlinked) {
      const [copy] = await db
        .select({ body: t.smsOutbox.body })
        .from(t.smsOutbox)
        .where(and(sql`${t.smsOutbox.body} like ${`%${o.number}%`}`, eq(t.smsOutbox.phone, PRIYA.phone)));
      expect(copy!.body).not.toMatch(/https?:/);
    }
  });
});

describe("the worker's timer", () => {
  it("runs its extra work before each pass, sends what that queued, and stops after the pass in flight", async () => {
    const order = await newOrder();
    let sweeps = 0;
    const sweep = async () => {
      sweeps++;
      if (sweeps === 1) await queueOrderMessage(db, order.id, "placed");
      return sweeps === 1 ? 2 : 0;
    };
    const failing = async () => {
      throw new Error("a sweep that fails");
    };
    const log = silentLog();
    const stop = startMessageWorker({ ...deps(), log }, { everyMs: 20, extraWork: [failing, sweep] });
    const allSent = async () => (await rowsOf(order.id)).filter((r) => r.status === "sent").length === 2;
    for (let i = 0; i < 250 && !(await allSent()); i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect((await rowsOf(order.id)).map((r) => r.status)).toEqual(["sent", "sent"]);
    const after = sweeps;
    await new Promise((r) => setTimeout(r, 60));
    // Stopped: no pass ran since.
    expect(sweeps).toBe(after);
    expect(log.error).toHaveBeenCalled();
  });

  it("starts nothing when the interval is 0", async () => {
    const sweep = vi.fn(async () => 0);
    const stop = startMessageWorker({ ...deps(), log: silentLog() }, { everyMs: 0, extraWork: [sweep] });
    await stop();
    expect(sweep).not.toHaveBeenCalled();
  });
});

describe("the development outbox", () => {
  it("is read by phone or by email, one of them", async () => {
    for (const query of ["", "?phone=9876543210&email=priya@example.com", "?email=not-an-address"]) {
      const res = await client.get(`/s/api/dev/outbox${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json() as object).sort()).toEqual(["errors", "message"]);
    }
  });
});
