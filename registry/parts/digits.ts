// What number fields (phone, pincode, sign-in code) keep of what is typed or pasted: digits only.

export function onlyDigits(text: string, max: number): string {
  return text.replace(/\D/g, "").slice(0, max);
}

/** A mobile number as pasted from a contact ("+91 98765-43210", "098765 43210") keeps its ten
 *  digits; typing stops at ten. */
export function mobileDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits.slice(0, 10);
}
