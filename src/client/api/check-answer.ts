// §5: answers are checked against their contract, but a mismatch is reported rather than
// shown: the shop keeps working with what the server sent while the drift gets fixed.
import "./zod-setup";
import type * as z from "zod/mini";
import { reportError } from "../lib/error-reporter";

/** The answer parsed by `schema` (defaults filled in), or, when it does not fit, the answer as it came, reported. */
export function checkAnswer<S extends z.ZodMiniType>(schema: S, answer: unknown, call: string): z.output<S> {
  const checked = schema.safeParse(answer);
  if (checked.success) return checked.data;
  reportError(checked.error, { call, check: "answer shape", issues: checked.error.issues.slice(0, 10) });
  return answer as z.output<S>;
}
