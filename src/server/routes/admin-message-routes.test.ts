// The back office's Messages API over the real database: every event on until the owner turns
// it off, a save that changes only the events it names and leaves one audit entry, bad input
// refused with nothing written, and the recent messages of the active website only, with their
// order, status, tries and reason, filtered by status.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { MessageSettingsAnswer, RecentMessagesAnswer } from "../../shared/api/admin-messages";
import { queueOrderMessage } from "../domain/messages/queue-message";
import { runMessagePass } from "../domain/messages/message-worker";
import { SKIP_REASONS } from "../domain/messages/deliver-message";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper
const SETTINGS = "/s/api/admin/messages/settings";
const RECENT = "/s/api/admin/messages";
const ALL_ON = { placed: true, out_for_delivery: true, delivered: true, cancelled: true, refunded: true, back_in_stock: true };

let h: TestApp;
let anita: ShopClient;
let demoId: number;
let freshId: number;
let ips = 0;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.66.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}
const websiteId = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
const stored = async (id: number) => (await h.services.db.select({ events: t.websites.messageEvents }).from(t.websites).where(eq(t.websites.id, id)))[0]!.events;
const audits = (id: number) =>
  h.services.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.websiteId, id), eq(t.auditLog.entityType, "message_settings")));
const put = (c: ShopClient, body: unknown) => c.request("PUT", SETTINGS, { body });

beforeAll(async () => {
  h = await createTestApp();
  demoId = await websiteId("demo");
  freshId = await websiteId("fresh");
  anita = await signedIn(ANITA);
});
afterAll(() => h?.close());

describe("message switches", () => {
  it("are all on until the owner turns one off", async () => {
    const res = await anita.get(SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ events: ALL_ON });
  });

  it("change only the events a save names, keep only what is off, and leave one audit entry per change", async () => {
    let res = await put(anita, { events: { delivered: false, back_in_stock: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ events: { ...ALL_ON, delivered: false, back_in_stock: false } } satisfies MessageSettingsAnswer);
    expect(await stored(demoId)).toEqual({ delivered: false, back_in_stock: false });

    res = await put(anita, { events: { delivered: true } });
    expect(res.json()).toEqual({ events: { ...ALL_ON, back_in_stock: false } });
    expect(await stored(demoId)).toEqual({ back_in_stock: false });
    // Saving what is already so changes nothing and logs nothing.
    await put(anita, { events: { placed: true } });

    const entries = await audits(demoId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ action: "update", entityId: demoId, before: { ...ALL_ON, delivered: false, back_in_stock: false }, after: { ...ALL_ON, back_in_stock: false } });
    // The other website's switches are its own.
    expect((await (await signedIn(ANITA, FRESH)).get(SETTINGS)).json()).toEqual({ events: ALL_ON });
  });

  it("refuse bad input with a message per field and write nothing", async () => {
    const before = await stored(demoId);
    for (const [body, field] of [
      [{ events: { no_such_event: false } }, "events"],
      [{ events: { placed: "off" } }, "events.placed"],
      [{ events: "placed" }, "events"],
      [{}, "events"],
    ] as const) {
      const res = await put(anita, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const answer = res.json() as { message: string; errors: Record<string, string> };
      expect(Object.keys(answer).sort()).toEqual(["errors", "message"]);
      expect(Object.keys(answer.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect(await stored(demoId)).toEqual(before);
  });

  it("are refused to a shopper (403) and a visitor (401)", async () => {
    expect((await (await signedIn(PRIYA)).get(SETTINGS)).statusCode).toBe(403);
    expect((await new ShopClient(h.app, DEMO, "10.66.1.1").request("PUT", SETTINGS, { body: { events: { placed: false } } })).statusCode).toBe(401);
    expect(await stored(demoId)).toEqual({ back_in_stock: false });
  });
});

describe("recent messages", () => {
  it("lists the active website's messages, newest first, with the order, status, tries and reason, by status", async () => {
    const [priya] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, PRIYA));
    const order = async (websiteId: number, number: string) => {
      const [row] = await h.services.db.insert(t.orders).values({ websiteId, userId: priya!.id, orderNumber: number, status: "placed", amount: 5000 }).returning({ id: t.orders.id });
      return row!.id;
    };
    await put(anita, { events: { cancelled: false } });
    const placed = await order(demoId, "RECENT1");
    await queueOrderMessage(h.services.db, placed, "placed");
    await queueOrderMessage(h.services.db, await order(freshId, "FRESHONLY1"), "placed");
    await runMessagePass({ db: h.services.db, sms: h.services.sms, email: h.services.email, settings: { templates: {} } });
    const off = await order(demoId, "RECENT2");
    await h.services.db.insert(t.orderEvents).values({ orderId: off, status: "placed" });
    await queueOrderMessage(h.services.db, off, "cancelled");
    await runMessagePass({ db: h.services.db, sms: h.services.sms, email: h.services.email, settings: { templates: {} } });

    const res = await anita.get(RECENT);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RecentMessagesAnswer;
    expect(answer.meta).toEqual({ total: 4, page: 1, per_page: 20 });
    expect(answer.data.map((m) => [m.order_number, m.event, m.channel, m.status, m.attempts, m.last_error])).toEqual([
      ["RECENT2", "cancelled", "email", "skipped", 1, SKIP_REASONS.off],
      ["RECENT2", "cancelled", "sms", "skipped", 1, SKIP_REASONS.off],
      ["RECENT1", "placed", "email", "sent", 1, ""],
      ["RECENT1", "placed", "sms", "sent", 1, ""],
    ]);
    expect(answer.data[3]).toMatchObject({ product: null, next_attempt_at: null });
    expect(answer.data[3]!.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.body).not.toContain("FRESHONLY1");

    const sent = (await anita.get(`${RECENT}?status=sent&per_page=5`)).json() as RecentMessagesAnswer;
    expect(sent.meta).toEqual({ total: 2, page: 1, per_page: 5 });
    expect(sent.data.every((m) => m.status === "sent")).toBe(true);
    for (const query of ["?status=lost", "?per_page=7", "?page=0"]) expect((await anita.get(`${RECENT}${query}`)).statusCode, query).toBe(422);
  });
});
