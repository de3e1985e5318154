import { PHONE_PATTERN } from "./field-rules";

/** "+91 98765 43210": how an Indian mobile number reads; anything else is shown as it is. */
export function formatPhone(phone: string): string {
  return PHONE_PATTERN.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
