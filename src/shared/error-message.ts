// §8: the text a shopper sees for a failed call, taken from what the server answered. The
// fallbacks below are English; the shop says them in the page's language through
// src/client/lib/user-message.ts (app.genericError, app.somethingWentWrong), others may pass
// their own `fallback`.

export const GENERIC_ERROR_MESSAGE = "There's been an error, please try again.";
export const FALLBACK_ERROR_MESSAGE = "Something went wrong";

const MESSAGE_FIELDS = ["msg", "message", "error"] as const;
// A body such as {error: {message: "…"}} is worth one or two levels; deeper nesting is not a message.
const MAX_DEPTH = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fromValue(value: unknown, depth: number): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    const lines = value.map((item) => fromValue(item, depth + 1)).filter((line): line is string => line !== null);
    return lines.length > 0 ? lines.join("\n") : null;
  }
  if (isRecord(value)) {
    for (const field of MESSAGE_FIELDS) {
      const found = fromValue(value[field], depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * An error raised for an HTTP answer carries the answer's body; the body, not the error's own
 * message, is what the server meant the shopper to read. Recognised by shape because the
 * client's ApiError lives in a layer this module must not import.
 */
function carriesBody(value: unknown): value is Error & { body: unknown } {
  return value instanceof Error && "body" in value;
}

/**
 * Other errors (a TypeError from a bug, a browser's network text) are not written for shoppers;
 * only those that say so with `expose: true` (the http-errors convention) lend their message.
 */
function exposesMessage(value: Error): boolean {
  return (value as Error & { expose?: unknown }).expose === true;
}

/** The message in a response body or an error, or null when there is none. */
export function extractMessage(bodyOrError: unknown): string | null {
  if (carriesBody(bodyOrError)) return fromValue(bodyOrError.body, 0);
  if (bodyOrError instanceof Error) return exposesMessage(bodyOrError) ? fromValue(bodyOrError.message, 0) : null;
  return fromValue(bodyOrError, 0);
}

/** §8: the message for an error toast, else `fallback` ("There's been an error, please try again."). */
export function userMessage(bodyOrError: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  return extractMessage(bodyOrError) ?? fallback;
}

/** §8's second helper: the same message, else `fallback` ("Something went wrong"). */
export function friendlyMessage(bodyOrError: unknown, fallback: string = FALLBACK_ERROR_MESSAGE): string {
  return extractMessage(bodyOrError) ?? fallback;
}
