// Reads orders for their owner (the shopper) or for the agent who placed them, on one website,
// with their words (status names, timeline notes, windows' notes) in the reader's language.
import { and, asc, count, desc, eq, gte, inArray, sql, sum, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { AgentOrder, OrderDetail, OrderSummary, Paged } from "../../../shared/api/account";
import { SOLD_STATUSES } from "../../../shared/order-status";
import { toRupees } from "../../../shared/money";
import { notFound } from "../refusal";
import { customerName } from "../admin-people/website-customers";
import { shopPeriodStart } from "../delivery/next-slot";
import { cancelCutoff, cancelWindowOf } from "./cancel-window";
import { ordersReadableBy } from "./readable-orders";
import { orderDocumentsOf } from "../invoices/order-documents";
import { shopperReportsOf } from "../order-reports/report-rows";
import { reportWindowOf } from "../order-reports/report-window";
import { englishWords, orderStatusWords, timelineNoteWords, type Words } from "./order-words";

type OrderRow = typeof t.orders.$inferSelect;

export function createOrdersReader(db: Db, now: () => Date = () => new Date()) {
  async function itemCounts(orderIds: number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: t.orderItems.orderId, n: sql<number>`sum(${t.orderItems.quantity})`.mapWith(Number) })
      .from(t.orderItems)
      .where(inArray(t.orderItems.orderId, orderIds))
      .groupBy(t.orderItems.orderId);
    return new Map(rows.map((r) => [r.orderId, r.n]));
  }

  const summary = (row: OrderRow, items: number, intl: Words): OrderSummary => ({
    id: row.id,
    ordernumber: row.orderNumber,
    status: row.status,
    status_label: orderStatusWords(row.status, intl),
    created_at: row.createdAt.toISOString(),
    amount: toRupees(row.amount),
    items_count: items,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
  });

  async function page(where: SQL, pageNo: number, perPage: number): Promise<{ rows: OrderRow[]; total: number; counts: Map<number, number> }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(t.orders)
        .where(where)
        .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
        .limit(perPage)
        .offset((pageNo - 1) * perPage),
      db.select({ n: count() }).from(t.orders).where(where),
    ]);
    return { rows, total: counted?.n ?? 0, counts: await itemCounts(rows.map((r) => r.id)) };
  }

  const meta = (total: number, pageNo: number, perPage: number) => ({ total, page: pageNo, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) });

  const readableBy = (websiteId: number, userId: number): SQL => ordersReadableBy(db, websiteId, userId);

  return {
    /** `intl` words the answer (the request's catalogue); English without it. */
    async forUser(websiteId: number, userId: number, pageNo: number, perPage: number, intl: Words = englishWords()): Promise<Paged<OrderSummary>> {
      const { rows, total, counts } = await page(and(eq(t.orders.websiteId, websiteId), eq(t.orders.userId, userId))!, pageNo, perPage);
      return { data: rows.map((r) => summary(r, counts.get(r.id) ?? 0, intl)), meta: meta(total, pageNo, perPage) };
    },

    /** Whose order it is (the customer, for an order an agent placed); the caller has checked who may ask. */
    async customerOf(websiteId: number, orderId: number): Promise<number | null> {
      const [row] = await db
        .select({ userId: t.orders.userId })
        .from(t.orders)
        .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.id, orderId)));
      return row?.userId ?? null;
    },

    /** One order by its id or, for the success page (§2 /order/success/{ordernumber}), its number; worded by `intl`. */
    async detail(websiteId: number, userId: number, which: { id: number } | { number: string }, intl: Words = englishWords()): Promise<OrderDetail> {
      const [row] = await db
        .select()
        .from(t.orders)
        .where(and(readableBy(websiteId, userId), "id" in which ? eq(t.orders.id, which.id) : eq(t.orders.orderNumber, which.number)));
      if (!row) throw notFound("This order does not exist");
      const [items, events, cutoff, reports, documents] = await Promise.all([
        db.select().from(t.orderItems).where(eq(t.orderItems.orderId, row.id)).orderBy(asc(t.orderItems.id)),
        db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, row.id)).orderBy(asc(t.orderEvents.createdAt), asc(t.orderEvents.id)),
        cancelCutoff(db, row.id),
        shopperReportsOf(db, row.id, intl),
        orderDocumentsOf(db, row.id, intl),
      ]);
      return {
        ...summary(
          row,
          items.reduce((n, i) => n + i.quantity, 0),
          intl,
        ),
        channel: row.channel,
        items: items.map((i) => ({
          id: i.id,
          pack_id: i.packId,
          product_id: i.productId,
          slug: i.slug,
          name: i.name,
          pack: i.packName,
          image: i.image,
          quantity: i.quantity,
          price: toRupees(i.price),
          act_price: toRupees(i.mrp),
          amount: toRupees(i.amount),
        })),
        subtotal: toRupees(row.subtotal),
        discount: toRupees(row.discount),
        delivery_charge: toRupees(row.deliveryCharge),
        coupon_code: row.couponCode,
        address: row.address,
        del_date: row.delDate,
        del_start_time: row.delStartTime,
        del_end_time: row.delEndTime,
        notes: row.notes,
        timeline: events.map((e) => ({ status: e.status, label: orderStatusWords(e.status, intl), at: e.createdAt.toISOString(), note: timelineNoteWords(e.note, intl) })),
        cancel: cancelWindowOf(row, cutoff, now(), intl),
        report: reportWindowOf(
          row,
          events.map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
          items,
          reports,
          now(),
          intl,
        ),
        reports,
        documents,
      };
    },

    /** The agent's own orders for customers, and their sales today and this month (shop time). */
    async forAgent(websiteId: number, agentId: number, pageNo: number, perPage: number, now: Date, intl: Words = englishWords()) {
      const mine = and(eq(t.orders.websiteId, websiteId), eq(t.orders.agentId, agentId))!;
      const [today, month] = [shopPeriodStart(now, "day"), shopPeriodStart(now, "month")];
      const totals = (since: Date) =>
        db
          .select({ n: count(), value: sum(t.orders.amount).mapWith(Number) })
          .from(t.orders)
          .where(and(mine, gte(t.orders.createdAt, since), inArray(t.orders.status, [...SOLD_STATUSES])));
      const [{ rows, total, counts }, [day], [monthly]] = await Promise.all([page(mine, pageNo, perPage), totals(today), totals(month)]);
      const customers = rows.length
        ? await db
            // This website's name for each customer (an agent-typed one over the account's own).
            .select({ id: t.users.id, name: customerName(db, websiteId, t.users), phone: t.users.phone })
            .from(t.users)
            .where(
              inArray(
                t.users.id,
                rows.map((r) => r.userId).filter((id): id is number => id !== null),
              ),
            )
        : [];
      const orders: Paged<AgentOrder> = {
        data: rows.map((r) => {
          const customer = customers.find((c) => c.id === r.userId);
          return { ...summary(r, counts.get(r.id) ?? 0, intl), customer_name: customer?.name ?? "", customer_phone: customer?.phone ?? "" };
        }),
        meta: meta(total, pageNo, perPage),
      };
      return {
        today: { orders: day?.n ?? 0, value: toRupees(day?.value ?? 0) },
        month: { orders: monthly?.n ?? 0, value: toRupees(monthly?.value ?? 0) },
        orders,
      };
    },
  };
}
export type OrdersReader = ReturnType<typeof createOrdersReader>;
