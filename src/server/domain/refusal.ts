// What a domain operation throws when it will not do what was asked: a kind, a message for the
// person asking (§8 shows it as it is), and field messages for forms. The domain names the kind;
// the HTTP layer alone turns each kind into a status (http/refusal-status.ts). The message is
// English; the error handler says it in the asker's language (http/server-messages.ts).
import { EN_MESSAGES } from "../../shared/i18n/messages/catalogues";
import { ServerText, type ServerMessageId } from "./server-text";

export type RefusalKind =
  | "bad-request"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "address-too-long"
  | "unsupported-type"
  | "session-expired"
  | "invalid"
  | "too-many"
  | "failed"
  | "provider-failed"
  | "unavailable";

export class Refusal extends Error {
  /** Field messages for forms, in English (the answer says them in the asker's language). */
  readonly errors?: Record<string, string>;
  /**
   * The message's catalogue id and values, when it was made with them (a message with values
   * must be); a fixed text is found in the catalogue by its English words.
   */
  declare readonly text?: ServerText;
  /** The field messages made with their catalogue ids, by field. */
  declare readonly errorTexts?: Readonly<Record<string, ServerText>>;

  constructor(
    readonly kind: RefusalKind,
    message: string | ServerText,
    errors?: Record<string, string | ServerText>,
    /** When asking again may work (too many attempts, busy): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    const said = asText(message);
    super(said ? said.toString() : String(message));
    // Not enumerable: a logged refusal shows its words, not their making.
    if (said) Object.defineProperty(this, "text", { value: said });
    if (errors) {
      const texts: Record<string, ServerText> = {};
      const words: Record<string, string> = {};
      for (const [field, value] of Object.entries(errors)) {
        const fieldText = asText(value);
        if (fieldText) texts[field] = fieldText;
        words[field] = fieldText ? fieldText.toString() : String(value);
      }
      this.errors = words;
      if (Object.keys(texts).length) Object.defineProperty(this, "errorTexts", { value: texts });
    }
  }
}

/**
 * A message given as a ServerText, or as the bare id of a server or validation message (a
 * validator may name its message so); plain words are null.
 */
function asText(message: string | ServerText): ServerText | null {
  if (message instanceof ServerText) return message;
  return isServerMessageId(message) ? new ServerText(message) : null;
}

const ID = /^(server|validation)\.[A-Za-z][A-Za-z0-9_.]*$/;
const isServerMessageId = (value: unknown): value is ServerMessageId => typeof value === "string" && ID.test(value) && value in EN_MESSAGES;

/** Whether the asker can change something and try again — not this server's or a provider's failure. */
export const isAskersRefusal = (error: unknown): error is Refusal => error instanceof Refusal && error.kind !== "failed" && error.kind !== "provider-failed" && error.kind !== "unavailable";

export const notFound = (message: string | ServerText = "Not found") => new Refusal("not-found", message);
export const unauthorized = (message: string | ServerText = "Please sign in to continue") => new Refusal("unauthenticated", message);
export const forbidden = (message: string | ServerText = "You do not have access to this") => new Refusal("forbidden", message);
