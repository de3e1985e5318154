// Times at the counter read in the shop's time (India, UTC+5:30) whatever the device's clock
// is set to, so a receipt printed anywhere shows when the sale happened at the shop.
import dayjs from "dayjs";
import { formatShopDate, shopClock } from "../../shared/shop-date-format";

/** 'MMM D, YYYY h:mm A' at the shop; "" for an unreadable time. */
export const formatShopDateTime = (iso: string): string => formatShopDate(iso, true);

/** 'h:mm A' at the shop, for a list of one day's sales. */
export function formatShopTime(iso: string): string {
  const at = shopClock(iso);
  return Number.isNaN(at.getTime()) ? "" : dayjs(at).format("h:mm A");
}

/** The shop's date now by this device's clock (YYYY-MM-DD), for when the server has not said it. */
export function shopToday(now: Date = new Date()): string {
  return dayjs(shopClock(now.toISOString())).format("YYYY-MM-DD");
}
