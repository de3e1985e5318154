// The columns of the A4 line table, as rule 46 asks for them (description, HSN, quantity and
// unit, value, discount, taxable value, rate, tax by kind, total), and only the tax columns the
// document has. Each figure column is as wide as its widest figure, so no figure ever wraps or
// is cut: the description takes what is left.
import type { InvoiceDocument, InvoiceLine } from "../../../../shared/gst/invoice-document";
import { figure, quantityLines, rateText, taxColumns } from "./invoice-formats";
import type { Align, PdfWriter, TextStyle } from "./pdf-writer";

export interface TableColumn {
  header: string[];
  align: Align;
  /** The lines of one row's cell. */
  cell: (line: InvoiceLine, index: number) => string[];
  /** The cell of the total row, when the column adds up. */
  total?: string;
  /** The description's column takes the width the others leave. */
  flexible?: boolean;
  /** Money columns are never narrower, so that small figures do not sit in slits. */
  least?: number;
  width: number;
}

export const CELL_PADDING = 2.5;
const MONEY_WIDTH = 36;

export interface TableStyles {
  head: TextStyle;
  body: TextStyle;
  total: TextStyle;
}

type ColumnSpec = Omit<TableColumn, "width">;

function specs(doc: InvoiceDocument): ColumnSpec[] {
  const taxes = taxColumns(doc);
  const t = doc.totals;
  const money = (header: string[], value: (line: InvoiceLine) => number, total: number): ColumnSpec => ({
    header,
    align: "right",
    cell: (line) => [figure(value(line))],
    total: figure(total),
    least: MONEY_WIDTH,
  });
  const columns: ColumnSpec[] = [
    { header: ["S.No"], align: "right", cell: (_line, i) => [String(i + 1)] },
    { header: ["Description"], align: "left", cell: (line) => [line.description], flexible: true, total: "Total" },
    { header: ["HSN/SAC"], align: "left", cell: (line) => [line.hsn] },
    { header: ["Qty"], align: "right", cell: quantityLines },
    // Without tax on the document, "incl. tax" would say there is some.
    { header: taxes === "none" ? ["Unit price"] : ["Unit price", "(incl. tax)"], align: "right", cell: (line) => [figure(line.unitPrice)], least: MONEY_WIDTH },
    money(["Discount"], (line) => line.discount, t.discount),
  ];
  if (taxes !== "none") {
    columns.push(money(["Taxable", "value"], (line) => line.taxable, t.taxable));
    columns.push({ header: ["Rate"], align: "right", cell: (line) => [rateText(line.rate)] });
  }
  if (taxes === "split")
    columns.push(
      money(["CGST"], (line) => line.cgst, t.cgst),
      money(["SGST"], (line) => line.sgst, t.sgst),
    );
  if (taxes === "integrated") columns.push(money(["IGST"], (line) => line.igst, t.igst));
  columns.push(money(["Amount"], (line) => line.total, t.total));
  return columns;
}

/** The columns with their widths: the figures' as they need, the description the rest of `width`. */
export function lineTableColumns(w: PdfWriter, doc: InvoiceDocument, width: number, styles: TableStyles): TableColumn[] {
  const columns = specs(doc).map((spec) => {
    if (spec.flexible) return { ...spec, width: 0 };
    const widest = Math.max(
      ...spec.header.map((h) => w.width(h, styles.head)),
      ...doc.lines.flatMap((line, i) => spec.cell(line, i).map((c) => w.width(c, styles.body))),
      spec.total ? w.width(spec.total, styles.total) : 0,
      (spec.least ?? 0) - 2 * CELL_PADDING,
    );
    return { ...spec, width: Math.ceil(widest + 2 * CELL_PADDING) };
  });
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  for (const c of columns) if (c.flexible) c.width = width - fixed;
  return columns;
}
