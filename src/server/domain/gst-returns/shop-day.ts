// A return period is a calendar month on the shop's clock (India Standard Time), whatever the
// server's zone: an invoice issued at 00:30 IST on 1 November is November's, though UTC still
// says 31 October.
import { shopDayOf } from "../../../shared/shop-time";

/** "2026-11-03": the shop-local calendar day of an ISO 8601 instant, as a document stores it. */
export function shopDay(instant: string): string {
  const at = Date.parse(instant);
  // A document whose instant does not parse must not drop silently out of every month.
  if (Number.isNaN(at)) throw new RangeError(`not an instant: ${instant}`);
  return shopDayOf(new Date(at));
}
