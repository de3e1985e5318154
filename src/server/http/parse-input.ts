// Validates a request part with zod and answers 422 with a message per field.
import type { z } from "zod";
import { HttpError } from "./http-error";

export type InputPart = "query" | "body" | "params";

export function parseInput<T extends z.ZodType>(schema: T, value: unknown, part: InputPart): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : part;
    errors[key] ??= issue.message;
  }
  const first = Object.values(errors)[0] ?? "Invalid input";
  throw new HttpError(422, first, errors);
}
