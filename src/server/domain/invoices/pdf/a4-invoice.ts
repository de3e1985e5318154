// The A4 invoice: what rule 46 (46A, 49, 53 for the other kinds) asks a GST document to state,
// laid out the way Indian accountants are used to reading one — title, seller and document facts,
// buyer and place of supply, the line table, totals and the amount in words, the tax by rate, and
// the signatory. The table breaks across pages with its header repeated; each page is numbered
// and names the document, since pages get separated.
import type { InvoiceDocument } from "../../../../shared/gst/invoice-document";
import type { InvoiceAssets } from "./invoice-assets";
import { COMPOSITION_DECLARATION, documentTitle, exemptValue, figure, halfRateText, numberLabel, rateText, rupees, shopDate, stateText, taxColumns } from "./invoice-formats";
import { CELL_PADDING, lineTableColumns, type TableColumn, type TableStyles } from "./line-table-columns";
import { type Align, type PdfWriter, RULE, SHADE, type TextStyle } from "./pdf-writer";

export const A4_MARGIN = 36;

const TITLE: TextStyle = { size: 14, weight: 700 };
const NAME: TextStyle = { size: 10.5, weight: 700 };
const BODY: TextStyle = { size: 8 };
const LABEL: TextStyle = { size: 8, weight: 600 };
const SMALL: TextStyle = { size: 7 };
const TOTAL: TextStyle = { size: 10, weight: 700 };

/** Smaller table text, step by step, while the description would be narrower than this. */
const LEAST_DESCRIPTION_WIDTH = 130;
const TABLE_SIZES = [8, 7.5, 7, 6.5] as const;

/** Room kept at the foot of each page for its number. */
const FOOTER_HEIGHT = 22;

class A4Invoice {
  private y: number;
  private readonly left = A4_MARGIN;
  private readonly right: number;
  private readonly bottom: number;
  private readonly width: number;
  private readonly title: string;

  constructor(
    private readonly w: PdfWriter,
    private readonly doc: InvoiceDocument,
    private readonly assets: InvoiceAssets,
  ) {
    const page = w.doc.page;
    this.right = page.width - A4_MARGIN;
    this.bottom = page.height - A4_MARGIN - FOOTER_HEIGHT;
    this.width = this.right - this.left;
    this.y = A4_MARGIN;
    this.title = documentTitle(doc.kind);
  }

  draw(): void {
    this.header();
    this.parties();
    this.lineTable();
    this.totals();
    if (taxColumns(this.doc) !== "none") this.rateSummary();
    this.signatory();
    this.pageNumbers();
  }

  /** Moves to a new page when `height` does not fit on this one; true when it did. */
  private ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.w.doc.addPage();
    this.y = A4_MARGIN;
    this.w.text(`${this.title} ${this.doc.number} (continued)`, this.left, this.y, SMALL);
    this.y += 16;
    return true;
  }

  /** "Label: value", the value wrapped under itself; returns the y below. */
  private labelled(label: string, value: string, x: number, y: number, width: number): number {
    const labelWidth = this.w.width(label, LABEL) + 3;
    this.w.text(label, x, y, LABEL);
    return this.w.lines(this.w.wrap(value, width - labelWidth, BODY), x + labelWidth, y, BODY);
  }

  private header(): void {
    const { w, doc } = this;
    const centre = (this.left + this.right) / 2;
    w.text(this.title, centre, this.y, TITLE, "center");
    this.y += w.lineHeight(TITLE);
    w.text("Original for Recipient", centre, this.y, SMALL, "center");
    this.y += w.lineHeight(SMALL);
    if (doc.seller.composition) {
      this.y += 2;
      this.y = w.lines(w.wrap(COMPOSITION_DECLARATION, this.width, LABEL), centre, this.y, LABEL, "center");
    }
    this.y += 6;
    w.rule(this.left, this.y, this.right, this.y);
    this.y += 8;
  }

  private parties(): void {
    const { w, doc } = this;
    const split = this.left + Math.round(this.width * 0.56);
    const factsX = split + 12;
    const factsWidth = this.right - factsX;

    // The seller, beside the shop's logo when there is one.
    const top = this.y;
    let sellerX = this.left;
    if (this.assets.logo) {
      w.image(this.assets.logo, this.left, top, 64, 44);
      sellerX += 72;
    }
    const sellerWidth = split - sellerX - 8;
    let y = w.lines(w.wrap(doc.seller.name, sellerWidth, NAME), sellerX, top, NAME);
    y = w.lines(w.wrap(doc.seller.address, sellerWidth, BODY), sellerX, y + 1, BODY);
    y = this.labelled("GSTIN:", doc.seller.gstin, sellerX, y + 2, sellerWidth);
    y = this.labelled("State:", stateText(doc.seller), sellerX, y, sellerWidth);
    if (this.assets.logo) y = Math.max(y, top + 44);

    // The document's own facts, in a column of labels and one of values.
    const facts: [string, string][] = [
      [numberLabel(doc.kind), doc.number],
      [doc.kind === "credit_note" ? "Credit note date" : "Date", shopDate(doc.issuedAt)],
      ["Order No.", doc.orderNumber],
    ];
    const labelWidth = Math.max(...facts.map(([label]) => w.width(label, LABEL))) + 10;
    let factsY = top;
    for (const [label, value] of facts) {
      w.text(label, factsX, factsY, LABEL);
      factsY = w.lines(w.wrap(value, factsWidth - labelWidth, BODY), factsX + labelWidth, factsY, BODY);
    }
    if (doc.kind === "credit_note" && doc.against) {
      factsY += 4;
      const against = `Against invoice ${doc.against.number} dated ${shopDate(doc.against.issuedAt)}`;
      factsY = w.lines(w.wrap(against, factsWidth, LABEL), factsX, factsY, LABEL);
      factsY = this.labelled("Reason:", doc.reason, factsX, factsY, factsWidth);
    }

    this.y = Math.max(y, factsY) + 6;
    w.rule(split, top - 4, split, this.y);
    w.rule(this.left, this.y, this.right, this.y);
    this.y += 8;

    // The buyer, and where the supply is taxed.
    const buyerTop = this.y;
    const buyerWidth = split - this.left - 8;
    w.text("Billed to / Shipped to", this.left, buyerTop, LABEL);
    y = buyerTop + w.lineHeight(LABEL) + 1;
    y = w.lines(w.wrap(doc.buyer.name, buyerWidth, { size: 9, weight: 600 }), this.left, y, { size: 9, weight: 600 });
    if (doc.buyer.address) y = w.lines(w.wrap(doc.buyer.address, buyerWidth, BODY), this.left, y, BODY);
    if (doc.buyer.gstin) y = this.labelled("GSTIN:", doc.buyer.gstin, this.left, y + 1, buyerWidth);
    y = this.labelled("State:", stateText(doc.buyer), this.left, y, buyerWidth);

    factsY = this.labelled("Place of supply:", stateText(doc.placeOfSupply), factsX, buyerTop, factsWidth);
    factsY = this.labelled("Reverse charge:", "No", factsX, factsY, factsWidth);

    this.y = Math.max(y, factsY) + 6;
    w.rule(split, buyerTop - 4, split, this.y);
    w.rule(this.left, this.y, this.right, this.y);
    this.y += 3;
  }

  /** The columns at the largest table size that leaves the description a readable width. */
  private tableLayout(): { columns: TableColumn[]; styles: TableStyles } {
    const layoutAt = (size: number) => {
      const styles: TableStyles = { head: { size: size - 0.5, weight: 600 }, body: { size }, total: { size, weight: 600 } };
      return { columns: lineTableColumns(this.w, this.doc, this.width, styles), styles };
    };
    const [largest, ...smaller] = TABLE_SIZES;
    let layout = layoutAt(largest);
    for (const size of smaller) {
      if (layout.columns.every((c) => !c.flexible || c.width >= LEAST_DESCRIPTION_WIDTH)) break;
      layout = layoutAt(size);
    }
    return layout;
  }

  /** One table row of cells, each a few lines, with its rules, from the left margin. */
  private row(columns: TableColumn[], cells: string[][], style: TextStyle, options: { shade?: boolean; valign?: "top" | "bottom" } = {}): void {
    const { w } = this;
    const lineHeight = w.lineHeight(style);
    const height = this.rowHeight(cells, style);
    const right = this.left + columns.reduce((sum, c) => sum + c.width, 0);
    if (options.shade) w.box(this.left, this.y, right - this.left, height, { fill: SHADE });
    let x = this.left;
    columns.forEach((column, i) => {
      const lines = cells[i] ?? [];
      // Poppins' ascent leaves more room above its capitals than its descent below the baseline: a
      // little lower, the text looks centred between the rules.
      const y = this.y + CELL_PADDING + 0.1 * style.size + (options.valign === "bottom" ? height - 2 * CELL_PADDING - lines.length * lineHeight : 0);
      const at: Record<Align, number> = { left: x + CELL_PADDING, right: x + column.width - CELL_PADDING, center: x + column.width / 2 };
      w.lines(lines, at[column.align], y, style, column.align);
      w.rule(x, this.y, x, this.y + height);
      x += column.width;
    });
    w.rule(right, this.y, right, this.y + height);
    w.rule(this.left, this.y + height, right, this.y + height);
    this.y += height;
  }

  private rowHeight(cells: string[][], style: TextStyle): number {
    return Math.max(...cells.map((c) => c.length)) * this.w.lineHeight(style) + 2 * CELL_PADDING;
  }

  private tableHeader(columns: TableColumn[], style: TextStyle): void {
    this.w.rule(this.left, this.y, this.left + columns.reduce((sum, c) => sum + c.width, 0), this.y);
    this.row(
      columns,
      columns.map((c) => c.header),
      style,
      { shade: true, valign: "bottom" },
    );
  }

  private lineTable(): void {
    const { w, doc } = this;
    const { columns, styles } = this.tableLayout();
    const headerHeight = this.rowHeight(
      columns.map((c) => c.header),
      styles.head,
    );
    const captionHeight = w.lineHeight(SMALL) + 1;
    const rows = doc.lines.map((line, i) => columns.map((c) => (c.flexible ? w.wrap(c.cell(line, i)[0] ?? "", c.width - 2 * CELL_PADDING, styles.body) : c.cell(line, i))));
    // A header alone at the foot of a page is no use: it goes over with the first row.
    this.ensure(captionHeight + headerHeight + (rows[0] ? this.rowHeight(rows[0], styles.body) : 0));
    w.text("Amounts in ₹", this.right, this.y, SMALL, "right");
    this.y += captionHeight;
    this.tableHeader(columns, styles.head);
    for (const cells of rows) {
      if (this.ensure(this.rowHeight(cells, styles.body))) this.tableHeader(columns, styles.head);
      this.row(columns, cells, styles.body);
    }
    const totals = columns.map((c) => (c.total ? [c.total] : []));
    if (this.ensure(this.rowHeight(totals, styles.total))) this.tableHeader(columns, styles.head);
    this.row(columns, totals, styles.total, { shade: true });
    this.y += 10;
  }

  /** The totals on the right, the amount in words on the left. */
  private totals(): void {
    const { w, doc } = this;
    const t = doc.totals;
    const boxWidth = 190;
    const boxX = this.right - boxWidth;
    const rows: [string, string][] = [];
    const taxes = taxColumns(doc);
    const exempt = exemptValue(doc);
    if (taxes !== "none" && exempt) rows.push(["Value of exempt supplies", figure(exempt)]);
    if (taxes !== "none") rows.push(["Taxable value", figure(t.taxable - exempt)]);
    if (taxes === "split") rows.push(["CGST", figure(t.cgst)], ["SGST", figure(t.sgst)]);
    if (taxes === "integrated") rows.push(["IGST", figure(t.igst)]);
    const words = w.wrap(doc.amountInWords, boxX - this.left - 20, BODY);
    const height = Math.max(rows.length * w.lineHeight(BODY) + 6 + w.lineHeight(TOTAL), w.lineHeight(LABEL) + words.length * w.lineHeight(BODY));
    this.ensure(height);
    const top = this.y;
    let y = top;
    for (const [label, value] of rows) {
      w.text(label, boxX, y, BODY);
      w.text(value, this.right, y, BODY, "right");
      y += w.lineHeight(BODY);
    }
    if (rows.length) {
      y += 2;
      w.rule(boxX, y, this.right, y);
      y += 4;
    }
    w.text(doc.kind === "credit_note" ? "Total credit" : "Total", boxX, y, TOTAL);
    w.text(rupees(t.total), this.right, y, TOTAL, "right");
    y += w.lineHeight(TOTAL);

    w.text("Amount in words", this.left, top, LABEL);
    const wordsY = w.lines(words, this.left, top + w.lineHeight(LABEL), BODY);
    this.y = Math.max(y, wordsY) + 12;
  }

  /** Tax by rate: what the buyer's accountant posts, and what GSTR-1 sums. */
  private rateSummary(): void {
    const { w, doc } = this;
    const split = taxColumns(doc) === "split";
    const head: TextStyle = { size: 7.5, weight: 600 };
    const body: TextStyle = { size: 8 };
    const bold: TextStyle = { size: 8, weight: 600 };
    const total = doc.rateSummary.reduce((sum, r) => sum + r.cgst + r.sgst + r.igst, 0);
    const header = split
      ? [["Rate"], ["Taxable value"], ["CGST rate"], ["CGST amount"], ["SGST rate"], ["SGST amount"], ["Total tax"]]
      : [["Rate"], ["Taxable value"], ["IGST rate"], ["IGST amount"], ["Total tax"]];
    const rows = doc.rateSummary.map((r) =>
      split
        ? [rateText(r.rate), figure(r.taxable), halfRateText(r.rate), figure(r.cgst), halfRateText(r.rate), figure(r.sgst), figure(r.cgst + r.sgst)]
        : [rateText(r.rate), figure(r.taxable), rateText(r.rate), figure(r.igst), figure(r.igst)],
    );
    const totalRow = split
      ? ["Total", figure(doc.totals.taxable), "", figure(doc.totals.cgst), "", figure(doc.totals.sgst), figure(total)]
      : ["Total", figure(doc.totals.taxable), "", figure(doc.totals.igst), figure(total)];
    const columns: TableColumn[] = header.map((h, i) => ({
      header: h,
      align: "right" as Align,
      cell: () => [],
      width: Math.ceil(Math.max(40, ...h.map((line) => w.width(line, head)), ...rows.map((r) => w.width(r[i] ?? "", body)), w.width(totalRow[i] ?? "", bold)) + 2 * CELL_PADDING),
    }));
    const height = w.lineHeight(LABEL) + 4 + this.rowHeight(header, head) + (rows.length + 1) * this.rowHeight([[""]], body);
    this.ensure(height);
    w.text("Tax summary by rate", this.left, this.y, LABEL);
    this.y += w.lineHeight(LABEL) + 2;
    this.tableHeader(columns, head);
    for (const r of rows)
      this.row(
        columns,
        r.map((c) => [c]),
        body,
      );
    this.row(
      columns,
      totalRow.map((c) => [c]),
      bold,
      { shade: true },
    );
    this.y += 14;
  }

  /** The declaration on the left; on the right, the signatory signs for the seller. */
  private signatory(): void {
    const { w, doc } = this;
    const blockWidth = 200;
    const blockX = this.right - blockWidth;
    const forLines = w.wrap(`For ${doc.seller.name}`, blockWidth, LABEL);
    const signatureHeight = 44;
    const declaration = w.wrap(
      "We declare that this document shows the actual price of the goods and services described and that all particulars are true and correct.",
      blockX - this.left - 24,
      SMALL,
    );
    const height = Math.max(forLines.length * w.lineHeight(LABEL) + signatureHeight + 2 * w.lineHeight(BODY) + 4, w.lineHeight(LABEL) + declaration.length * w.lineHeight(SMALL));
    this.ensure(height);
    const top = this.y;
    w.text("Declaration", this.left, top, LABEL);
    w.lines(declaration, this.left, top + w.lineHeight(LABEL), SMALL);

    let y = w.lines(forLines, this.right, top, LABEL, "right");
    if (this.assets.signature) w.image(this.assets.signature, blockX, y + 2, blockWidth, signatureHeight - 4, "right");
    y += signatureHeight;
    y = w.lines([doc.signatory.name], this.right, y, BODY, "right");
    w.text("Authorised signatory", this.right, y, BODY, "right");
    this.y = top + height;
  }

  private pageNumbers(): void {
    const { w } = this;
    const pdf = w.doc;
    const { start, count } = pdf.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      pdf.switchToPage(start + i);
      const y = pdf.page.height - A4_MARGIN - 9;
      w.rule(this.left, y - 4, this.right, y - 4, { color: RULE });
      w.text(`${this.title} ${this.doc.number}`, this.left, y, SMALL);
      w.text(`Page ${i + 1} of ${count}`, this.right, y, SMALL, "right");
    }
  }
}

export function drawA4Invoice(w: PdfWriter, doc: InvoiceDocument, assets: InvoiceAssets): void {
  new A4Invoice(w, doc, assets).draw();
}
