// How payment methods and payment states read for a shopper on order pages. The method names
// are checkout's own (the contract's labels); an unknown value is shown as it is, not hidden.
import { PAYMENT_METHOD_LABELS } from "./api/checkout";

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Not paid yet",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Not paid in time",
  refunded: "Refunded",
};

export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Readonly<Record<string, string>>)[method] ?? method;
}

export function paymentStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
