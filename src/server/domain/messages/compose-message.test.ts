// The words of each message: the website's name in every text and subject, the order's number,
// total in ₹ and slot, the refund's amount, the pack asked about; the DLT template's values beside
// the words; and a link only when one is given (a text usually has none).
import { describe, expect, it } from "vitest";
import { MESSAGE_EVENTS } from "../../../shared/order-messages";
import { composeMessage, type MessageFacts } from "./compose-message";

const order = (over: Partial<MessageFacts> = {}): MessageFacts => ({
  event: "placed",
  shop: "Fresh Basket",
  name: "Priya",
  orderNumber: "FB100023",
  amount: 123450,
  slot: { del_date: "2026-06-01", del_start_time: "09:00:00", del_end_time: "12:00:00" },
  product: null,
  ...over,
});
const NO_LINKS = { sms: null, email: null };

describe("composeMessage", () => {
  it("tells a placed order's number, total in rupees and delivery slot, with the template's values", () => {
    const { sms, email } = composeMessage(order(), NO_LINKS);
    expect(sms.text).toBe("Your Fresh Basket order FB100023 of ₹1,234.50 is placed. Delivery: Mon, 1 Jun, 09:00–12:00.");
    expect(sms.values).toEqual({ shop: "Fresh Basket", order: "FB100023", amount: "₹1,234.50", slot: "Mon, 1 Jun, 09:00–12:00", link: "" });
    expect(email.subject).toBe("Fresh Basket: order FB100023 is placed");
    expect(email.text).toContain("Hello Priya,");
    expect(email.text).toContain(sms.text);
  });

  it("names the website in every event's text and subject, and carries no link unless given one", () => {
    for (const event of MESSAGE_EVENTS) {
      const facts = order({ event, product: event === "back_in_stock" ? "Toor Dal, 1 kg" : null, orderNumber: event === "back_in_stock" ? null : "FB100023" });
      const { sms, email } = composeMessage(facts, NO_LINKS);
      expect(sms.text, event).toContain("Fresh Basket");
      expect(sms.values.shop, event).toBe("Fresh Basket");
      expect(email.subject.startsWith("Fresh Basket: "), event).toBe(true);
      expect(sms.text, event).not.toMatch(/https?:|www\./);
      expect(email.text, event).not.toMatch(/https?:|www\./);
      expect(sms.values.link, event).toBe("");
    }
  });

  it("puts the given links in the text and the email", () => {
    const { sms, email } = composeMessage(order({ event: "out_for_delivery" }), { sms: "https://fresh.shops.example.in/account/orders/7", email: "https://freshbasket.in/account/orders/7" });
    expect(sms.text).toBe("Your Fresh Basket order FB100023 is out for delivery. Details: https://fresh.shops.example.in/account/orders/7");
    expect(sms.values).toEqual({ shop: "Fresh Basket", order: "FB100023", link: "https://fresh.shops.example.in/account/orders/7" });
    expect(email.text).toContain("See your order: https://freshbasket.in/account/orders/7");
  });

  it("tells a refund's amount, and a pack back in stock by its product and pack", () => {
    expect(composeMessage(order({ event: "refunded", amount: 9900 }), NO_LINKS).sms.text).toBe("Fresh Basket has refunded ₹99.00 for your order FB100023.");
    const stock = composeMessage(order({ event: "back_in_stock", orderNumber: null, amount: null, slot: null, product: "Toor Dal, 1 kg" }), NO_LINKS);
    expect(stock.sms.text).toBe("Toor Dal, 1 kg is back in stock at Fresh Basket.");
    expect(stock.sms.values).toEqual({ shop: "Fresh Basket", product: "Toor Dal, 1 kg", link: "" });
    expect(stock.email.subject).toBe("Fresh Basket: Toor Dal, 1 kg is back in stock");
  });

  it("leaves out what the order lacks: no slot, no name", () => {
    const { sms, email } = composeMessage(order({ slot: { del_date: null, del_start_time: null, del_end_time: null }, name: "" }), NO_LINKS);
    expect(sms.text).toBe("Your Fresh Basket order FB100023 of ₹1,234.50 is placed.");
    expect(email.text.startsWith("Hello,\n")).toBe(true);
  });
});
