// India's financial year runs from 1 April to 31 March, and invoice numbers must be unique within
// one (rule 46(b)), so the year an invoice belongs to is read on the shop's clock: 31 March
// 23:00 IST is still the old year although it is 17:30 UTC, already 1 April nowhere.
import { SHOP_UTC_OFFSET_MINUTES } from "../shop-time";

/** "2026-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("not an instant");
  const shop = new Date(instant.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const start = shop.getUTCMonth() >= 3 ? shop.getUTCFullYear() : shop.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2627" for "2026-27", short enough for a 16-character invoice number. Throws for anything
 *  that is not a financial year. */
export function financialYearShort(financialYear: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(financialYear);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) throw new RangeError(`not a financial year: ${financialYear}`);
  return `${m[1]!.slice(2)}${m[2]}`;
}
