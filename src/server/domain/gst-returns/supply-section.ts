// Which GSTR-1 table a document's taxable part belongs to. Nil-rated and exempt supplies never
// reach these tables: they are reported in table 8 (exemp) whoever the buyer is.
import { isTaxable } from "../../../shared/gst/gst-rates";
import type { GstRateKey, InvoiceDocument, RateSummary } from "../../../shared/gst/invoice-document";
import { b2clLimitOn } from "./b2cl-limit";
import { shopDay } from "./shop-day";

export type RateSupply = "taxable" | "nil" | "exempt";

// Table 8 keeps goods exempted by notification apart from goods rated at 0% (nil-rated).
export const rateSupply = (rate: GstRateKey): RateSupply => (isTaxable(rate) ? "taxable" : rate === "exempt" ? "exempt" : "nil");

export const isRegisteredBuyer = (doc: InvoiceDocument): boolean => doc.buyer.gstin !== null;

/** The document's taxable rate rows, lowest rate first (the order the portal lists them in). */
export const taxableRates = (doc: InvoiceDocument): RateSummary[] => doc.rateSummary.filter((row) => rateSupply(row.rate) === "taxable").sort((a, b) => Number(a.rate) - Number(b.rate));

const isB2cLarge = (interState: boolean, invoiceTotal: number, invoiceDay: string): boolean => interState && invoiceTotal > b2clLimitOn(invoiceDay);

/** An invoice (of any kind but a credit note): invoice by invoice in b2b or b2cl, else summed in b2cs. */
export function invoiceSection(doc: InvoiceDocument): "b2b" | "b2cl" | "b2cs" {
  if (isRegisteredBuyer(doc)) return "b2b";
  // The limit applies to the whole invoice's value, exempt lines included (rule 59(4): "invoice value").
  return isB2cLarge(doc.interState, doc.totals.total, shopDay(doc.issuedAt)) ? "b2cl" : "b2cs";
}

/**
 * A credit note: to a registered buyer in cdnr; to an unregistered one in cdnur only when its
 * invoice was B2C large (table 9B's unregistered part covers B2CL and exports); otherwise netted
 * into b2cs, which table 7 reports "net of debit notes and credit notes". The invoice's value and
 * day come from `against`, as the invoice may be of an earlier month; a credit note is issued to
 * the invoice's place of supply, so its own `interState` stands for the invoice's.
 */
export function creditNoteSection(note: InvoiceDocument): "cdnr" | "cdnur" | "b2cs" {
  if (isRegisteredBuyer(note)) return "cdnr";
  const against = note.against;
  if (against && against.kind !== "bill_of_supply" && isB2cLarge(note.interState, against.total, shopDay(against.issuedAt))) return "cdnur";
  return "b2cs";
}
