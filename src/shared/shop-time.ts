// The shops are in India: a shop's days, slots and receipts run on India Standard Time whatever
// the clock of the server or the device says. IST has no daylight saving, so one offset serves.

/** India Standard Time, UTC+5:30. */
export const SHOP_UTC_OFFSET_MINUTES = 330;

/** Shop-local midnight of a YYYY-MM-DD day (or of `plusDays` after it), as an instant. */
export function shopMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - SHOP_UTC_OFFSET_MINUTES * 60_000);
}
