// Rule 46(b) (and 49, 53 for bills of supply and credit notes): a consecutive serial number of at
// most 16 characters — letters, digits, "-" and "/" — unique for a financial year. The year is in
// the number, so each year's series starts again at 1 without repeating an earlier number.
import { financialYearShort } from "./financial-year";

export const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9/-]{1,16}$/;

const PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** What is wrong with a document series' prefix ("INV", "CN"), as a sentence for the form; null
 *  when it will do. Four characters at most, so prefix/yyyy/nnnnnn fits in 16. */
export function documentPrefixProblem(prefix: string): string | null {
  if (prefix.length < 1 || prefix.length > 4) return "A prefix has 1 to 4 characters";
  if (!PREFIX_PATTERN.test(prefix)) return "A prefix has only capital letters A–Z and digits 0–9";
  return null;
}

/**
 * "INV/2627/000042": prefix, financial year, and the sequence number padded to 6 digits (longer
 * once it passes 999999). Throws when the prefix is not valid, seq is not a positive integer, or
 * the number would not fit rule 46(b) — a 7-digit sequence after a 4-character prefix.
 */
export function formatDocumentNumber(prefix: string, financialYear: string, seq: number): string {
  const problem = documentPrefixProblem(prefix);
  if (problem) throw new RangeError(`${problem}: ${prefix}`);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`not a sequence number: ${seq}`);
  const number = `${prefix}/${financialYearShort(financialYear)}/${String(seq).padStart(6, "0")}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) throw new RangeError(`more than 16 characters: ${number}`);
  return number;
}
