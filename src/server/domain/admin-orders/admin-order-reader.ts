// Reads the active website's orders for its admins (issue 11): the filtered list and one order
// in full, with what its packing slip needs. Every lookup is scoped to the website, so another
// website's order number is simply not found.
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { toRupees } from "../../../shared/money";
import { orderStatusLabel, type OrderStatus } from "../../../shared/order-status";
import { shopMidnight } from "../../../shared/shop-time";
import {
  ORDER_NOT_FOUND,
  type AdminOrderCounter,
  type AdminOrderDetail,
  type AdminOrderRefund,
  type AdminOrderSlot,
  type AdminOrderSummary,
  type AdminOrdersAnswer,
  type OrderListQuery,
  type OrderPaymentMethod,
} from "../../../shared/api/admin-orders";
import { notFound } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { containsPattern } from "../admin-catalogue/admin-products";
import { peopleOf } from "../admin-people/website-customers";
import { adminNextStatuses, cancellable } from "./admin-order-moves";
import { refundRetryable } from "./order-refunds";
import { createReportQueue } from "../order-reports/report-queue";
import { orderDocumentsOf } from "../invoices/order-documents";

type OrderRow = typeof t.orders.$inferSelect;
type Person = { id: number; name: string; phone: string };
type CounterRow = { sale: typeof t.posSales.$inferSelect; warehouseName: string | null };

const slotOf = (d: typeof t.orderDeliveries.$inferSelect): AdminOrderSlot => ({ slot_id: d.slotId, date: d.date, start_time: d.startTime, end_time: d.endTime });

/** The shop's postal address as lines for the slip's heading (webAddress is free-form). */
function addressLines(address: Record<string, unknown>): string[] {
  const text = (key: string) => (typeof address[key] === "string" ? (address[key] as string).trim() : "");
  const place = [text("city"), [text("state"), text("pincode")].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [text("line1"), text("line2"), place, text("phone")].filter(Boolean);
}

export function createAdminOrderReader(db: Db) {
  const reportQueue = createReportQueue(db);
  function filters(websiteId: number, q: OrderListQuery): SQL {
    const where: SQL[] = [eq(t.orders.websiteId, websiteId)];
    if (q.status) where.push(inArray(t.orders.status, q.status));
    if (q.from) where.push(gte(t.orders.createdAt, shopMidnight(q.from)));
    if (q.to) where.push(lt(t.orders.createdAt, shopMidnight(q.to, 1)));
    if (q.payment_method) where.push(eq(t.orders.paymentMethod, q.payment_method));
    if (q.channel) where.push(eq(t.orders.channel, q.channel));
    if (q.slot_date !== undefined || q.slot_id !== undefined) {
      const booked = [eq(t.orderDeliveries.orderId, t.orders.id)];
      if (q.slot_date !== undefined) booked.push(eq(t.orderDeliveries.date, q.slot_date));
      if (q.slot_id !== undefined) booked.push(eq(t.orderDeliveries.slotId, q.slot_id));
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(t.orderDeliveries)
            .where(and(...booked)),
        ),
      );
    }
    if (q.pincode) where.push(sql`${t.orders.address}->>'pincode' = ${q.pincode}`);
    if (q.q) {
      const pattern = containsPattern(q.q);
      where.push(
        or(
          ilike(t.orders.orderNumber, pattern),
          sql`${t.orders.address}->>'phone' like ${pattern}`,
          exists(
            db
              .select({ one: sql`1` })
              .from(t.users)
              .where(and(eq(t.users.id, t.orders.userId), ilike(t.users.phone, pattern))),
          ),
        )!,
      );
    }
    return and(...where)!;
  }

  /** The people by this website's names for them: a customer added by its counter or agent under the name typed there. */
  const people = (websiteId: number, ids: (number | null)[]): Promise<Map<number, Person>> => peopleOf(db, websiteId, ids);

  const summary = (row: OrderRow, items: number, customer: Person | null, slot: AdminOrderSlot | null): AdminOrderSummary => ({
    id: row.id,
    order_number: row.orderNumber,
    status: row.status as OrderStatus,
    status_label: orderStatusLabel(row.status),
    created_at: row.createdAt.toISOString(),
    amount: toRupees(row.amount),
    items_count: items,
    // Written only by checkout (its PAYMENT_METHODS) and the counter (POS_PAYMENT_METHODS).
    payment_method: row.paymentMethod as OrderPaymentMethod,
    payment_status: row.paymentStatus,
    customer,
    pincode: row.address?.pincode ?? null,
    slot,
    channel: row.channel,
  });

  const counterOf = ({ sale, warehouseName }: CounterRow, person: (id: number | null) => Person | null): AdminOrderCounter => ({
    warehouse: sale.warehouseId !== null && warehouseName !== null ? { id: sale.warehouseId, name: warehouseName } : null,
    staff: person(sale.staffId),
    tendered: sale.tendered === null ? null : toRupees(sale.tendered),
    change: sale.change === null ? null : toRupees(sale.change),
    reference: sale.reference,
    voided: sale.voidedAt ? { at: sale.voidedAt.toISOString(), by: person(sale.voidedBy), reason: sale.voidReason } : null,
  });

  async function orderByNumber(dbOrTx: Db | Tx, websiteId: number, orderNumber: string): Promise<OrderRow> {
    const [row] = await dbOrTx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.orderNumber, orderNumber)));
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return row;
  }

  return {
    orderByNumber,

    async list(websiteId: number, q: OrderListQuery): Promise<AdminOrdersAnswer> {
      const where = filters(websiteId, q);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(t.orders)
          .where(where)
          .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(t.orders)
          .where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const [counts, deliveries, customers] = await Promise.all([
        ids.length
          ? db
              .select({ orderId: t.orderItems.orderId, n: sql<number>`sum(${t.orderItems.quantity})`.mapWith(Number) })
              .from(t.orderItems)
              .where(inArray(t.orderItems.orderId, ids))
              .groupBy(t.orderItems.orderId)
          : [],
        ids.length ? db.select().from(t.orderDeliveries).where(inArray(t.orderDeliveries.orderId, ids)).orderBy(asc(t.orderDeliveries.date), asc(t.orderDeliveries.startTime)) : [],
        people(
          websiteId,
          rows.map((r) => r.userId),
        ),
      ]);
      return {
        data: rows.map((row) => {
          const slot = deliveries.find((d) => d.orderId === row.id);
          return summary(row, counts.find((c) => c.orderId === row.id)?.n ?? 0, (row.userId !== null && customers.get(row.userId)) || null, slot ? slotOf(slot) : null);
        }),
        meta: { total: counted?.n ?? 0, page: q.page, per_page: q.per_page },
      };
    },

    async detail(websiteId: number, orderNumber: string): Promise<AdminOrderDetail> {
      const row = await orderByNumber(db, websiteId, orderNumber);
      const warehouse = alias(t.warehouses, "item_warehouse");
      const [items, deliveries, payments, refunds, events, [counter], [website], reports, documents] = await Promise.all([
        db
          .select({ item: t.orderItems, warehouseName: warehouse.name })
          .from(t.orderItems)
          .leftJoin(warehouse, eq(warehouse.id, t.orderItems.warehouseId))
          .where(eq(t.orderItems.orderId, row.id))
          .orderBy(asc(t.orderItems.id)),
        db.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, row.id)).orderBy(asc(t.orderDeliveries.date), asc(t.orderDeliveries.startTime)),
        db
          .select()
          .from(t.payments)
          .where(and(eq(t.payments.orderId, row.id), eq(t.payments.websiteId, websiteId)))
          .orderBy(asc(t.payments.id)),
        db
          .select()
          .from(t.refunds)
          .where(and(eq(t.refunds.orderId, row.id), eq(t.refunds.websiteId, websiteId)))
          .orderBy(asc(t.refunds.id)),
        db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, row.id)).orderBy(asc(t.orderEvents.createdAt), asc(t.orderEvents.id)),
        db
          .select({ sale: t.posSales, warehouseName: t.warehouses.name })
          .from(t.posSales)
          .leftJoin(t.warehouses, eq(t.warehouses.id, t.posSales.warehouseId))
          .where(and(eq(t.posSales.orderId, row.id), eq(t.posSales.websiteId, websiteId))),
        db.select({ name: t.websites.name, address: t.websites.webAddress }).from(t.websites).where(eq(t.websites.id, websiteId)),
        reportQueue.forOrder(websiteId, row.id),
        orderDocumentsOf(db, row.id),
      ]);
      const persons = await people(websiteId, [row.userId, row.agentId, counter?.sale.staffId ?? null, counter?.sale.voidedBy ?? null]);
      const slots = deliveries.map(slotOf);
      const person = (id: number | null) => (id === null ? null : (persons.get(id) ?? null));
      return {
        ...summary(
          row,
          items.reduce((n, i) => n + i.item.quantity, 0),
          person(row.userId),
          slots[0] ?? null,
        ),
        agent: person(row.agentId),
        items: items.map(({ item, warehouseName }) => ({
          id: item.id,
          pack_id: item.packId,
          product_id: item.productId,
          name: item.name,
          pack: item.packName,
          image: item.image,
          quantity: item.quantity,
          mrp: toRupees(item.mrp),
          price: toRupees(item.price),
          amount: toRupees(item.amount),
          warehouse: item.warehouseId !== null && warehouseName !== null ? { id: item.warehouseId, name: warehouseName } : null,
        })),
        subtotal: toRupees(row.subtotal),
        discount: toRupees(row.discount),
        delivery_charge: toRupees(row.deliveryCharge),
        coupon_code: row.couponCode,
        address: row.address,
        notes: row.notes,
        slots,
        counter: counter ? counterOf(counter, person) : null,
        payments: payments.map((p) => ({
          id: p.id,
          provider: p.provider,
          status: p.status,
          amount: toRupees(p.amount),
          provider_order_id: p.providerOrderId,
          provider_payment_id: p.providerPaymentId,
          created_at: p.createdAt.toISOString(),
          updated_at: p.updatedAt.toISOString(),
        })),
        refunds: refunds.map((r) => ({
          id: r.id,
          payment_id: r.paymentId,
          provider: r.provider,
          status: r.status as AdminOrderRefund["status"],
          amount: toRupees(r.amount),
          receipt: r.receipt,
          provider_refund_id: r.providerRefundId,
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        })),
        reports,
        documents,
        timeline: events.map((e) => ({ status: e.status, label: orderStatusLabel(e.status), at: e.createdAt.toISOString(), note: e.note })),
        next_statuses: adminNextStatuses(row.status).map((status) => ({ status, label: orderStatusLabel(status) })),
        can_cancel: cancellable(row.status),
        can_retry_refund: refunds.some((r) => refundRetryable(r, new Date())),
        shop: { name: website?.name ?? "", address: addressLines(website?.address ?? {}) },
      };
    },
  };
}
export type AdminOrderReader = ReturnType<typeof createAdminOrderReader>;
