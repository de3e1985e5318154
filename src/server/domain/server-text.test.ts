// The server's messages by id (issue 35): a refusal keeps its English words, word for word as the
// constants the shop and the spec name, and carries the id that says them in Hindi; a fixed text
// is found in the catalogue by its English words, so the shared constants thrown as they are
// answer in Hindi too.
import { describe, expect, it } from "vitest";
import { Refusal } from "./refusal";
import { defaultIntl, fixedTextId, said, ServerText, text } from "./server-text";
import { refusalBody, say } from "../http/server-messages";
import { spanText, ON_ITS_WAY } from "./orders/cancel-window";
import { minutesText } from "../../shared/shop-time";
import { MAX_STOCK_ALERTS, NOT_WAITING, PACK_IN_STOCK, TOO_MANY_ALERTS } from "../../shared/api/stock-alerts";
import {
  REPORT_ITEM_UNKNOWN,
  REPORT_NOT_DELIVERED,
  REPORT_NOT_FOUND,
  REPORT_ORDER_NOT_FOUND,
  REPORT_PHOTO_TOO_BIG,
  REPORT_PHOTO_WRONG_TYPE,
  REPORT_WINDOW_CLOSED,
  reportQuantityMessage,
} from "../../shared/api/order-reports";
import { REPORT_PHOTO_MAX_BYTES, REPORT_WINDOW_HOURS } from "../../shared/order-reports";
import { ORDER_CANNOT_CANCEL } from "../../shared/api/admin-orders";
import { PINCODE_REQUIRED_TEXT, PINCODE_REQUIRED_TITLE } from "../../shared/constants";
import { OUT_OF_STOCK_MESSAGE } from "../../shared/api/cart-shape";
import { CONTROL_CHARACTER_MESSAGE, ONE_LINE_MESSAGE } from "../../shared/control-characters";
import { MEDIA_TOO_MANY_PIXELS } from "../../shared/api/site-settings";
import { WISHLIST_ADDED } from "../../shared/api/wishlist";
import { GENERIC_ERROR_MESSAGE } from "../../shared/error-message";
import { GSTIN_EINVOICE, GSTIN_NOT_TAKEN } from "./invoices/checkout-gst";
import { PAID_AFTER_CANCEL_MESSAGE } from "./payments/payments";
import { AGENT_NEW_CUSTOMER } from "../routes/agent-routes";
import { CHANGED_MEANWHILE } from "../plugins/errors";

const english = defaultIntl("en");
const hindi = defaultIntl("hi");
const devanagari = /[\u0900-\u097F]/;

describe("a refusal made with a message id", () => {
  it("keeps its English message and field messages, and says them in Hindi by their ids", () => {
    const refusal = new Refusal("invalid", text("server.onlyLeftInStock", { count: 3 }), { pack_id: text("server.buyAtMost", { max: 5 }), cart: "Limit reached" });
    expect(refusal.message).toBe("Only 3 left in stock");
    expect(refusal.errors).toEqual({ pack_id: "You can buy at most 5 of this item", cart: "Limit reached" });
    expect(refusalBody(refusal, english)).toEqual({ message: "Only 3 left in stock", errors: { pack_id: "You can buy at most 5 of this item", cart: "Limit reached" } });
    expect(refusalBody(refusal, hindi)).toEqual({ message: "स्टॉक में सिर्फ़ 3 बचे हैं", errors: { pack_id: "आप यह सामान ज़्यादा से ज़्यादा 5 ही खरीद सकते हैं", cart: "सीमा पूरी हो गई" } });
  });

  it("does not show its making in a log line", () => {
    const refusal = new Refusal("invalid", text("server.cartLimit", { limit: 2 }));
    expect(Object.keys(refusal)).not.toContain("text");
    expect(JSON.stringify(refusal)).not.toContain("server.");
  });

  it("takes a bare id as its message (a validator may name its message so)", () => {
    const refusal = new Refusal("invalid", "server.cartEmpty", { cart: "server.empty" });
    expect(refusal.message).toBe("Your cart is empty");
    expect(refusalBody(refusal, hindi)).toEqual({ message: "आपका कार्ट खाली है", errors: { cart: "खाली" } });
  });

  it("says a message inside a message, and a plural, in the same language", () => {
    const coupon = text("server.couponExpired", { code: "SAVE10" });
    expect(String(text("server.removeCouponToContinue", { reason: coupon }))).toBe("The coupon SAVE10 has expired. Remove the coupon to continue.");
    expect(text("server.removeCouponToContinue", { reason: coupon }).in(hindi)).toBe("कूपन SAVE10 की समय-सीमा खत्म हो गई है। आगे बढ़ने के लिए कूपन हटाएँ।");
    expect(String(text("server.otpWrongTriesLeft", { left: 1 }))).toBe("The code is not correct. 1 try left.");
    expect(String(text("server.otpWrongTriesLeft", { left: 4 }))).toBe("The code is not correct. 4 tries left.");
    expect(String(text("server.formTooMany", { minutes: 1 }))).toBe("You have sent this form too many times. Please try again in 1 minute.");
    expect(String(text("server.formTooMany", { minutes: 15 }))).toBe("You have sent this form too many times. Please try again in 15 minutes.");
    // A number is written as the template literal wrote it: no grouping.
    expect(String(text("server.onlyLeftInStock", { count: 12000 }))).toBe("Only 12000 left in stock");
  });
});

describe("the English of messages made by id", () => {
  it("is word for word the constants the shop and the tests know", () => {
    expect(String(text("server.tooManyStockAlerts", { max: MAX_STOCK_ALERTS }))).toBe(TOO_MANY_ALERTS);
    expect(String(text("server.reportWindowClosed", { hours: REPORT_WINDOW_HOURS }))).toBe(REPORT_WINDOW_CLOSED);
    expect(String(text("server.reportPhotoTooBig", { mb: REPORT_PHOTO_MAX_BYTES / (1024 * 1024) }))).toBe(REPORT_PHOTO_TOO_BIG);
    expect(String(text("server.reportAllReported"))).toBe(reportQuantityMessage(0));
    expect(String(text("server.reportAtMost", { left: 3 }))).toBe(reportQuantityMessage(3));
    expect(String(text("server.outForDeliveryNoCancel"))).toBe(ON_ITS_WAY);
    for (const minutes of [1, 45, 60, 90, 120, 1440, 2880, 4320]) expect(String(spanText(minutes)), String(minutes)).toBe(minutesText(minutes));
  });
});

describe("a fixed English text", () => {
  it("is found in the catalogue by its words, for every shopper-facing constant thrown as it is", () => {
    const constants = [
      PACK_IN_STOCK,
      NOT_WAITING,
      REPORT_ITEM_UNKNOWN,
      REPORT_NOT_DELIVERED,
      REPORT_NOT_FOUND,
      REPORT_ORDER_NOT_FOUND,
      REPORT_PHOTO_WRONG_TYPE,
      ORDER_CANNOT_CANCEL,
      PINCODE_REQUIRED_TEXT,
      PINCODE_REQUIRED_TITLE,
      OUT_OF_STOCK_MESSAGE,
      CONTROL_CHARACTER_MESSAGE,
      ONE_LINE_MESSAGE,
      MEDIA_TOO_MANY_PIXELS,
      WISHLIST_ADDED,
      GENERIC_ERROR_MESSAGE,
      CHANGED_MEANWHILE,
      GSTIN_EINVOICE,
      GSTIN_NOT_TAKEN,
      PAID_AFTER_CANCEL_MESSAGE,
      AGENT_NEW_CUSTOMER,
    ];
    for (const words of constants) {
      expect(fixedTextId(words), words).toBeDefined();
      expect(say(words, english)).toBe(words);
      expect(say(words, hindi), words).toMatch(devanagari);
    }
  });

  it("is said as it is where the catalogue has no such words", () => {
    expect(fixedTextId("Something only the back office says")).toBeUndefined();
    expect(say("Something only the back office says", hindi)).toBe("Something only the back office says");
    expect(said("Out of stock")).toBeInstanceOf(ServerText);
    expect(said("Basmati Rice")).toBe("Basmati Rice");
  });
});
