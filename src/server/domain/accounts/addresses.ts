// A shopper's saved addresses on one website. Every statement names the owner, so another
// user's address id behaves exactly like one that does not exist.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { ADDRESSES_MAX, type Address } from "../../../shared/api/account";
import { HttpError, notFound } from "../../http/http-error";

export interface Owner {
  websiteId: number;
  userId: number;
}


type AddressInput = Omit<Address, "id" | "serviceable" | "is_default"> & { is_default?: boolean | undefined };

export function createAddresses(db: Db) {
  const own = (owner: Owner) => and(eq(t.addresses.websiteId, owner.websiteId), eq(t.addresses.userId, owner.userId));

  async function serviceablePincodes(websiteId: number, pincodes: string[]): Promise<Set<string>> {
    if (pincodes.length === 0) return new Set();
    const rows = await db
      .select({ pincode: t.warehousePincodes.pincode })
      .from(t.warehousePincodes)
      .where(and(eq(t.warehousePincodes.websiteId, websiteId), inArray(t.warehousePincodes.pincode, pincodes)));
    return new Set(rows.map((r) => r.pincode));
  }

  const shape = (row: typeof t.addresses.$inferSelect, served: Set<string>): Address => ({
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
    serviceable: served.has(row.pincode),
  });

  async function list(owner: Owner): Promise<Address[]> {
    const rows = await db.select().from(t.addresses).where(own(owner)).orderBy(desc(t.addresses.isDefault), asc(t.addresses.id));
    const served = await serviceablePincodes(owner.websiteId, [...new Set(rows.map((r) => r.pincode))]);
    return rows.map((r) => shape(r, served));
  }

  async function get(owner: Owner, id: number): Promise<Address> {
    const [row] = await db.select().from(t.addresses).where(and(own(owner), eq(t.addresses.id, id)));
    if (!row) throw notFound("This address does not exist");
    return shape(row, await serviceablePincodes(owner.websiteId, [row.pincode]));
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
    await tx.update(t.addresses).set({ isDefault: sql`${t.addresses.id} = ${id}` }).where(own(owner));
  }

  return {
    list,
    get,
    async create(owner: Owner, input: AddressInput): Promise<Address> {
      const id = await db.transaction(async (tx) => {
        const existing = await tx.select({ id: t.addresses.id }).from(t.addresses).where(own(owner));
        if (existing.length >= ADDRESSES_MAX) throw new HttpError(422, `You can save at most ${ADDRESSES_MAX} addresses`);
        const [row] = await tx.insert(t.addresses).values({ websiteId: owner.websiteId, userId: owner.userId, ...columns(input) }).returning({ id: t.addresses.id });
        // The first address is the default one.
        if (input.is_default || existing.length === 0) await makeDefault(tx, owner, row!.id);
        return row!.id;
      });
      return get(owner, id);
    },
    async update(owner: Owner, id: number, input: AddressInput): Promise<Address> {
      await db.transaction(async (tx) => {
        const rows = await tx.update(t.addresses).set(columns(input)).where(and(own(owner), eq(t.addresses.id, id))).returning({ id: t.addresses.id });
        if (rows.length === 0) throw notFound("This address does not exist");
        if (input.is_default) await makeDefault(tx, owner, id);
      });
      return get(owner, id);
    },
    async remove(owner: Owner, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx.delete(t.addresses).where(and(own(owner), eq(t.addresses.id, id))).returning({ isDefault: t.addresses.isDefault });
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
        const [row] = await tx.select({ id: t.addresses.id }).from(t.addresses).where(and(own(owner), eq(t.addresses.id, id)));
        if (!row) throw notFound("This address does not exist");
        await makeDefault(tx, owner, id);
      });
      return get(owner, id);
    },
  };
}
export type Addresses = ReturnType<typeof createAddresses>;
