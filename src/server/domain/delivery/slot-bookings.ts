// Slot capacity already taken, for the dates checkout offers.
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { SLOT_OFFER_DAYS, shopDate } from "./next-slot";

/** Bookings of these slots over the offered dates, as a lookup by slot and date. */
export async function bookedSlots(db: Db, slotIds: number[], now: Date): Promise<(slotId: number, date: string) => number> {
  if (slotIds.length === 0) return () => 0;
  const dates = Array.from({ length: SLOT_OFFER_DAYS }, (_, day) => shopDate(now, day));
  const rows = await db
    .select()
    .from(t.slotBookings)
    .where(and(inArray(t.slotBookings.slotId, slotIds), inArray(t.slotBookings.date, dates)));
  const booked = new Map(rows.map((r) => [`${r.slotId}:${r.date}`, r.booked]));
  return (slotId, date) => booked.get(`${slotId}:${date}`) ?? 0;
}
