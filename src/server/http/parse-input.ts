// Validates a request part with zod and answers 422 with a message per field.
// Takes any zod schema, classic or mini (the contracts shared with the shop are zod/mini).
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { HttpError } from "./http-error";

export type InputPart = "query" | "body" | "params";

export function parseInput<T extends $ZodType>(schema: T, value: unknown, part: InputPart): output<T> {
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
