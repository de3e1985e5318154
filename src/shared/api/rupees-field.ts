// The one check of a money (or percent) field at the API's edge: a finite number with at most
// 2 decimals, so it is a whole number of paise (or hundredths of a percent), within its bounds.
// The decimals are checked relative to the amount's size: binary floats make 19.99 * 100 a hair
// off 1999, which is fine, while 1e-9 is a real fraction of a paisa and is refused (it would be
// kept as 0). "More than zero" means at least 0.01, the smallest amount that is kept as such.
import * as z from "zod/mini";

/** True when `v` is a whole number of hundredths: 19.99 and 0.1 + 0.2 are, 1.234 and 1e-9 are not. */
export function isWholeHundredths(v: number): boolean {
  if (!Number.isFinite(v)) return false;
  const hundredths = Math.round(v * 100);
  return Math.abs(hundredths - v * 100) <= Math.abs(hundredths) * 1e-12;
}

export interface RupeesFieldOptions {
  /** "zero" allows 0; "positive" asks for at least 0.01. */
  min: "zero" | "positive";
  max: number;
  /** Names the field in the messages, e.g. "The MRP". */
  label: string;
  /** The message for a value that is not a number; "<label> must be an amount in rupees" unless given. */
  notANumber?: string;
}

/** A rupee (or percent) amount with at most 2 decimals, as every admin body reads one. */
export function rupeesField({ min, max, label, notANumber }: RupeesFieldOptions) {
  return z
    .number(notANumber ?? `${label} must be an amount in rupees`)
    .check(
      min === "zero" ? z.minimum(0, `${label} cannot be negative`) : z.minimum(0.01, `${label} must be more than zero`),
      z.maximum(max, `${label} may be at most ₹${max}`),
      z.refine(isWholeHundredths, `${label} may have at most 2 decimals`),
    );
}
