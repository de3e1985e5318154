// Money is integer paise everywhere but the API's edge, where §3 fields carry rupees.

/** Rupees (at most 2 decimals) to integer paise. Throws on values that are not money. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`not an amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(rupees * 100))) {
    throw new RangeError(`more than 2 decimals: ${rupees}`);
  }
  return paise;
}

/**
 * The most an order, or any one line of it, may come to, in rupees. Orders keep paise in 32-bit
 * columns (at most about ₹2.1 crore), so a far larger one is refused as bad input, never a crash.
 */
export const ORDER_AMOUNT_MAX = 1_000_000;

/** Whether any of these amounts (paise) is beyond ORDER_AMOUNT_MAX. */
export const beyondOrderMax = (paise: readonly number[]): boolean => paise.some((p) => p > ORDER_AMOUNT_MAX * 100);

/** Integer paise to rupees as a number with at most 2 decimals. */
export function toRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer: ${paise}`);
  return paise / 100;
}

/** Percent off MRP, in hundredths of a percent, rounded down so the shop never overstates it. */
export function discountBasisPoints(price: number, mrp: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) * 10000) / mrp);
}

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** §9: an amount in rupees as the shop shows it, e.g. ₹1,23,456.50. */
export function formatRupees(rupees: number): string {
  return RUPEES.format(rupees);
}

/** Whole percent off MRP for a label ("12% off"), never overstated; 0 when there is none. */
export function percentOff(price: number, mrp: number): number {
  return Math.floor(discountBasisPoints(Math.round(price * 100), Math.round(mrp * 100)) / 100);
}
