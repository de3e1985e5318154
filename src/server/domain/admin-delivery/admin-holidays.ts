// Days the active website does not deliver (issue 11): a holiday of one warehouse, or of every
// warehouse when it names none. The shop offers no slot on them and checkout refuses one (see
// delivery/next-slot.ts); orders already booked for that day are counted, not moved.
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { HOLIDAY_TAKEN, type AdminHoliday, type AdminHolidaysAnswer, type HolidayBody } from "../../../shared/api/admin-delivery";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import { shopDate } from "../delivery/next-slot";
import type { DeliveryWriter } from "./delivery-write";
import { checkWarehouse } from "./owned-delivery";

type Reader = Db | Tx;
const NO_HOLIDAY = "There is no such holiday in this shop";

export interface HolidayListFilter {
  past: boolean;
  page: number;
  perPage: number;
}

/**
 * Orders booked into the slots the holiday closes, on its day. The outer row is named in full:
 * drizzle leaves columns unqualified in a query of one table, and they would name the inner ones.
 */
const ordersBooked =
  sql<number>`coalesce((select sum(b.booked) from ${t.slotBookings} b join ${t.deliverySlots} s on s.id = b.slot_id where b.date = delivery_holidays.date and s.website_id = delivery_holidays.website_id and (delivery_holidays.warehouse_id is null or s.warehouse_id = delivery_holidays.warehouse_id)), 0)`.mapWith(
    Number,
  );

const answer = (h: typeof t.deliveryHolidays.$inferSelect, booked: number): AdminHoliday => ({ id: h.id, date: h.date, warehouse_id: h.warehouseId, note: h.note, orders_booked: booked });

async function oneHoliday(db: Reader, websiteId: number, id: number): Promise<AdminHoliday> {
  const [row] = await db
    .select({ h: t.deliveryHolidays, booked: ordersBooked })
    .from(t.deliveryHolidays)
    .where(and(eq(t.deliveryHolidays.websiteId, websiteId), eq(t.deliveryHolidays.id, id)));
  if (!row) throw notFound(NO_HOLIDAY);
  return answer(row.h, row.booked);
}

export function createAdminHolidays(db: Db, write: DeliveryWriter, now: () => Date) {
  /** Refuses a second holiday on the same day for the same warehouse (or for all). */
  async function checkFree(tx: Tx, websiteId: number, body: Required<HolidayBody>, except: number | null) {
    const [same] = await tx
      .select({ id: t.deliveryHolidays.id })
      .from(t.deliveryHolidays)
      .where(
        and(
          eq(t.deliveryHolidays.websiteId, websiteId),
          eq(t.deliveryHolidays.date, body.date),
          body.warehouse_id === null ? isNull(t.deliveryHolidays.warehouseId) : eq(t.deliveryHolidays.warehouseId, body.warehouse_id),
        ),
      );
    if (same && same.id !== except) throw new Refusal("conflict", HOLIDAY_TAKEN, { date: HOLIDAY_TAKEN });
  }
  const columnsOf = (body: Required<HolidayBody>) => ({ date: body.date, warehouseId: body.warehouse_id, note: body.note });

  return {
    async list(websiteId: number, filter: HolidayListFilter): Promise<AdminHolidaysAnswer> {
      const today = shopDate(now());
      const where: SQL[] = [eq(t.deliveryHolidays.websiteId, websiteId), filter.past ? lt(t.deliveryHolidays.date, today) : gte(t.deliveryHolidays.date, today)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ h: t.deliveryHolidays, booked: ordersBooked })
          .from(t.deliveryHolidays)
          .where(and(...where))
          .orderBy(filter.past ? desc(t.deliveryHolidays.date) : asc(t.deliveryHolidays.date), asc(t.deliveryHolidays.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(t.deliveryHolidays)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => answer(r.h, r.booked)), meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage } };
    },

    create: (websiteId: number, userId: number, body: Required<HolidayBody>) =>
      write(null, async (tx) => {
        if (body.warehouse_id !== null) await checkWarehouse(tx, websiteId, body.warehouse_id);
        await checkFree(tx, websiteId, body, null);
        const [row] = await tx
          .insert(t.deliveryHolidays)
          .values({ websiteId, ...columnsOf(body) })
          .returning({ id: t.deliveryHolidays.id });
        const after = await oneHoliday(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "delivery_holiday", entityId: row!.id, before: null, after });
        return after;
      }),

    update: (websiteId: number, userId: number, id: number, body: Required<HolidayBody>) =>
      write(null, async (tx) => {
        const before = await oneHoliday(tx, websiteId, id);
        if (body.warehouse_id !== null) await checkWarehouse(tx, websiteId, body.warehouse_id);
        await checkFree(tx, websiteId, body, id);
        await tx.update(t.deliveryHolidays).set(columnsOf(body)).where(eq(t.deliveryHolidays.id, id));
        const after = await oneHoliday(tx, websiteId, id);
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: "delivery_holiday", entityId: id, before, after });
        return after;
      }),

    remove: (websiteId: number, userId: number, id: number) =>
      write(null, async (tx) => {
        const before = await oneHoliday(tx, websiteId, id);
        await tx.delete(t.deliveryHolidays).where(eq(t.deliveryHolidays.id, id));
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "delivery_holiday", entityId: id, before, after: null });
      }),
  };
}
export type AdminHolidays = ReturnType<typeof createAdminHolidays>;
