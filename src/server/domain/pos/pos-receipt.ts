// Reads counter sales back (issue 12): a sale's receipt by its order number, and the sales of
// one shop day with their totals by payment method. Only orders the counter made (channel
// "pos", with their pos_sales row) of the website are found; any other order number is not.
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderDocumentsOf } from "../invoices/order-documents";
import * as t from "../../db/schema";
import { POS_PAYMENT_METHOD_LABELS, POS_PAYMENT_METHODS, SALE_NOT_FOUND, type PosDayAnswer, type PosPaymentMethod, type PosReceipt } from "../../../shared/api/pos";
import { toRupees } from "../../../shared/money";
import { shopMidnight } from "../../../shared/shop-time";
import { notFound } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { customerName } from "../admin-people/website-customers";
import { shopPeriodStart } from "../delivery/next-slot";
import type { CounterStaff } from "../websites/website-admins";
import { posShop } from "./pos-shop";

export const POS_CHANNEL = "pos";

const staff = aliasedTable(t.users, "staff");
const customer = aliasedTable(t.users, "customer");
const voider = aliasedTable(t.users, "voider");

const saleColumns = (db: Db | Tx, websiteId: number) => ({
  order: t.orders,
  sale: t.posSales,
  warehouse: { id: t.warehouses.id, name: t.warehouses.name, address: t.warehouses.address },
  staff: { name: staff.name },
  customer: { id: customer.id, name: customerName(db, websiteId, customer), phone: customer.phone },
  voider: { name: voider.name },
});

const sales = (db: Db | Tx, websiteId: number) =>
  db
    .select(saleColumns(db, websiteId))
    .from(t.orders)
    .innerJoin(t.posSales, eq(t.posSales.orderId, t.orders.id))
    .leftJoin(t.warehouses, eq(t.warehouses.id, t.posSales.warehouseId))
    .leftJoin(staff, eq(staff.id, t.posSales.staffId))
    .leftJoin(customer, eq(customer.id, t.orders.userId))
    .leftJoin(voider, eq(voider.id, t.posSales.voidedBy));

/** A counter sale of the website (its orders of the pos channel). */
export const counterSale = (websiteId: number) => and(eq(t.orders.websiteId, websiteId), eq(t.orders.channel, POS_CHANNEL));

/** The shop-local day starting at `date` (YYYY-MM-DD), as instants. */
function shopDay(date: string): { from: Date; to: Date } {
  return { from: shopMidnight(date), to: shopMidnight(date, 1) };
}

/** A sale made today, shop time. */
export const ofToday = (sale: { createdAt: Date }, now: Date) => sale.createdAt >= shopPeriodStart(now, "day");

/**
 * Whether this caller may void the sale: one not voided yet, of today for staff. Admins may void
 * one of any day: a counter sale is delivered at once, so nothing else in the back office can
 * take a mistaken one back after midnight.
 */
export const voidable = (sale: { voidedAt: Date | null; createdAt: Date }, now: Date, role: CounterStaff["role"]) => sale.voidedAt === null && (role === "admin" || ofToday(sale, now));

export async function posReceipt(db: Db | Tx, websiteId: number, orderNumber: string, now: Date, role: CounterStaff["role"]): Promise<PosReceipt> {
  const [row] = await sales(db, websiteId).where(and(counterSale(websiteId), eq(t.orders.orderNumber, orderNumber)));
  if (!row) throw notFound(SALE_NOT_FOUND);
  const { order, sale } = row;
  const [items, shop, documents] = await Promise.all([
    db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.id)),
    posShop(db, websiteId),
    orderDocumentsOf(db as Db, order.id),
  ]);
  const mrpTotal = items.reduce((sum, i) => sum + i.mrp * i.quantity, 0);
  const method = sale.method as PosPaymentMethod;
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    status: sale.voidedAt ? "voided" : "completed",
    shop: { name: shop.name, address: shop.address, phone: shop.phone },
    warehouse: row.warehouse ?? { id: 0, name: "", address: "" },
    staff: { name: row.staff?.name ?? "" },
    customer: row.customer,
    lines: items.map((i) => ({ pack_id: i.packId, name: i.name, pack: i.packName, quantity: i.quantity, price: toRupees(i.price), mrp: toRupees(i.mrp), amount: toRupees(i.amount) })),
    subtotal: toRupees(order.subtotal),
    mrp_total: toRupees(mrpTotal),
    discount: toRupees(order.discount),
    savings: toRupees(Math.max(0, mrpTotal - order.amount)),
    total: toRupees(order.amount),
    coupon_code: order.couponCode,
    payment: {
      method,
      label: POS_PAYMENT_METHOD_LABELS[method] ?? sale.method,
      amount: toRupees(order.amount),
      tendered: sale.tendered === null ? null : toRupees(sale.tendered),
      change: sale.change === null ? null : toRupees(sale.change),
      reference: sale.reference,
    },
    voided: sale.voidedAt ? { at: sale.voidedAt.toISOString(), by: row.voider?.name ?? "", reason: sale.voidReason } : null,
    can_void: voidable(sale, now, role),
    documents,
  };
}

export async function posDay(db: Db, websiteId: number, date: string, now: Date, role: CounterStaff["role"]): Promise<PosDayAnswer> {
  const { from, to } = shopDay(date);
  const rows = await sales(db, websiteId)
    .where(and(counterSale(websiteId), gte(t.orders.createdAt, from), lt(t.orders.createdAt, to)))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id));
  const counts = rows.length
    ? await db
        .select({ orderId: t.orderItems.orderId, n: sql<number>`sum(${t.orderItems.quantity})`.mapWith(Number) })
        .from(t.orderItems)
        .where(
          inArray(
            t.orderItems.orderId,
            rows.map((r) => r.order.id),
          ),
        )
        .groupBy(t.orderItems.orderId)
    : [];
  const items = new Map(counts.map((c) => [c.orderId, c.n]));
  const byMethod = Object.fromEntries(POS_PAYMENT_METHODS.map((m) => [m, { count: 0, total: 0 }])) as PosDayAnswer["totals"]["by_method"];
  // Summed in paise, shaped in rupees at the end, so many sales add up to the paisa.
  const totals = { count: 0, total: 0 };
  const voided = { count: 0, total: 0 };
  const paise = Object.fromEntries(POS_PAYMENT_METHODS.map((m) => [m, 0])) as Record<PosPaymentMethod, number>;
  for (const { order, sale } of rows) {
    if (sale.voidedAt) {
      voided.count += 1;
      voided.total += order.amount;
      continue;
    }
    const method = sale.method as PosPaymentMethod;
    totals.count += 1;
    totals.total += order.amount;
    byMethod[method].count += 1;
    paise[method] += order.amount;
  }
  for (const m of POS_PAYMENT_METHODS) byMethod[m].total = toRupees(paise[m]);
  return {
    date,
    sales: rows.map(({ order, sale, ...r }) => ({
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      total: toRupees(order.amount),
      items: items.get(order.id) ?? 0,
      method: sale.method as PosPaymentMethod,
      customer: r.customer,
      staff: r.staff?.name ?? "",
      warehouse: r.warehouse?.name ?? "",
      status: sale.voidedAt ? "voided" : "completed",
      can_void: voidable(sale, now, role),
    })),
    totals: { count: totals.count, total: toRupees(totals.total), by_method: byMethod },
    voided: { count: voided.count, total: toRupees(voided.total) },
  };
}
