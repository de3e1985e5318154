// Table 9B: credit notes to registered persons (cdnr) and, for unregistered persons, those against
// B2C large invoices (cdnur). Since the 2020 template a note no longer names its invoice here; one
// row per note and rate, the note's value repeated, amounts positive (the note type "C" says they
// reduce the liability).
import { placeOfSupplyLabel } from "../../../shared/gst/gst-states";
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import type { Gstr1Table } from "./gstr1-table";
import { portalDate, rateCell, rupees } from "./portal-cells";
import { creditNoteSection, taxableRates } from "./supply-section";

export const CDNR_HEADER = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Reverse Charge",
  "Note Supply Type",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
];

export const CDNUR_HEADER = ["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"];

// We credit, never debit: every note is "C". See invoice-tables.ts for the reverse charge, the
// full rate and the cess.
const CREDIT = "C";

const notesIn = (docs: readonly InvoiceDocument[], section: "cdnr" | "cdnur") => docs.filter((doc) => doc.kind === "credit_note" && creditNoteSection(doc) === section);

export function cdnrTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const rows = notesIn(docs, "cdnr").flatMap((note) =>
    taxableRates(note).map((rate) => [
      note.buyer.gstin ?? "",
      note.buyer.name,
      note.number,
      portalDate(note.issuedAt),
      CREDIT,
      placeOfSupplyLabel(note.placeOfSupply.stateCode),
      "N",
      "Regular B2B",
      rupees(note.totals.total),
      "",
      rateCell(rate.rate),
      rupees(rate.taxable),
      rupees(0),
    ]),
  );
  return { name: "cdnr", title: "Credit notes to registered persons (table 9B)", header: CDNR_HEADER, rows };
}

export function cdnurTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const rows = notesIn(docs, "cdnur").flatMap((note) =>
    taxableRates(note).map((rate) => [
      // The other UR types are exports (EXPWP, EXPWOP), which a grocery in India does not make.
      "B2CL",
      note.number,
      portalDate(note.issuedAt),
      CREDIT,
      placeOfSupplyLabel(note.placeOfSupply.stateCode),
      rupees(note.totals.total),
      "",
      rateCell(rate.rate),
      rupees(rate.taxable),
      rupees(0),
    ]),
  );
  return { name: "cdnur", title: "Credit notes to unregistered persons against B2C large invoices (table 9B)", header: CDNUR_HEADER, rows };
}
