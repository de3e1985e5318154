// The back-office's warehouses for the active website (issue 11). A website has exactly one
// default warehouse (visitors without a pincode shop from it): the first one is the default,
// making another the default demotes it, and the default cannot be un-defaulted or deleted.
// A website's warehouse changes take its "warehouses" lock first, so two admins at once cannot
// both promote a default, nor delete the one the other is promoting.
// A warehouse is deleted only when nothing would be lost: not the only one, no stock, no open
// order; its pincodes, slots and holidays go with it (listed in the audit entry).
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import {
  DEFAULT_WAREHOUSE,
  KEEP_A_DEFAULT,
  ONLY_WAREHOUSE,
  WAREHOUSE_HAS_ORDERS,
  WAREHOUSE_HAS_STOCK,
  type AdminWarehouse,
  type AdminWarehousesAnswer,
  type WarehouseBody,
} from "../../../shared/api/admin-delivery";
import type { OrderStatus } from "../../../shared/order-status";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { lockWebsiteFor } from "../../db/website-lock";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import type { DeliveryWriter } from "./delivery-write";
import { checkCharge } from "./owned-delivery";

type Reader = Db | Tx;
export const NO_WAREHOUSE = "There is no such warehouse in this shop";
/** Orders still on their way: their stock came from the warehouse and may be given back there. */
const OPEN_STATUSES: OrderStatus[] = ["pending_payment", "payment_failed", "placed", "confirmed", "packed", "out_for_delivery"];

async function warehouses(db: Reader, websiteId: number, id?: number): Promise<AdminWarehouse[]> {
  // The outer row is named in full, whether or not drizzle qualifies its columns.
  const pincodes = sql<number>`(select count(*) from ${t.warehousePincodes} p where p.warehouse_id = warehouses.id)`.mapWith(Number);
  const slots = sql<number>`(select count(*) from ${t.deliverySlots} s where s.warehouse_id = warehouses.id)`.mapWith(Number);
  const rows = await db
    .select({ w: t.warehouses, chargeName: t.deliveryCharges.name, pincodes, slots })
    .from(t.warehouses)
    .leftJoin(t.deliveryCharges, eq(t.deliveryCharges.id, t.warehouses.deliveryChargeId))
    .where(and(eq(t.warehouses.websiteId, websiteId), id === undefined ? undefined : eq(t.warehouses.id, id)))
    .orderBy(desc(t.warehouses.isDefault), asc(t.warehouses.name), asc(t.warehouses.id));
  return rows.map(({ w, chargeName, pincodes, slots }) => ({
    id: w.id,
    name: w.name,
    address: w.address,
    delivery_charge: w.deliveryChargeId === null ? null : { id: w.deliveryChargeId, name: chargeName ?? "" },
    is_default: w.isDefault,
    cancel_cutoff_minutes: w.cancelCutoffMinutes,
    state_code: w.stateCode,
    pincode_count: pincodes,
    slot_count: slots,
  }));
}

/**
 * Re-routes the shoppers whose session shops through `from` (a warehouse, or some of the website's
 * pincodes), in the change's transaction, so the shop follows a delivery area's change at once:
 * to `to`, the warehouse that now serves their pincode, their carts' lines moving with them as a
 * pincode entered in the shop moves them; or, with `to` null, back to the default warehouse until
 * they give a pincode again (checkout asks for one).
 */
export async function rerouteSessions(tx: Tx, websiteId: number, from: { warehouseId: number } | { pincodes: string[] }, to: number | null): Promise<void> {
  if ("pincodes" in from && from.pincodes.length === 0) return;
  const chose = and(eq(t.sessions.websiteId, websiteId), "warehouseId" in from ? eq(t.sessions.warehouseId, from.warehouseId) : inArray(t.sessions.pincode, from.pincodes));
  if (to === null) {
    await tx.update(t.sessions).set({ warehouseId: null, pincode: null }).where(chose);
    return;
  }
  // A session's cart is its guest cart, or the cart of the user it shops for (see cartOwner).
  const carts = tx
    .select({ id: t.carts.id })
    .from(t.carts)
    .innerJoin(
      t.sessions,
      and(
        eq(t.sessions.websiteId, t.carts.websiteId),
        or(eq(t.carts.sessionHash, t.sessions.idHash), and(isNotNull(t.sessions.userId), eq(t.carts.userId, sql`coalesce(${t.sessions.actingForUserId}, ${t.sessions.userId})`))),
      ),
    )
    .where(chose);
  await tx.update(t.cartItems).set({ warehouseId: to }).where(inArray(t.cartItems.cartId, carts));
  await tx.update(t.sessions).set({ warehouseId: to }).where(chose);
}

/** The website's warehouse, or 404. */
export async function oneWarehouse(db: Reader, websiteId: number, id: number): Promise<AdminWarehouse> {
  const [found] = await warehouses(db, websiteId, id);
  if (!found) throw notFound(NO_WAREHOUSE);
  return found;
}

export function createAdminWarehouses(db: Db, write: DeliveryWriter) {
  /** Makes `id` the only default, logging the demotion of the former default. */
  async function demoteOthers(tx: Tx, websiteId: number, userId: number, id: number) {
    const former = (await warehouses(tx, websiteId)).filter((w) => w.is_default && w.id !== id);
    if (!former.length) return;
    await tx
      .update(t.warehouses)
      .set({ isDefault: false })
      .where(
        inArray(
          t.warehouses.id,
          former.map((w) => w.id),
        ),
      );
    for (const w of former) {
      await recordAudit(tx, { websiteId, userId, action: "update", entityType: "warehouse", entityId: w.id, before: w, after: { ...w, is_default: false } });
    }
  }

  const columnsOf = (body: Required<WarehouseBody>) => ({
    name: body.name,
    address: body.address,
    deliveryChargeId: body.delivery_charge_id,
    cancelCutoffMinutes: body.cancel_cutoff_minutes,
    stateCode: body.state_code,
  });

  return {
    list: async (websiteId: number): Promise<AdminWarehousesAnswer> => ({ data: await warehouses(db, websiteId) }),

    create: (websiteId: number, userId: number, body: Required<WarehouseBody>) =>
      write(null, async (tx) => {
        await lockWebsiteFor(tx, "warehouses", websiteId);
        await checkCharge(tx, websiteId, body.delivery_charge_id);
        const first = (await warehouses(tx, websiteId)).length === 0;
        const isDefault = first || body.is_default;
        const [row] = await tx
          .insert(t.warehouses)
          .values({ websiteId, ...columnsOf(body), isDefault })
          .returning({ id: t.warehouses.id });
        if (isDefault) await demoteOthers(tx, websiteId, userId, row!.id);
        const after = await oneWarehouse(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "warehouse", entityId: row!.id, before: null, after });
        return after;
      }),

    update: (websiteId: number, userId: number, id: number, body: Required<WarehouseBody>) =>
      write(null, async (tx) => {
        await lockWebsiteFor(tx, "warehouses", websiteId);
        const before = await oneWarehouse(tx, websiteId, id);
        await checkCharge(tx, websiteId, body.delivery_charge_id);
        if (before.is_default && !body.is_default) throw new Refusal("invalid", KEEP_A_DEFAULT, { is_default: KEEP_A_DEFAULT });
        await tx
          .update(t.warehouses)
          .set({ ...columnsOf(body), isDefault: body.is_default })
          .where(eq(t.warehouses.id, id));
        if (body.is_default && !before.is_default) await demoteOthers(tx, websiteId, userId, id);
        const after = await oneWarehouse(tx, websiteId, id);
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: "warehouse", entityId: id, before, after });
        return after;
      }),

    remove: (websiteId: number, userId: number, id: number) =>
      write(null, async (tx) => {
        await lockWebsiteFor(tx, "warehouses", websiteId);
        const all = await warehouses(tx, websiteId);
        const before = all.find((w) => w.id === id);
        if (!before) throw notFound(NO_WAREHOUSE);
        if (all.length === 1) throw new Refusal("conflict", ONLY_WAREHOUSE);
        if (before.is_default) throw new Refusal("conflict", DEFAULT_WAREHOUSE);
        const [held] = await tx
          .select({ n: sql<number>`coalesce(sum(${t.stock.quantity}), 0)`.mapWith(Number) })
          .from(t.stock)
          .where(eq(t.stock.warehouseId, id));
        if ((held?.n ?? 0) > 0) throw new Refusal("conflict", WAREHOUSE_HAS_STOCK);
        const [open] = await tx
          .select({ id: t.orders.id })
          .from(t.orderItems)
          .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
          .where(and(eq(t.orderItems.warehouseId, id), eq(t.orders.websiteId, websiteId), inArray(t.orders.status, OPEN_STATUSES)))
          .limit(1);
        if (open) throw new Refusal("conflict", WAREHOUSE_HAS_ORDERS);
        // Kept in the entry, so a deletion by mistake can be undone by hand.
        const pincodes = await tx
          .select({ pincode: t.warehousePincodes.pincode, area: t.warehousePincodes.area })
          .from(t.warehousePincodes)
          .where(eq(t.warehousePincodes.warehouseId, id))
          .orderBy(asc(t.warehousePincodes.pincode));
        // Shoppers whose session was served from it fall back to the default until they give a pincode.
        await rerouteSessions(tx, websiteId, { warehouseId: id }, null);
        await tx.delete(t.warehouses).where(eq(t.warehouses.id, id));
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "warehouse", entityId: id, before: { ...before, pincodes }, after: null });
      }),
  };
}
export type AdminWarehouses = ReturnType<typeof createAdminWarehouses>;
