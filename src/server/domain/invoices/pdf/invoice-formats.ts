// How an invoice writes its facts: Indian digit grouping, dates on the shop's clock (an invoice
// issued at 00:30 IST is dated that day, whatever the server's zone), the titles rule 46, 46A,
// 49 and 53 give each kind of document.
import type { GstDocumentKind, GstRateKey, InvoiceDocument } from "../../../../shared/gst/invoice-document";

const FIGURE = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
const PERCENT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
const SHOP_DATE = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Kolkata" });
const SHOP_TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Kolkata" });

/** Paise as rupees with two decimals and Indian grouping: 12345678 → "1,23,456.78". */
export const figure = (paise: number): string => FIGURE.format(paise / 100);

/** "₹1,23,456.78" */
export const rupees = (paise: number): string => `₹${figure(paise)}`;

/** A quantity with at most three decimals and no trailing zeros: "1.5", "2", "1,200". */
export const quantity = (value: number): string => QUANTITY.format(value);

/** dd-mm-yyyy on India Standard Time. */
export function shopDate(iso: string): string {
  const parts = Object.fromEntries(SHOP_DATE.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** hh:mm, 24-hour, on India Standard Time. */
export const shopTime = (iso: string): string => SHOP_TIME.format(new Date(iso));

/** "5%", "0.25%", "Exempt". */
export const rateText = (rate: GstRateKey): string => (rate === "exempt" ? "Exempt" : `${PERCENT.format(Number(rate))}%`);

/** The central (or state) half of a rate: "2.5%" of "5". */
export const halfRateText = (rate: GstRateKey): string => (rate === "exempt" ? "Exempt" : `${PERCENT.format(Number(rate) / 2)}%`);

const TITLES: Record<GstDocumentKind, string> = {
  tax_invoice: "Tax Invoice",
  bill_of_supply: "Bill of Supply",
  invoice_bill_of_supply: "Invoice-cum-Bill of Supply",
  credit_note: "Credit Note",
};

export const documentTitle = (kind: GstDocumentKind): string => TITLES[kind];

/** What the document's number is called beside it: "Invoice No.", "Credit note No." */
export function numberLabel(kind: GstDocumentKind): string {
  if (kind === "credit_note") return "Credit note No.";
  if (kind === "bill_of_supply") return "Bill No.";
  return "Invoice No.";
}

/** "Karnataka (29)" */
export const stateText = (place: { state: string; stateCode: string }): string => `${place.state} (${place.stateCode})`;

/**
 * Which tax columns the document has: CGST and SGST within a state, IGST across states, none on a
 * bill of supply (nothing taxed, or a composition seller, who may not collect tax).
 */
export type TaxColumns = "split" | "integrated" | "none";

export function taxColumns(doc: InvoiceDocument): TaxColumns {
  if (doc.kind === "bill_of_supply" || doc.seller.composition) return "none";
  return doc.interState ? "integrated" : "split";
}

/** Rule 46 proviso: the words a composition seller's bill of supply carries at its top. */
export const COMPOSITION_DECLARATION = "Composition taxable person, not eligible to collect tax on supplies";

/** "1 KGS"; a service's quantity alone, as its UQC is "NA" (not applicable). */
export const uqcQuantity = (line: { quantity: number; uqc: string }): string => (line.uqc === "NA" ? quantity(line.quantity) : `${quantity(line.quantity)} ${line.uqc}`);

/** A line's quantity in its UQC ("1 KGS"), and the packs counted when they differ ("2 packs"). */
export function quantityLines(line: { quantity: number; uqc: string; packs: number }): string[] {
  const main = uqcQuantity(line);
  return line.packs === line.quantity ? [main] : [main, `${quantity(line.packs)} ${line.packs === 1 ? "pack" : "packs"}`];
}

/** The value of exempt lines: no tax on it, so an accountant posts it apart from taxable value. */
export const exemptValue = (doc: InvoiceDocument): number => doc.rateSummary.filter((r) => r.rate === "exempt").reduce((sum, r) => sum + r.taxable, 0);
