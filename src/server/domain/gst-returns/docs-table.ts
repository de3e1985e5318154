// Table 13: the documents issued in the month, per nature of document and numbering series, with
// the first and last number of each series. The natures are the form's own wording, which the
// offline tool maps to its document numbers; it has no nature for a bill of supply, so bills of
// supply and invoices-cum-bills of supply are invoices for outward supply, each in its own series.
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import type { Gstr1Table } from "./gstr1-table";

export const DOCS_HEADER = ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"];

const NATURES = ["Invoices for outward supply", "Credit Note"] as const;
type Nature = (typeof NATURES)[number];

const natureOf = (doc: InvoiceDocument): Nature => (doc.kind === "credit_note" ? "Credit Note" : "Invoices for outward supply");

/** "INV/2627/000042" → series "INV/2627/", sequence 42. */
function seriesOf(number: string): { series: string; sequence: number } {
  const [, series = "", digits = ""] = /^(.*?)(\d*)$/.exec(number) ?? [];
  return { series, sequence: digits === "" ? 0 : Number(digits) };
}

interface Series {
  nature: Nature;
  series: string;
  numbers: { number: string; sequence: number }[];
}

export function docsTable(docs: readonly InvoiceDocument[]): Gstr1Table {
  const groups = new Map<string, Series>();
  for (const doc of docs) {
    const nature = natureOf(doc);
    const { series, sequence } = seriesOf(doc.number);
    const key = `${nature}|${series}`;
    const group = groups.get(key) ?? { nature, series, numbers: [] };
    group.numbers.push({ number: doc.number, sequence });
    groups.set(key, group);
  }
  const rows = [...groups.values()]
    .sort((a, b) => NATURES.indexOf(a.nature) - NATURES.indexOf(b.nature) || a.series.localeCompare(b.series))
    .map(({ nature, numbers }) => {
      const ordered = numbers.sort((a, b) => a.sequence - b.sequence || a.number.localeCompare(b.number));
      const first = ordered[0]?.number ?? "";
      const last = ordered[ordered.length - 1]?.number ?? "";
      // Nothing issued is ever cancelled here: a wrong or refunded invoice gets a credit note.
      return [nature, first, last, String(ordered.length), "0"];
    });
  return { name: "docs", title: "Documents issued during the tax period (table 13)", header: DOCS_HEADER, rows };
}
