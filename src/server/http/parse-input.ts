// Validates a request part with zod and answers 422 with a message per field.
// Takes any zod schema, classic or mini (the contracts shared with the shop are zod/mini).
// The contracts word their field messages in English ("Name is required"); a message about a
// field the shopper fills in is read back into its catalogue message and label, so the answer
// says it in the request's language (issue 35), the English word for word as written.
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { HttpError } from "./http-error";
import { englishReader } from "../domain/i18n/read-english";
import { text, type ServerMessageId, type ServerText } from "../domain/server-text";

export type InputPart = "query" | "body" | "params";

type InputObserver = (part: InputPart, keys: string[]) => void;
let observer: InputObserver | null = null;

/**
 * Tests only: hears the fields each parsed part declares, so the access-matrix test can find
 * routes that take an object id they did not declare.
 */
export function observeInputs(fn: InputObserver | null): void {
  observer = fn;
}

/** The labels the shop's own forms' contracts give their fields (src/shared/api), by their English. */
const FIELD_LABELS: Readonly<Record<string, ServerMessageId>> = {
  Name: "server.fieldName",
  Phone: "server.fieldPhone",
  Email: "server.fieldEmail",
  Code: "server.fieldCode",
  "House, flat and street": "server.fieldLine1",
  Area: "server.fieldArea",
  Landmark: "server.fieldLandmark",
  City: "server.fieldCity",
  State: "server.fieldState",
  Pincode: "server.fieldPincode",
  Notes: "server.fieldNotes",
  Note: "server.fieldNote",
  "The name": "server.fieldTheName",
  "The business name": "server.fieldBusinessName",
};

// The field messages the contracts make with a label (field-rules.ts, text-field.ts and their own),
// "must be at most {max} characters" before "must be at most {max}", which its words would match.
const readFieldMessage = englishReader([
  "validation.required",
  "validation.email",
  "validation.format",
  "validation.phone",
  "validation.between",
  "validation.atLeast",
  "validation.textTooLong",
  "validation.atMost",
  "server.fieldTooLong",
  "server.fieldNoAngleBrackets",
  "server.fieldOneLine",
  "server.fieldNoControl",
] as const);

/** A contract's English message as its catalogue message about a known field; other words as they are. */
function fieldMessage(words: string): string | ServerText {
  const read = readFieldMessage(words);
  const label = read?.values.label;
  const labelId = label === undefined ? undefined : Object.hasOwn(FIELD_LABELS, label) ? FIELD_LABELS[label] : undefined;
  return read && labelId ? text(read.id, { ...read.values, label: text(labelId) }) : words;
}

export function parseInput<T extends $ZodType>(schema: T, value: unknown, part: InputPart): output<T> {
  if (observer) {
    const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape;
    observer(part, shape ? Object.keys(shape) : []);
  }
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string | ServerText> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : part;
    errors[key] ??= fieldMessage(issue.message);
  }
  const first = Object.values(errors)[0] ?? "Invalid input";
  throw new HttpError(422, first, errors);
}
