// Slot capacity already taken, for the dates checkout offers.
import { and, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { SLOT_OFFER_DAYS, shopDate } from "./next-slot";

export function createSlotBookings(db: Db) {
  // Every priced cart reads its slots' bookings: prepared once per connection, with the lists
  // passed as arrays so one statement serves any number of slots.
  const query = db
    .select()
    .from(t.slotBookings)
    .where(and(sql`${t.slotBookings.slotId} = any(${sql.placeholder("slotIds")}::int[])`, sql`${t.slotBookings.date} = any(${sql.placeholder("dates")}::text[])`))
    .prepare("slot_bookings_by_slots");

  return {
    /** Bookings of these slots over the offered dates, as a lookup by slot and date. */
    async booked(slotIds: number[], now: Date): Promise<(slotId: number, date: string) => number> {
      if (slotIds.length === 0) return () => 0;
      const dates = Array.from({ length: SLOT_OFFER_DAYS }, (_, day) => shopDate(now, day));
      const rows = await query.execute({ slotIds, dates });
      const booked = new Map(rows.map((r) => [`${r.slotId}:${r.date}`, r.booked]));
      return (slotId, date) => booked.get(`${slotId}:${date}`) ?? 0;
    },
  };
}
