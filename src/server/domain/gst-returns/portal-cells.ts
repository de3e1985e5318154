// Cells as the GST offline tool's templates ask for them: amounts in rupees with two decimals and
// no grouping, rates as percentages with two decimals, dates DD-MMM-YYYY ("24-May-2017" in the
// template's help sheet), quantities with two decimals (the tool rounds to two on import).
import { rateBasisPoints } from "../../../shared/gst/gst-rates";
import type { GstRateKey } from "../../../shared/gst/invoice-document";
import { shopDay } from "./shop-day";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** Integers in hundredths as "-12.34": integer arithmetic, so no float ever shows as 0.30000000000000004. */
function hundredths(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of hundredths: ${value}`);
  const abs = Math.abs(value);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return value < 0 ? `-${text}` : text;
}

/** Paise as rupees: 123450 → "1234.50", -5000 → "-50.00". */
export const rupees = (paise: number): string => hundredths(paise);

/** "5" → "5.00", "0.25" → "0.25"; nil-rated and exempt both read 0 in the tool's rate column. */
export const rateCell = (rate: GstRateKey): string => hundredths(rateBasisPoints(rate));

/** An instant as the shop-local day in the tool's format: "03-Nov-2026". */
export function portalDate(instant: string): string {
  const [year, month, day] = shopDay(instant).split("-") as [string, string, string];
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** A quantity kept in thousandths (lines carry up to three decimals) as two decimals, half away from zero. */
export function quantityCell(thousandths: number): string {
  const sign = thousandths < 0 ? -1 : 1;
  return hundredths(sign * Math.round(Math.abs(thousandths) / 10));
}

/** A line's quantity in whole thousandths, so sums are exact. */
export const toThousandths = (quantity: number): number => Math.round(quantity * 1000);
