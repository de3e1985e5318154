// The words an order's answer carries for its shopper, in the request's language (issue 35): the
// name of its status and of each timeline step, the timeline's notes, a problem report's kind and
// state, a GST document's kind. The records keep English (the back office and the audit read
// them); these say them again from the website's catalogue. A note the shop wrote itself, and
// any value not named here, is shown as it was written.
import type { IntlShape } from "@formatjs/intl";
import type { CANCEL_REASONS } from "../../../shared/api/account";
import type { GstDocumentKind } from "../../../shared/gst/invoice-document";
import { GST_DOCUMENT_KIND_LABELS } from "../../../shared/api/admin-gst";
import { orderStatusLabel, type OrderStatus } from "../../../shared/order-status";
import { reportKindLabel, reportStatusLabel, type ReportKind, type ReportStatus } from "../../../shared/order-reports";
import { englishReader } from "../i18n/read-english";
import { defaultIntl, text, type ServerMessageId, type TextValue } from "../server-text";

/** The catalogue an answer is worded from; English, without overrides, where none is given. */
export type Words = IntlShape<string>;

export const englishWords = (): Words => defaultIntl("en");

const ORDER_STATUS: Record<OrderStatus, ServerMessageId> = {
  pending_payment: "server.orderStatusPendingPayment",
  placed: "server.orderStatusPlaced",
  confirmed: "server.orderStatusConfirmed",
  packed: "server.orderStatusPacked",
  out_for_delivery: "server.orderStatusOutForDelivery",
  delivered: "server.orderStatusDelivered",
  cancelled: "server.orderStatusCancelled",
  payment_failed: "server.orderStatusPaymentFailed",
};

const REPORT_KIND: Record<ReportKind, ServerMessageId> = {
  missing: "server.reportKindMissing",
  damaged: "server.reportKindDamaged",
  wrong: "server.reportKindWrong",
};

const REPORT_STATUS: Record<ReportStatus, ServerMessageId> = {
  open: "server.reportStatusOpen",
  resolved: "server.reportStatusResolved",
  rejected: "server.reportStatusRejected",
};

const DOCUMENT_KIND: Record<GstDocumentKind, ServerMessageId> = {
  tax_invoice: "server.docTaxInvoice",
  bill_of_supply: "server.docBillOfSupply",
  invoice_bill_of_supply: "server.docInvoiceBillOfSupply",
  credit_note: "server.docCreditNote",
};

/** The reasons a shopper cancels for (CANCEL_REASONS), by their English words. */
const CANCEL_REASON: Record<(typeof CANCEL_REASONS)[number], ServerMessageId> = {
  "Ordered by mistake": "server.cancelReasonMistake",
  "Want to change the items": "server.cancelReasonChangeItems",
  "The delivery slot does not suit me": "server.cancelReasonSlot",
  "Found it cheaper elsewhere": "server.cancelReasonCheaper",
  Other: "server.cancelReasonOther",
};

const lookup = (table: Readonly<Record<string, ServerMessageId>>, key: string): ServerMessageId | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A value named in a table as its message, or its words as they are. */
const said = (table: Readonly<Record<string, ServerMessageId>>, key: string, words: string, intl: Words): string => {
  const id = lookup(table, key);
  return id ? text(id).in(intl) : words;
};

export const orderStatusWords = (status: string, intl: Words = englishWords()): string => said(ORDER_STATUS, status, orderStatusLabel(status), intl);
export const reportKindWords = (kind: string, intl: Words = englishWords()): string => said(REPORT_KIND, kind, reportKindLabel(kind), intl);
export const reportStatusWords = (status: string, intl: Words = englishWords()): string => said(REPORT_STATUS, status, reportStatusLabel(status), intl);
export const documentKindWords = (kind: GstDocumentKind, intl: Words = englishWords()): string => said(DOCUMENT_KIND, kind, GST_DOCUMENT_KIND_LABELS[kind], intl);

// The notes the server writes on an order's timeline, in English (checkout, cancelling, payments,
// the counter), longer before shorter where one's words hold the other's.
const readNote = englishReader([
  "server.notePlacedByAgent",
  "server.noteCancelledByAgent",
  "server.noteCancelledByCustomer",
  "server.noteCancelledByShop",
  "server.notePaymentNotInTime",
  "server.notePaidByRef",
  "server.notePaidBy",
  "server.noteSoldAtCounter",
  "server.noteVoidedAtCounter",
] as const);

/** A timeline note in the reader's language: one the server wrote, with a shopper's cancel reason; the shop's own words as they are. */
export function timelineNoteWords(note: string, intl: Words = englishWords()): string {
  if (!note) return note;
  const read = readNote(note);
  if (!read) return note;
  const values: Record<string, TextValue> = { ...read.values };
  const reason = read.values.reason;
  if (reason !== undefined) {
    const id = lookup(CANCEL_REASON, reason);
    if (id) values.reason = text(id);
  }
  return text(read.id, values).in(intl);
}
