// Who is a website's customer, one rule for the back office (issue 11), the counter (issue 12) and
// the sales agent (issue 24): a person with orders, addresses or a cart on the website (a cart is
// theirs only once they signed in here), or enrolled by its counter or agent (a membership row
// with no role, or one holding the name the counter typed: staff and admins are members too, and
// are customers only once they buy or are served at the counter). An account is one per phone across every shop, and the name a person gave
// one shop is not another shop's to read: when the counter enrols an account made elsewhere, it
// keeps the name it typed on the membership row, and that is the name this website shows.
import { and, eq, exists, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";

const membership = (websiteId: number, userId: AnyPgColumn | number) => and(eq(t.websiteMembers.websiteId, websiteId), eq(t.websiteMembers.userId, userId));

/** True for the user (an id or a users.id column) whom the website knows as a customer. */
export function knownCustomer(db: Db | Tx, websiteId: number, userId: AnyPgColumn | number): SQL {
  return or(
    exists(
      db
        .select({ one: t.websiteMembers.userId })
        .from(t.websiteMembers)
        .where(
          and(
            membership(websiteId, userId),
            or(isNotNull(t.websiteMembers.customerName), and(eq(t.websiteMembers.isAdmin, false), eq(t.websiteMembers.isSalesAgent, false), eq(t.websiteMembers.isStaff, false))),
          ),
        ),
    ),
    exists(db.select({ one: t.orders.id }).from(t.orders).where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.userId, userId)))),
    exists(db.select({ one: t.addresses.id }).from(t.addresses).where(and(eq(t.addresses.websiteId, websiteId), eq(t.addresses.userId, userId)))),
    exists(db.select({ one: t.carts.id }).from(t.carts).where(and(eq(t.carts.websiteId, websiteId), eq(t.carts.userId, userId)))),
  )!;
}

/** The customer's name as this website knows it, for a users table (or an alias of it). */
export function customerName(db: Db | Tx, websiteId: number, users: { id: AnyPgColumn; name: AnyPgColumn }): SQL<string> {
  const typed = db.select({ name: t.websiteMembers.customerName }).from(t.websiteMembers).where(membership(websiteId, users.id));
  return sql<string>`coalesce((${typed}), ${users.name})`;
}
