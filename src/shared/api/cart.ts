// The §3 cart as the API answers it (rupees). The cart issue fills it; until a visitor has
// added something, this empty cart is the answer.
export interface CartItem {
  pack_id: number;
  image: string;
  name: string;
  pack: string;
  quantity: number;
  price: number;
  act_price: number;
  amount: number;
  valid: boolean;
  message?: string;
  warehouse_id: number;
  delivery_charge_id: number | null;
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
}

export interface Cart {
  quantity: number;
  total: number;
  amount: number;
  offercode: string | null;
  serviceable: boolean;
  notes: string;
  message: string;
  discount: number;
  delivery_charge: number;
  finalDelivery: number;
  deliveryMessage: string;
  paymentMethods: string[];
  items: CartItem[];
  grouped_items: { delivery_charge_id: number | null; items: CartItem[] }[];
  del_date: string | null;
  del_start_time: string | null;
  del_end_time: string | null;
  deliveryInfo: { delivery_charge_id: number | null; del_date: string | null; del_start_time: string | null; del_end_time: string | null }[];
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
  };
}
