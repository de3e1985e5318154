// Prices a cart from database rows alone (ADR 0015): the request never carries a price. Pure, so
// the same function serves the cart answer, checkout's re-pricing and the property tests' oracle
// check. Everything here is integer paise until the answer is shaped in rupees at the end.
import type { Cart, CartGroup, CartItem } from "../../../shared/api/cart";
import { formatRupees, toRupees } from "../../../shared/money";
import { judgeCoupon, type CouponFacts, type CouponRule } from "../coupons/judge-coupon";
import type { SlotOption } from "../delivery/next-slot";
import { text, type ServerText } from "../server-text";

export interface PricedLine {
  packId: number;
  productId: number;
  slug: string;
  name: string;
  packName: string;
  /** Hindi names (issue 35), for a cart answered in Hindi; null or absent where there are none. */
  nameHi?: string | null;
  packNameHi?: string | null;
  image: string;
  quantity: number;
  /** The price when the shopper last chose the quantity. */
  priceSeen: number;
  price: number;
  mrp: number;
  maxPerOrder: number;
  /** Stock of the pack at the line's warehouse. */
  stock: number;
  /** The pack and its product are on sale. */
  available: boolean;
  warehouseId: number;
  deliveryChargeId: number | null;
  /** The line's warehouse serves the chosen pincode (true while none is chosen). */
  deliverable: boolean;
}

export interface DeliveryRule {
  name: string;
  charge: number;
  freeAbove: number | null;
  /** The slots the group's warehouse can still take, soonest first; the first is shown. */
  slots: SlotOption[];
}

export interface PriceCartInput {
  lines: PricedLine[];
  /** Keyed by delivery_charge_id; a line whose rule is missing is delivered free. */
  deliveryRules: Map<number, DeliveryRule>;
  coupon: { rule: CouponRule; facts: Omit<CouponFacts, "subtotal"> } | null;
  pincode: string | null;
  paymentMethods: string[];
  notes: string;
  groupByDelivery: boolean;
  /** Words the cart's messages in the shopper's language (issue 35); English without it. */
  say?: SayText;
}

/** A message of the server's catalogue in the answer's language. */
export type SayText = (said: ServerText) => string;

const rupees = (paise: number) => formatRupees(toRupees(paise));

/** Why a line cannot be bought as it stands, or a notice that leaves it buyable (English unless `say` words it). */
export function judgeLine(line: PricedLine, pincode: string | null, say: SayText = String): { valid: boolean; message?: string } {
  const { valid, said } = lineVerdict(line, pincode);
  return said ? { valid, message: say(said) } : { valid };
}

/** judgeLine's verdict with its message as a ServerText (checkout names it in a refusal). */
export function lineVerdict(line: PricedLine, pincode: string | null): { valid: boolean; said?: ServerText } {
  if (!line.available) return { valid: false, said: text("server.itemNoLongerAvailable") };
  if (!line.deliverable) return { valid: false, said: pincode === null ? text("server.notDeliverableToYours") : text("server.notDeliverableTo", { pincode }) };
  // OUT_OF_STOCK_MESSAGE's words.
  if (line.stock <= 0) return { valid: false, said: text("server.outOfStock") };
  if (line.quantity > line.stock) return { valid: false, said: text("server.onlyLeftInStock", { count: line.stock }) };
  if (line.quantity > line.maxPerOrder) return { valid: false, said: text("server.buyAtMost", { max: line.maxPerOrder }) };
  if (line.price !== line.priceSeen) {
    const values = { from: rupees(line.priceSeen), to: rupees(line.price) };
    return { valid: true, said: line.price < line.priceSeen ? text("server.priceDropped", values) : text("server.priceWentUp", values) };
  }
  return { valid: true };
}

/** The delivery charge of one group and what to tell the shopper about it (English unless `say` words it). */
export function groupDelivery(rule: DeliveryRule | undefined, subtotal: number, say: SayText = String): { charge: number; final: number; message: string } {
  if (!rule || subtotal <= 0) return { charge: 0, final: 0, message: "" };
  if (rule.charge === 0) return { charge: 0, final: 0, message: say(text("server.freeDelivery")) };
  if (rule.freeAbove !== null && subtotal >= rule.freeAbove) return { charge: rule.charge, final: 0, message: say(text("server.youGetFreeDelivery")) };
  if (rule.freeAbove !== null) {
    return { charge: rule.charge, final: rule.charge, message: say(text("server.addMoreForFreeDelivery", { amount: rupees(rule.freeAbove - subtotal) })) };
  }
  return { charge: rule.charge, final: rule.charge, message: say(text("server.deliveryCharge", { amount: rupees(rule.charge) })) };
}

export function priceCart(input: PriceCartInput): Cart {
  const groups = new Map<number | null, { items: CartItem[]; subtotal: number }>();
  const items: CartItem[] = [];
  let total = 0;
  let mrpTotal = 0;
  let quantity = 0;
  let allValid = true;
  let serviceable = true;

  for (const line of input.lines) {
    const verdict = judgeLine(line, input.pincode, input.say);
    const amount = line.price * line.quantity;
    quantity += line.quantity;
    if (!line.deliverable) serviceable = false;
    if (verdict.valid) {
      total += amount;
      mrpTotal += Math.max(line.mrp, line.price) * line.quantity;
    } else {
      allValid = false;
    }
    const rule = line.deliveryChargeId === null ? undefined : input.deliveryRules.get(line.deliveryChargeId);
    const slot = rule?.slots[0] ?? null;
    const item: CartItem = {
      pack_id: line.packId,
      product_id: line.productId,
      slug: line.slug,
      image: line.image,
      name: line.name,
      pack: line.packName,
      quantity: line.quantity,
      price: toRupees(line.price),
      act_price: toRupees(Math.max(line.mrp, line.price)),
      amount: toRupees(amount),
      valid: verdict.valid,
      max_quantity: Math.max(0, Math.min(line.stock, line.maxPerOrder)),
      max_per_order: line.maxPerOrder,
      warehouse_id: line.warehouseId,
      delivery_charge_id: line.deliveryChargeId,
      del_date: slot?.del_date ?? null,
      del_start_time: slot?.del_start_time ?? null,
      del_end_time: slot?.del_end_time ?? null,
    };
    if (verdict.message) item.message = verdict.message;
    items.push(item);
    const group = groups.get(line.deliveryChargeId) ?? { items: [], subtotal: 0 };
    group.items.push(item);
    if (verdict.valid) group.subtotal += amount;
    groups.set(line.deliveryChargeId, group);
  }

  let deliveryCharge = 0;
  let finalDelivery = 0;
  const grouped: CartGroup[] = [];
  for (const [id, group] of groups) {
    const rule = id === null ? undefined : input.deliveryRules.get(id);
    const delivery = groupDelivery(rule, group.subtotal, input.say);
    deliveryCharge += delivery.charge;
    finalDelivery += delivery.final;
    const slot = rule?.slots[0];
    grouped.push({
      name: rule?.name ?? "Delivery",
      delivery_charge_id: id,
      del_date: slot?.del_date ?? null,
      del_start_time: slot?.del_start_time ?? null,
      del_end_time: slot?.del_end_time ?? null,
      slots: rule?.slots ?? [],
      items: group.items,
      amount: toRupees(group.subtotal),
      delivery_charge: toRupees(delivery.final),
      deliveryMessage: delivery.message,
    });
  }

  let discount = 0;
  let message = "";
  if (input.coupon) {
    const verdict = judgeCoupon(input.coupon.rule, { ...input.coupon.facts, subtotal: total });
    if (verdict.ok) discount = verdict.discount;
    else message = input.say ? input.say(verdict.text) : verdict.message;
  }

  const first = grouped.find((g) => g.del_date !== null);
  const messages = grouped.filter((g) => g.deliveryMessage);
  return {
    quantity,
    total: toRupees(total),
    amount: toRupees(Math.max(0, total - discount + finalDelivery)),
    offercode: input.coupon?.rule.code ?? null,
    serviceable,
    notes: input.notes,
    message,
    discount: toRupees(discount),
    delivery_charge: toRupees(deliveryCharge),
    finalDelivery: toRupees(finalDelivery),
    deliveryMessage: messages.length > 1 ? messages.map((g) => `${g.name}: ${g.deliveryMessage}`).join(" · ") : (messages[0]?.deliveryMessage ?? ""),
    paymentMethods: input.paymentMethods,
    items,
    grouped_items: input.groupByDelivery ? grouped : [],
    del_date: first?.del_date ?? null,
    del_start_time: first?.del_start_time ?? null,
    del_end_time: first?.del_end_time ?? null,
    deliveryInfo: grouped.map(({ delivery_charge_id, del_date, del_start_time, del_end_time }) => ({ delivery_charge_id, del_date, del_start_time, del_end_time })),
    savings: toRupees(Math.max(0, mrpTotal - total)),
    valid: allValid,
  };
}
