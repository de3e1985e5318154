// Which moves an admin may make from an order's status: the forward ones NEXT_STATUSES allows,
// less those the payment decides ("placed", "payment_failed") and cancelling, which has its own
// path because it gives back what the order held.
import { ADMIN_MOVES } from "../../../shared/api/admin-orders";
import type { OrderStatus } from "../../../shared/order-status";
import { NEXT_STATUSES } from "../orders/order-status-change";

const nextOf = (status: string): readonly OrderStatus[] => (NEXT_STATUSES as Record<string, readonly OrderStatus[] | undefined>)[status] ?? [];

export const adminNextStatuses = (status: string): OrderStatus[] => nextOf(status).filter((s) => (ADMIN_MOVES as readonly string[]).includes(s));

export const cancellable = (status: string): boolean => nextOf(status).includes("cancelled");
