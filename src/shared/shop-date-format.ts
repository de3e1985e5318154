// Dates as the shop's clock reads them (India, UTC+5:30) whatever the device's clock is set to:
// a receipt or an invoice is dated where the sale happened, so the same document shows the same
// day on every screen that lists it.
import dayjs from "dayjs";
import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT, DEFAULT_DATE_LOCALE, isEnglishLocale, localeDateFormat } from "./date-format";
import { SHOP_UTC_OFFSET_MINUTES } from "./shop-time";

/** The wall-clock time at the shop as a local Date, for dayjs to format. */
export function shopClock(iso: string): Date {
  const at = new Date(iso);
  return new Date(at.getTime() + (SHOP_UTC_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);
}

/**
 * 'MMM D, YYYY' (with time 'MMM D, YYYY h:mm A') at the shop; "" for an unreadable time. `locale`
 * as formatDate's: English keeps §5's formats, another language gets Intl's.
 */
export function formatShopDate(iso: string, withTime = false, locale: string = DEFAULT_DATE_LOCALE): string {
  const at = shopClock(iso);
  if (Number.isNaN(at.getTime())) return "";
  // shopClock moved the instant so the device's clock reads the shop's: Intl reads it the same way.
  if (!isEnglishLocale(locale)) return localeDateFormat(locale, withTime).format(at);
  return dayjs(at).format(withTime ? DATE_TIME_DISPLAY_FORMAT : DATE_DISPLAY_FORMAT);
}
