// Table 12, the HSN-wise summary, in its two tabs (from the May 2025 return period the portal and
// the offline tool take supplies to registered and to unregistered persons separately: hsn(b2b),
// hsn(b2c)). One row per HSN, unit and rate, over every line of the month's documents, nil-rated
// and exempt ones included; credit notes take their lines back out of the tab of their buyer.
import type { InvoiceDocument, InvoiceLine } from "../../../shared/gst/invoice-document";
import { SERVICE_UQC, uqcLabel } from "../../../shared/gst/uqc";
import type { Gstr1Table } from "./gstr1-table";
import { quantityCell, rateCell, rupees, toThousandths } from "./portal-cells";
import { isRegisteredBuyer } from "./supply-section";

export const HSN_HEADER = ["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"];

interface Sum {
  hsn: string;
  uqc: string;
  rate: string;
  quantity: number;
  total: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

// The tool reads a goods unit as "KGS-KILOGRAMS" (the code before the dash) but a service's as the
// bare "NA", which it compares as it is.
function uqcCell(line: InvoiceLine): string {
  if (line.uqc === SERVICE_UQC) return SERVICE_UQC;
  const label = uqcLabel(line.uqc);
  // The portal refuses a unit off its list; better to stop here than hand over a file it rejects.
  if (!label) throw new RangeError(`HSN ${line.hsn} is sold in ${line.uqc}, which is not a UQC of the GST portal`);
  return label;
}

function summary(docs: readonly InvoiceDocument[]): string[][] {
  const sums = new Map<string, Sum>();
  const add = (line: InvoiceLine, sign: number) => {
    const uqc = uqcCell(line);
    // Nil-rated and exempt both read 0 in the rate column, so they are one row for the tool.
    const rate = rateCell(line.rate);
    const key = `${line.hsn}|${uqc}|${rate}`;
    const sum = sums.get(key) ?? { hsn: line.hsn, uqc, rate, quantity: 0, total: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    sum.quantity += sign * toThousandths(line.quantity);
    sum.total += sign * line.total;
    sum.taxable += sign * line.taxable;
    sum.igst += sign * line.igst;
    sum.cgst += sign * line.cgst;
    sum.sgst += sign * line.sgst;
    sums.set(key, sum);
  };
  for (const doc of docs) for (const line of doc.lines) add(line, doc.kind === "credit_note" ? -1 : 1);
  return (
    [...sums.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || Number(a.rate) - Number(b.rate))
      // Description stays empty: the portal fills "Description as per HSN Code" from its own HSN
      // master, and one HSN row sums many products, so no product's name describes it.
      .map((sum) => [sum.hsn, "", sum.uqc, quantityCell(sum.quantity), rupees(sum.total), sum.rate, rupees(sum.taxable), rupees(sum.igst), rupees(sum.cgst), rupees(sum.sgst), rupees(0)])
  );
}

/** [hsn_b2b, hsn_b2c]. */
export function hsnTables(docs: readonly InvoiceDocument[]): [Gstr1Table, Gstr1Table] {
  return [
    { name: "hsn_b2b", title: "HSN-wise summary of supplies to registered persons (table 12, B2B)", header: HSN_HEADER, rows: summary(docs.filter(isRegisteredBuyer)) },
    { name: "hsn_b2c", title: "HSN-wise summary of supplies to unregistered persons (table 12, B2C)", header: HSN_HEADER, rows: summary(docs.filter((doc) => !isRegisteredBuyer(doc))) },
  ];
}
