// The shops are in India: a shop's days, slots and receipts run on India Standard Time whatever
// the clock of the server or the device says. IST has no daylight saving, so one offset serves.

/** India Standard Time, UTC+5:30. */
export const SHOP_UTC_OFFSET_MINUTES = 330;

/** Shop-local midnight of a YYYY-MM-DD day (or of `plusDays` after it), as an instant. */
export function shopMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - SHOP_UTC_OFFSET_MINUTES * 60_000);
}

/** "2026-11-29": the shop's calendar day at an instant (now, by default). */
export function shopDayOf(at: Date = new Date()): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

const SHOP_MOMENT = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Kolkata" });

/** "Sat, 28 Nov, 07:00": an instant on the shop's clock, as slots read (slotText). */
export const shopMomentText = (at: Date): string => SHOP_MOMENT.format(at);

/** "2 hours", "90 minutes", "1 day": a span of whole minutes in words. */
export function minutesText(minutes: number): string {
  if (minutes % 1440 === 0 && minutes >= 1440) return minutes === 1440 ? "1 day" : `${minutes / 1440} days`;
  if (minutes % 60 === 0 && minutes >= 60) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
