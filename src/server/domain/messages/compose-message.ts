// The words of each message, composed when it is sent rather than when it was queued, so they
// carry the website's name and the order's facts as they are then. A text is written twice: as
// words (the outbox keeps them) and as the values of the event's DLT template, whose variables
// are named in the README (##shop##, ##order##, …). Every value is short, because DLT limits a
// variable's length, and the shopper's name stays out of texts for the same reason.
import { formatRupees, toRupees } from "../../../shared/money";
import { slotText, type SlotTimes } from "../../../shared/delivery-slot";
import type { MessageEvent } from "../../../shared/order-messages";

export interface MessageFacts {
  event: MessageEvent;
  /** The website's name. */
  shop: string;
  /** The shopper's name, for an email's greeting; "" when they gave none. */
  name: string;
  orderNumber: string | null;
  /** In paise: the order's total ("placed") or the amount refunded ("refunded"). */
  amount: number | null;
  slot: SlotTimes | null;
  /** The product and pack a shopper asked about ("back_in_stock"). */
  product: string | null;
}

export interface ComposedMessage {
  sms: { text: string; values: Record<string, string> };
  email: { subject: string; text: string };
}

const money = (paise: number | null) => (paise === null ? "" : formatRupees(toRupees(paise)));
const slotOf = (slot: SlotTimes | null) => (slot?.del_date ? slotText(slot) : "");

/** What happened, in one sentence, and the subject line's few words. */
function sentence(f: MessageFacts): { line: string; subject: string } {
  const order = f.orderNumber ?? "";
  const amount = money(f.amount);
  switch (f.event) {
    case "placed": {
      const slot = slotOf(f.slot);
      return {
        line: `Your ${f.shop} order ${order}${amount ? ` of ${amount}` : ""} is placed.${slot ? ` Delivery: ${slot}.` : ""}`,
        subject: `order ${order} is placed`,
      };
    }
    case "out_for_delivery":
      return { line: `Your ${f.shop} order ${order} is out for delivery.`, subject: `order ${order} is out for delivery` };
    case "delivered":
      return { line: `Your ${f.shop} order ${order} has been delivered. Thank you for shopping with us.`, subject: `order ${order} is delivered` };
    case "cancelled":
      return { line: `Your ${f.shop} order ${order} has been cancelled.`, subject: `order ${order} is cancelled` };
    case "refunded":
      return { line: `${f.shop} has refunded ${amount || "your payment"} for your order ${order}.`, subject: `refund for order ${order}` };
    case "back_in_stock":
      return { line: `${f.product ?? "The item you asked about"} is back in stock at ${f.shop}.`, subject: `${f.product ?? "your item"} is back in stock` };
  }
}

/**
 * The text and the email of one message. `links` are full addresses or null: a text links only
 * where the deployment's whitelisted domain allows (see link-host.ts), so it is usually null.
 */
export function composeMessage(f: MessageFacts, links: { sms: string | null; email: string | null }): ComposedMessage {
  const { line, subject } = sentence(f);
  const isOrder = f.event !== "back_in_stock";
  const values: Record<string, string> = { shop: f.shop, link: links.sms ?? "" };
  if (isOrder) values.order = f.orderNumber ?? "";
  if (f.event === "placed" || f.event === "refunded") values.amount = money(f.amount);
  if (f.event === "placed") values.slot = slotOf(f.slot);
  if (!isOrder) values.product = f.product ?? "";
  const smsLink = links.sms ? ` ${isOrder ? "Details" : "Buy it"}: ${links.sms}` : "";
  const emailLink = links.email ? `\n\n${isOrder ? "See your order" : "See it in the shop"}: ${links.email}` : "";
  return {
    sms: { text: `${line}${smsLink}`, values },
    email: {
      subject: `${f.shop}: ${subject}`,
      text: `${f.name ? `Hello ${f.name},` : "Hello,"}\n\n${line}${emailLink}\n\n${f.shop}\n`,
    },
  };
}
