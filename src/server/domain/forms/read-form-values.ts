// Turns the values a shop sent into what is stored, judged by the form's own field list: only
// the defined fields are read, each must have the JSON shape its type can produce, and then the
// §5 rules (formRules) decide. Shape checks guard what the rules cannot see (an object where text
// belongs, an oversize or mistyped file); they are not a second set of rules.
import { z } from "zod";
import { defaultFieldLabel, englishValidationText, formatMessage, isEmptyValue, validateForm, type ValidationText } from "../../../shared/field-rules";
import { fileProblem, FORM_FILE_MAX_BYTES, FORM_TEXT_MAX_LENGTH, fieldRule, formRules, type FormFieldDef, type FormFileValue } from "../../../shared/form-fields";
import { isDateInRange, toIsoDate } from "../../../shared/date-format";
import { ownValue } from "../../../shared/own-value";

export interface ReceivedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  data: Buffer;
}

export interface FormReading {
  /** Field name → stored value; a file field holds its name, type and size, or null. */
  values: Record<string, unknown>;
  files: ReceivedFile[];
  /** Field name → message, in the form's field order; empty when the submission is valid. */
  errors: Record<string, string>;
}

/** Characters of base64 that `bytes` bytes encode to. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// FileReader.readAsDataURL gives a data URL; the prefix carries nothing the other fields lack.
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
const MAX_MB = FORM_FILE_MAX_BYTES / (1024 * 1024);

const fileShape: z.ZodType<FormFileValue> = z.object({
  name: z.string().trim().min(1).max(255),
  type: z.string().trim().max(255),
  size: z.number().int().min(0),
  data: z.string(),
});

type Read = { value: unknown; file?: Omit<ReceivedFile, "field"> } | { error: string };

const labelOf = (field: FormFieldDef, text: ValidationText) => fieldRule(field).label ?? defaultFieldLabel(text);

function readText(field: FormFieldDef, given: unknown, text: ValidationText): Read {
  const label = labelOf(field, text);
  if (given == null) return { value: "" };
  if (typeof given === "number") {
    // A number is what a number or phone input may send; elsewhere text is expected.
    return Number.isFinite(given) && (field.type === "number" || field.type === "phone") ? { value: given } : { error: formatMessage(label, text) };
  }
  if (typeof given !== "string") return { error: formatMessage(label, text) };
  if (given.length > FORM_TEXT_MAX_LENGTH) return { error: text("validation.textTooLong", { label, max: FORM_TEXT_MAX_LENGTH }) };
  if (isEmptyValue(given, field.type)) return { value: "" };
  if (field.type === "number" && !Number.isFinite(Number(given.trim()))) return { error: formatMessage(label, text) };
  // A date is stored as YYYY-MM-DD whatever readable form it came in (§5).
  if (field.type === "date") return isDateInRange(given) ? { value: toIsoDate(given) } : { error: formatMessage(label, text) };
  return { value: given };
}

function readFile(field: FormFieldDef, given: unknown, text: ValidationText): Read {
  const label = labelOf(field, text);
  if (given == null || given === "") return { value: null };
  const unreadable = { error: text("validation.fileUnreadable", { label }) };
  const tooLarge = { error: text("validation.fileTooLarge", { label, mb: MAX_MB }) };
  const parsed = fileShape.safeParse(given);
  if (!parsed.success) return unreadable;
  const { name, type, size } = parsed.data;
  const data = parsed.data.data.replace(DATA_URL_PREFIX, "");
  // Sizes are checked before decoding so an oversize upload costs no decoding work.
  if (size > FORM_FILE_MAX_BYTES || data.length > base64Length(FORM_FILE_MAX_BYTES)) return tooLarge;
  if (!BASE64.test(data)) return unreadable;
  const bytes = Buffer.from(data, "base64");
  if (bytes.length !== size) return unreadable;
  const problem = fileProblem(field, { name, type, size }, text);
  if (problem) return { error: problem };
  return { value: { name, type, size }, file: { name, type, size, data: bytes } };
}

/** `text` words the messages (the validators' ids and values); English by default. */
export function readFormValues(fields: readonly FormFieldDef[], sent: Record<string, unknown>, text: ValidationText = englishValidationText): FormReading {
  const values: [string, unknown][] = [];
  const files: ReceivedFile[] = [];
  const shapeErrors = new Map<string, string>();
  for (const field of fields) {
    // Own keys only: a sent "constructor" or "__proto__" is a value like any other, or nothing.
    const given = ownValue(sent, field.name);
    const read = field.type === "file" ? readFile(field, given, text) : readText(field, given, text);
    if ("error" in read) {
      shapeErrors.set(field.name, read.error);
      continue;
    }
    values.push([field.name, read.value]);
    if (read.file) files.push({ field: field.name, ...read.file });
  }
  // The rules see a file field's value as the shop holds it: present (an object) or empty.
  const judged = Object.fromEntries(values);
  const ruled = validateForm(judged, formRules(fields.filter((f) => !shapeErrors.has(f.name))), text);
  const errors: [string, string][] = [];
  for (const field of fields) {
    const error = shapeErrors.get(field.name) ?? ownValue(ruled.errors, field.name);
    if (error) errors.push([field.name, error]);
  }
  return { values: judged, files, errors: Object.fromEntries(errors) };
}
