// A GSTIN is 15 characters: the state code, the holder's PAN, an entity number (the holder's
// 1st..35th registration in that state), "Z", and a check character over the first 14. Checking
// it on the form catches a typo before it is printed on an invoice the buyer claims credit with.
import { gstStateByCode } from "./gst-states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// Regular taxpayers only: the 14th character is "Z" for them (TDS and TCS registrations use other
// letters, and a grocery shop's buyers are not those).
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Trimmed and upper-cased, as shoppers type it in any case. */
export const normaliseGstin = (value: string): string => value.trim().toUpperCase();

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0–9, A–Z as
 * 0..35) times 1 and 2 alternately from the first; each product p counts floor(p/36) + p mod 36;
 * the check is (36 − sum mod 36) mod 36. Throws when the input is not 14 such characters.
 */
export function gstinCheckCharacter(first14: string): string {
  if (first14.length !== 14) throw new RangeError("a GSTIN's check covers 14 characters");
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN, as a sentence for the form; null when it is a valid GSTIN. */
export function gstinProblem(value: string): string | null {
  const gstin = normaliseGstin(value);
  if (gstin.length !== 15) return "A GSTIN has 15 characters";
  if (!SHAPE.test(gstin)) return "That is not a GSTIN: 2 digits, the PAN, an entity number, Z and a check character";
  const state = gstin.slice(0, 2);
  if (!gstStateByCode(state)) return `A GSTIN starts with a state code; ${state} is not one`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return "The GSTIN's last character does not match: check it for a typo";
  return null;
}

/** The state code a valid GSTIN is registered in ("29"); null when the GSTIN is not valid. */
export function gstinStateCode(gstin: string): string | null {
  return gstinProblem(gstin) === null ? normaliseGstin(gstin).slice(0, 2) : null;
}
