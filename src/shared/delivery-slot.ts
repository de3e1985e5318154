// How a delivery slot reads, wherever one is shown: the cart's groups, an order's booked slot.

export interface SlotTimes {
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
}

// One formatter per language, made on first use (a page speaks one; the server several).
const slotDays = new Map<string, Intl.DateTimeFormat>();
const slotDay = (locale: string) => {
  let format = slotDays.get(locale);
  if (!format) slotDays.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })));
  return format;
};

/** "Mon, 2 Jun, 09:00–12:00": the slot's date is a calendar day, so it is read in UTC. */
/** `locale`: the page's ("hi-IN": "सोम, 2 जून, 09:00–12:00"); the hours are digits in every language. */
export function slotText(g: SlotTimes, locale = "en-IN"): string {
  const day = g.del_date ? new Date(`${g.del_date}T00:00:00Z`) : null;
  const date = day && !Number.isNaN(day.getTime()) ? slotDay(locale).format(day) : (g.del_date ?? "");
  const time = (t: string | null) => (t ? t.slice(0, 5) : "");
  const hours = g.del_start_time ? `, ${time(g.del_start_time)}${g.del_end_time ? `–${time(g.del_end_time)}` : ""}` : "";
  return `${date}${hours}`;
}
