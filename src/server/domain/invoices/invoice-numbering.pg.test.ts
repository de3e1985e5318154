// Invoice numbers on PostgreSQL (CGST rule 46(b): consecutive, never reused or skipped): fifty
// orders invoiced at once, each in its own transaction on its own connection, take fifty
// consecutive numbers; an issue that rolls back gives its number back, so the next one takes it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { inject } from "vitest";
import "../../testing/provided-context";
import { and, eq } from "drizzle-orm";
import { adminQuery, databaseUrl, randomName } from "../../db/admin";
import { openDatabase, type Database } from "../../db/client";
import * as t from "../../db/schema";
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import { issueOrderInvoices } from "./issue-order-invoices";

const ORDERS = 50;

let name = "";
let database: Database;

beforeAll(async () => {
  name = randomName("kirana_invoices");
  await adminQuery(`create database ${name} template ${inject("kiranaTestTemplate")}`);
  database = await openDatabase({ url: databaseUrl(name), poolSize: 12 });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
});

/** Orders of one 5% pack each, delivered in Karnataka from the demo store's warehouse. */
async function placedOrders(count: number, from: number) {
  const { db } = database;
  const [demo] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const [priya] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
  const [warehouse] = await db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.websiteId, demo!.id)).limit(1);
  const [pack] = await db
    .select({ pack: t.packs, product: t.products })
    .from(t.packs)
    .innerJoin(t.products, eq(t.products.id, t.packs.productId))
    .where(and(eq(t.packs.websiteId, demo!.id), eq(t.products.gstRate, "5")))
    .limit(1);
  const address = { name: "Priya Sharma", phone: "9876543210", line1: "7, 2nd Main", line2: "", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" };
  const orders = await db
    .insert(t.orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        websiteId: demo!.id,
        userId: priya!.id,
        orderNumber: `NUMBERS${from + i}`,
        status: "out_for_delivery",
        address,
        subtotal: pack!.pack.price * 2,
        amount: pack!.pack.price * 2,
      })),
    )
    .returning({ id: t.orders.id });
  await db.insert(t.orderItems).values(
    orders.map((o) => ({
      orderId: o.id,
      packId: pack!.pack.id,
      productId: pack!.product.id,
      warehouseId: warehouse!.id,
      name: pack!.product.name,
      packName: pack!.pack.name,
      quantity: 2,
      price: pack!.pack.price,
      mrp: pack!.pack.mrp,
      amount: pack!.pack.price * 2,
    })),
  );
  return orders.map((o) => o.id);
}

const seqs = async () =>
  (await database.db.select({ seq: t.invoices.seq, number: t.invoices.number, document: t.invoices.document }).from(t.invoices).orderBy(t.invoices.seq)).map((r) => ({
    seq: r.seq,
    number: r.number,
    doc: r.document as unknown as InvoiceDocument,
  }));

it("gives fifty invoices issued at once fifty consecutive numbers", async () => {
  const ids = await placedOrders(ORDERS, 1000);
  const at = new Date();
  const issued = await Promise.all(ids.map((id) => database.db.transaction((tx) => issueOrderInvoices(tx, id, at))));
  expect(issued).toEqual(ids.map(() => 1));

  const rows = await seqs();
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.number)).size).toBe(ORDERS);
  for (const r of rows) {
    expect(r.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(r.number.length).toBeLessThanOrEqual(16);
    expect(r.doc.number).toBe(r.number);
  }

  // Again for the same orders: each is invoiced once, and no number is taken.
  expect(await Promise.all(ids.map((id) => database.db.transaction((tx) => issueOrderInvoices(tx, id, at))))).toEqual(ids.map(() => 0));
  expect((await seqs()).length).toBe(ORDERS);
});

it("gives back the number of an issue that rolled back", async () => {
  const [first, second] = await placedOrders(2, 2000);
  const at = new Date();
  await expect(
    database.db.transaction(async (tx) => {
      await issueOrderInvoices(tx, first!, at);
      throw new Error("the dispatch failed after the invoice");
    }),
  ).rejects.toThrow("the dispatch failed");
  await database.db.transaction((tx) => issueOrderInvoices(tx, second!, at));
  const rows = await seqs();
  expect(rows.at(-1)!.seq).toBe(ORDERS + 1);
  expect(rows.at(-1)!.doc.orderNumber).toBe("NUMBERS2001");
});
