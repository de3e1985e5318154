// The back office's calls to the orders admin API (src/shared/api/admin-orders.ts), and the
// delivery slots the list's slot filter offers.
import { http } from "../../client/api/http-client";
import { ADMIN_SLOTS_PATH, type AdminSlotsAnswer } from "../../shared/api/admin-delivery";
import {
  adminOrderCancelPath,
  adminOrderPath,
  adminOrderRefundRetryPath,
  adminOrderStatusPath,
  ADMIN_ORDERS_PATH,
  type AdminOrderDetail,
  type AdminOrdersAnswer,
  type CancelOrderBody,
  type OrderStatusBody,
} from "../../shared/api/admin-orders";
import type { OrderFilters } from "./order-filters";

export const ordersApi = {
  orders: (filters: OrderFilters, signal?: AbortSignal) => http.get<AdminOrdersAnswer>(ADMIN_ORDERS_PATH, { query: { ...filters }, signal }),
  order: (orderNumber: string, signal?: AbortSignal) => http.get<AdminOrderDetail>(adminOrderPath(orderNumber), { signal }),
  move: (orderNumber: string, body: OrderStatusBody) => http.post<AdminOrderDetail>(adminOrderStatusPath(orderNumber), body),
  cancel: (orderNumber: string, body: CancelOrderBody) => http.post<AdminOrderDetail>(adminOrderCancelPath(orderNumber), body),
  retryRefund: (orderNumber: string) => http.post<AdminOrderDetail>(adminOrderRefundRetryPath(orderNumber)),
  slots: (signal?: AbortSignal) => http.get<AdminSlotsAnswer>(ADMIN_SLOTS_PATH, { signal }),
};
