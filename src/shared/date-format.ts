// §5 date rules: how dates are shown, how a chosen date is stored, and which years a date field
// accepts. Shared so the shop, the builder and the server agree on what "empty" means.
import dayjs from "dayjs";
import { EMPTY_DATE } from "./empty-date";

export const DATE_DISPLAY_FORMAT = "MMM D, YYYY";
export const DATE_TIME_DISPLAY_FORMAT = "MMM D, YYYY h:mm A";
export const ISO_DATE_FORMAT = "YYYY-MM-DD";
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2099;

export type DateInput = string | Date | null | undefined;

const CALENDAR_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const CALENDAR_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})[T\s]/;

/**
 * A real local calendar day, or null. Built with setFullYear because `new Date(y, …)` maps
 * years 0–99 to 1900–1999, and checked field by field because Date rolls Feb 30 into March.
 */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/**
 * The date a stored value stands for, or null when it is empty or not a date.
 * Date-only strings ('YYYY-MM-DD', or 'YYYYMMDD' as older records hold them) are read as local
 * calendar days so that a birthday never shifts by a time zone. "0000-00-00 …" timestamps, which
 * some databases use for "no date", are refused rather than read as year 0.
 */
export function parseDate(value: DateInput): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  const text = value.trim();
  if (text === "" || text === EMPTY_DATE) return null;
  const dateOnly = CALENDAR_DATE.exec(text);
  if (dateOnly) return calendarDay(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const prefix = CALENDAR_DATE_PREFIX.exec(text);
  if (prefix && !calendarDay(Number(prefix[1]), Number(prefix[2]), Number(prefix[3]))) return null;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** The shop's language when none is said: prices and English dates read as in India. */
export const DEFAULT_DATE_LOCALE = "en-IN";

/** True for a locale whose dates §5's English formats write ("en-IN", "en"). */
export const isEnglishLocale = (locale: string) => locale === "en" || locale.startsWith("en-");

const localeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (with its time) in another language than English (issue 35: dates follow the language),
 * the same parts as §5's formats in that locale's order ("5 मार्च 2024" for hi-IN). `timeZone`
 * for a clock other than the device's.
 */
export function localeDateFormat(locale: string, withTime: boolean, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${withTime ? "t" : "d"}|${timeZone ?? ""}`;
  let format = localeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}), ...(timeZone ? { timeZone } : {}) });
    localeFormats.set(key, format);
  }
  return format;
}

/**
 * 'MMM D, YYYY' (with time 'MMM D, YYYY h:mm A'); "" for an empty or unreadable value. `locale`
 * is the page's language as Intl names it (useLocale()): English keeps §5's formats word for
 * word, another language gets Intl's form of the same parts.
 */
export function formatDate(value: DateInput, withTime = false, locale: string = DEFAULT_DATE_LOCALE): string {
  const date = parseDate(value);
  if (!date) return "";
  if (!isEnglishLocale(locale)) return localeDateFormat(locale, withTime).format(date);
  return dayjs(date).format(withTime ? DATE_TIME_DISPLAY_FORMAT : DATE_DISPLAY_FORMAT);
}

/** The stored form of a chosen date, 'YYYY-MM-DD' in local time; "" for an empty value. */
export function toIsoDate(value: DateInput): string {
  const date = parseDate(value);
  return date ? dayjs(date).format(ISO_DATE_FORMAT) : "";
}

/** True when the value is a date whose year is within the date field's 1900–2099. */
export function isDateInRange(value: DateInput): boolean {
  const date = parseDate(value);
  if (!date) return false;
  const year = date.getFullYear();
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
}
