// Dates on the account screens in the page's language (issue 35: dates follow the language).
// English reads exactly as the shared formatters write it ("Jun 2, 2025 9:00 AM", §5); another
// language gets Intl's form of the same parts for its locale ("hi-IN"). Prices are not dates:
// they stay en-IN ₹ (§9).
import { useMemo } from "react";
import { useLocale } from "../../../src/client/i18n/use-t";
import { formatDate, parseDate, type DateInput } from "../../../src/shared/date-format";
import { slotText, type SlotTimes } from "../../../src/shared/delivery-slot";
import { formatShopDate } from "../../../src/shared/shop-date-format";
import { shopMomentText } from "../../../src/shared/shop-time";

export interface AccountDates {
  /** An instant with its time, on the device's clock, as formatDate(value, true) in English. */
  dateTime(value: DateInput): string;
  /** A document's day on the shop's clock, as formatShopDate in English. */
  shopDate(iso: string): string;
  /** An instant on the shop's clock, as slots read ("Sat, 28 Nov, 07:00" in English). */
  shopMoment(at: Date): string;
  /** A delivery slot ("Mon, 2 Jun, 09:00–12:00" in English). */
  slot(times: SlotTimes): string;
}

const SHOP_ZONE = "Asia/Kolkata";

const ENGLISH: AccountDates = {
  dateTime: (value) => formatDate(value, true),
  shopDate: (iso) => formatShopDate(iso),
  shopMoment: shopMomentText,
  slot: slotText,
};

function inLocale(locale: string): AccountDates {
  const dateTime = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
  const shopDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: SHOP_ZONE });
  const moment = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: SHOP_ZONE });
  // A slot's date is a calendar day, so it is read in UTC (as slotText does).
  const slotDay = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return {
    dateTime: (value) => {
      const date = parseDate(value);
      return date ? dateTime.format(date) : "";
    },
    shopDate: (iso) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? "" : shopDay.format(at);
    },
    shopMoment: (at) => moment.format(at),
    slot: (times) => {
      const day = times.del_date ? new Date(`${times.del_date}T00:00:00Z`) : null;
      const date = day && !Number.isNaN(day.getTime()) ? slotDay.format(day) : (times.del_date ?? "");
      const time = (t: string | null) => (t ? t.slice(0, 5) : "");
      const hours = times.del_start_time ? `, ${time(times.del_start_time)}${times.del_end_time ? `–${time(times.del_end_time)}` : ""}` : "";
      return `${date}${hours}`;
    },
  };
}

/** The page's date formats: English as the shop has always written them, other languages by Intl. */
export function useAccountDates(): AccountDates {
  const locale = useLocale();
  return useMemo(() => (locale.startsWith("en") ? ENGLISH : inLocale(locale)), [locale]);
}
