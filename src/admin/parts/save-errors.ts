// A refused save told where it belongs: the server's per-field messages (422, or a 409 naming
// the slug) under the form's own fields, anything else as a toast with the §8 message.
import { ApiError } from "../../client/api/http-client";
import { toast } from "../../client/ui/toast";
import { userMessage } from "../../shared/error-message";

/** The server names an entry of a list by its index ("images.2"); the form has one field for the list. */
export function byField(errors: Readonly<Record<string, string>>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) shown[key.split(".")[0]!] ??= message;
  return shown;
}

export function showSaveError(error: unknown, showErrors: (errors: Readonly<Record<string, string>>) => boolean): void {
  if (error instanceof ApiError && showErrors(byField(error.fieldErrors))) return;
  toast.error(userMessage(error));
}
