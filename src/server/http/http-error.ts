// The refusal routes and plugins throw when they know the status themselves; the error plugin
// turns it, and every domain Refusal, into the §8 body shape.
import { Refusal } from "../domain/refusal";
import type { ServerText } from "../domain/server-text";
import { kindOfStatus, statusOfKind } from "./refusal-status";

export class HttpError extends Refusal {
  constructor(
    readonly status: number,
    message: string | ServerText,
    errors?: Record<string, string | ServerText>,
    readonly headers?: Record<string, string>,
  ) {
    super(kindOfStatus(status), message, errors);
  }
}

/** The status a refusal is answered with. */
export const statusOf = (refusal: Refusal): number => (refusal instanceof HttpError ? refusal.status : statusOfKind(refusal.kind));

/** The headers a refusal is answered with. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  const headers: Record<string, string> = refusal instanceof HttpError ? { ...refusal.headers } : {};
  if (refusal.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(refusal.retryAfterSeconds)));
  return headers;
}

export { forbidden, notFound, unauthorized } from "../domain/refusal";
