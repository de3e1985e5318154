// Two server processes on one PostgreSQL database send from one message queue (ADR 0079): every
// queued message, of every event and on both channels, reaches the outbox exactly once, each
// message is claimed once (the processes' own counts add up to the queue), and both processes
// took a share, so the claims really did race.
import { afterAll, beforeAll, expect, it } from "vitest";
import { inject } from "vitest";
import "../../testing/provided-context";
import { count, eq, sql } from "drizzle-orm";
import { adminQuery, databaseUrl, randomName } from "../../db/admin";
import { openDatabase, queryRows, type Database } from "../../db/client";
import * as t from "../../db/schema";
import { startServerProcess, type ServerProcess } from "../../testing/server-process";
import { queueOrderMessage, queueStockMessage } from "./queue-message";

const ORDERS = 60;
const ORDER_EVENTS = ["placed", "out_for_delivery", "delivered", "refunded"] as const;

let name = "";
let database: Database;
let servers: ServerProcess[] = [];
/** What each server process says it handled, from its own log. */
const handled = [0, 0];

beforeAll(async () => {
  name = randomName("kirana_msgs");
  await adminQuery(`create database ${name} template ${inject("kiranaTestTemplate")}`);
  database = await openDatabase({ url: databaseUrl(name), poolSize: 4 });
  const hear = (index: number) => (line: string) => {
    if (!line.includes('"messages_handled"')) return;
    handled[index]! += (JSON.parse(line) as { handled: number }).handled;
  };
  servers = await Promise.all(
    [0, 1].map((index) =>
      startServerProcess({
        databaseUrl: databaseUrl(name),
        nodeEnv: "test",
        env: { MESSAGES_POLL_SECONDS: "1", LOG_LEVEL: "info", LOG_FORMAT: "json" },
        onLogLine: hear(index),
      }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.close();
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
});

it("sends every queued message once, with two processes sharing the queue", async () => {
  const { db } = database;
  const [demo] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const [priya] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
  const orders = await db
    .insert(t.orders)
    .values(Array.from({ length: ORDERS }, (_, i) => ({ websiteId: demo!.id, userId: priya!.id, orderNumber: `TWOPROC${1000 + i}`, status: "placed", amount: 10_000 + i })))
    .returning({ id: t.orders.id, number: t.orders.orderNumber });
  await db.insert(t.orderEvents).values(orders.map((o) => ({ orderId: o.id, status: "placed" })));
  const packs = await db.select({ id: t.packs.id }).from(t.packs).where(eq(t.packs.websiteId, demo!.id)).limit(20);

  // Queued as the order changes queue them, while both processes poll.
  await db.transaction(async (tx) => {
    for (const [i, order] of orders.entries()) {
      for (const event of ORDER_EVENTS) await queueOrderMessage(tx, order.id, event, event === "refunded" ? { amount: 500 } : {});
      if (i % 3 === 0) await queueOrderMessage(tx, order.id, "cancelled");
    }
    for (const pack of packs) await queueStockMessage(tx, { websiteId: demo!.id, userId: priya!.id, packId: pack.id, createdAt: new Date() });
  });
  const [queued] = await db.select({ n: count() }).from(t.messageQueue);
  const cancelled = Math.ceil(ORDERS / 3);
  expect(queued!.n).toBe(2 * (ORDERS * ORDER_EVENTS.length + cancelled + packs.length));

  const pending = async () => (await db.select({ n: count() }).from(t.messageQueue).where(eq(t.messageQueue.status, "pending")))[0]!.n;
  for (let i = 0; i < 600 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await pending()).toBe(0);

  // Every message sent on its first claim: no lease ran out, nothing was tried twice.
  const statuses = await queryRows<{ status: string; attempts: number; n: string }>(db, sql`select status, attempts, count(*)::text as n from message_queue group by status, attempts`);
  expect(statuses).toEqual([{ status: "sent", attempts: 1, n: String(queued!.n) }]);

  // Each order's events: one text and one email in the outbox, no more.
  const copies = await queryRows<{ event: string; channel: string; number: string; n: string }>(
    db,
    sql`select o.event, case when o.phone is not null then 'sms' else 'email' end as channel, substring(o.body from 'TWOPROC[0-9]+') as number, count(*)::text as n
        from sms_outbox o where o.event is not null group by 1, 2, 3`,
  );
  const byOrder = copies.filter((c) => c.number !== null);
  expect(byOrder).toHaveLength(2 * (ORDERS * ORDER_EVENTS.length + cancelled));
  expect(byOrder.filter((c) => c.n !== "1")).toEqual([]);
  const stock = copies.filter((c) => c.event === "back_in_stock");
  expect(stock.reduce((sum, c) => sum + Number(c.n), 0)).toBe(2 * packs.length);
  const [outbox] = await db
    .select({ n: count() })
    .from(t.smsOutbox)
    .where(sql`${t.smsOutbox.event} is not null`);
  expect(outbox!.n).toBe(queued!.n);

  // The processes' own counts: each claimed its share, and together exactly the queue.
  for (let i = 0; i < 50 && handled[0]! + handled[1]! < queued!.n; i++) await new Promise((r) => setTimeout(r, 100));
  expect(handled[0]! + handled[1]!).toBe(queued!.n);
  expect(handled[0]).toBeGreaterThan(0);
  expect(handled[1]).toBeGreaterThan(0);
}, 120_000);
