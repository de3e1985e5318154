// The orders list's query as the address holds it: read leniently (anything malformed there is
// left out rather than sent to be refused), so a shared or edited link still opens a list.
import { isRealDate, ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from "../../shared/api/admin-orders";
import { ORDER_CHANNELS, type OrderChannel } from "../../shared/order-channel";
import { ORDER_STATUSES } from "../../shared/order-status";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";

export interface OrderFilters {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  payment_method?: OrderPaymentMethod;
  channel?: OrderChannel;
  slot_date?: string;
  slot_id?: number;
  pincode?: string;
  page: number;
  per_page: number;
}

export const ORDER_FILTER_KEYS = ["q", "status", "from", "to", "payment_method", "channel", "slot_date", "slot_id", "pincode"] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

const positive = (text: string | null) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);
const day = (text: string | null) => (text && isRealDate(text) ? text : undefined);
const oneOf = <T extends string>(choices: readonly T[], text: string | null) => ((choices as readonly string[]).includes(text ?? "") ? (text as T) : undefined);

export function orderFiltersFrom(params: URLSearchParams): OrderFilters {
  const statuses = (params.get("status") ?? "").split(",").filter((s) => (ORDER_STATUSES as readonly string[]).includes(s));
  const pincode = params.get("pincode");
  const perPage = Number(params.get("per_page"));
  const from = day(params.get("from"));
  const to = day(params.get("to"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    status: statuses.length > 0 ? statuses.join(",") : undefined,
    from,
    // A range the server would refuse (to before from) keeps only its start.
    to: from && to && to < from ? undefined : to,
    payment_method: oneOf(ORDER_PAYMENT_METHODS, params.get("payment_method")),
    channel: oneOf(ORDER_CHANNELS, params.get("channel")),
    slot_date: day(params.get("slot_date")),
    slot_id: positive(params.get("slot_id")),
    pincode: pincode && /^\d{6}$/.test(pincode) ? pincode : undefined,
    page: positive(params.get("page")) ?? 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}
