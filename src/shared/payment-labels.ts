// How payment methods and payment states read for a shopper (order pages; checkout shows the
// same words). An unknown value is shown as it is rather than hidden.

const METHOD_LABELS: Readonly<Record<string, string>> = {
  cod: "Cash on delivery",
  razorpay: "Razorpay (UPI, cards, netbanking)",
  cashfree: "Cashfree (UPI, cards, netbanking)",
};

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Not paid yet",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
};

export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

export function paymentStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
