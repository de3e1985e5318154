// Test support only: account answers shaped as the server gives them (ADR 0017).
import type { Address, AgentOrder, OrderDetail, OrderSummary, Paged } from "../../shared/api/account";

export function demoOrder(id: number, over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    ordernumber: `KD-2506-${1000 + id}`,
    status: "placed",
    status_label: "Placed",
    created_at: "2025-06-02T04:30:00.000Z",
    amount: 1234.5,
    items_count: 3,
    payment_method: "cod",
    payment_status: "pending",
    ...over,
  };
}

export function demoAgentOrder(id: number, over: Partial<AgentOrder> = {}): AgentOrder {
  return { ...demoOrder(id), customer_name: "Priya Sharma", customer_phone: "9876543210", ...over };
}

export function paged<T>(data: T[], total = data.length, page = 1, perPage = 10): Paged<T> {
  return { data, meta: { total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) } };
}

export function demoOrderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...demoOrder(7, { status: "packed", status_label: "Packed", amount: 498, items_count: 3 }),
    channel: "web",
    items: [
      {
        id: 71,
        pack_id: 568,
        product_id: 405,
        slug: "shubh-pooja-kumkum-powder",
        name: "Shubh Pooja Kumkum Powder",
        pack: "50 g",
        image: "products/kumkum.svg",
        quantity: 2,
        price: 22,
        act_price: 30,
        amount: 44,
      },
      { id: 72, pack_id: 12, product_id: 9, slug: "aashirvaad-atta", name: "Aashirvaad Atta", pack: "5 kg", image: "products/atta.svg", quantity: 1, price: 474, act_price: 474, amount: 474 },
    ],
    subtotal: 518,
    discount: 50,
    delivery_charge: 30,
    coupon_code: "WELCOME50",
    address: {
      name: "Priya Sharma",
      line1: "Flat 402, Sai Residency",
      line2: "Indiranagar",
      landmark: "Opposite the temple",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560038",
      phone: "9876543210",
    },
    del_date: "2025-06-03",
    del_start_time: "09:00:00",
    del_end_time: "12:00:00",
    notes: "Ring twice",
    timeline: [
      { status: "placed", label: "Placed", at: "2025-06-02T04:30:00.000Z", note: "" },
      { status: "confirmed", label: "Confirmed", at: "2025-06-02T05:00:00.000Z", note: "" },
      { status: "packed", label: "Packed", at: "2025-06-02T09:15:00.000Z", note: "Packed at Indiranagar Hub" },
    ],
    cancel: { allowed: true, until: "2025-06-03T01:30:00.000Z", note: "" },
    report: { allowed: false, until: null, note: "" },
    reports: [],
    documents: [],
    ...over,
  };
}

export function demoAddress(id: number, over: Partial<Address> = {}): Address {
  return {
    id,
    name: "Priya Sharma",
    phone: "9876543210",
    line1: `Flat ${400 + id}, Sai Residency`,
    line2: "Indiranagar",
    landmark: "",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560038",
    is_default: id === 1,
    serviceable: true,
    ...over,
  };
}
