// A fresh PostgreSQL database holding the demo shop, made ready for a benchmark: a well-stocked
// hub with roomy slots, and signed-in shoppers at 560038 with an address each, made straight in
// the database (signing in by OTP would measure the sign-in, and its rate limits would refuse).
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import * as t from "../src/server/db/schema";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { adminQuery, databaseUrl, randomName } from "../src/server/db/admin";
import type { CheckoutSummary, PlaceOrderBody } from "../src/shared/api/checkout";
import { sessionCookieName } from "../src/server/http/session-cookie";

/** The stock every stocked pack of the hub is given, and given back by `restock`. */
const PLENTY = 100_000;

export interface BenchSession {
  /** The session cookie's value. */
  id: string;
}

export interface BenchShop {
  /** The database's name and address; `drop` removes it. */
  name: string;
  url: string;
  websiteId: number;
  hubId: number;
  /** Packs in stock at the hub. */
  packIds: number[];
  sessions: BenchSession[];
  drop(): Promise<void>;
}

/** The session cookie's name: the benchmarks' servers run in production mode, which prefixes it with __Host-. */
export const BENCH_SESSION_COOKIE = sessionCookieName("production");

/** The anti-forgery token a server with this SESSION_SECRET expects beside the session. */
export function xsrfToken(secret: string, session: BenchSession): string {
  return createHmac("sha256", secret).update(`xsrf:${session.id}`).digest("base64url");
}

/** Creates the database, migrates and seeds it, and signs in `shoppers` shoppers. */
export async function createBenchShop(opts: { prefix: string; shoppers: number }): Promise<BenchShop> {
  const name = randomName(opts.prefix);
  await adminQuery(`create database ${name}`);
  const url = databaseUrl(name);
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  const database = await openDatabase({ url, poolSize: 2 }).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  try {
    await prepareDatabase(database);
    const db = database.db;
    const [web] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    const [hub] = await db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.name, "Indiranagar Hub"));
    // What is measured is the shop at work, not running out: packs sold out in the demo stay so.
    await db.update(t.stock).set({ quantity: sql`case when ${t.stock.quantity} = 0 then 0 else ${PLENTY} end` });
    await db.update(t.deliverySlots).set({ capacity: 1_000_000 });
    const sessions: BenchSession[] = [];
    for (let i = 0; i < opts.shoppers; i++) {
      const [user] = await db
        .insert(t.users)
        .values({ phone: `76000${String(i).padStart(5, "0")}`, name: `Bench ${i}` })
        .returning({ id: t.users.id });
      const id = randomBytes(32).toString("base64url");
      await db.insert(t.sessions).values({
        idHash: createHash("sha256").update(id).digest("base64url"),
        websiteId: web!.id,
        userId: user!.id,
        pincode: "560038",
        warehouseId: hub!.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      await db
        .insert(t.addresses)
        .values({ websiteId: web!.id, userId: user!.id, name: `Bench ${i}`, phone: "9876543210", line1: "1 Bench Road", city: "Bengaluru", state: "Karnataka", pincode: "560038", isDefault: true });
      sessions.push({ id });
    }
    const packs = await db
      .select({ id: t.packs.id })
      .from(t.packs)
      .innerJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, hub!.id)))
      .where(and(eq(t.packs.websiteId, web!.id), sql`${t.stock.quantity} > 0`));
    await database.close();
    return { name, url, websiteId: web!.id, hubId: hub!.id, packIds: packs.map((p) => p.id), sessions, drop };
  } catch (error) {
    await database.close().catch(() => {});
    await drop();
    throw error;
  }
}

/** Gives the hub's stocked packs their plenty back, so a long run never sells one out. */
export async function restock(shop: BenchShop): Promise<void> {
  const database = await openDatabase({ url: shop.url, poolSize: 1 });
  try {
    await database.db
      .update(t.stock)
      .set({ quantity: PLENTY })
      .where(and(eq(t.stock.warehouseId, shop.hubId), inArray(t.stock.packId, shop.packIds)));
  } finally {
    await database.close();
  }
}

/** A cash-on-delivery order for what the summary's cart holds: the first address, each group's first slot. */
export function cashOrderBody(summary: CheckoutSummary): PlaceOrderBody {
  const slots = summary.cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
  return { address_id: summary.addresses[0]!.id, payment_method: "cod", slots };
}
