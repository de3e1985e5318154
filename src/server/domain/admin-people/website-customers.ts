// Who is a website's customer, one rule for the back office (issue 11), the counter (issue 12) and
// the sales agent (issue 24): a person with orders, addresses or a cart on the website (a cart is
// theirs only once they signed in here), or enrolled by its counter or agent (a membership row
// with no role, or one holding the name the counter typed: staff and admins are members too, and
// are customers only once they buy or are served at the counter). An account is one per phone across every shop, and the name a person gave
// one shop is not another shop's to read: when the counter enrols an account made elsewhere, it
// keeps the name it typed on the membership row, and that is the name this website shows. The
// back office's staff form attaches people the same way (attachPerson), so someone it adds whom
// this website did not know is recorded by the name typed (or none) and is then one of its
// customers too; a member it already had keeps the account's name (issue 24, ADR 0047).
import { and, eq, exists, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
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
    exists(
      db
        .select({ one: t.orders.id })
        .from(t.orders)
        .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.userId, userId))),
    ),
    exists(
      db
        .select({ one: t.addresses.id })
        .from(t.addresses)
        .where(and(eq(t.addresses.websiteId, websiteId), eq(t.addresses.userId, userId))),
    ),
    exists(
      db
        .select({ one: t.carts.id })
        .from(t.carts)
        .where(and(eq(t.carts.websiteId, websiteId), eq(t.carts.userId, userId))),
    ),
  )!;
}

/** The customer's name as this website knows it, for a users table (or an alias of it). */
export function customerName(db: Db | Tx, websiteId: number, users: { id: AnyPgColumn; name: AnyPgColumn }): SQL<string> {
  const typed = db.select({ name: t.websiteMembers.customerName }).from(t.websiteMembers).where(membership(websiteId, users.id));
  return sql<string>`coalesce((${typed}), ${users.name})`;
}

/** People by the names this website knows them by (customerName), keyed by id; ids not found and nulls are left out. */
export async function peopleOf(db: Db | Tx, websiteId: number, ids: readonly (number | null)[]): Promise<Map<number, { id: number; name: string; phone: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: t.users.id, name: customerName(db, websiteId, t.users), phone: t.users.phone })
    .from(t.users)
    .where(inArray(t.users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

type Roles = Partial<Pick<typeof t.websiteMembers.$inferInsert, "isAdmin" | "isSalesAgent" | "isStaff">>;

/**
 * Attaches the phone's owner to this website, as a customer (no `roles`) or with the roles given,
 * making their account, named `name`, when the phone has none: the one rule of the counter, the
 * sales agent and the back office's staff form (ADR 0047). Someone this website already knows
 * (its customer or member) keeps the name it knows them by. For anyone else, `name` (or "")
 * becomes this website's name for them, whether their account is new or was made at another
 * shop: both are answered and shown alike here, so nothing tells them apart, and this website
 * never sees the name given elsewhere. `enrolled`: the membership row is new.
 */
export async function attachPerson(tx: Tx, websiteId: number, phone: string, name: string | undefined, roles: Roles = {}): Promise<{ userId: number; enrolled: boolean }> {
  const made = await tx
    .insert(t.users)
    .values({ phone, name: name ?? "" })
    .onConflictDoNothing({ target: t.users.phone })
    .returning({ id: t.users.id });
  const member = tx.select({ one: t.websiteMembers.userId }).from(t.websiteMembers).where(membership(websiteId, t.users.id));
  const [person] = await tx
    .select({ id: t.users.id, known: sql<boolean>`(${exists(member)} or ${knownCustomer(tx, websiteId, t.users.id)})` })
    .from(t.users)
    .where(eq(t.users.phone, phone));
  if (!person) throw new Error("an account made or found by phone could not be read back");
  const asCustomer = !Object.values(roles).some(Boolean);
  // A customer whose account is made here goes by the account's own name (null: it is `name`,
  // and what its owner renames it to shows here, as before). Staff always have the name on their
  // row: a membership with a role alone makes no customer, and whether someone is this
  // website's customer must not differ by whether their account was new.
  const typed = person.known || (made.length && asCustomer) ? null : (name ?? "");
  const enrolled = await tx
    .insert(t.websiteMembers)
    .values({ websiteId, userId: person.id, customerName: typed, ...roles })
    .onConflictDoNothing()
    .returning({ userId: t.websiteMembers.userId });
  if (!enrolled.length) {
    // A member already: a role is added, keeping their name here (a blank one takes the name
    // typed). Served as a customer, a member of the shop's own (its creator, staff added before
    // issue 24, another counter's enrolment meanwhile) is marked one: by the name typed, else
    // the account's own, which is this website's name for a member it has not named.
    const named = t.websiteMembers.customerName;
    await tx
      .update(t.websiteMembers)
      .set(
        asCustomer
          ? { customerName: sql`coalesce(${named}, ${name || null}, (select ${t.users.name} from ${t.users} where ${t.users.id} = ${person.id}))` }
          : { ...roles, customerName: sql`case when ${named} = '' then ${name ?? ""} else ${named} end` },
      )
      .where(membership(websiteId, person.id));
  }
  return { userId: person.id, enrolled: enrolled.length > 0 };
}
