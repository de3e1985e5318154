// Order states (issue 7 moves orders through them; accounts show them). Forward only, in this
// order, with cancelled and payment failed as ends of their own.
export const ORDER_STATUSES = ["pending_payment", "placed", "confirmed", "packed", "out_for_delivery", "delivered", "cancelled", "payment_failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting payment",
  placed: "Placed",
  confirmed: "Confirmed",
  packed: "Packed",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  payment_failed: "Payment failed",
};

export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Orders that count as made: placed or further along, not cancelled, failed or unpaid. */
export const SOLD_STATUSES: readonly OrderStatus[] = ["placed", "confirmed", "packed", "out_for_delivery", "delivered"];
