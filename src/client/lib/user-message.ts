// §8 in the page's language (issue 35): what a shopper reads for a failed call. The server's own
// message comes as it answered it (the server words it in the request's language); the client's
// own failures (a timeout, no connection) and the fallbacks come from the page's catalogue.
// The shop's code uses these rather than shared/error-message's, whose fallbacks are English.
// `say` words the catalogue's messages: `translate` (the page's, in the browser) by default; a
// component rendering the message passes its `useT()`, which the server's render has too.
import { extractMessage } from "../../shared/error-message";
import type { MessageId } from "../../shared/i18n/messages/catalogues";
import { translate } from "../i18n/translate";

type Say = (id: MessageId) => string;

/** The catalogue's id of an error the shop raised itself (http-client's TimeoutError and kin). */
function ownMessageId(error: unknown): MessageId | null {
  if (!(error instanceof Error)) return null;
  const id = (error as Error & { messageId?: unknown }).messageId;
  return typeof id === "string" ? (id as MessageId) : null;
}

/** §8: the message for an error toast, else "There's been an error, please try again.". */
export function userMessage(bodyOrError: unknown, say: Say = translate): string {
  const id = ownMessageId(bodyOrError);
  if (id) return say(id);
  return extractMessage(bodyOrError) ?? say("app.genericError");
}

/** §8's second helper: the same message, else "Something went wrong". */
export function friendlyMessage(bodyOrError: unknown, say: Say = translate): string {
  const id = ownMessageId(bodyOrError);
  if (id) return say(id);
  return extractMessage(bodyOrError) ?? say("app.somethingWentWrong");
}
