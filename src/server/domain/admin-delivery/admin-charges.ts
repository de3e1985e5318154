// The back-office's delivery charge rules for the active website (issue 11): a charge, and the
// order total above which delivery is free. Rupees at the edge, paise inside (ADR 0005). A rule
// a warehouse uses is not deleted (409): the warehouse would silently deliver free.
import { and, asc, eq, sql } from "drizzle-orm";
import { CHARGE_IN_USE, type AdminCharge, type AdminChargesAnswer, type ChargeBody } from "../../../shared/api/admin-delivery";
import { toPaise, toRupees } from "../../../shared/money";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import type { DeliveryWriter } from "./delivery-write";

type Reader = Db | Tx;
const NO_CHARGE = "There is no such delivery charge rule in this shop";

async function charges(db: Reader, websiteId: number, id?: number): Promise<AdminCharge[]> {
  // The outer row is named in full: drizzle leaves columns unqualified in a query of one table.
  const used = sql<number>`(select count(*) from ${t.warehouses} w where w.delivery_charge_id = delivery_charges.id)`.mapWith(Number);
  const rows = await db
    .select({ c: t.deliveryCharges, used })
    .from(t.deliveryCharges)
    .where(and(eq(t.deliveryCharges.websiteId, websiteId), id === undefined ? undefined : eq(t.deliveryCharges.id, id)))
    .orderBy(asc(t.deliveryCharges.name), asc(t.deliveryCharges.id));
  return rows.map(({ c, used }) => ({ id: c.id, name: c.name, charge: toRupees(c.charge), free_above: c.freeAbove === null ? null : toRupees(c.freeAbove), warehouse_count: used }));
}

async function oneCharge(db: Reader, websiteId: number, id: number): Promise<AdminCharge> {
  const [found] = await charges(db, websiteId, id);
  if (!found) throw notFound(NO_CHARGE);
  return found;
}

const columnsOf = (body: Required<ChargeBody>) => ({ name: body.name, charge: toPaise(body.charge), freeAbove: body.free_above === null ? null : toPaise(body.free_above) });

export function createAdminCharges(db: Db, write: DeliveryWriter) {
  return {
    list: async (websiteId: number): Promise<AdminChargesAnswer> => ({ data: await charges(db, websiteId) }),

    create: (websiteId: number, userId: number, body: Required<ChargeBody>) =>
      write(null, async (tx) => {
        const [row] = await tx
          .insert(t.deliveryCharges)
          .values({ websiteId, ...columnsOf(body) })
          .returning({ id: t.deliveryCharges.id });
        const after = await oneCharge(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "delivery_charge", entityId: row!.id, before: null, after });
        return after;
      }),

    update: (websiteId: number, userId: number, id: number, body: Required<ChargeBody>) =>
      write(null, async (tx) => {
        const before = await oneCharge(tx, websiteId, id);
        await tx.update(t.deliveryCharges).set(columnsOf(body)).where(eq(t.deliveryCharges.id, id));
        const after = await oneCharge(tx, websiteId, id);
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: "delivery_charge", entityId: id, before, after });
        return after;
      }),

    remove: (websiteId: number, userId: number, id: number) =>
      write(null, async (tx) => {
        const before = await oneCharge(tx, websiteId, id);
        if (before.warehouse_count > 0) throw new Refusal("conflict", CHARGE_IN_USE);
        await tx.delete(t.deliveryCharges).where(eq(t.deliveryCharges.id, id));
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "delivery_charge", entityId: id, before, after: null });
      }),
  };
}
export type AdminCharges = ReturnType<typeof createAdminCharges>;
