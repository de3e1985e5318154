// The back-office's delivery slots for the active website (issue 11): which weekdays a slot
// runs (bit 0 = Sunday), its time window, how many orders it takes a day and how long before it
// starts it closes. A slot with orders booked from today on is not deleted (409): making it
// inactive stops new orders while the booked ones keep their slot.
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import { SLOT_BOOKED, type AdminSlot, type AdminSlotsAnswer, type SlotBody } from "../../../shared/api/admin-delivery";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import { shopDate } from "../delivery/next-slot";
import type { DeliveryWriter } from "./delivery-write";
import { checkWarehouse } from "./owned-delivery";

type Reader = Db | Tx;
const NO_SLOT = "There is no such delivery slot in this shop";

export function createAdminSlots(db: Db, write: DeliveryWriter, now: () => Date) {
  async function slots(reader: Reader, websiteId: number, where: { id?: number; warehouseId?: number | undefined } = {}): Promise<AdminSlot[]> {
    // The outer row is named in full: drizzle leaves columns unqualified in a query of one table.
    const today = sql<number>`coalesce((select b.booked from ${t.slotBookings} b where b.slot_id = delivery_slots.id and b.date = ${shopDate(now())}), 0)`.mapWith(Number);
    const rows = await reader
      .select({ s: t.deliverySlots, today })
      .from(t.deliverySlots)
      .where(
        and(
          eq(t.deliverySlots.websiteId, websiteId),
          where.id === undefined ? undefined : eq(t.deliverySlots.id, where.id),
          where.warehouseId === undefined ? undefined : eq(t.deliverySlots.warehouseId, where.warehouseId),
        ),
      )
      .orderBy(asc(t.deliverySlots.warehouseId), asc(t.deliverySlots.startTime), asc(t.deliverySlots.id));
    return rows.map(({ s, today }) => ({
      id: s.id,
      warehouse_id: s.warehouseId,
      weekdays: s.weekdays,
      start_time: s.startTime,
      end_time: s.endTime,
      capacity: s.capacity,
      cutoff_minutes: s.cutoffMinutes,
      active: s.active,
      booked_today: today,
    }));
  }
  async function oneSlot(reader: Reader, websiteId: number, id: number): Promise<AdminSlot> {
    const [found] = await slots(reader, websiteId, { id });
    if (!found) throw notFound(NO_SLOT);
    return found;
  }
  const columnsOf = (body: Required<SlotBody>) => ({
    warehouseId: body.warehouse_id,
    weekdays: body.weekdays,
    startTime: body.start_time,
    endTime: body.end_time,
    capacity: body.capacity,
    cutoffMinutes: body.cutoff_minutes,
    active: body.active,
  });

  return {
    list: async (websiteId: number, warehouseId?: number): Promise<AdminSlotsAnswer> => ({ data: await slots(db, websiteId, { warehouseId }) }),

    create: (websiteId: number, userId: number, body: Required<SlotBody>) =>
      write(null, async (tx) => {
        await checkWarehouse(tx, websiteId, body.warehouse_id);
        const [row] = await tx
          .insert(t.deliverySlots)
          .values({ websiteId, ...columnsOf(body) })
          .returning({ id: t.deliverySlots.id });
        const after = await oneSlot(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "delivery_slot", entityId: row!.id, before: null, after });
        return after;
      }),

    update: (websiteId: number, userId: number, id: number, body: Required<SlotBody>) =>
      write(null, async (tx) => {
        const before = await oneSlot(tx, websiteId, id);
        await checkWarehouse(tx, websiteId, body.warehouse_id);
        await tx.update(t.deliverySlots).set(columnsOf(body)).where(eq(t.deliverySlots.id, id));
        const after = await oneSlot(tx, websiteId, id);
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: "delivery_slot", entityId: id, before, after });
        return after;
      }),

    remove: (websiteId: number, userId: number, id: number) =>
      write(null, async (tx) => {
        const before = await oneSlot(tx, websiteId, id);
        const [booked] = await tx
          .select({ date: t.slotBookings.date })
          .from(t.slotBookings)
          .where(and(eq(t.slotBookings.slotId, id), gte(t.slotBookings.date, shopDate(now())), gt(t.slotBookings.booked, 0)))
          .limit(1);
        if (booked) throw new Refusal("conflict", SLOT_BOOKED);
        await tx.delete(t.deliverySlots).where(eq(t.deliverySlots.id, id));
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "delivery_slot", entityId: id, before, after: null });
      }),
  };
}
export type AdminSlots = ReturnType<typeof createAdminSlots>;
