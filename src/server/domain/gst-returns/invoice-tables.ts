// Tables 4A (b2b) and 5 (b2cl): one row per invoice and rate, the invoice's number, date and value
// repeated on each of its rate rows, as the offline tool's b2b and b2cl sheets take them.
import { placeOfSupplyLabel } from "../../../shared/gst/gst-states";
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import type { Gstr1Table } from "./gstr1-table";
import { portalDate, rateCell, rupees } from "./portal-cells";
import { invoiceSection, taxableRates } from "./supply-section";

export const B2B_HEADER = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Reverse Charge",
  "Applicable % of Tax Rate",
  "Invoice Type",
  "E-Commerce GSTIN",
  "Rate",
  "Taxable Value",
  "Cess Amount",
];

export const B2CL_HEADER = ["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"];

// The shop sells on its own website and counter, never through an e-commerce operator, so the
// operator's GSTIN stays empty; it charges the tax itself (no reverse charge) at the full rate
// (no 65% rate); and no grocery here is cess-liable.
const NO_ECOMMERCE_OPERATOR = "";
const NOT_REVERSE_CHARGE = "N";
const FULL_RATE = "";
const NO_CESS = rupees(0);

const invoicesIn = (docs: readonly InvoiceDocument[], section: "b2b" | "b2cl") => docs.filter((doc) => doc.kind !== "credit_note" && invoiceSection(doc) === section);

export function b2bTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const rows = invoicesIn(docs, "b2b").flatMap((doc) =>
    taxableRates(doc).map((rate) => [
      doc.buyer.gstin ?? "",
      doc.buyer.name,
      doc.number,
      portalDate(doc.issuedAt),
      rupees(doc.totals.total),
      placeOfSupplyLabel(doc.placeOfSupply.stateCode),
      NOT_REVERSE_CHARGE,
      FULL_RATE,
      "Regular B2B",
      NO_ECOMMERCE_OPERATOR,
      rateCell(rate.rate),
      rupees(rate.taxable),
      NO_CESS,
    ]),
  );
  return { name: "b2b", title: "Taxable supplies to registered persons (table 4A)", header: B2B_HEADER, rows };
}

export function b2clTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const rows = invoicesIn(docs, "b2cl").flatMap((doc) =>
    taxableRates(doc).map((rate) => [
      doc.number,
      portalDate(doc.issuedAt),
      rupees(doc.totals.total),
      placeOfSupplyLabel(doc.placeOfSupply.stateCode),
      FULL_RATE,
      rateCell(rate.rate),
      rupees(rate.taxable),
      NO_CESS,
      NO_ECOMMERCE_OPERATOR,
    ]),
  );
  return { name: "b2cl", title: "B2C large: inter-State invoices to unregistered persons above the limit (table 5)", header: B2CL_HEADER, rows };
}
