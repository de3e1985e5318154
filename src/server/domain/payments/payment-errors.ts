// What can go wrong talking to a provider, kept apart from HTTP so the adapters stay plain.

/** The provider could not be reached, or answered with an error. Never carries a secret. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
    /** The provider's error code, when it gave one. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** What the browser or the provider brought back does not prove a payment (bad signature, other order). */
export class PaymentVerificationError extends Error {}
