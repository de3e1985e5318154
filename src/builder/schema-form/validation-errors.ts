// The compiled validators' errors as one message per place in the document, keyed by JSON
// Pointer like the server's 422 answer. The schemas' own errorMessage texts are used as they
// are; where a schema has none, the message is written from the field's label in the words of
// the §5 field rules rather than ajv's ("must NOT have fewer than 1 characters").
import type { ValidationError } from "../../../schemas/validator-type";
import { emailMessage, formatMessage, requiredMessage } from "../../shared/field-rules";
import { pointerOf, type Pointer } from "./json-pointer";

export type ErrorMap = Readonly<Record<Pointer, string>>;

interface Original {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  propertyName?: string;
}

/** Where an error belongs: a missing property's own field, a bad property name's entry. */
function placeOf(error: Original): Pointer {
  if (error.keyword === "required" && typeof error.params.missingProperty === "string") return pointerOf(error.instancePath, error.params.missingProperty);
  const propertyName = error.propertyName ?? error.params.propertyName;
  if (typeof propertyName === "string") return pointerOf(error.instancePath, propertyName);
  return error.instancePath;
}

function plainMessage(error: ValidationError, label: string): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case "required":
      return requiredMessage(label);
    case "minLength":
      return limit === 1 ? requiredMessage(label) : `${label} needs at least ${String(limit)} characters`;
    case "maxLength":
      return `${label} may hold at most ${String(limit)} characters`;
    case "minimum":
      return `${label} must be at least ${String(limit)}`;
    case "maximum":
      return `${label} must be at most ${String(limit)}`;
    case "maxItems":
      return `${label} holds at most ${String(limit)} entries`;
    case "type":
      return error.params.type === "integer" ? `${label} must be a whole number` : `${label} is not the right kind of value`;
    case "enum":
      return `Choose one of the offered values for ${label}`;
    case "format":
      return error.params.format === "email" ? emailMessage(label) : formatMessage(label);
    case "pattern":
      return formatMessage(label);
    default:
      return `${label}: ${error.message ?? "not valid"}`;
  }
}

/**
 * One message per pointer (the first error found for it). `base` prefixes the pointers of a
 * validator that checked one part of the document; `labelAt` names the field at a pointer.
 */
export function errorsByPointer(errors: readonly ValidationError[] | null | undefined, labelAt: (pointer: Pointer) => string, base: Pointer = ""): ErrorMap {
  const map: Record<Pointer, string> = {};
  for (const error of errors ?? []) {
    const wrapped = error.keyword === "errorMessage" ? (error.params.errors as Original[] | undefined)?.[0] : undefined;
    const place = base + placeOf(wrapped ?? (error as Original));
    if (place in map) continue;
    map[place] = wrapped ? (error.message ?? "Not valid") : plainMessage(error, labelAt(place));
  }
  return map;
}
