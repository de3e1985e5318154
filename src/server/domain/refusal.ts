// What a domain operation throws when it will not do what was asked: a kind, a message for the
// person asking (§8 shows it as it is), and field messages for forms. The domain names the kind;
// the HTTP layer alone turns each kind into a status (http/refusal-status.ts).

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
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly errors?: Record<string, string>,
    /** When asking again may work (too many attempts, busy): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Whether the asker can change something and try again — not this server's or a provider's failure. */
export const isAskersRefusal = (error: unknown): error is Refusal => error instanceof Refusal && error.kind !== "failed" && error.kind !== "provider-failed" && error.kind !== "unavailable";

export const notFound = (message = "Not found") => new Refusal("not-found", message);
export const unauthorized = (message = "Please sign in to continue") => new Refusal("unauthenticated", message);
export const forbidden = (message = "You do not have access to this") => new Refusal("forbidden", message);
