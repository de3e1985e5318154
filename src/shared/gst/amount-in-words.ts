// Invoices state the total in words as well as figures, in the Indian system (thousand, lakh,
// crore) that the shop and its customers count in: ₹12,34,567 is twelve lakh, not 1.2 million.

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A positive whole number in words; beyond 99 crore the crores are counted in words themselves
 *  ("One Thousand Crore"), as Indian usage does. */
function indianWords(n: number): string {
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor(n / 1_00_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only" for 123450 paise.
 * Nothing at all is "Rupees Zero Only"; an amount under a rupee names only the paise ("Five Paise
 * Only"), since "Rupees Zero and Five Paise" reads as a mistake; one paisa is "One Paisa".
 * Throws for a negative or fractional number of paise.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 1 ? "One Paisa" : `${belowHundred(rest)} Paise`;
  if (rupees === 0) return rest === 0 ? "Rupees Zero Only" : `${paiseWords} Only`;
  return rest === 0 ? `Rupees ${indianWords(rupees)} Only` : `Rupees ${indianWords(rupees)} and ${paiseWords} Only`;
}
