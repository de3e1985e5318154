// Validates a request part with zod and answers 422 with a message per field.
// Takes any zod schema, classic or mini (the contracts shared with the shop are zod/mini).
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { HttpError } from "./http-error";

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

export function parseInput<T extends $ZodType>(schema: T, value: unknown, part: InputPart): output<T> {
  if (observer) {
    const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape;
    observer(part, shape ? Object.keys(shape) : []);
  }
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : part;
    errors[key] ??= issue.message;
  }
  const first = Object.values(errors)[0] ?? "Invalid input";
  throw new HttpError(422, first, errors);
}
