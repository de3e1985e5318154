// Where the orders screens live below the back office's address (the router's basename).
export const ORDERS_SCREEN = "orders";

export const ordersPath = (search = "") => `/${ORDERS_SCREEN}${search}`;
export const orderPath = (orderNumber: string) => `/${ORDERS_SCREEN}/${encodeURIComponent(orderNumber)}`;
export const packingSlipPath = (orderNumber: string) => `${orderPath(orderNumber)}/packing-slip`;
