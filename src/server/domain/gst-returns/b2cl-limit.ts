// Rule 59(4)(a)(ii) of the CGST Rules: inter-State supplies to unregistered persons are reported
// invoice by invoice (table 5, "B2C large") when the invoice value is MORE THAN the limit.
// Notification 12/2024-Central Tax (10 July 2024) lowered the limit from two and a half lakh
// rupees to one lakh rupees with effect from 1 August 2024; the GST offline tool compares the
// same way (B2CL_MIN_VAL 100000 from return period 08-2024, strictly greater). Kept as dated data
// so that a credit note against an older invoice is judged by the limit of that invoice's day.

export interface B2clLimit {
  /** First shop-local day the limit applies to, "YYYY-MM-DD". */
  from: string;
  /** Invoice values above this, in paise, are B2C large. */
  paise: number;
}

/** Oldest first. */
export const B2CL_LIMITS: readonly B2clLimit[] = [
  { from: "2017-07-01", paise: 250_000_00 },
  { from: "2024-08-01", paise: 100_000_00 },
];

/** The limit in force on a shop-local day ("2026-11-03"). */
export function b2clLimitOn(day: string): number {
  let limit: B2clLimit | undefined;
  for (const candidate of B2CL_LIMITS) if (candidate.from <= day) limit = candidate;
  if (!limit) throw new RangeError(`no B2C large limit before GST began: ${day}`);
  return limit.paise;
}
