// Invoice numbers on PostgreSQL (CGST rule 46(b): consecutive, never reused or skipped): fifty
// orders of random carts invoiced at once, each in its own transaction on its own connection,
// take consecutive numbers in their series, and each invoice comes to its order's total to the
// paisa; an issue that rolls back gives its number back, so the next one takes it.
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

/** A little generator with a seed, so a failure can be run again as it was. */
function seeded(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % n;
  };
}

/**
 * Orders delivered in Karnataka from the demo store's warehouse. `varied`: one to four lines of
 * packs at every rate the catalogue has (exempt among them), a coupon's discount and a delivery
 * charge drawn at random, so the rounding of real figures is tried too; else one 5% pack.
 */
async function placedOrders(count: number, from: number, varied = false) {
  const { db } = database;
  const [demo] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const [priya] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
  const [warehouse] = await db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.websiteId, demo!.id)).limit(1);
  const packs = await db
    .select({ pack: t.packs, product: t.products })
    .from(t.packs)
    .innerJoin(t.products, eq(t.products.id, t.packs.productId))
    .where(and(eq(t.packs.websiteId, demo!.id), varied ? undefined : eq(t.products.gstRate, "5")))
    .orderBy(t.packs.id);
  expect(new Set(packs.map((p) => p.product.gstRate)).size).toBe(varied ? 4 : 1);
  const random = seeded(from);
  const carts = Array.from({ length: count }, () => {
    const lines = Array.from({ length: varied ? 1 + random(4) : 1 }, () => ({ ...packs[varied ? random(packs.length) : 0]!, quantity: varied ? 1 + random(5) : 2 }));
    const subtotal = lines.reduce((n, l) => n + l.pack.price * l.quantity, 0);
    const discount = varied ? random(Math.floor(subtotal / 2)) : 0;
    const deliveryCharge = varied ? [0, 2_500, 3_000][random(3)]! : 0;
    return { lines, subtotal, discount, deliveryCharge };
  });
  const address = { name: "Priya Sharma", phone: "9876543210", line1: "7, 2nd Main", line2: "", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" };
  const orders = await db
    .insert(t.orders)
    .values(
      carts.map((c, i) => ({
        websiteId: demo!.id,
        userId: priya!.id,
        orderNumber: `NUMBERS${from + i}`,
        status: "out_for_delivery",
        address,
        subtotal: c.subtotal,
        discount: c.discount,
        deliveryCharge: c.deliveryCharge,
        amount: c.subtotal - c.discount + c.deliveryCharge,
      })),
    )
    .returning({ id: t.orders.id, amount: t.orders.amount });
  await db.insert(t.orderItems).values(
    orders.flatMap((o, i) =>
      carts[i]!.lines.map(({ pack, product, quantity }) => ({
        orderId: o.id,
        packId: pack.id,
        productId: product.id,
        warehouseId: warehouse!.id,
        name: product.name,
        packName: pack.name,
        quantity,
        price: pack.price,
        mrp: pack.mrp,
        amount: pack.price * quantity,
      })),
    ),
  );
  return orders;
}

const seqs = async () =>
  (await database.db.select({ seq: t.invoices.seq, number: t.invoices.number, document: t.invoices.document }).from(t.invoices).orderBy(t.invoices.seq)).map((r) => ({
    seq: r.seq,
    number: r.number,
    doc: r.document as unknown as InvoiceDocument,
  }));

it("gives fifty invoices issued at once fifty consecutive numbers, each adding up to its order", async () => {
  const orders = await placedOrders(ORDERS, 1000, true);
  const ids = orders.map((o) => o.id);
  const at = new Date();
  const issued = await Promise.all(ids.map((id) => database.db.transaction((tx) => issueOrderInvoices(tx, id, at))));
  expect(issued).toEqual(ids.map(() => 1));

  const rows = await seqs();
  expect(rows).toHaveLength(ORDERS);
  expect(new Set(rows.map((r) => r.number)).size).toBe(ORDERS);
  // Tax invoices and invoice-cum-bills share INV, bills of supply (all exempt) have BOS: each
  // series counts 1, 2, 3 … with nothing skipped.
  for (const series of ["INV", "BOS"]) {
    const taken = rows.filter((r) => r.number.startsWith(`${series}/`)).map((r) => r.seq);
    expect(taken, series).toEqual(Array.from({ length: taken.length }, (_, i) => i + 1));
  }
  expect(rows.some((r) => r.number.startsWith("INV/"))).toBe(true);
  const amounts = new Map(orders.map((o) => [o.id, o.amount]));
  const byNumber = new Map((await database.db.select({ number: t.invoices.number, orderId: t.invoices.orderId }).from(t.invoices)).map((r) => [r.number, r.orderId]));
  for (const r of rows) {
    expect(r.number).toMatch(/^(INV|BOS)\/\d{4}\/\d{6}$/);
    expect(r.number.length).toBeLessThanOrEqual(16);
    expect(r.doc.number).toBe(r.number);
    // Rounded per line to the paisa, and still the order's total exactly.
    expect(r.doc.totals.total, r.number).toBe(amounts.get(byNumber.get(r.number)!));
    for (const l of r.doc.lines) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.total);
    expect(r.doc.lines.reduce((n, l) => n + l.total, 0)).toBe(r.doc.totals.total);
  }

  // Again for the same orders: each is invoiced once, and no number is taken.
  expect(await Promise.all(ids.map((id) => database.db.transaction((tx) => issueOrderInvoices(tx, id, at))))).toEqual(ids.map(() => 0));
  expect((await seqs()).length).toBe(ORDERS);
});

it("gives back the number of an issue that rolled back", async () => {
  const [first, second] = (await placedOrders(2, 2000)).map((o) => o.id);
  const at = new Date();
  const lastInv = async () => (await seqs()).filter((r) => r.number.startsWith("INV/")).at(-1)!;
  const before = (await lastInv()).seq;
  await expect(
    database.db.transaction(async (tx) => {
      await issueOrderInvoices(tx, first!, at);
      throw new Error("the dispatch failed after the invoice");
    }),
  ).rejects.toThrow("the dispatch failed");
  await database.db.transaction((tx) => issueOrderInvoices(tx, second!, at));
  const last = await lastInv();
  expect(last.seq).toBe(before + 1);
  expect(last.doc.orderNumber).toBe("NUMBERS2001");
});
