// A shopper's saved addresses on one website. Every statement names the owner, so another
// user's address id behaves exactly like one that does not exist.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { ADDRESSES_MAX, type Address } from "../../../shared/api/account";
import { Refusal, notFound } from "../refusal";
import { text } from "../server-text";

export interface Owner {
  websiteId: number;
  userId: number;
}

type AddressInput = Omit<Address, "id" | "serviceable" | "is_default"> & { is_default?: boolean | undefined };

export function createAddresses(db: Db) {
  const own = (owner: Owner) => and(eq(t.addresses.websiteId, owner.websiteId), eq(t.addresses.userId, owner.userId));

  // The warehouse that delivers to the address's pincode, read in the same statement as the
  // address: checkout needs both, and a second round trip per address list is wasted time.
  const servedBy = sql<number | null>`(select wp.warehouse_id from ${t.warehousePincodes} wp where wp.website_id = ${t.addresses}.website_id and wp.pincode = ${t.addresses}.pincode)`;
  const select = () => db.select({ row: t.addresses, servedBy }).from(t.addresses);
  // Checkout reads the list and one address on every visit: prepared, planned once per connection.
  const ownedBy = and(eq(t.addresses.websiteId, sql.placeholder("websiteId")), eq(t.addresses.userId, sql.placeholder("userId")));
  const listQuery = select().where(ownedBy).orderBy(desc(t.addresses.isDefault), asc(t.addresses.id)).prepare("addresses_of_owner");
  const oneQuery = select()
    .where(and(ownedBy, eq(t.addresses.id, sql.placeholder("id"))))
    .prepare("address_of_owner");

  const shape = ({ row, servedBy }: { row: typeof t.addresses.$inferSelect; servedBy: number | null }): Address => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    is_default: row.isDefault,
    serviceable: servedBy !== null,
  });

  async function list(owner: Owner): Promise<Address[]> {
    const rows = await listQuery.execute({ websiteId: owner.websiteId, userId: owner.userId });
    return rows.map(shape);
  }

  /** One of the owner's addresses, with the warehouse that serves it (null: not serviceable). */
  async function withArea(owner: Owner, id: number): Promise<{ address: Address; warehouseId: number | null }> {
    const [found] = await oneQuery.execute({ websiteId: owner.websiteId, userId: owner.userId, id });
    if (!found) throw notFound("This address does not exist");
    return { address: shape(found), warehouseId: found.servedBy };
  }

  async function get(owner: Owner, id: number): Promise<Address> {
    return (await withArea(owner, id)).address;
  }

  const columns = (input: AddressInput) => ({
    name: input.name,
    phone: input.phone,
    line1: input.line1,
    line2: input.line2,
    landmark: input.landmark,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
  });

  /** Makes one address the default, in the same transaction as the change that asks for it. */
  async function makeDefault(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], owner: Owner, id: number) {
    await tx
      .update(t.addresses)
      .set({ isDefault: sql`${t.addresses.id} = ${id}` })
      .where(own(owner));
  }

  return {
    list,
    get,
    withArea,
    async create(owner: Owner, input: AddressInput): Promise<Address> {
      const id = await db.transaction(async (tx) => {
        const existing = await tx.select({ id: t.addresses.id }).from(t.addresses).where(own(owner));
        if (existing.length >= ADDRESSES_MAX) throw new Refusal("invalid", text("server.addressesMax", { max: ADDRESSES_MAX }));
        const [row] = await tx
          .insert(t.addresses)
          .values({ websiteId: owner.websiteId, userId: owner.userId, ...columns(input) })
          .returning({ id: t.addresses.id });
        // The first address is the default one.
        if (input.is_default || existing.length === 0) await makeDefault(tx, owner, row!.id);
        return row!.id;
      });
      return get(owner, id);
    },
    async update(owner: Owner, id: number, input: AddressInput): Promise<Address> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(t.addresses)
          .set(columns(input))
          .where(and(own(owner), eq(t.addresses.id, id)))
          .returning({ id: t.addresses.id });
        if (rows.length === 0) throw notFound("This address does not exist");
        if (input.is_default) await makeDefault(tx, owner, id);
      });
      return get(owner, id);
    },
    async remove(owner: Owner, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .delete(t.addresses)
          .where(and(own(owner), eq(t.addresses.id, id)))
          .returning({ isDefault: t.addresses.isDefault });
        if (rows.length === 0) throw notFound("This address does not exist");
        // Another address takes over as the default.
        if (rows[0]!.isDefault) {
          const [next] = await tx.select({ id: t.addresses.id }).from(t.addresses).where(own(owner)).orderBy(asc(t.addresses.id)).limit(1);
          if (next) await makeDefault(tx, owner, next.id);
        }
      });
    },
    async setDefault(owner: Owner, id: number): Promise<Address> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: t.addresses.id })
          .from(t.addresses)
          .where(and(own(owner), eq(t.addresses.id, id)));
        if (!row) throw notFound("This address does not exist");
        await makeDefault(tx, owner, id);
      });
      return get(owner, id);
    },
  };
}
export type Addresses = ReturnType<typeof createAddresses>;
