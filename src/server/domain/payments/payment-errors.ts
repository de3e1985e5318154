// What a payment provider can bring back that proves nothing; failures to reach a provider are
// ProviderError (http/provider-http), shared with the other third parties.

/** What the browser or the provider brought back does not prove a payment (bad signature, other order). */
export class PaymentVerificationError extends Error {}
