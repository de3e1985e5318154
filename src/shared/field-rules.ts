// §5 field rules: the one rule engine behind every form in the shop, the builder and the back
// office, so a field is judged the same way wherever it appears.
import { EMPTY_DATE } from "./empty-date";
import { ownValue } from "./own-value";
import type { MessageId } from "./i18n/messages/catalogues";

export type FieldType = "text" | "email" | "phone" | "number" | "date" | "file" | "select" | "textarea" | "password";

/** A message of the catalogue's `validation` area (issue 35): "validation.required" and the rest. */
export type ValidationMessageId = Extract<MessageId, `validation.${string}`>;
export type ValidationValues = Record<string, string | number>;

/**
 * How the validators word a message: given its id and values, the text. The default is English,
 * word for word the §5 texts (the server's callers and the owners' tools, for now); the shop
 * passes its page's `t` (useT) or `translate`, the server its request's catalogue, so the same
 * rules speak the reader's language.
 */
export type ValidationText = (id: ValidationMessageId, values?: ValidationValues) => string;

// The English of every `validation.*` message, as the catalogue's en/validation.json has it
// (field-rules.test.ts holds the two together): the validators run where no catalogue is loaded.
const ENGLISH: Record<ValidationMessageId, (v: ValidationValues) => string> = {
  "validation.thisField": () => "This field",
  "validation.required": (v) => `${v.label} is required`,
  "validation.email": (v) => `${v.label} is not a valid email address`,
  "validation.format": (v) => `${v.label} is not in valid format`,
  "validation.phone": (v) => `${v.label} is not a valid phone number`,
  "validation.between": (v) => `${v.label} must be between ${v.min} and ${v.max}`,
  "validation.atLeast": (v) => `${v.label} must be at least ${v.min}`,
  "validation.atMost": (v) => `${v.label} must be at most ${v.max}`,
  "validation.fileTooLarge": (v) => `${v.label} must be at most ${v.mb} MB`,
  "validation.fileEmpty": (v) => `${v.label} is an empty file`,
  "validation.fileType": (v) => `${v.label} must be a file of type ${v.types}`,
  "validation.fileUnreadable": (v) => `${v.label} could not be read; please choose the file again`,
  "validation.textTooLong": (v) => `${v.label} must be at most ${v.max} characters`,
  "validation.notAnOption": () => "Choose one of the options",
  "validation.pincode": () => "Please enter a valid pincode",
};

/** The validators' default: the English texts. */
export const englishValidationText: ValidationText = (id, values = {}) => ENGLISH[id](values);

/**
 * Answers with an error message, or null/undefined (or "") when the value is acceptable. `text`
 * words the messages in the reader's language (the one validateField was given).
 */
export type FieldValidator<T = unknown, V = Record<string, unknown>> = (value: T, values: Partial<V>, text: ValidationText) => string | null | undefined;

export interface FieldRule<T = unknown, V = Record<string, unknown>> {
  /** Names the field in messages; "This field" (validation.thisField) when absent. The caller
   *  words it in the reader's language (the shop: a `t(…)` of its own catalogue). */
  label?: string;
  type?: FieldType;
  required?: boolean;
  readOnly?: boolean;
  /** A string is matched against the whole value, as the HTML pattern attribute is. */
  pattern?: string | RegExp;
  patternMessage?: string;
  /** The smallest and largest number the answer may be; text that is not a number fails. */
  min?: number;
  max?: number;
  /** Replaces the "must be between" message when the answer is outside min and max. */
  rangeMessage?: string;
  /** When given, it alone decides: none of the other checks run. */
  validator?: FieldValidator<T, V>;
}

export type FieldRules<V> = { [K in keyof V]?: FieldRule<V[K], V> };
export type FormErrors<V> = { [K in keyof V]?: string };

export interface FormValidation<V> {
  valid: boolean;
  errors: FormErrors<V>;
}

/** The English label of a field without one; `defaultFieldLabel(text)` in the reader's language. */
export const DEFAULT_FIELD_LABEL = "This field";

export const defaultFieldLabel = (text: ValidationText = englishValidationText) => text("validation.thisField");

/** Text, an @, one or more dot-separated domain parts, then a final part of 2 to 4 characters. */
export const EMAIL_PATTERN = /^[\w.+-]+@(?:[\w-]+\.)+[\w-]{2,4}$/;

/** An Indian mobile number: 10 digits starting with 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** An Indian pincode: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export function isPhone(value: unknown): boolean {
  return (typeof value === "string" || typeof value === "number") && PHONE_PATTERN.test(String(value));
}

export function isEmail(value: unknown): boolean {
  return typeof value === "string" && EMAIL_PATTERN.test(value);
}

// Each §5 message for a label; English unless given the reader's `text`.
export const requiredMessage = (label: string, text: ValidationText = englishValidationText) => text("validation.required", { label });
export const emailMessage = (label: string, text: ValidationText = englishValidationText) => text("validation.email", { label });
export const formatMessage = (label: string, text: ValidationText = englishValidationText) => text("validation.format", { label });
/** The range message; one missing end says only the other (ADR 0060). */
export function rangeMessage(label: string, min?: number, max?: number, text: ValidationText = englishValidationText): string {
  if (min !== undefined && max !== undefined) return text("validation.between", { label, min, max });
  return min !== undefined ? text("validation.atLeast", { label, min }) : text("validation.atMost", { label, max: max! });
}
// The spec gives the phone rule but no message for it; this wording is our decision, modelled on
// the email message so the two read alike.
export const phoneMessage = (label: string, text: ValidationText = englishValidationText) => text("validation.phone", { label });

/**
 * The spec's "empty". Zero is empty except for number fields (so a required quantity of 0 is
 * accepted), a whitespace-only string is empty so "   " cannot satisfy a required name, and a
 * date field's legacy "00000000" is empty as the date rules say.
 */
export function isEmptyValue(value: unknown, type?: FieldType): boolean {
  if (value == null || value === false) return true;
  if (typeof value === "number") return type === "number" ? Number.isNaN(value) : value === 0 || Number.isNaN(value);
  if (typeof value === "string") {
    const text = value.trim();
    return text === "" || (type === "date" && text === EMPTY_DATE);
  }
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * A usable RegExp for a rule's pattern, or null when a string pattern does not compile. A global
 * or sticky flag is dropped because it makes `test` remember its last position between calls.
 */
export function compilePattern(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) {
    return pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
  }
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return null;
  }
}

/** Format checks read text; a File or a list has no text to match, so they skip them. */
function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return null;
}

/**
 * The error message for one value under one rule, or null when it is valid. The checks run in
 * the spec's order and the first that fails answers. `text` words the message (English when not
 * given); the owner's own messages (patternMessage, rangeMessage) are used as they are.
 */
export function validateField<T, V = Record<string, unknown>>(value: T, rule: FieldRule<T, V> | undefined, values: Partial<V> = {}, text: ValidationText = englishValidationText): string | null {
  if (!rule || rule.readOnly) return null;
  if (rule.validator) return rule.validator(value, values, text) || null;

  const label = rule.label || defaultFieldLabel(text);
  if (isEmptyValue(value, rule.type)) return rule.required ? requiredMessage(label, text) : null;

  const answer = textOf(value);
  if (answer === null) return null;
  if (rule.type === "email" && !EMAIL_PATTERN.test(answer)) return emailMessage(label, text);

  // A phone field without its own pattern gets the phone pattern; an owner's pattern replaces it.
  const pattern = rule.pattern ?? (rule.type === "phone" ? PHONE_PATTERN : undefined);
  // An owner-typed pattern that does not compile is skipped rather than failing every entry:
  // the builder reports it with compilePattern, and the other checks still apply.
  const regex = pattern === undefined ? null : compilePattern(pattern);
  if (regex && !regex.test(answer)) {
    if (rule.patternMessage) return rule.patternMessage;
    return rule.pattern === undefined ? phoneMessage(label, text) : formatMessage(label, text);
  }
  return rangeProblem(answer, rule, label, text);
}

/** ADR 0060: beyond §5, an answer may have to be a number within min and max. */
function rangeProblem(answer: string, rule: Pick<FieldRule, "min" | "max" | "rangeMessage">, label: string, text: ValidationText): string | null {
  const { min, max } = rule;
  if (min === undefined && max === undefined) return null;
  const number = answer.trim() === "" ? Number.NaN : Number(answer.trim());
  if (!Number.isFinite(number)) return formatMessage(label, text);
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) return rule.rangeMessage || rangeMessage(label, min, max, text);
  return null;
}

/** Every field that has a rule, judged; the form is valid only when none has an error. `text` as validateField's. */
export function validateForm<V extends object>(values: V, rules: FieldRules<V>, text: ValidationText = englishValidationText): FormValidation<V> {
  const failed: [keyof V, string][] = [];
  for (const name of Object.keys(rules) as Array<keyof V>) {
    const error = validateField(ownValue(values, name) as V[keyof V], rules[name], values, text);
    if (error !== null) failed.push([name, error]);
  }
  // fromEntries defines own keys: an assignment to errors["__proto__"] would keep nothing.
  return { valid: failed.length === 0, errors: Object.fromEntries(failed) as FormErrors<V> };
}
