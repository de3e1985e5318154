// Times at the counter read in the shop's time (India, UTC+5:30) whatever the device's clock
// is set to, so a receipt printed anywhere shows when the sale happened at the shop.
import dayjs from "dayjs";
import { DATE_TIME_DISPLAY_FORMAT } from "../../shared/date-format";
import { SHOP_UTC_OFFSET_MINUTES } from "../../shared/shop-time";

/** The wall-clock time at the shop as a local Date, for dayjs to format. */
function atShop(iso: string): Date {
  const at = new Date(iso);
  return new Date(at.getTime() + (SHOP_UTC_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);
}

/** 'MMM D, YYYY h:mm A' at the shop; "" for an unreadable time. */
export function formatShopDateTime(iso: string): string {
  const at = atShop(iso);
  return Number.isNaN(at.getTime()) ? "" : dayjs(at).format(DATE_TIME_DISPLAY_FORMAT);
}

/** 'h:mm A' at the shop, for a list of one day's sales. */
export function formatShopTime(iso: string): string {
  const at = atShop(iso);
  return Number.isNaN(at.getTime()) ? "" : dayjs(at).format("h:mm A");
}

/** The shop's date now by this device's clock (YYYY-MM-DD), for when the server has not said it. */
export function shopToday(now: Date = new Date()): string {
  return dayjs(atShop(now.toISOString())).format("YYYY-MM-DD");
}
