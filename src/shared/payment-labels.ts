// How payment methods and payment states read for a shopper on order pages. The method names
// are checkout's and the point of sale's own (the contracts' labels); an unknown value is shown as it is, not hidden.
import { PAYMENT_METHOD_LABELS } from "./api/checkout";
import { POS_PAYMENT_METHOD_LABELS } from "./api/pos";

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Not paid yet",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Not paid in time",
  refunded: "Refunded",
  refund_pending: "Refund in progress",
  // Some lines given back after a problem report (issue 33); the rest stays paid.
  partly_refunded: "Partly refunded",
};

export function paymentMethodLabel(method: string): string {
  const labels: Readonly<Record<string, string>> = { ...PAYMENT_METHOD_LABELS, ...POS_PAYMENT_METHOD_LABELS };
  return labels[method] ?? method;
}

export function paymentStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
