// Table 8: nil-rated, exempt and non-GST supplies, in the four fixed rows of the offline tool's
// exemp sheet (the tool maps each row by these exact descriptions). Credit notes for such
// supplies have no table of their own, so they are netted here, as table 7 nets B2C credit notes.
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import type { Gstr1Table } from "./gstr1-table";
import { rupees } from "./portal-cells";
import { isRegisteredBuyer, rateSupply } from "./supply-section";

export const EXEMP_HEADER = ["Description", "Nil Rated Supplies", "Exempted(other than nil rated/non GST supply)", "Non-GST Supplies"];

const ROWS = [
  { description: "Inter-State supplies to registered persons", interState: true, registered: true },
  { description: "Intra-State supplies to registered persons", interState: false, registered: true },
  { description: "Inter-State supplies to unregistered persons", interState: true, registered: false },
  { description: "Intra-State supplies to unregistered persons", interState: false, registered: false },
] as const;

export function exempTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const rows = ROWS.map(({ description, interState, registered }) => {
    let nil = 0;
    let exempt = 0;
    for (const doc of docs) {
      if (doc.interState !== interState || isRegisteredBuyer(doc) !== registered) continue;
      const sign = doc.kind === "credit_note" ? -1 : 1;
      for (const rate of doc.rateSummary) {
        const supply = rateSupply(rate.rate);
        if (supply === "nil") nil += sign * rate.taxable;
        if (supply === "exempt") exempt += sign * rate.taxable;
      }
    }
    // Non-GST supplies (petrol, alcohol for drinking) are not sold here.
    return [description, rupees(nil), rupees(exempt), rupees(0)];
  });
  return { name: "exemp", title: "Nil rated, exempted and non-GST supplies (table 8)", header: EXEMP_HEADER, rows };
}
