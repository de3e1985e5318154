// A calendar month on the shop's clock (India has one time zone, no daylight saving) as the
// instants it starts and ends at: a return's month is the month its documents are dated in.
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}
