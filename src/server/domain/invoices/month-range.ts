// A calendar month on the shop's clock as the instants it starts and ends at: a return's month is
// the month its documents are dated in (India Standard Time), whatever the server's zone.
import { shopMidnight } from "../../../shared/shop-time";

export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: shopMidnight(`${month}-01`), to: shopMidnight(`${month}-01`, days) };
}
