// "Notify me" (issue 33) over the real database and routes: a shopper waits only for a pack that
// is out of stock where they shop; when it is back on that shelf the sweep ends the request and
// queues one message, however often and by however many servers it runs at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { ProductListResponse } from "../../shared/api/products";
import { MAX_STOCK_ALERTS, NOT_WAITING, PACK_IN_STOCK, TOO_MANY_ALERTS, type StockAlert } from "../../shared/api/stock-alerts";
import { releaseStockAlerts } from "../domain/stock-alerts/stock-alerts";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const API = "/s/api/account/stock-alerts";
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

let phones = 0;
async function shopper(origin = DEMO) {
  const phone = `73131${String(++phones).padStart(5, "0")}`;
  const [user] = await h.services.db.insert(t.users).values({ phone, name: "Waiting Shopper" }).returning({ id: t.users.id });
  const client = new ShopClient(h.app, origin);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  if (origin === DEMO) expect((await client.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
  return { client, userId: user!.id };
}

let picked = 0;
/** A pack the shop sells in stock now, a different one each time. */
async function aPack(client: ShopClient) {
  const list = (await client.get("/s/api/products?perPage=100&page=2")).json() as ProductListResponse;
  const packs = list.data.flatMap((p) => p.packs).filter((k) => k.in_stock);
  return packs[picked++]!;
}
const setStock = (pack: { pack_id: number; warehouse_id: number }, quantity: number) =>
  h.services.db
    .update(t.stock)
    .set({ quantity })
    .where(and(eq(t.stock.packId, pack.pack_id), eq(t.stock.warehouseId, pack.warehouse_id)));
const messagesFor = (userId: number, packId: number) =>
  h.services.db
    .select({ channel: t.messageQueue.channel, event: t.messageQueue.event })
    .from(t.messageQueue)
    .where(and(eq(t.messageQueue.userId, userId), eq(t.messageQueue.packId, packId)));

describe("notify me", () => {
  it("waits only for a pack that is out of stock, once however often asked", async () => {
    const { client } = await shopper();
    const pack = await aPack(client);
    const ask = () => client.post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const inStock = await ask();
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toMatchObject({ message: PACK_IN_STOCK });

    await setStock(pack, 0);
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    expect((await client.get(API)).json()).toEqual([{ pack_id: pack.pack_id, warehouse_id: pack.warehouse_id }] satisfies StockAlert[]);
    await setStock(pack, 10);
  });

  it("sends one message when the pack is back, then the request ends", async () => {
    const { client, userId } = await shopper();
    const pack = await aPack(client);
    await setStock(pack, 0);
    expect((await client.post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(201);
    await releaseStockAlerts(h.services.db);
    expect(await messagesFor(userId, pack.pack_id)).toEqual([]);

    await setStock(pack, 4);
    // Three sweeps at once, as three servers would run them: one message per channel in all.
    await Promise.all([releaseStockAlerts(h.services.db), releaseStockAlerts(h.services.db), releaseStockAlerts(h.services.db)]);
    await releaseStockAlerts(h.services.db);
    expect((await messagesFor(userId, pack.pack_id)).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "email", event: "back_in_stock" },
      { channel: "sms", event: "back_in_stock" },
    ]);
    expect((await client.get(API)).json()).toEqual([]);
  });

  it("does not tell of a pack the shop stopped selling", async () => {
    const { client, userId } = await shopper();
    const pack = await aPack(client);
    await setStock(pack, 0);
    expect((await client.post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(201);
    await h.services.db.update(t.packs).set({ active: false }).where(eq(t.packs.id, pack.pack_id));
    await setStock(pack, 4);
    await releaseStockAlerts(h.services.db);
    expect(await messagesFor(userId, pack.pack_id)).toEqual([]);
    await h.services.db.update(t.packs).set({ active: true }).where(eq(t.packs.id, pack.pack_id));
  });

  it("ends a request on the shopper's word, and refuses strangers, unknown packs and too many", async () => {
    const { client, userId } = await shopper();
    const pack = await aPack(client);
    await setStock(pack, 0);
    expect((await client.post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(201);
    expect((await client.request("DELETE", `${API}/${pack.pack_id}`)).statusCode).toBe(204);
    const again = await client.request("DELETE", `${API}/${pack.pack_id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: NOT_WAITING });

    expect((await new ShopClient(h.app, DEMO).post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(401);
    // Another website's shopper cannot name this website's pack or warehouse.
    const elsewhere = await shopper(FRESH);
    expect((await elsewhere.client.post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(404);
    const bad = await client.post(API, { pack_id: "x", warehouse_id: pack.warehouse_id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { pack_id: "Give a pack id" } });

    const [web] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    const others = await h.services.db.select({ id: t.packs.id }).from(t.packs).where(eq(t.packs.websiteId, web!.id)).limit(MAX_STOCK_ALERTS);
    await h.services.db.insert(t.stockAlerts).values(others.map((o) => ({ websiteId: web!.id, userId, packId: o.id, warehouseId: pack.warehouse_id })));
    const many = await client.post(API, { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    expect(many.statusCode).toBe(409);
    expect(many.json()).toMatchObject({ message: TOO_MANY_ALERTS });
    await setStock(pack, 10);
  });
});
