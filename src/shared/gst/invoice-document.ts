// What an issued GST document holds (issue 34, ADR 0082). It is written once, at issue, with
// every figure already computed and every product fact (HSN, rate, unit) copied, so a later edit
// of the catalogue or of the website's settings never changes an invoice that was given out.
// Money is integer paise; quantities are in the line's UQC with up to three decimals.

/** A rate of the legal list (gst-rates.ts): a percentage as a string, or "exempt". */
export type GstRateKey = "exempt" | "0" | "0.25" | "3" | "5" | "12" | "18" | "28" | "40";

/**
 * tax_invoice: every line taxable (rule 46). bill_of_supply: nothing taxable, or a composition
 * seller (rule 49). invoice_bill_of_supply: taxable and exempt lines to an unregistered buyer
 * (rule 46A). credit_note: goods returned or money given back against an invoice (rule 53).
 */
export type GstDocumentKind = "tax_invoice" | "bill_of_supply" | "invoice_bill_of_supply" | "credit_note";

export interface GstParty {
  /** The seller's legal name; the buyer's name as on the delivery address (or "Walk-in customer"). */
  name: string;
  /** One string of address lines, joined with ", ". */
  address: string;
  /** Two-digit GST state code, "29" for Karnataka. */
  stateCode: string;
  /** The state's name, "Karnataka". */
  state: string;
  /** Null for an unregistered buyer. */
  gstin: string | null;
}

export interface GstSeller extends GstParty {
  gstin: string;
  /** Under the composition scheme: a bill of supply, no tax collected. */
  composition: boolean;
}

export interface InvoiceLine {
  kind: "goods" | "delivery";
  /** The order line it invoices (goods only), so a credit note finds the line a report names. */
  orderItemId?: number;
  /** "Aashirvaad Atta — 5 kg" */
  description: string;
  /** HSN for goods, SAC for a separately taxed delivery; "" when none applies. */
  hsn: string;
  /** Packs bought (what the shopper counted). */
  packs: number;
  /** Quantity in `uqc`, up to three decimals (2 packs of 500 g in KGS = 1). */
  quantity: number;
  /** Unit Quantity Code as GSTR-1 names it: "KGS", "LTR", "NOS", "PAC" … */
  uqc: string;
  rate: GstRateKey;
  /** Price of one pack, tax included, paise. */
  unitPrice: number;
  /** unitPrice × packs. */
  gross: number;
  /** The part of the order's discount (coupon) this line carries, tax included. */
  discount: number;
  /** gross − discount, net of tax. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** gross − discount = taxable + cgst + sgst + igst. */
  total: number;
}

export interface InvoiceTotals {
  gross: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Equals the order's amount for an invoice (and the refunded amount for a credit note). */
  total: number;
}

/** One row per rate, as the tax summary under the lines and the GSTR-1 rate columns need. */
export interface RateSummary {
  rate: GstRateKey;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceDocument {
  kind: GstDocumentKind;
  /** At most 16 characters of A–Z, 0–9, "-" and "/" (rule 46(b)): "INV/2627/000042". */
  number: string;
  /** ISO 8601 instant of issue. */
  issuedAt: string;
  /** "2026-27": April to March, on the shop's clock. */
  financialYear: string;
  seller: GstSeller;
  buyer: GstParty;
  /** Where the goods are delivered (the counter's state for a counter sale). */
  placeOfSupply: { stateCode: string; state: string };
  /** Place of supply in another state than the seller's: IGST instead of CGST + SGST. */
  interState: boolean;
  orderNumber: string;
  channel: "web" | "pos";
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  rateSummary: RateSummary[];
  /** "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only" */
  amountInWords: string;
  /** A credit note's invoice, with its kind and total (GSTR-1 files a credit note by them). */
  against: { number: string; issuedAt: string; kind: GstDocumentKind; total: number } | null;
  /** Why a credit note was issued ("Order cancelled", "Damaged item refunded" …). */
  reason: string;
  signatory: { name: string; signature: string | null };
}
