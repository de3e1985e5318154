// Placing an order (ADR 0019): the cart is priced again from the database, then one
// transaction takes the stock and the slot capacity with guarded updates (no oversell, no
// overbooking on any number of server instances), records the coupon use, writes the order
// with copies of its lines, and empties the cart. Any refusal rolls all of it back.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Address } from "../../../shared/api/account";
import type { PaymentMethod, PlaceOrderAnswer, PlaceOrderBody } from "../../../shared/api/checkout";
import { formatRupees, toPaise, toRupees } from "../../../shared/money";
import { PINCODE_REQUIRED_TEXT, PINCODE_REQUIRED_TITLE } from "../../../shared/constants";
import { HttpError, notFound } from "../../http/http-error";
import type { Addresses } from "../accounts/addresses";
import { couponUses, toCouponRule, type CartOwner, type CartPlace, type Carts } from "../cart/carts";
import { judgeCoupon } from "../coupons/judge-coupon";

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
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const conflict = (message: string, field = "cart") => new HttpError(409, message, { [field]: message });

export function createCheckout(db: Db, carts: Carts, addresses: Addresses, settings: CheckoutSettings, now: () => Date = () => new Date()) {
  async function nextOrderNumber(websiteId: number, code: string): Promise<string> {
    // Outside the order's transaction, so orders do not queue on this row; a rolled-back
    // order leaves a gap in the numbers, which is fine.
    const [row] = await db
      .update(t.websites)
      .set({ orderSeq: sql`${t.websites.orderSeq} + 1` })
      .where(eq(t.websites.id, websiteId))
      .returning({ seq: t.websites.orderSeq });
    const prefix = code.replace(/[^a-z0-9]/gi, "").slice(0, 4).toUpperCase() || "KR";
    return `${prefix}${100_000 + row!.seq}`;
  }

  /** The address, which must be the buyer's and delivered from the cart's warehouse. */
  async function deliverableAddress(buyer: Buyer, place: CartPlace, addressId: number): Promise<Address> {
    const address = await addresses.get({ websiteId: buyer.websiteId, userId: buyer.userId }, addressId);
    if (!place.pincode) throw new HttpError(422, PINCODE_REQUIRED_TEXT, { pincode: PINCODE_REQUIRED_TITLE });
    const [area] = await db
      .select({ warehouseId: t.warehousePincodes.warehouseId })
      .from(t.warehousePincodes)
      .where(and(eq(t.warehousePincodes.websiteId, buyer.websiteId), eq(t.warehousePincodes.pincode, address.pincode)));
    if (!area) throw new HttpError(422, `We do not deliver to ${address.pincode} yet. Choose another address.`, { address_id: "Not serviceable" });
    if (area.warehouseId !== place.warehouseId) {
      throw new HttpError(422, `This address (${address.pincode}) is not in the area of your delivery pincode ${place.pincode}. Change the pincode or choose another address.`, { address_id: "Another delivery area" });
    }
    return address;
  }

  async function takeStock(tx: Tx, lines: { packId: number; warehouseId: number; quantity: number; name: string; packName: string }[]) {
    // Packs in a fixed order, so two orders for the same packs cannot lock each other out.
    for (const line of [...lines].sort((a, b) => a.packId - b.packId)) {
      const taken = await tx
        .update(t.stock)
        .set({ quantity: sql`${t.stock.quantity} - ${line.quantity}` })
        .where(and(eq(t.stock.packId, line.packId), eq(t.stock.warehouseId, line.warehouseId), sql`${t.stock.quantity} >= ${line.quantity}`))
        .returning({ left: t.stock.quantity });
      if (taken.length === 0) {
        const [row] = await tx.select({ q: t.stock.quantity }).from(t.stock).where(and(eq(t.stock.packId, line.packId), eq(t.stock.warehouseId, line.warehouseId)));
        const left = row?.q ?? 0;
        throw conflict(left > 0 ? `Only ${left} of ${line.name} (${line.packName}) left. Please update your cart.` : `${line.name} (${line.packName}) has just sold out. Please remove it from your cart.`);
      }
    }
  }

  async function bookSlot(tx: Tx, slotId: number, date: string, capacity: number) {
    const booked = await tx
      .insert(t.slotBookings)
      .values({ slotId, date, booked: 1 })
      .onConflictDoUpdate({
        target: [t.slotBookings.slotId, t.slotBookings.date],
        set: { booked: sql`${t.slotBookings.booked} + 1` },
        setWhere: sql`${t.slotBookings.booked} < ${capacity}`,
      })
      .returning({ booked: t.slotBookings.booked });
    if (booked.length === 0 || booked[0]!.booked > capacity) throw conflict("This delivery slot has just filled up. Please choose another slot.", "slots");
  }

  return {
    async place(buyer: Buyer, owner: CartOwner, place: CartPlace, body: PlaceOrderBody): Promise<{ answer: PlaceOrderAnswer; orderId: number }> {
      const at = now();
      // The address first: someone else's id answers 404 before anything about this cart.
      const address = await deliverableAddress(buyer, place, body.address_id);
      if (!buyer.paymentMethods.includes(body.payment_method)) throw new HttpError(422, "This shop does not take that payment method", { payment_method: "Not offered" });
      const { row, lines, coupon, rules, cart } = await carts.priced(owner, place, { paymentMethods: buyer.paymentMethods });
      if (!row || lines.length === 0) throw new HttpError(422, "Your cart is empty", { cart: "Empty" });
      const invalid = cart.items.find((i) => !i.valid);
      if (invalid) throw new HttpError(409, `${invalid.name} (${invalid.pack}): ${invalid.message ?? "cannot be ordered"}. Please update your cart.`, { cart: "Needs changes" });

      // One chosen slot per delivery group, among those the group is offered now.
      const chosen = cart.grouped_items.map((group) => {
        const pick = body.slots.find((s) => s.delivery_charge_id === group.delivery_charge_id);
        if (!pick) throw new HttpError(422, `Choose a delivery slot for ${group.name}`, { slots: "Choose a slot" });
        const rule = group.delivery_charge_id === null ? undefined : rules.get(group.delivery_charge_id);
        const option = rule?.slots.find((o) => o.slot_id === pick.slot_id && o.del_date === pick.date);
        if (!option) throw conflict("This delivery slot is no longer available. Please choose another slot.", "slots");
        return { group, option };
      });
      const slotRows = await db
        .select({ id: t.deliverySlots.id, capacity: t.deliverySlots.capacity })
        .from(t.deliverySlots)
        .where(inArray(t.deliverySlots.id, chosen.map((c) => c.option.slot_id)));

      const orderNumber = await nextOrderNumber(buyer.websiteId, buyer.websiteCode);
      const online = body.payment_method !== "cod";

      const saved = await db.transaction(async (tx) => {
        await takeStock(
          tx,
          lines.map((l) => ({ packId: l.packId, warehouseId: l.warehouseId, quantity: l.quantity, name: l.name, packName: l.packName })),
        );

        // The coupon is judged again with its row locked, so its last use goes to one order.
        let discount = toPaise(cart.discount);
        if (coupon && discount > 0) {
          await tx.execute(sql`select id from ${t.coupons} where ${t.coupons.id} = ${coupon.id} for update`);
          const uses = await couponUses(tx, coupon.id, buyer.websiteId, buyer.userId);
          const verdict = judgeCoupon(toCouponRule(coupon), { subtotal: toPaise(cart.total), now: at, signedIn: true, ...uses });
          if (!verdict.ok) throw conflict(`${verdict.message}. Remove the coupon to continue.`, "code");
          discount = verdict.discount;
        }

        const [order] = await tx
          .insert(t.orders)
          .values({
            websiteId: buyer.websiteId,
            userId: buyer.userId,
            agentId: buyer.agentId,
            orderNumber,
            status: online ? "pending_payment" : "placed",
            channel: buyer.agentId ? "agent" : "web",
            paymentMethod: body.payment_method,
            paymentStatus: "pending",
            address: { name: address.name, phone: address.phone, line1: address.line1, line2: address.line2, landmark: address.landmark, city: address.city, state: address.state, pincode: address.pincode },
            delDate: chosen[0]!.option.del_date,
            delStartTime: chosen[0]!.option.del_start_time,
            delEndTime: chosen[0]!.option.del_end_time,
            subtotal: toPaise(cart.total),
            discount,
            deliveryCharge: toPaise(cart.finalDelivery),
            amount: Math.max(0, toPaise(cart.total) - discount + toPaise(cart.finalDelivery)),
            couponCode: coupon && discount > 0 ? coupon.code : null,
            notes: body.notes ?? "",
            paymentExpiresAt: online ? new Date(at.getTime() + settings.paymentWindowMinutes * 60_000) : null,
            createdAt: at,
          })
          .returning({ id: t.orders.id, amount: t.orders.amount, status: t.orders.status });
        const id = order!.id;
        await tx.insert(t.orderItems).values(
          lines.map((l) => ({
            orderId: id,
            packId: l.packId,
            productId: l.productId,
            warehouseId: l.warehouseId,
            slug: l.slug,
            name: l.name,
            packName: l.packName,
            image: l.image,
            quantity: l.quantity,
            price: l.price,
            mrp: Math.max(l.mrp, l.price),
            amount: l.price * l.quantity,
          })),
        );
        await tx.insert(t.orderDeliveries).values(
          chosen.map(({ group, option }) => ({ orderId: id, deliveryChargeId: group.delivery_charge_id, slotId: option.slot_id, date: option.del_date, startTime: option.del_start_time, endTime: option.del_end_time })),
        );
        await tx.insert(t.orderEvents).values({ orderId: id, status: online ? "pending_payment" : "placed", note: buyer.agentId ? "Placed by a sales agent" : "", createdAt: at });
        if (coupon && discount > 0) await tx.insert(t.couponRedemptions).values({ couponId: coupon.id, userId: buyer.userId, orderId: id });
        await tx.delete(t.cartItems).where(eq(t.cartItems.cartId, row.id));
        await tx.update(t.carts).set({ couponId: null, notes: "", updatedAt: at }).where(eq(t.carts.id, row.id));
        // Last: every order for this slot queues on its one bookings row, so the row is locked
        // only for the moment between this update and the commit.
        for (const { option } of [...chosen].sort((a, b) => a.option.slot_id - b.option.slot_id)) {
          await bookSlot(tx, option.slot_id, option.del_date, slotRows.find((s) => s.id === option.slot_id)?.capacity ?? 0);
        }
        return order!;
      });

      const orderId = saved.id;
      const amount = toRupees(saved.amount);
      const method = body.payment_method as PaymentMethod;
      return {
        orderId,
        answer: {
          order: { id: orderId, ordernumber: orderNumber, status: saved.status, amount, payment_method: method },
          redirect: online ? `/checkout/${method}/${orderId}` : `/order/success/${orderNumber}`,
          message: online ? `Order ${orderNumber} is reserved for ${settings.paymentWindowMinutes} minutes: pay ${formatRupees(amount)} to place it` : `Order ${orderNumber} is placed`,
        },
      };
    },

    /** The order a success page shows, by its number, for its owner. */
    async byNumber(websiteId: number, userId: number, orderNumber: string) {
      const [row] = await db
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(and(eq(t.orders.websiteId, websiteId), eq(t.orders.userId, userId), eq(t.orders.orderNumber, orderNumber)))
        .orderBy(asc(t.orders.id))
        .limit(1);
      if (!row) throw notFound("This order does not exist");
      return row.id;
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
