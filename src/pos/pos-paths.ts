// The point of sale's screens' addresses, below its own (the router's basename).
export const COUNTER_PATH = "/counter";
export const SALES_PATH = "/sales";
export const receiptPath = (orderNumber: string) => `${SALES_PATH}/${encodeURIComponent(orderNumber)}`;
