// The customers a counter sells to (issue 12). An account is one per phone number across every
// shop, so the counter finds a customer by the phone they give and attaches the sale to that
// account: the order then shows in their /account/orders when they sign in here. Only customers
// this website knows are found (the rule shared with the back office, website-customers.ts), so
// ids and phones cannot be tried one by one to read other shops' customers. Adding a phone that
// has an account only elsewhere answers as for a new customer, with the name the counter typed.
// The sales agent's "order for a customer" (agent-routes.ts) finds and adds customers through
// these same functions.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PosCustomer, PosCustomerAnswer } from "../../../shared/api/pos";
import { notFound } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { attachPerson, customerName, knownCustomer } from "../admin-people/website-customers";

export const CUSTOMER_NOT_FOUND = "There is no such customer";

const columns = (db: Db | Tx, websiteId: number) => ({ id: t.users.id, name: customerName(db, websiteId, t.users), phone: t.users.phone });

/** A customer this website knows, by id, under this website's name for them; anyone else is null. */
export async function websiteCustomer(db: Db | Tx, websiteId: number, userId: number): Promise<PosCustomer | null> {
  const [row] = await db
    .select(columns(db, websiteId))
    .from(t.users)
    .where(and(eq(t.users.id, userId), knownCustomer(db, websiteId, t.users.id)));
  return row ?? null;
}

/** A customer this website knows, by id; anyone else is not found. */
export async function posCustomer(db: Db | Tx, websiteId: number, userId: number): Promise<PosCustomer> {
  const row = await websiteCustomer(db, websiteId, userId);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/** The customer this website knows by that phone, or null. */
export async function posCustomerByPhone(db: Db | Tx, websiteId: number, phone: string): Promise<PosCustomer | null> {
  const [row] = await db
    .select(columns(db, websiteId))
    .from(t.users)
    .where(and(eq(t.users.phone, phone), knownCustomer(db, websiteId, t.users.id)));
  return row ?? null;
}

/**
 * The customer this website knows by that phone, or a new one here with `name`, enrolled as a
 * member (attachPerson: the same rule as the back office's staff form). An account made at
 * another shop keeps its own name there; here it goes by `name`, and the answer is the same as
 * for a brand-new account (created), so it tells nothing of elsewhere. Two counters adding the
 * same new phone at once make one account (the phone is unique) and one membership: the second
 * is answered as the first enrolled them.
 */
export async function findOrCreateCustomer(db: Db, websiteId: number, phone: string, name: string | undefined): Promise<PosCustomerAnswer> {
  return db.transaction(async (tx) => {
    const known = await posCustomerByPhone(tx, websiteId, phone);
    if (known) return { customer: known, created: false };
    const { userId, enrolled } = await attachPerson(tx, websiteId, phone, name);
    const customer = await websiteCustomer(tx, websiteId, userId);
    if (!customer) throw new Error("an enrolled customer could not be read back");
    return { customer, created: enrolled };
  });
}
