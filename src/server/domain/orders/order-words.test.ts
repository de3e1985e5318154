// An order's words in the reader's language (issue 35): every note the server writes on a
// timeline is read back and said in Hindi, a shopper's cancel reason with it; English comes out
// word for word as written; the shop's own words stay as they are.
import { describe, expect, it } from "vitest";
import { CANCEL_REASONS } from "../../../shared/api/account";
import { GST_DOCUMENT_KIND_LABELS } from "../../../shared/api/admin-gst";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "../../../shared/order-status";
import { REPORT_KIND_LABELS, REPORT_KINDS, REPORT_STATUS_LABELS, REPORT_STATUSES } from "../../../shared/order-reports";
import type { GstDocumentKind } from "../../../shared/gst/invoice-document";
import { defaultIntl } from "../server-text";
import { documentKindWords, orderStatusWords, reportKindWords, reportStatusWords, timelineNoteWords } from "./order-words";

const hindi = defaultIntl("hi");
const DEVANAGARI = /[\u0900-\u097F]/;

describe("an order's labels", () => {
  it("are the shared English labels word for word, and Hindi in Hindi", () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusWords(status)).toBe(ORDER_STATUS_LABELS[status]);
      expect(orderStatusWords(status, hindi)).toMatch(DEVANAGARI);
    }
    for (const kind of REPORT_KINDS) {
      expect(reportKindWords(kind)).toBe(REPORT_KIND_LABELS[kind]);
      expect(reportKindWords(kind, hindi)).toMatch(DEVANAGARI);
    }
    for (const status of REPORT_STATUSES) {
      expect(reportStatusWords(status)).toBe(REPORT_STATUS_LABELS[status]);
      expect(reportStatusWords(status, hindi)).toMatch(DEVANAGARI);
    }
    for (const kind of Object.keys(GST_DOCUMENT_KIND_LABELS) as GstDocumentKind[]) {
      expect(documentKindWords(kind)).toBe(GST_DOCUMENT_KIND_LABELS[kind]);
      expect(documentKindWords(kind, hindi)).toMatch(DEVANAGARI);
    }
    // A value no table names is shown as it is.
    expect(orderStatusWords("on_hold", hindi)).toBe("on_hold");
  });
});

describe("a timeline note", () => {
  const written = [
    "Placed by a sales agent",
    "Cancelled by the customer: Ordered by mistake",
    "Cancelled by the sales agent for the customer: Found it cheaper elsewhere",
    "Cancelled by the shop",
    "Payment was not received in time",
    "Paid by Razorpay (pay_29QQoUBi66xm2f)",
    "Paid by Cashfree",
    "Sold at the counter",
    "Voided at the counter: rang up twice",
  ];

  it("the server wrote is English word for word, and Hindi in Hindi", () => {
    for (const note of written) {
      expect(timelineNoteWords(note)).toBe(note);
      expect(timelineNoteWords(note, hindi), note).toMatch(DEVANAGARI);
    }
    expect(timelineNoteWords("Paid by Razorpay (pay_29QQoUBi66xm2f)", hindi)).toContain("Razorpay");
    expect(timelineNoteWords("Paid by Razorpay (pay_29QQoUBi66xm2f)", hindi)).toContain("pay_29QQoUBi66xm2f");
    expect(timelineNoteWords("Voided at the counter: rang up twice", hindi)).toContain("rang up twice");
  });

  it("says every cancel reason a shopper may give in Hindi", () => {
    for (const reason of CANCEL_REASONS) {
      const said = timelineNoteWords(`Cancelled by the customer: ${reason}`, hindi);
      expect(said).not.toContain(reason);
      expect(said).toMatch(DEVANAGARI);
    }
  });

  it("the shop wrote itself stays as written", () => {
    for (const note of ["", "Rider called twice, no answer", "Cancelled by the customer"]) expect(timelineNoteWords(note, hindi)).toBe(note);
  });
});
