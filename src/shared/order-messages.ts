// The messages a shop sends its shoppers (issue 33): an order's moves, its refund, and a pack a
// shopper asked about coming back in stock. The owner turns each on or off per website.
export const MESSAGE_EVENTS = ["placed", "out_for_delivery", "delivered", "cancelled", "refunded", "back_in_stock"] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  placed: "Order placed",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Order cancelled",
  refunded: "Refund made",
  back_in_stock: "Back in stock (for shoppers who asked)",
};

export const MESSAGE_CHANNELS = ["sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Whether a website sends `event`: every event is on until its owner turns it off. */
export const messageEventOn = (settings: Readonly<Record<string, boolean>>, event: MessageEvent): boolean => settings[event] !== false;
