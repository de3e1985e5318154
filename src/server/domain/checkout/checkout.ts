// Placing an order (ADR 0019): the cart is priced again from the database, then one
// transaction takes the stock and the slot capacity with guarded updates (no oversell, no
// overbooking on any number of server instances), records the coupon use, writes the order
// with copies of its lines, and empties the cart. Any refusal rolls all of it back.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Address } from "../../../shared/api/account";
import type { PaymentMethod, PlaceOrderAnswer, PlaceOrderBody } from "../../../shared/api/checkout";
import { beyondOrderMax, formatRupees, ORDER_AMOUNT_MAX, toPaise, toRupees } from "../../../shared/money";
import { PINCODE_REQUIRED_TEXT, PINCODE_REQUIRED_TITLE } from "../../../shared/constants";
import { checkGstAtCheckout } from "../invoices/checkout-gst";
import { orderMessageRows } from "../messages/queue-message";
import { Refusal } from "../refusal";
import { defaultIntl, said, text, type ServerText } from "../server-text";
import type { IntlShape } from "@formatjs/intl";
import type { Addresses } from "../accounts/addresses";
import type { CartOwner, CartPlace, Carts } from "../cart/carts";
import { ClaimLost, recordAnswer, type ClaimedKey } from "./idempotency";
import { judgeLockedCoupon } from "./judge-locked-coupon";
import { nextOrder } from "./next-order";
import { orderItemRows } from "./order-item-rows";
import { takeStock } from "./take-stock";
import { lineVerdict } from "../cart/price-cart";

export interface CheckoutSettings {
  /** How long an online order waits for its payment. */
  paymentWindowMinutes: number;
}

export interface Buyer {
  websiteId: number;
  websiteCode: string;
  paymentMethods: string[];
  /** The customer the order is for. */
  userId: number;
  /** The sales agent placing it for them, if any. */
  agentId: number | null;
  /** The website's GST settings as stored (issue 34): checkout refuses what it cannot invoice. */
  gstSettings: Readonly<Record<string, unknown>>;
}

const conflict = (message: string | ServerText, field = "cart") => new Refusal("conflict", message, { [field]: message });

export function createCheckout(db: Db, carts: Carts, addresses: Addresses, settings: CheckoutSettings, now: () => Date = () => new Date()) {
  /** The address, which must be the buyer's and delivered from the cart's warehouse. */
  async function deliverableAddress(buyer: Buyer, place: CartPlace, addressId: number): Promise<Address> {
    const { address, warehouseId } = await addresses.withArea({ websiteId: buyer.websiteId, userId: buyer.userId }, addressId);
    if (!place.pincode) throw new Refusal("invalid", PINCODE_REQUIRED_TEXT, { pincode: PINCODE_REQUIRED_TITLE });
    if (warehouseId === null) throw new Refusal("invalid", text("server.noDeliveryChooseAddress", { pincode: address.pincode }), { address_id: "Not serviceable" });
    if (warehouseId !== place.warehouseId) {
      throw new Refusal("invalid", text("server.addressOutsideArea", { pincode: address.pincode, deliveryPincode: place.pincode }), {
        address_id: "Another delivery area",
      });
    }
    return address;
  }

  return {
    /**
     * Places the order. With `key`, the answer is recorded under that Idempotency-Key in the
     * order's own transaction. Its message is worded by `intl` (the request's catalogue), and
     * recorded so; English without it.
     */
    async place(
      buyer: Buyer,
      owner: CartOwner,
      place: CartPlace,
      body: PlaceOrderBody,
      key?: ClaimedKey,
      intl: IntlShape<string> = defaultIntl("en"),
    ): Promise<{ answer: PlaceOrderAnswer; orderId: number; json: string; recorded: boolean }> {
      const at = now();
      // The address first: someone else's id answers 404 before anything about this cart.
      const address = await deliverableAddress(buyer, place, body.address_id);
      if (!buyer.paymentMethods.includes(body.payment_method)) throw new Refusal("invalid", "This shop does not take that payment method", { payment_method: "Not offered" });
      await checkGstAtCheckout(db, buyer.websiteId, buyer.gstSettings, { gstin: body.gstin ?? null, warehouseId: place.warehouseId, state: address.state });
      const { row, lines, coupon, rules, cart } = await carts.priced(owner, place, { paymentMethods: buyer.paymentMethods });
      if (!row || lines.length === 0) throw new Refusal("invalid", "Your cart is empty", { cart: "Empty" });
      const invalid = cart.items.find((i) => !i.valid);
      if (invalid) {
        const line = lines.find((l) => l.packId === invalid.pack_id && l.warehouseId === invalid.warehouse_id);
        const reason = (line && lineVerdict(line, place.pincode).said) ?? (invalid.message === undefined ? text("server.cannotBeOrdered") : said(invalid.message));
        throw new Refusal("conflict", text("server.lineNeedsChange", { name: invalid.name, pack: invalid.pack, reason }), { cart: "Needs changes" });
      }
      if (beyondOrderMax([toPaise(cart.total), ...cart.items.map((i) => toPaise(i.amount))])) {
        throw new Refusal("invalid", text("server.orderTooLarge", { max: formatRupees(ORDER_AMOUNT_MAX) }), { cart: "Too large" });
      }

      // One chosen slot per delivery group, among those the group is offered now.
      const chosen = cart.grouped_items.map((group) => {
        const pick = body.slots.find((s) => s.delivery_charge_id === group.delivery_charge_id);
        if (!pick) throw new Refusal("invalid", text("server.chooseSlotFor", { group: group.name }), { slots: "Choose a slot" });
        const rule = group.delivery_charge_id === null ? undefined : rules.get(group.delivery_charge_id);
        const option = rule?.slots.find((o) => o.slot_id === pick.slot_id && o.del_date === pick.date);
        if (!option) throw conflict("This delivery slot is no longer available. Please choose another slot.", "slots");
        return { group, option };
      });
      const { id: orderId, number: orderNumber } = await nextOrder(db, buyer.websiteId, buyer.websiteCode);
      const online = body.payment_method !== "cod";
      const status = online ? "pending_payment" : "placed";
      const method = body.payment_method as PaymentMethod;

      const placed = await db.transaction(async (tx) => {
        await takeStock(tx, lines);

        // The coupon is judged again with its row locked, so its last use goes to one order.
        let discount = toPaise(cart.discount);
        if (coupon && discount > 0) {
          const verdict = await judgeLockedCoupon(tx, coupon, { websiteId: buyer.websiteId, userId: buyer.userId, subtotal: toPaise(cart.total), now: at });
          if (!verdict.ok) throw conflict(text("server.removeCouponToContinue", { reason: verdict.text }), "code");
          discount = verdict.discount;
        }
        const amountPaise = Math.max(0, toPaise(cart.total) - discount + toPaise(cart.finalDelivery));
        const amount = toRupees(amountPaise);
        const answer: PlaceOrderAnswer = {
          order: { id: orderId, ordernumber: orderNumber, status, amount, payment_method: method },
          redirect: online ? `/checkout/${method}/${orderId}` : `/order/success/${orderNumber}`,
          message: (online
            ? text("server.orderReserved", { order: orderNumber, minutes: settings.paymentWindowMinutes, amount: formatRupees(amount) })
            : text("server.orderPlaced", { order: orderNumber })
          ).in(intl),
        };
        const json = JSON.stringify(answer);

        // Everything the order writes goes in one statement (each write a CTE): the order, its
        // lines, deliveries and first event, the coupon use, the emptied cart, the recorded
        // answer and the slot bookings. Its round trips were most of the time an order took.
        const writes = [
          tx.$with("order_row").as(
            tx
              .insert(t.orders)
              .values({
                id: orderId,
                websiteId: buyer.websiteId,
                userId: buyer.userId,
                agentId: buyer.agentId,
                orderNumber,
                status,
                channel: buyer.agentId ? "agent" : "web",
                paymentMethod: body.payment_method,
                paymentStatus: "pending",
                address: {
                  name: address.name,
                  phone: address.phone,
                  line1: address.line1,
                  line2: address.line2,
                  landmark: address.landmark,
                  city: address.city,
                  state: address.state,
                  pincode: address.pincode,
                },
                delDate: chosen[0]!.option.del_date,
                delStartTime: chosen[0]!.option.del_start_time,
                delEndTime: chosen[0]!.option.del_end_time,
                subtotal: toPaise(cart.total),
                discount,
                deliveryCharge: toPaise(cart.finalDelivery),
                amount: amountPaise,
                couponCode: coupon && discount > 0 ? coupon.code : null,
                buyerGstin: body.gstin ?? null,
                buyerName: body.gstin ? body.business_name || null : null,
                notes: body.notes ?? "",
                paymentExpiresAt: online ? new Date(at.getTime() + settings.paymentWindowMinutes * 60_000) : null,
                createdAt: at,
              })
              .returning({ id: t.orders.id }),
          ),
          tx.$with("order_lines").as(tx.insert(t.orderItems).values(orderItemRows(orderId, lines)).returning({ id: t.orderItems.orderId })),
          tx.$with("order_deliveries").as(
            tx
              .insert(t.orderDeliveries)
              .values(
                chosen.map(({ group, option }) => ({
                  orderId,
                  deliveryChargeId: group.delivery_charge_id,
                  slotId: option.slot_id,
                  date: option.del_date,
                  startTime: option.del_start_time,
                  endTime: option.del_end_time,
                })),
              )
              .returning({ id: t.orderDeliveries.orderId }),
          ),
          tx.$with("first_event").as(
            tx
              .insert(t.orderEvents)
              .values({ orderId, status, note: buyer.agentId ? "Placed by a sales agent" : "", createdAt: at })
              .returning({ id: t.orderEvents.orderId }),
          ),
          tx.$with("emptied").as(tx.delete(t.cartItems).where(eq(t.cartItems.cartId, row.id)).returning({ id: t.cartItems.cartId })),
          tx.$with("cart_reset").as(tx.update(t.carts).set({ couponId: null, notes: "", updatedAt: at }).where(eq(t.carts.id, row.id)).returning({ id: t.carts.id })),
          ...(coupon && discount > 0
            ? [tx.$with("coupon_use").as(tx.insert(t.couponRedemptions).values({ couponId: coupon.id, userId: buyer.userId, orderId }).returning({ id: t.couponRedemptions.orderId }))]
            : []),
          ...(key ? [tx.$with("answer").as(recordAnswer(tx, key, { status: 201, body: json }))] : []),
          // A cash order is placed now, and its "placed" message with it; an online order's is
          // queued when its payment places it (changeOrderStatus).
          ...(online
            ? []
            : [
                tx.$with("placed_message").as(
                  tx
                    .insert(t.messageQueue)
                    .values(orderMessageRows({ id: orderId, websiteId: buyer.websiteId, userId: buyer.userId }, "placed"))
                    .returning({ id: t.messageQueue.id }),
                ),
              ]),
        ];
        // Last, and in the same statement: every order for a slot queues on its one bookings
        // row, so that row is held only from here to the commit. A slot books only while its
        // bookings are below its capacity, read from the slot itself, never from a cache.
        const capacity = sql<number>`(select ds.capacity from ${t.deliverySlots} ds where ds.id = ${t.slotBookings}.slot_id)`.mapWith(Number);
        const booked = await tx
          .with(...writes)
          .insert(t.slotBookings)
          .values(chosen.map(({ option }) => ({ slotId: option.slot_id, date: option.del_date, booked: 1 })).sort((x, y) => x.slotId - y.slotId))
          .onConflictDoUpdate({
            target: [t.slotBookings.slotId, t.slotBookings.date],
            set: { booked: sql`${t.slotBookings.booked} + 1` },
            setWhere: sql`${t.slotBookings.booked} < ${capacity}`,
          })
          .returning({ booked: t.slotBookings.booked, capacity, ...(key ? { answered: sql<number>`(select count(*) from answer)`.mapWith(Number) } : {}) });
        // The key's claim was taken over by a repeat (this request ran past its lease): the
        // repeat makes the order, so this one keeps nothing.
        if (key && booked.some((b) => b.answered === 0)) throw new ClaimLost();
        if (booked.length < chosen.length || booked.some((b) => b.booked > b.capacity)) {
          throw conflict("This delivery slot has just filled up. Please choose another slot.", "slots");
        }
        return { answer, json };
      });

      return { orderId, answer: placed.answer, json: placed.json, recorded: key !== undefined };
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
