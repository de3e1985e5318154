// Prices a counter sale exactly as the shop's cart is priced (priceCart): the packs' prices and
// stock at the counter's warehouse, and the coupon judged with the facts the cart uses, for the
// attached customer (a walk-in sale is a signed-out shopper's). There is no delivery at a counter.
import type { Db } from "../../db/client";
import type * as t from "../../db/schema";
import { attachCustomerForCoupon, POS_TOTAL_MAX, saleTooLarge, type PosCustomer, type PosQuote, type PosQuoteBody, type PosWarehouse } from "../../../shared/api/pos";
import { beyondOrderMax, formatRupees, toPaise, toRupees } from "../../../shared/money";
import { Refusal } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { couponByCode, couponUses, toCouponRule } from "../cart/carts";
import { priceCart } from "../cart/price-cart";
import { judgeCoupon, type CouponVerdict } from "../coupons/judge-coupon";
import { posCustomer } from "./pos-customers";
import { posLines, posWarehouse, type PosLine } from "./pos-lines";

export const COUPON_NOT_VALID = "This coupon code is not valid";

/**
 * A coupon's refusal as the counter words it: one for a known customer (per customer or first
 * order) asks the cashier to attach the customer, where a shopper would be asked to sign in.
 */
export const counterCouponMessage = (verdict: CouponVerdict & { ok: false }, code: string) => (verdict.kind === "unauthenticated" ? attachCustomerForCoupon(code) : verdict.message);

/** A sale beyond the bound of an order's amounts is refused before anything is written. */
function refuseTooLarge(subtotal: number, amounts: readonly number[]): void {
  if (!beyondOrderMax([subtotal, ...amounts.map(toPaise)])) return;
  const message = saleTooLarge(formatRupees(POS_TOTAL_MAX));
  throw new Refusal("invalid", message, { lines: message });
}

export interface PricedSale {
  quote: PosQuote;
  lines: PosLine[];
  warehouse: PosWarehouse;
  customer: PosCustomer | null;
  /** The coupon row named, whether or not it applies. */
  coupon: typeof t.coupons.$inferSelect | null;
  /** In paise. */
  subtotal: number;
  discount: number;
  total: number;
}

export async function priceSale(db: Db | Tx, websiteId: number, body: PosQuoteBody, now: Date): Promise<PricedSale> {
  const warehouse = await posWarehouse(db, websiteId, body.warehouse_id);
  const customer = body.customer_id ? await posCustomer(db, websiteId, body.customer_id) : null;
  const lines = await posLines(db, websiteId, warehouse.id, body.lines);
  const code = body.coupon?.trim() ?? "";
  const coupon = code ? await couponByCode(db, websiteId, code) : null;
  const facts = coupon ? { now, signedIn: customer !== null, ...(await couponUses(db, coupon.id, websiteId, customer?.id ?? null)) } : null;
  const cart = priceCart({
    lines,
    deliveryRules: new Map(),
    coupon: coupon && facts ? { rule: toCouponRule(coupon), facts } : null,
    pincode: null,
    paymentMethods: [],
    notes: "",
    groupByDelivery: false,
  });

  refuseTooLarge(
    toPaise(cart.total),
    cart.items.map((item) => item.amount),
  );
  const subtotal = toPaise(cart.total);
  const mrpTotal = subtotal + toPaise(cart.savings);
  const discount = toPaise(cart.discount);
  const total = toPaise(cart.amount);
  const applied = coupon !== null && cart.message === "";
  // The cart's refusal is judged again here only for its kind (a shopper's is worded for signing in).
  const verdict = coupon && facts && !applied ? judgeCoupon(toCouponRule(coupon), { ...facts, subtotal }) : null;
  const refusal = coupon && verdict && !verdict.ok ? counterCouponMessage(verdict, coupon.code) : cart.message;
  const quote: PosQuote = {
    lines: cart.items.map((item, i) => ({
      pack_id: item.pack_id,
      product_id: item.product_id,
      name: item.name,
      pack: item.pack,
      code: lines[i]!.code,
      quantity: item.quantity,
      price: item.price,
      mrp: item.act_price,
      amount: item.amount,
      max_quantity: item.max_quantity,
      valid: item.valid,
      ...(item.message ? { message: item.message } : {}),
    })),
    subtotal: toRupees(subtotal),
    mrp_total: toRupees(mrpTotal),
    discount: toRupees(discount),
    total: toRupees(total),
    savings: toRupees(Math.max(0, mrpTotal - total)),
    coupon: code ? { code: coupon?.code ?? code, applied, message: !coupon ? COUPON_NOT_VALID : applied ? `Coupon ${coupon.code} applied` : refusal } : null,
    customer,
    valid: cart.valid && lines.length > 0,
  };
  return { quote, lines, warehouse, customer, coupon, subtotal, discount, total };
}
