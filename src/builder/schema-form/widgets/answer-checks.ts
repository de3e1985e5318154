// The checks an owner chooses for a form field's answer, by name, and the stored §5 `pattern`
// (or ADR 0060's min and max) each one stands for. The patterns are the shop's own rules, so a
// "mobile number" here is judged exactly as the sign-in's is.
import { EMAIL_PATTERN, PHONE_PATTERN, PINCODE_PATTERN } from "../../../shared/field-rules";

export type AnswerCheck = "none" | "phone" | "pincode" | "email" | "range" | "custom";

/** The checks that are a stored pattern. */
export const PATTERN_CHECKS: readonly { check: AnswerCheck; pattern: string }[] = [
  { check: "phone", pattern: PHONE_PATTERN.source },
  { check: "pincode", pattern: PINCODE_PATTERN.source },
  { check: "email", pattern: EMAIL_PATTERN.source },
];

/** Every check by the owner's name for it, in the order offered. */
export const CHECK_LABELS: Readonly<Record<AnswerCheck, string>> = {
  none: "None",
  phone: "Indian mobile number",
  pincode: "Pincode",
  email: "Email",
  range: "Number range",
  custom: "Custom pattern (see Advanced)",
};

/**
 * A pattern in the form compared across spellings: a stored pattern is matched whole whether or
 * not it is anchored (compilePattern), and \d and [0-9] are the same digits.
 */
function comparable(pattern: string): string {
  return pattern.replace(/^\^/, "").replace(/\$$/, "").replace(/\\d/g, "[0-9]");
}

/** The check a stored pattern is, or "custom" for one no check names. */
export function checkOfPattern(pattern: string): AnswerCheck {
  const found = PATTERN_CHECKS.find((preset) => comparable(preset.pattern) === comparable(pattern));
  return found ? found.check : "custom";
}

/** The check a stored field holds: its pattern's, else a range when it has a min or max, else none. */
export function checkOf(field: { pattern?: unknown; min?: unknown; max?: unknown }): AnswerCheck {
  if (typeof field.pattern === "string" && field.pattern !== "") return checkOfPattern(field.pattern);
  return typeof field.min === "number" || typeof field.max === "number" ? "range" : "none";
}

/** The pattern a check stores, or undefined (none, a range, a custom pattern kept as it is). */
export function patternOf(check: AnswerCheck): string | undefined {
  return PATTERN_CHECKS.find((preset) => preset.check === check)?.pattern;
}
