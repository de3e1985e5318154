// Table 7, "B2C small": every other taxable supply to unregistered persons, summed by place of
// supply and rate, net of the credit notes against such supplies (the form's own heading says
// "net of debit notes and credit notes"). A month whose credit notes outweigh its sales for a
// place and rate (a refund of last month's order) gives a negative row, which the table allows.
import { placeOfSupplyLabel } from "../../../shared/gst/gst-states";
import type { GstRateKey, InvoiceDocument } from "../../../shared/gst/invoice-document";
import type { Gstr1Table } from "./gstr1-table";
import { rateCell, rupees } from "./portal-cells";
import { creditNoteSection, invoiceSection, taxableRates } from "./supply-section";

export const B2CS_HEADER = ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"];

interface Sum {
  stateCode: string;
  rate: GstRateKey;
  taxable: number;
}

const inB2cs = (doc: InvoiceDocument): boolean => (doc.kind === "credit_note" ? creditNoteSection(doc) === "b2cs" : invoiceSection(doc) === "b2cs");

export function b2csTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const sums = new Map<string, Sum>();
  for (const doc of docs.filter(inB2cs)) {
    const sign = doc.kind === "credit_note" ? -1 : 1;
    const stateCode = doc.placeOfSupply.stateCode;
    for (const rate of taxableRates(doc)) {
      const key = `${stateCode}|${rate.rate}`;
      const sum = sums.get(key) ?? { stateCode, rate: rate.rate, taxable: 0 };
      sum.taxable += sign * rate.taxable;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()]
    // A sale refunded within the month leaves nothing to report.
    .filter((sum) => sum.taxable !== 0)
    .sort((a, b) => a.stateCode.localeCompare(b.stateCode) || Number(a.rate) - Number(b.rate))
    // "OE": not through an e-commerce operator (see invoice-tables.ts).
    .map((sum) => ["OE", placeOfSupplyLabel(sum.stateCode), "", rateCell(sum.rate), rupees(sum.taxable), rupees(0), ""]);
  return { name: "b2cs", title: "B2C small: other taxable supplies to unregistered persons, net of credit notes (table 7)", header: B2CS_HEADER, rows };
}
