// The §3 cart as the API answers it (rupees), without the request schemas: the shop's first
// paint needs the empty cart and the types, not zod.
/** A cart line's message, and the stepper's note, when its pack has no stock left: the cart panel
 *  shows it once because both say the same words. */
export const OUT_OF_STOCK_MESSAGE = "Out of stock";

export interface CartItem {
  pack_id: number;
  product_id: number;
  slug: string;
  image: string;
  name: string;
  pack: string;
  quantity: number;
  price: number;
  act_price: number;
  amount: number;
  valid: boolean;
  message?: string;
  /** How many the shopper may have of this pack now: stock at the warehouse and the per-order limit. */
  max_quantity: number;
  /** The shop's own limit per order; max_quantity is lower when the stock runs out first. */
  max_per_order: number;
  warehouse_id: number;
  delivery_charge_id: number | null;
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
}

export interface DeliveryInfo {
  delivery_charge_id: number | null;
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
}

/** A delivery slot a group can be booked into (checkout). */
export interface SlotOption {
  slot_id: number;
  del_date: string;
  del_start_time: string;
  del_end_time: string;
  remaining: number;
}

export interface CartGroup extends DeliveryInfo {
  /** The warehouse's name, e.g. "Indiranagar Hub". */
  name: string;
  items: CartItem[];
  /** Valid items at selling price, and this group's charge after its free-delivery threshold. */
  amount: number;
  delivery_charge: number;
  deliveryMessage: string;
  /** The slots this group can still be delivered in, soonest first; the first is shown. */
  slots?: SlotOption[];
}

export interface Cart {
  /** Packs in the cart, each line counted by its quantity. */
  quantity: number;
  /** Valid lines at selling price (before the coupon and delivery). */
  total: number;
  /** What the shopper pays: total − discount + finalDelivery, never below zero. */
  amount: number;
  offercode: string | null;
  /** False when a pincode is chosen and some line cannot be delivered to it. */
  serviceable: boolean;
  notes: string;
  /** Why the coupon gives nothing now, or another cart-wide notice; "" when there is none. */
  message: string;
  /** The coupon's discount. */
  discount: number;
  /** Delivery charges of every group before free-delivery thresholds. */
  delivery_charge: number;
  /** Delivery charged after the thresholds. */
  finalDelivery: number;
  deliveryMessage: string;
  paymentMethods: string[];
  items: CartItem[];
  grouped_items: CartGroup[];
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
  deliveryInfo: DeliveryInfo[];
  /** Savings on MRP over the valid lines. */
  savings: number;
  /** False while any line is invalid: checkout is refused until the shopper fixes it. */
  valid: boolean;
}

export function emptyCart(paymentMethods: string[] = []): Cart {
  return {
    quantity: 0,
    total: 0,
    amount: 0,
    offercode: null,
    serviceable: true,
    notes: "",
    message: "",
    discount: 0,
    delivery_charge: 0,
    finalDelivery: 0,
    deliveryMessage: "",
    paymentMethods,
    items: [],
    grouped_items: [],
    del_date: null,
    del_start_time: null,
    del_end_time: null,
    deliveryInfo: [],
    savings: 0,
    valid: true,
  };
}
