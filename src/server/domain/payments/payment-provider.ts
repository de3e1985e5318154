// One interface for the online payment methods (DESIGN "Payments"). COD needs none: it is
// collected at the door. Amounts are integer paise here whatever the provider speaks.

export type OnlineMethod = "razorpay" | "cashfree";
export const ONLINE_METHODS: readonly OnlineMethod[] = ["razorpay", "cashfree"];

export interface ProviderOrderInput {
  /** Our order number: the receipt / order id the provider keeps. */
  orderNumber: string;
  amountPaise: number;
  currency: "INR";
  customer: { id: string; name: string; phone: string; email: string };
  /** Where the provider sends the shopper back (Cashfree's return_url). */
  returnUrl: string;
}

export interface ProviderOrder {
  providerOrderId: string;
  /** What the hand-off page needs to open the provider's checkout (no secrets). */
  checkout: Record<string, string | number>;
}

export interface PaymentState {
  status: "paid" | "pending" | "failed";
  providerPaymentId: string | null;
  amountPaise: number;
  currency: string;
}

export type WebhookVerdict =
  | { ok: true; eventId: string; providerOrderId: string; state: PaymentState }
  /** Signed and fresh, but about something we do not act on. */
  | { ok: true; eventId: string; providerOrderId: null; state: null }
  | { ok: false; reason: string };

export interface RefundInput {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  /** Ours, unique per refund: the provider treats a retried request with it as the same refund. */
  receipt: string;
  note: string;
}

export interface RefundState {
  providerRefundId: string;
  status: "processed" | "pending" | "failed";
  amountPaise: number;
}

export interface PaymentProvider {
  readonly method: OnlineMethod;
  /** True when it speaks to the built-in sandbox rather than the provider. */
  readonly sandbox: boolean;
  createOrder(input: ProviderOrderInput): Promise<ProviderOrder>;
  /**
   * The hand-off for a provider order made earlier and not yet paid, so reopening the payment
   * page does not make another one (Cashfree's payment_session_id is only known to the provider).
   */
  resume(providerOrderId: string, input: ProviderOrderInput): Promise<ProviderOrder>;
  /** Checks what the browser brought back (Razorpay's signature) and the provider's own record. */
  confirm(providerOrderId: string, returned: Record<string, string>): Promise<PaymentState>;
  /** The provider's record of the order, for confirmation and reconciliation. */
  fetchState(providerOrderId: string): Promise<PaymentState>;
  /** Verifies a webhook from its raw bytes and headers. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): WebhookVerdict;
  /** Gives a captured payment back, wholly or in part (cancelling a paid order, issue 11). */
  refund(input: RefundInput): Promise<RefundState>;
}
