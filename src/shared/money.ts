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
