// The date field's calendar: a non-modal dialog with one month of day buttons, previous and next
// month, and a year select bounded by the §5 years 1900–2099. Keys follow the usual date-picker
// pattern: arrows move a day or a week, PageUp/PageDown a month, Home/End the week's ends,
// Escape closes. Month and day names follow the page's language (English as it always read).
import dayjs from "dayjs";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { DATE_MAX_YEAR, DATE_MIN_YEAR, isEnglishLocale } from "../../../shared/date-format";
import { useLocale, useT } from "../../i18n/use-t";

export interface CalendarProps {
  id: string;
  /** The stored date, or null when the field is empty. */
  value: Date | null;
  /** A chosen day, or null when the shopper clears the date. */
  onSelect: (date: Date | null) => void;
  onClose: () => void;
  /** The dialog's name; "Choose date" (app.chooseDate) when not given. */
  label?: string;
}

const FIRST_DAY = new Date(DATE_MIN_YEAR, 0, 1);
const LAST_DAY = new Date(DATE_MAX_YEAR, 11, 31);
const YEARS = Array.from({ length: DATE_MAX_YEAR - DATE_MIN_YEAR + 1 }, (_, i) => DATE_MIN_YEAR + i);
// The same two hundred elements every render, which React then passes over.
const YEAR_OPTIONS = YEARS.map((y) => (
  <option key={y} value={y}>
    {y}
  </option>
));
// Arrows, not words: the buttons' names say which way.
const PREVIOUS = "‹";
const NEXT = "›";

interface CalendarNames {
  /** Sunday first, as the grid's columns. */
  weekdays: { short: string; long: string }[];
  month: (date: Date) => string;
  day: (date: Date) => string;
}

// English reads as it always has ("Su", "January", "January 20, 2024").
const ENGLISH_NAMES: CalendarNames = {
  weekdays: Array.from({ length: 7 }, (_, i) => ({ short: dayjs().day(i).format("dd"), long: dayjs().day(i).format("dddd") })),
  month: (date) => dayjs(date).format("MMMM"),
  day: (date) => dayjs(date).format("MMMM D, YYYY"),
};

/** The names in another language, by Intl ("hi-IN": "रवि", "जनवरी", "20 जनवरी 2024"). */
function localeNames(locale: string): CalendarNames {
  const short = new Intl.DateTimeFormat(locale, { weekday: "short" });
  const long = new Intl.DateTimeFormat(locale, { weekday: "long" });
  const month = new Intl.DateTimeFormat(locale, { month: "long" });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
  // 7 January 2024 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 7 + i)).map((d) => ({ short: short.format(d), long: long.format(d) }));
  return { weekdays, month: (date) => month.format(date), day: (date) => day.format(date) };
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function clampDay(date: Date): Date {
  if (date < FIRST_DAY) return FIRST_DAY;
  if (date > LAST_DAY) return LAST_DAY;
  return date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(year, month + 1, 0).getDate();
}

/** The same day of another month, or that month's last day when it is shorter (Jan 31 → Feb 29). */
function withMonth(date: Date, year: number, month: number): Date {
  const normalised = new Date(year, month, 1);
  const y = normalised.getFullYear();
  const m = normalised.getMonth();
  return clampDay(new Date(y, m, Math.min(date.getDate(), daysInMonth(y, m))));
}

function addDays(date: Date, days: number): Date {
  return clampDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

function sameDay(a: Date | null, b: Date | null): boolean {
  return a !== null && b !== null && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The month as rows of seven, with null for the cells before the 1st and after the last day. */
function monthWeeks(year: number, month: number): Array<Array<Date | null>> {
  const cells: Array<Date | null> = Array.from({ length: new Date(year, month, 1).getDay() }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(new Date(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<Date | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function Calendar({ id, value, onSelect, onClose, label }: CalendarProps) {
  const t = useT();
  const locale = useLocale();
  const names = useMemo(() => (isEnglishLocale(locale) ? ENGLISH_NAMES : localeNames(locale)), [locale]);
  const today = startOfDay(new Date());
  // The day that holds keyboard focus; its month is the month on show.
  const [active, setActive] = useState(() => clampDay(value ? startOfDay(value) : today));
  const activeButton = useRef<HTMLButtonElement>(null);
  // Focus follows the active day when the calendar opens and on arrow keys, but not when the
  // shopper is using the month buttons or the year select, which must keep focus.
  const focusActive = useRef(true);
  const year = active.getFullYear();
  const month = active.getMonth();
  const monthName = names.month(active);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    activeButton.current?.focus();
  });

  const moveFocus = (next: Date) => {
    focusActive.current = true;
    setActive(next);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = active.getDay();
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      PageUp: () => withMonth(active, year, month - 1),
      PageDown: () => withMonth(active, year, month + 1),
      Home: () => addDays(active, -weekday),
      End: () => addDays(active, 6 - weekday),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    // Only the calendar closes, not a modal the field may sit in.
    event.stopPropagation();
    event.preventDefault();
    onClose();
  };

  return (
    <div id={id} className="calendar" role="dialog" aria-modal="false" aria-label={label ?? t("app.chooseDate")} tabIndex={-1} onKeyDown={onDialogKeyDown}>
      <div className="calendar-header">
        <button
          type="button"
          className="calendar-nav"
          aria-label={t("app.previousMonth")}
          disabled={year === DATE_MIN_YEAR && month === 0}
          onClick={() => setActive(withMonth(active, year, month - 1))}
        >
          <span aria-hidden="true">{PREVIOUS}</span>
        </button>
        <span className="calendar-month" aria-live="polite">
          {monthName}
          <span className="visually-hidden">{` ${year}`}</span>
        </span>
        <select className="calendar-year" aria-label={t("app.year")} value={year} onChange={(event) => setActive(withMonth(active, Number(event.target.value), month))}>
          {YEAR_OPTIONS}
        </select>
        <button type="button" className="calendar-nav" aria-label={t("app.nextMonth")} disabled={year === DATE_MAX_YEAR && month === 11} onClick={() => setActive(withMonth(active, year, month + 1))}>
          <span aria-hidden="true">{NEXT}</span>
        </button>
      </div>
      <table className="calendar-grid" role="grid" aria-label={`${monthName} ${year}`} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {names.weekdays.map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td key={column} aria-selected={sameDay(day, value)}>
                    <button
                      type="button"
                      ref={sameDay(day, active) ? activeButton : undefined}
                      className="calendar-day"
                      tabIndex={sameDay(day, active) ? 0 : -1}
                      aria-label={names.day(day)}
                      aria-current={sameDay(day, today) ? "date" : undefined}
                      onClick={() => onSelect(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                ) : (
                  <td key={column} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {value ? (
        <div className="calendar-footer">
          <button type="button" className="calendar-clear" onClick={() => onSelect(null)}>
            {t("app.clear")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
