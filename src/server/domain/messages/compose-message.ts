// The words of each message, composed when it is sent rather than when it was queued, so they
// carry the website's name and the order's facts as they are then. A text is written twice: as
// words (the outbox keeps them) and as the values of the event's DLT template, whose variables
// are named in the README (##shop##, ##order##, …). Every value is short, because DLT limits a
// variable's length, and the shopper's name stays out of texts for the same reason. The words
// are the catalogue's (`server.msg*`), in the shopper's language (issue 35).
import type { IntlShape } from "@formatjs/intl";
import { formatRupees, toRupees } from "../../../shared/money";
import { slotText, type SlotTimes } from "../../../shared/delivery-slot";
import type { MessageEvent } from "../../../shared/order-messages";
import { defaultIntl, type ServerMessageId } from "../server-text";

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

// slotText's day ("Mon, 1 Jun") as Hindi writes it; the hours are digits in both.
const HINDI_SLOT_DAY = new Intl.DateTimeFormat("hi-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** The slot in the message's language: slotText in English; in Hindi, its day in Hindi and the same hours. */
function slotOf(slot: SlotTimes | null, locale: string): string {
  if (!slot?.del_date) return "";
  const day = new Date(`${slot.del_date}T00:00:00Z`);
  if (!locale.startsWith("hi") || Number.isNaN(day.getTime())) return slotText(slot);
  const time = (t: string) => t.slice(0, 5);
  const hours = slot.del_start_time ? `, ${time(slot.del_start_time)}${slot.del_end_time ? `–${time(slot.del_end_time)}` : ""}` : "";
  return `${HINDI_SLOT_DAY.format(day)}${hours}`;
}

/** What happened, in one sentence, and the subject line's few words. */
function sentence(f: MessageFacts, intl: IntlShape<string>): { line: string; subject: string } {
  const say = (id: ServerMessageId, values: Record<string, string> = {}) => intl.formatMessage({ id }, values);
  const shop = f.shop;
  const order = f.orderNumber ?? "";
  const amount = money(f.amount);
  switch (f.event) {
    case "placed": {
      const slot = slotOf(f.slot, intl.locale);
      const placed = amount ? say("server.msgPlacedAmount", { shop, order, amount }) : say("server.msgPlaced", { shop, order });
      return { line: slot ? `${placed} ${say("server.msgDeliverySlot", { slot })}` : placed, subject: say("server.msgSubjectPlaced", { order }) };
    }
    case "out_for_delivery":
      return { line: say("server.msgOutForDelivery", { shop, order }), subject: say("server.msgSubjectOutForDelivery", { order }) };
    case "delivered":
      return { line: say("server.msgDelivered", { shop, order }), subject: say("server.msgSubjectDelivered", { order }) };
    case "cancelled":
      return { line: say("server.msgCancelled", { shop, order }), subject: say("server.msgSubjectCancelled", { order }) };
    case "refunded":
      return { line: amount ? say("server.msgRefunded", { shop, amount, order }) : say("server.msgRefundedPayment", { shop, order }), subject: say("server.msgSubjectRefunded", { order }) };
    case "back_in_stock":
      return f.product === null
        ? { line: say("server.msgBackInStockItem", { shop }), subject: say("server.msgSubjectBackInStockItem") }
        : { line: say("server.msgBackInStock", { product: f.product, shop }), subject: say("server.msgSubjectBackInStock", { product: f.product }) };
  }
}

/**
 * The text and the email of one message, in the language of `intl` (the website's catalogue in
 * the shopper's language; the default English one when not given). `links` are full addresses
 * or null: a text links only where the deployment's whitelisted domain allows (see
 * link-host.ts), so it is usually null.
 */
export function composeMessage(f: MessageFacts, links: { sms: string | null; email: string | null }, intl: IntlShape<string> = defaultIntl("en")): ComposedMessage {
  const { line, subject } = sentence(f, intl);
  const say = (id: ServerMessageId, values: Record<string, string> = {}) => intl.formatMessage({ id }, values);
  const isOrder = f.event !== "back_in_stock";
  const values: Record<string, string> = { shop: f.shop, link: links.sms ?? "" };
  if (isOrder) values.order = f.orderNumber ?? "";
  if (f.event === "placed" || f.event === "refunded") values.amount = money(f.amount);
  if (f.event === "placed") values.slot = slotOf(f.slot, intl.locale);
  if (!isOrder) values.product = f.product ?? "";
  const smsLink = links.sms ? ` ${say(isOrder ? "server.msgOrderLink" : "server.msgShopLink", { link: links.sms })}` : "";
  const emailLink = links.email ? `\n\n${say(isOrder ? "server.msgEmailOrderLink" : "server.msgEmailShopLink", { link: links.email })}` : "";
  const hello = f.name ? say("server.msgHelloName", { name: f.name }) : say("server.msgHello");
  return {
    sms: { text: `${line}${smsLink}`, values },
    email: {
      subject: say("server.msgSubject", { shop: f.shop, subject }),
      text: `${hello}\n\n${line}${emailLink}\n\n${f.shop}\n`,
    },
  };
}
