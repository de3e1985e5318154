// The one place a domain refusal becomes an HTTP status (§8).
import type { RefusalKind } from "../domain/refusal";

const STATUS: Record<RefusalKind, number> = {
  "bad-request": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "address-too-long": 414,
  "unsupported-type": 415,
  "session-expired": 419,
  invalid: 422,
  "too-many": 429,
  failed: 500,
  "provider-failed": 502,
  unavailable: 503,
};

const KIND = new Map<number, RefusalKind>(Object.entries(STATUS).map(([kind, status]) => [status, kind as RefusalKind]));

/** The refusal kind a route's status stands for, so that domain code reading an HttpError sees a kind. */
export const kindOfStatus = (status: number): RefusalKind => KIND.get(status) ?? (status >= 500 ? "failed" : "bad-request");

/** The status a refusal of this kind is answered with. */
export const statusOfKind = (kind: RefusalKind): number => STATUS[kind];
