import { PHONE_PATTERN } from "./field-rules";

/** "+91 98765 43210": how an Indian mobile number reads; anything else is shown as it is. */
export function formatPhone(phone: string): string {
  return PHONE_PATTERN.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** "98xxxxxx10": enough for the customer to know their number, too little for anyone else to use. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 4) return "x".repeat(digits.length);
  return `${digits.slice(0, 2)}${"x".repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/**
 * "Priya Sharma (+91 98765 43210)", or the number alone for someone the shop has no name for
 * (a customer or staff member added without one, ADR 0047): never an empty name.
 */
export function personLabel(person: { name: string; phone: string }): string {
  const name = person.name.trim();
  return name ? `${name} (${formatPhone(person.phone)})` : formatPhone(person.phone);
}
