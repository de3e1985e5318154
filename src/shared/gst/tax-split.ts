// Shelf prices include GST, so an invoice line works the tax out backwards from what the shopper
// paid. Everything is integer paise and integer arithmetic: net × basis points stays below 2^53
// for any net up to 10^10 paise (₹10 crore), so no step is rounded by floating point.
import type { GstRateKey } from "./invoice-document";
import { rateBasisPoints } from "./gst-rates";

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The most splitTax takes: beyond it net × basis points could lose precision. */
export const TAX_SPLIT_MAX = 10_000_000_000;

/** a ÷ b rounded half up, for non-negative integers, exactly: the float quotient is only a guess
 *  that the two integer checks correct. */
export function divideRoundHalfUp(a: number, b: number): number {
  const n = 2 * a + b;
  const d = 2 * b;
  let q = Math.floor(n / d);
  while (q * d > n) q--;
  while ((q + 1) * d <= n) q++;
  return q;
}

/**
 * The tax in an amount that includes it (net, paise). Within a state CGST and SGST are always
 * equal — half the tax each, the half rounded half up — and taxable is what is left; between
 * states the whole tax is IGST. Exempt and 0% lines carry no tax. Either way
 * taxable + cgst + sgst + igst = net, and taxable is within a paisa of net × 100 / (100 + rate).
 * Throws for a negative, fractional or too large net.
 */
export function splitTax(netInclTax: number, rate: GstRateKey, interState: boolean): TaxSplit {
  if (!Number.isSafeInteger(netInclTax) || netInclTax < 0 || netInclTax > TAX_SPLIT_MAX) {
    throw new RangeError(`not an amount splitTax takes: ${netInclTax}`);
  }
  const bp = rateBasisPoints(rate);
  if (bp === 0) return { taxable: netInclTax, cgst: 0, sgst: 0, igst: 0 };
  if (interState) {
    const igst = divideRoundHalfUp(netInclTax * bp, 10_000 + bp);
    return { taxable: netInclTax - igst, cgst: 0, sgst: 0, igst };
  }
  const half = divideRoundHalfUp(netInclTax * bp, 2 * (10_000 + bp));
  return { taxable: netInclTax - 2 * half, cgst: half, sgst: half, igst: 0 };
}
