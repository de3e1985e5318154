// A failed form call, told to the shopper where it belongs (§8): the server's per-field
// messages under their fields; anything else answered as one message for the caller to place.
// Refusals (4xx) are the shopper's to fix; only the unexpected goes to the error reporter.
import type { FormApi } from "../ui/form/use-form";
import { userMessage } from "./user-message";
import { ApiError } from "../api/http-client";
import { reportError } from "./error-reporter";

/** Shows the field messages; answers the message no field took, or null. */
export function placeServerErrors(form: Pick<FormApi<object>, "showErrors">, error: unknown, where: string): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) reportError(error, { where });
  if (error instanceof ApiError && error.status === 422 && form.showErrors(error.fieldErrors)) return null;
  return userMessage(error);
}
