// The back-office's customers (issue 11; contract src/shared/api/admin-people.ts): the people
// the active website knows (website-customers.ts: orders, addresses or membership), read only.
// A person who only shops elsewhere is not this website's customer, so their id is not found here.
import { and, asc, count, desc, eq, ilike, isNotNull, max, or, sql, type SQL } from "drizzle-orm";
import type { ListMeta } from "../../../shared/api/admin-catalogue";
import { CUSTOMER_NOT_FOUND, type AdminCustomer, type AdminCustomerSummary } from "../../../shared/api/admin-people";
import { toRupees } from "../../../shared/money";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { notFound } from "../refusal";
import { containsPattern } from "../admin-catalogue/admin-products";
import { customerName, knownCustomer } from "./website-customers";

export interface CustomerListFilter {
  q?: string | undefined;
  page: number;
  perPage: number;
}

const ORDERS_SHOWN = 100;

export function createAdminCustomers(db: Db) {
  /** Per user: their orders and addresses on the website. */
  const activity = (websiteId: number) => ({
    orders: db
      .select({ userId: t.orders.userId, n: count().as("order_n"), last: max(t.orders.createdAt).as("order_last") })
      .from(t.orders)
      .where(and(eq(t.orders.websiteId, websiteId), isNotNull(t.orders.userId)))
      .groupBy(t.orders.userId)
      .as("order_activity"),
    addresses: db
      .select({ userId: t.addresses.userId, n: count().as("address_n") })
      .from(t.addresses)
      .where(eq(t.addresses.websiteId, websiteId))
      .groupBy(t.addresses.userId)
      .as("address_activity"),
  });

  return {
    async list(websiteId: number, filter: CustomerListFilter): Promise<{ data: AdminCustomerSummary[]; meta: ListMeta }> {
      const { orders, addresses } = activity(websiteId);
      const where: SQL[] = [knownCustomer(db, websiteId, t.users.id)];
      if (filter.q) {
        // A phone is searched by its digits, so "+91 98765 43210" finds 9876543210.
        const digits = filter.q.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
        const byName = ilike(customerName(db, websiteId, t.users), containsPattern(filter.q));
        where.push(digits ? or(byName, ilike(t.users.phone, containsPattern(digits)))! : byName);
      }
      const base = db
        .select({ user: t.users, name: customerName(db, websiteId, t.users), orders: orders.n, last: orders.last, addresses: addresses.n })
        .from(t.users)
        .leftJoin(orders, eq(orders.userId, t.users.id))
        .leftJoin(addresses, eq(addresses.userId, t.users.id))
        .where(and(...where));
      const [rows, [total]] = await Promise.all([
        base
          .orderBy(sql`${orders.last} desc nulls last`, desc(t.users.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(t.users)
          .leftJoin(orders, eq(orders.userId, t.users.id))
          .leftJoin(addresses, eq(addresses.userId, t.users.id))
          .where(and(...where)),
      ]);
      return {
        data: rows.map((r) => ({
          id: r.user.id,
          name: r.name,
          phone: r.user.phone,
          email: r.user.email ?? "",
          order_count: Number(r.orders ?? 0),
          last_order_at: r.last ? new Date(r.last).toISOString() : null,
          address_count: Number(r.addresses ?? 0),
          joined_at: r.user.createdAt.toISOString(),
        })),
        meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage },
      };
    },

    async read(websiteId: number, userId: number): Promise<AdminCustomer> {
      const mine = and(eq(t.orders.websiteId, websiteId), eq(t.orders.userId, userId));
      const [[found], orders, [orderCount], addresses] = await Promise.all([
        db
          .select({ user: t.users, name: customerName(db, websiteId, t.users) })
          .from(t.users)
          .where(and(eq(t.users.id, userId), knownCustomer(db, websiteId, t.users.id))),
        db.select().from(t.orders).where(mine).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(ORDERS_SHOWN),
        db.select({ n: count() }).from(t.orders).where(mine),
        db
          .select()
          .from(t.addresses)
          .where(and(eq(t.addresses.websiteId, websiteId), eq(t.addresses.userId, userId)))
          .orderBy(desc(t.addresses.isDefault), asc(t.addresses.id)),
      ]);
      if (!found) throw notFound(CUSTOMER_NOT_FOUND);
      const { user, name } = found;
      return {
        id: user.id,
        name,
        phone: user.phone,
        email: user.email ?? "",
        joined_at: user.createdAt.toISOString(),
        order_count: orderCount?.n ?? 0,
        orders: orders.map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          created_at: o.createdAt.toISOString(),
          status: o.status,
          payment_method: o.paymentMethod,
          payment_status: o.paymentStatus,
          amount: toRupees(o.amount),
        })),
        addresses: addresses.map((a) => ({
          id: a.id,
          name: a.name,
          phone: a.phone,
          line1: a.line1,
          line2: a.line2,
          landmark: a.landmark,
          city: a.city,
          state: a.state,
          pincode: a.pincode,
          is_default: a.isDefault,
        })),
      };
    },
  };
}
export type AdminCustomers = ReturnType<typeof createAdminCustomers>;
