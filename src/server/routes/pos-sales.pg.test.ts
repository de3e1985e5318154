// Two counters selling the last units of a pack at the same moment, on PostgreSQL with a pool of
// connections: the guarded stock update must let exactly one sale through and leave the stock at
// zero, never below, however the requests interleave. Run over several rounds.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { PosReceipt } from "../../shared/api/pos";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store
const MEENA = "9876543214"; // staff of the demo store
const ROUNDS = 8;

let h: TestApp;
let counters: ShopClient[] = [];
let demoId = 0;
let indiranagar = 0;

beforeAll(async () => {
  h = await createTestApp();
  const [demo] = await h.services.db.select().from(t.websites).where(eq(t.websites.code, "demo"));
  demoId = demo!.id;
  const [w] = await h.services.db.select().from(t.warehouses).where(eq(t.warehouses.name, "Indiranagar Hub"));
  indiranagar = w!.id;
  counters = await Promise.all(
    [ANITA, MEENA].map(async (phone, i) => {
      const client = new ShopClient(h.app, DEMO, `10.51.0.${i + 1}`);
      expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
      // Fetched now, so the race itself sends no extra request.
      await client.get("/s/api/cookie");
      return client;
    }),
  );
});
afterAll(() => h.close());

async function packWithStock(round: number, stock: number) {
  const [product] = await h.services.db
    .insert(t.products)
    .values({ websiteId: demoId, name: `Last Unit ${round}`, slug: `last-unit-${round}`, hsn: "1006", gstRate: "5" })
    .returning();
  const [pack] = await h.services.db.insert(t.packs).values({ websiteId: demoId, productId: product!.id, name: "500 g", price: 4_500, mrp: 5_000 }).returning();
  await h.services.db.insert(t.stock).values({ packId: pack!.id, warehouseId: indiranagar, quantity: stock });
  return pack!.id;
}

const stockOf = async (packId: number) =>
  (
    await h.services.db
      .select({ q: t.stock.quantity })
      .from(t.stock)
      .where(and(eq(t.stock.packId, packId), eq(t.stock.warehouseId, indiranagar)))
  )[0]!.q;

it("sells the last unit to one counter of two, every round", async () => {
  for (let round = 1; round <= ROUNDS; round++) {
    // Odd rounds race for the very last unit; even ones for the last two, each counter wanting both.
    const stock = round % 2 ? 1 : 2;
    const packId = await packWithStock(round, stock);
    const body = { warehouse_id: indiranagar, lines: [{ pack_id: packId, quantity: stock }], payment: { method: "cash", tendered: 100 } };
    const answers = await Promise.all(counters.map((c, i) => c.post("/s/api/pos/sales", body, { headers: { "idempotency-key": `race-${round}-${i}` } })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join("\n")).toEqual([201, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!;
    expect(lost.json()).toMatchObject({ errors: { lines: expect.any(String) } });
    const won = answers.find((r) => r.statusCode === 201)!.json() as PosReceipt;
    expect(won.lines[0]!.quantity).toBe(stock);
    expect(await stockOf(packId)).toBe(0);
    const [{ n }] = (await h.services.db.select({ n: count() }).from(t.orderItems).where(eq(t.orderItems.packId, packId))) as [{ n: number }];
    expect(n).toBe(1);
  }
}, 60_000);
