// The pincodes each warehouse of the active website serves (issue 11). A pincode is served by
// one warehouse per website (the table's key); adding one served elsewhere is refused with the
// warehouse named, unless the admin asks to move it. Each pincode's entry names it as its id.
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { PINCODE_ELSEWHERE, type AdminPincode, type AdminPincodesAdded, type AdminPincodesAnswer, type PincodeBody, type PincodesBody } from "../../../shared/api/admin-delivery";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import { containsPattern } from "../admin-catalogue/admin-products";
import { oneWarehouse, rerouteSessions } from "./admin-warehouses";
import type { DeliveryWriter } from "./delivery-write";
import { checkWarehouse } from "./owned-delivery";

export const NO_PINCODE = "This shop does not deliver to that pincode";

export interface PincodeListFilter {
  q?: string | undefined;
  page: number;
  perPage: number;
}

const answer = (row: typeof t.warehousePincodes.$inferSelect): AdminPincode => ({ pincode: row.pincode, area: row.area, warehouse_id: row.warehouseId });
const elsewhere = (pincode: string, warehouse: string) => {
  const message = PINCODE_ELSEWHERE(pincode, warehouse);
  return new Refusal("conflict", message, { pincodes: message });
};

async function onePincode(tx: Tx, websiteId: number, pincode: string): Promise<AdminPincode> {
  const [row] = await tx
    .select()
    .from(t.warehousePincodes)
    .where(and(eq(t.warehousePincodes.websiteId, websiteId), eq(t.warehousePincodes.pincode, pincode)));
  if (!row) throw notFound(NO_PINCODE);
  return answer(row);
}

export function createAdminPincodes(db: Db, write: DeliveryWriter) {
  const audit = (tx: Tx, websiteId: number, userId: number, before: AdminPincode | null, after: AdminPincode | null) => {
    const action = !before ? "create" : !after ? "delete" : before.warehouse_id !== after.warehouse_id ? "move" : "update";
    return recordAudit(tx, { websiteId, userId, action, entityType: "warehouse_pincode", entityId: Number((after ?? before)!.pincode), before, after });
  };

  return {
    async list(websiteId: number, warehouseId: number, filter: PincodeListFilter): Promise<AdminPincodesAnswer> {
      await oneWarehouse(db, websiteId, warehouseId);
      const where = and(
        eq(t.warehousePincodes.websiteId, websiteId),
        eq(t.warehousePincodes.warehouseId, warehouseId),
        filter.q ? or(ilike(t.warehousePincodes.pincode, containsPattern(filter.q)), ilike(t.warehousePincodes.area, containsPattern(filter.q))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.warehousePincodes)
          .where(where)
          .orderBy(asc(t.warehousePincodes.pincode))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ n: count() }).from(t.warehousePincodes).where(where),
      ]);
      return { data: rows.map(answer), meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage } };
    },

    add: (websiteId: number, userId: number, warehouseId: number, body: Required<PincodesBody>) =>
      write(elsewhere(body.pincodes[0]!.pincode, "another warehouse"), async (tx): Promise<AdminPincodesAdded> => {
        await oneWarehouse(tx, websiteId, warehouseId);
        const given = body.pincodes.map((p) => p.pincode);
        const existing = await tx
          .select({ row: t.warehousePincodes, warehouse: t.warehouses.name })
          .from(t.warehousePincodes)
          .innerJoin(t.warehouses, eq(t.warehouses.id, t.warehousePincodes.warehouseId))
          .where(and(eq(t.warehousePincodes.websiteId, websiteId), inArray(t.warehousePincodes.pincode, given)));
        const taken = existing.find((e) => e.row.warehouseId !== warehouseId);
        if (taken && !body.move) throw elsewhere(taken.row.pincode, taken.warehouse);
        const rows = await tx
          .insert(t.warehousePincodes)
          .values(body.pincodes.map((p) => ({ websiteId, warehouseId, pincode: p.pincode, area: p.area })))
          .onConflictDoUpdate({
            target: [t.warehousePincodes.websiteId, t.warehousePincodes.pincode],
            set: { warehouseId, area: sql`excluded.area` },
            // Without `move`, a pincode another admin just gave to another warehouse stays there.
            setWhere: body.move ? undefined : sql`${t.warehousePincodes.warehouseId} = excluded.warehouse_id`,
          })
          .returning();
        const missed = given.find((p) => !rows.some((r) => r.pincode === p));
        if (missed) throw elsewhere(missed, "another warehouse");
        for (const row of rows) {
          const before = existing.find((e) => e.row.pincode === row.pincode)?.row;
          await audit(tx, websiteId, userId, before ? answer(before) : null, answer(row));
        }
        const moved = existing.filter((e) => e.row.warehouseId !== warehouseId).map((e) => e.row.pincode);
        // Shoppers who chose a moved pincode now shop from this warehouse.
        await rerouteSessions(tx, websiteId, { pincodes: moved }, warehouseId);
        const order = new Map(given.map((p, i) => [p, i]));
        return { data: rows.map(answer).sort((a, b) => order.get(a.pincode)! - order.get(b.pincode)!), moved: moved.length };
      }),

    update: (websiteId: number, userId: number, pincode: string, body: Required<PincodeBody>) =>
      write(null, async (tx) => {
        const before = await onePincode(tx, websiteId, pincode);
        await checkWarehouse(tx, websiteId, body.warehouse_id);
        await tx
          .update(t.warehousePincodes)
          .set({ warehouseId: body.warehouse_id, area: body.area })
          .where(and(eq(t.warehousePincodes.websiteId, websiteId), eq(t.warehousePincodes.pincode, pincode)));
        const after = await onePincode(tx, websiteId, pincode);
        if (after.warehouse_id !== before.warehouse_id) await rerouteSessions(tx, websiteId, { pincodes: [pincode] }, after.warehouse_id);
        await audit(tx, websiteId, userId, before, after);
        return after;
      }),

    remove: (websiteId: number, userId: number, pincode: string) =>
      write(null, async (tx) => {
        const before = await onePincode(tx, websiteId, pincode);
        await tx.delete(t.warehousePincodes).where(and(eq(t.warehousePincodes.websiteId, websiteId), eq(t.warehousePincodes.pincode, pincode)));
        // Shoppers who chose it are no longer delivered to: back to the default until they give another.
        await rerouteSessions(tx, websiteId, { pincodes: [pincode] }, null);
        await audit(tx, websiteId, userId, before, null);
      }),
  };
}
export type AdminPincodes = ReturnType<typeof createAdminPincodes>;
