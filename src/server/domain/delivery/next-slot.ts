// The next delivery slot a warehouse can still take, on the shop's clock (India: UTC+5:30, no
// daylight saving, so a fixed offset is exact). Slot capacity is booked by checkout; here a slot
// is offered when its weekday runs, the day is not a holiday and its cut-off has not passed.
import { SHOP_UTC_OFFSET_MINUTES } from "../../../shared/shop-time";

export interface SlotRule {
  /** Bit i set = runs on weekday i (0 = Sunday). */
  weekdays: number;
  /** "HH:MM", shop time. */
  startTime: string;
  endTime: string;
  cutoffMinutes: number;
  active: boolean;
  /** Shop dates (YYYY-MM-DD) it does not run on: its warehouse's holidays and the website's. */
  closedDates?: ReadonlySet<string> | undefined;
}

export interface SlotChoice {
  del_date: string;
  del_start_time: string;
  del_end_time: string;
}

/** How far ahead a slot is looked for. */
export const SLOT_HORIZON_DAYS = 7;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Shop-local midnight of `now`'s day, or of the first of its month, as an instant. */
export function shopPeriodStart(now: Date, period: "day" | "month"): Date {
  const offset = SHOP_UTC_OFFSET_MINUTES * 60_000;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), period === "day" ? local.getUTCDate() : 1) - offset);
}

export function nextSlot(rules: readonly SlotRule[], now: Date): SlotChoice | null {
  const active = rules.filter((r) => r.active).sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
  if (active.length === 0) return null;
  const midnight = shopPeriodStart(now, "day").getTime();
  for (let day = 0; day <= SLOT_HORIZON_DAYS; day++) {
    const dayStart = midnight + day * 86_400_000;
    const date = new Date(dayStart + SHOP_UTC_OFFSET_MINUTES * 60_000);
    const weekday = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    for (const rule of active) {
      if ((rule.weekdays & (1 << weekday)) === 0 || rule.closedDates?.has(iso)) continue;
      const closes = dayStart + (minutesOf(rule.startTime) - rule.cutoffMinutes) * 60_000;
      if (closes <= now.getTime()) continue;
      return { del_date: iso, del_start_time: rule.startTime, del_end_time: rule.endTime };
    }
  }
  return null;
}

export interface BookableSlot extends SlotRule {
  id: number;
  capacity: number;
}

export interface SlotOption extends SlotChoice {
  slot_id: number;
  /** Orders the slot can still take. */
  remaining: number;
}

/** Days of slots checkout offers. */
export const SLOT_OFFER_DAYS = 4;

/** Shop-local date (YYYY-MM-DD) `days` after `now`'s. */
export function shopDate(now: Date, days = 0): string {
  const local = new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000 + days * 86_400_000);
  return local.toISOString().slice(0, 10);
}

/**
 * The slots a warehouse can still take, soonest first: weekday runs, not a holiday, cut-off not
 * passed and capacity left after the bookings made (`booked` by slot id and date). Checkout
 * books only a slot offered here, so an order for a holiday is refused too.
 */
export function slotOptions(rules: readonly BookableSlot[], booked: (slotId: number, date: string) => number, now: Date, days = SLOT_OFFER_DAYS): SlotOption[] {
  const active = rules.filter((r) => r.active).sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime) || a.id - b.id);
  const midnight = shopPeriodStart(now, "day").getTime();
  const out: SlotOption[] = [];
  for (let day = 0; day < days; day++) {
    const dayStart = midnight + day * 86_400_000;
    const date = new Date(dayStart + SHOP_UTC_OFFSET_MINUTES * 60_000);
    const iso = date.toISOString().slice(0, 10);
    for (const rule of active) {
      if ((rule.weekdays & (1 << date.getUTCDay())) === 0 || rule.closedDates?.has(iso)) continue;
      if (dayStart + (minutesOf(rule.startTime) - rule.cutoffMinutes) * 60_000 <= now.getTime()) continue;
      const remaining = rule.capacity - booked(rule.id, iso);
      if (remaining <= 0) continue;
      out.push({ slot_id: rule.id, del_date: iso, del_start_time: rule.startTime, del_end_time: rule.endTime, remaining });
    }
  }
  return out;
}
