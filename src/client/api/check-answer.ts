// §5: answers are checked against their contract, but a mismatch is reported rather than
// shown: the shop keeps working with what the server sent while the drift gets fixed.
import type * as z from "zod/mini";
import { reportError } from "../lib/error-reporter";

/** The answer parsed by `schema` (defaults filled in), or, when it does not fit, the answer as it came, reported. */
export function checkAnswer<S extends z.ZodMiniType>(schema: S, answer: unknown, call: string): z.output<S> {
  const checked = schema.safeParse(answer);
  if (checked.success) return checked.data;
  reportError(checked.error, { call, check: "answer shape", issues: checked.error.issues.slice(0, 10) });
  return answer as z.output<S>;
}

/**
 * `request`'s answer checked by the schema `loadSchema` brings. The contract (and zod under it)
 * is fetched beside the first call that needs it rather than with the shop's first code, which
 * the pages the server rendered can then run without. A contract that cannot be fetched leaves
 * the answer unchecked, reported, rather than failing the call.
 */
export async function checkedAnswer<S extends z.ZodMiniType>(request: Promise<unknown>, loadSchema: () => Promise<S>, call: string): Promise<z.output<S>> {
  const schema = loadSchema().catch((error: unknown) => {
    reportError(error, { call, check: "answer shape", phase: "loading the contract" });
    return null;
  });
  const answer = await request;
  const loaded = await schema;
  return loaded ? checkAnswer(loaded, answer, call) : (answer as z.output<S>);
}
