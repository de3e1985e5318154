// Where an order was made: on the shop's website by the shopper, by a sales agent for a customer,
// or at the shop's counter (the point of sale, ADR 0036). Screens tell a counter sale apart
// because it has no address, delivery slot or payment attempts of its own.
export const ORDER_CHANNELS = ["web", "agent", "pos"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: "Online",
  agent: "By a sales agent",
  pos: "At the counter",
};

export const isCounterSale = (order: { channel: string }) => order.channel === "pos";
