// The `form` block's fields, as the page document defines them, and the one translation of
// those definitions into §5 field rules. The shop validates with it before sending and the
// server validates again with it before storing: a submission is judged the same way twice.
import { defaultFieldLabel, englishValidationText, isEmptyValue, validateField, type FieldRule, type FieldRules, type FieldType, type ValidationText } from "./field-rules";
import { acceptsFile } from "./file-accept";
import { isPrototypeName } from "../../schemas/prototype-names";

/** Said when the owner wrote no success message of their own. */
export const FORM_SUCCESS_DEFAULT = "Thank you! We have received your details.";

export const FORM_FIELD_TYPES = ["text", "email", "phone", "number", "date", "file", "select", "textarea"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  label: string;
  value: string;
}

export interface FormFieldDef {
  /** The key the value is stored under; letters, digits, `_` and `-`. */
  name: string;
  label?: string;
  type: FormFieldType;
  required?: boolean;
  /** Matched against the whole value, as the HTML pattern attribute is. */
  pattern?: string;
  /** The smallest and largest number the answer may be (ADR 0060). */
  min?: number;
  max?: number;
  placeholder?: string;
  /** Owner-written messages that replace the §5 defaults. */
  messages?: { required?: string; pattern?: string };
  /** A select's choices. */
  options?: FormFieldOption[];
  /** A file field's accepted types, as the HTML accept attribute. */
  accept?: string;
}

/**
 * The fields a form can hold: one whose key is a prototype's name ("__proto__", "constructor")
 * cannot key the form's values. The block's schema refuses such a key; a document that holds one
 * anyway loses that field, in the shop and on the server alike, and keeps the rest.
 */
export function usableFields<F extends { name: string }>(fields: readonly F[]): F[] {
  return fields.filter((f) => !isPrototypeName(f.name));
}

/** Largest file a form takes, before encoding. */
export const FORM_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** File types a form takes when the field names none. */
export const FORM_FILE_DEFAULT_ACCEPT = "image/*,application/pdf";
/** Longest text value a field takes; a form is not a file store. */
export const FORM_TEXT_MAX_LENGTH = 5000;

/** A file as the shop sends it: named, typed and base64-encoded. */
export interface FormFileValue {
  name: string;
  type: string;
  size: number;
  data: string;
}

/**
 * One field's §5 rule. The owner's messages win over the defaults; a select also refuses a value
 * that is not among its options, since the server must not store what the shop could not offer.
 * The rule's messages are worded by the `text` validateField/validateForm are given.
 */
export function fieldRule(field: FormFieldDef): FieldRule {
  const base: FieldRule = {
    label: field.label?.trim() || undefined,
    type: field.type as FieldType,
    required: field.required === true,
    pattern: field.pattern,
    patternMessage: field.messages?.pattern,
    min: field.min,
    max: field.max,
    // The builder calls messages.pattern "When the check fails": a range is a check too.
    rangeMessage: field.messages?.pattern,
  };
  const requiredText = field.messages?.required;
  const allowed = field.type === "select" && field.options?.length ? new Set(field.options.map((o) => o.value)) : null;
  const isFile = field.type === "file";
  if (!requiredText && !allowed && !isFile) return base;
  return {
    ...base,
    validator: (value, values, text = englishValidationText) => {
      if (requiredText && base.required && isEmptyValue(value, base.type)) return requiredText;
      const answer = validateField(value, base, values, text);
      if (answer || isEmptyValue(value, base.type)) return answer;
      if (isFile) return isFileLike(value) ? fileProblem(field, value, text) : null;
      if (!allowed) return null;
      return typeof value === "string" && allowed.has(value) ? null : text("validation.notAnOption");
    },
  };
}

/**
 * What is wrong with a chosen file for a field, or null. The shop asks before sending, so the
 * shopper hears at once; the server asks again of what actually arrived. `text` words it
 * (English when not given).
 */
export function fileProblem(field: FormFieldDef, file: { name: string; type: string; size: number }, text: ValidationText = englishValidationText): string | null {
  const label = field.label?.trim() || defaultFieldLabel(text);
  if (file.size > FORM_FILE_MAX_BYTES) return text("validation.fileTooLarge", { label, mb: FORM_FILE_MAX_BYTES / (1024 * 1024) });
  if (file.size === 0) return text("validation.fileEmpty", { label });
  const accept = field.accept?.trim() || FORM_FILE_DEFAULT_ACCEPT;
  if (!acceptsFile(accept, file))
    return text("validation.fileType", {
      label,
      types: accept
        .split(",")
        .map((a) => a.trim())
        .join(", "),
    });
  return null;
}

const isFileLike = (v: unknown): v is { name: string; type: string; size: number } =>
  typeof v === "object" && v !== null && typeof (v as { name?: unknown }).name === "string" && typeof (v as { size?: unknown }).size === "number";

/** The English of validation.notAnOption. */
export const NOT_AN_OPTION = "Choose one of the options";

/** The rules for every field of a form block, keyed by field name. */
export function formRules(fields: readonly FormFieldDef[]): FieldRules<Record<string, unknown>> {
  return Object.fromEntries(fields.map((f) => [f.name, fieldRule(f)]));
}

/** A form's starting values: every field empty. */
export function emptyFormValues(fields: readonly FormFieldDef[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === "file" ? null : ""]));
}
