// §7 GET /api/init: the frame's data. A failed start-up call is reported and answered with
// false, so the shell can draw without it instead of breaking.
import type { InitAnswer } from "../../shared/api/init";
import { reportError } from "../lib/error-reporter";
import { checkedAnswer } from "./check-answer";
import { http, isAbortError } from "./http-client";

export const INIT_PATH = "/api/init";

/** The init answer, or false when the call failed (the failure is reported). A cancelled call still raises its abort. */
export async function fetchInit(options: { signal?: AbortSignal } = {}): Promise<InitAnswer | false> {
  let answer: unknown;
  try {
    answer = await http.get(INIT_PATH, options);
  } catch (error) {
    if (isAbortError(error)) throw error;
    reportError(error, { call: `GET ${INIT_PATH}` });
    return false;
  }
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
    reportError(new TypeError("The init answer is not an object"), { call: `GET ${INIT_PATH}`, answer: typeof answer });
    return false;
  }
  return checkedAnswer(Promise.resolve(answer), () => import("../../shared/api/init").then((m) => m.initAnswerSchema), `GET ${INIT_PATH}`);
}
