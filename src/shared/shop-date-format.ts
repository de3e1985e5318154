// Dates as the shop's clock reads them (India, UTC+5:30) whatever the device's clock is set to:
// a receipt or an invoice is dated where the sale happened, so the same document shows the same
// day on every screen that lists it.
import dayjs from "dayjs";
import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from "./date-format";
import { SHOP_UTC_OFFSET_MINUTES } from "./shop-time";

/** The wall-clock time at the shop as a local Date, for dayjs to format. */
export function shopClock(iso: string): Date {
  const at = new Date(iso);
  return new Date(at.getTime() + (SHOP_UTC_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);
}

/** 'MMM D, YYYY' (with time 'MMM D, YYYY h:mm A') at the shop; "" for an unreadable time. */
export function formatShopDate(iso: string, withTime = false): string {
  const at = shopClock(iso);
  return Number.isNaN(at.getTime()) ? "" : dayjs(at).format(withTime ? DATE_TIME_DISPLAY_FORMAT : DATE_DISPLAY_FORMAT);
}
