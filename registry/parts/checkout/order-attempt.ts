// One Idempotency-Key per Place Order attempt (ADR 0019). The server answers a repeated key
// with the first answer, so a retry after the answer was lost (a dropped connection, a timeout)
// must reuse the key: it may already have made the order. Once the server has answered — an
// order, or a refusal such as "sold out" — the attempt is over and the next press is a new one.
import { ApiError } from "../../../src/client/api/http-client";

export interface OrderAttempt {
  /** The key to send `body` with: the open attempt's when it sent this same body, else a new one. */
  keyFor(body: unknown): string;
  /** After the call, with its error if it failed: closes the attempt unless a retry must repeat it. */
  settle(error?: unknown): void;
}

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the order may have been made, or is still being made, under the key: no answer came,
 * the server failed (it frees the key then), or it said the first request with the key is still
 * running or failed — those 409s name the key as their field (ADR 0019).
 */
export function mustRepeatKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status >= 500) return true;
  return error.status === 409 && "idempotency-key" in error.fieldErrors;
}

export function createOrderAttempt(makeKey: () => string = newIdempotencyKey): OrderAttempt {
  let open: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const sent = JSON.stringify(body);
      // Another body under the same key would be refused (422): a changed choice is a new attempt.
      if (open?.body !== sent) open = { key: makeKey(), body: sent };
      return open.key;
    },
    settle(error) {
      if (error === undefined || !mustRepeatKey(error)) open = null;
    },
  };
}
