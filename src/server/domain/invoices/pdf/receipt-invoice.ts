// The counter's copy: the same legal facts as the A4 document, on an 80 mm thermal roll. A roll
// has no pages, so the receipt is laid out once without drawing to learn its length, then drawn
// on one page that long (PDF viewers refuse pages over 200 inches; a longer receipt continues on
// a second page).
import type { InvoiceDocument, InvoiceLine } from "../../../../shared/gst/invoice-document";
import type { InvoiceAssets } from "./invoice-assets";
import { COMPOSITION_DECLARATION, documentTitle, exemptValue, figure, quantity, rateText, rupees, shopDate, shopTime, stateText, taxColumns, uqcQuantity } from "./invoice-formats";
import type { PdfWriter, TextStyle } from "./pdf-writer";

/** 80 mm. */
export const RECEIPT_WIDTH = (80 / 25.4) * 72;
/** The printable band of an 80 mm printer is about 72 mm. */
const MARGIN = 12;
/** 200 inches: the largest page Acrobat opens. */
const LONGEST_PAGE = 14_400;

const NAME: TextStyle = { size: 9.5, weight: 700 };
const TITLE: TextStyle = { size: 9, weight: 700 };
const BODY: TextStyle = { size: 7.5 };
const BOLD: TextStyle = { size: 7.5, weight: 600 };
const SMALL: TextStyle = { size: 6.5 };
const TOTAL: TextStyle = { size: 10, weight: 700 };

class Receipt {
  private y = MARGIN;
  private readonly left = MARGIN;
  private readonly right = RECEIPT_WIDTH - MARGIN;
  private readonly width = RECEIPT_WIDTH - 2 * MARGIN;
  private readonly centre = RECEIPT_WIDTH / 2;

  constructor(
    private readonly w: PdfWriter,
    private readonly doc: InvoiceDocument,
    private readonly assets: InvoiceAssets,
    private readonly pageHeight: number,
  ) {}

  /** Lays the receipt out from the top; returns the length it took. */
  draw(): number {
    this.seller();
    this.facts();
    this.lines();
    this.totals();
    if (taxColumns(this.doc) !== "none") this.taxSummary();
    this.signatory();
    return this.y + MARGIN;
  }

  private ensure(height: number): void {
    if (!this.w.drawing || this.y + height <= this.pageHeight - MARGIN) return;
    this.w.doc.addPage({ size: [RECEIPT_WIDTH, this.pageHeight], margin: MARGIN });
    this.y = MARGIN;
  }

  private centred(text: string, style: TextStyle): void {
    const lines = this.w.wrap(text, this.width, style);
    this.ensure(lines.length * this.w.lineHeight(style));
    this.y = this.w.lines(lines, this.centre, this.y, style, "center");
  }

  /** Text on the left, and a figure on the right when given. */
  private pair(label: string, value: string, style: TextStyle = BODY, valueStyle: TextStyle = style): void {
    const { w } = this;
    const valueWidth = value ? w.width(value, valueStyle) + 6 : 0;
    const lines = w.wrap(label, this.width - valueWidth, style);
    const height = Math.max(lines.length * w.lineHeight(style), w.lineHeight(valueStyle));
    this.ensure(height);
    w.lines(lines, this.left, this.y, style);
    if (value) w.text(value, this.right, this.y, valueStyle, "right");
    this.y += height;
  }

  private separator(): void {
    this.y += 3;
    this.w.rule(this.left, this.y, this.right, this.y, { dash: 2 });
    this.y += 4;
  }

  private seller(): void {
    const { doc, assets } = this;
    if (assets.logo) {
      this.w.image(assets.logo, this.left, this.y, this.width, 36, "center");
      this.y += 40;
    }
    this.centred(doc.seller.name, NAME);
    this.centred(doc.seller.address, SMALL);
    this.centred(`GSTIN: ${doc.seller.gstin}`, BOLD);
    if (doc.seller.composition) {
      this.y += 2;
      this.centred(COMPOSITION_DECLARATION, { size: 6.5, weight: 600 });
    }
    this.separator();
    this.centred(documentTitle(doc.kind), TITLE);
    this.centred("Original for Recipient", SMALL);
    this.y += 2;
  }

  private facts(): void {
    const { doc } = this;
    this.pair("No.", doc.number);
    this.pair("Date", `${shopDate(doc.issuedAt)} ${shopTime(doc.issuedAt)}`);
    this.pair("Order No.", doc.orderNumber);
    if (doc.kind === "credit_note" && doc.against) {
      this.pair(`Against invoice ${doc.against.number} dated ${shopDate(doc.against.issuedAt)}`, "");
      this.pair(`Reason: ${doc.reason}`, "");
    }
    this.pair(`Billed to: ${doc.buyer.name}`, "");
    if (doc.buyer.gstin) this.pair(`GSTIN: ${doc.buyer.gstin}`, "");
    this.pair(`Place of supply: ${stateText(doc.placeOfSupply)}`, "");
    this.pair("Reverse charge: No", "");
    this.separator();
  }

  /** "2 NOS", or "2 packs (1 KGS)" when the unit price is a pack's and the UQC counts otherwise. */
  private static counted(line: InvoiceLine): string {
    const uqc = uqcQuantity(line);
    return line.packs === line.quantity ? uqc : `${quantity(line.packs)} ${line.packs === 1 ? "pack" : "packs"} (${uqc})`;
  }

  private lines(): void {
    const { w, doc } = this;
    const taxed = taxColumns(doc) !== "none";
    this.pair("Item", "Amount ₹", BOLD);
    this.y += 2;
    for (const line of doc.lines) {
      const description = w.wrap(line.description, this.width, BOLD);
      const facts = [line.hsn ? `${line.kind === "delivery" ? "SAC" : "HSN"} ${line.hsn}` : "", taxed ? `GST ${rateText(line.rate)}` : ""].filter(Boolean).join(" · ");
      // A line's rows stay together.
      this.ensure(description.length * w.lineHeight(BOLD) + w.lineHeight(BODY) * 3);
      this.y = w.lines(description, this.left, this.y, BOLD);
      this.pair(`${Receipt.counted(line)} × ${figure(line.unitPrice)} =`, figure(line.gross));
      if (line.discount) this.pair("Discount", `-${figure(line.discount)}`);
      if (facts) this.pair(facts, "", SMALL);
      this.y += 3;
    }
    this.separator();
  }

  private totals(): void {
    const { doc } = this;
    const t = doc.totals;
    const taxes = taxColumns(doc);
    if (t.discount) {
      this.pair("Total before discount", figure(t.gross));
      this.pair("Discount", `-${figure(t.discount)}`);
    }
    const exempt = exemptValue(doc);
    if (taxes !== "none" && exempt) this.pair("Value of exempt supplies", figure(exempt));
    if (taxes !== "none") this.pair("Taxable value", figure(t.taxable - exempt));
    if (taxes === "split") {
      this.pair("CGST", figure(t.cgst));
      this.pair("SGST", figure(t.sgst));
    }
    if (taxes === "integrated") this.pair("IGST", figure(t.igst));
    this.y += 2;
    this.pair(doc.kind === "credit_note" ? "Total credit" : "Total", rupees(t.total), TOTAL);
    this.separator();
  }

  /** Rate, taxable value and tax, in columns whose figures end at the same x. */
  private taxSummary(): void {
    const { w, doc } = this;
    const split = taxColumns(doc) === "split";
    const header = split ? ["Rate", "Taxable", "CGST", "SGST"] : ["Rate", "Taxable", "IGST"];
    const rows = doc.rateSummary.map((r) => (split ? [rateText(r.rate), figure(r.taxable), figure(r.cgst), figure(r.sgst)] : [rateText(r.rate), figure(r.taxable), figure(r.igst)]));
    const rateWidth = 34;
    const figureWidth = (this.width - rateWidth) / (header.length - 1);
    const row = (cells: string[], style: TextStyle) => {
      this.ensure(w.lineHeight(style));
      cells.forEach((cell, i) => {
        if (i === 0) w.text(cell, this.left, this.y, style);
        else w.text(cell, this.left + rateWidth + i * figureWidth, this.y, style, "right");
      });
      this.y += w.lineHeight(style);
    };
    this.pair("Tax summary", "", BOLD);
    row(header, { size: 7, weight: 600 });
    for (const r of rows) row(r, { size: 7 });
    this.separator();
  }

  private signatory(): void {
    const { w, doc, assets } = this;
    this.pair(`Amount in words: ${doc.amountInWords}`, "", BODY);
    this.y += 4;
    this.pair(`For ${doc.seller.name}`, "", BOLD);
    if (assets.signature) {
      this.ensure(34);
      w.image(assets.signature, this.left, this.y + 2, 110, 30);
      this.y += 34;
    }
    this.pair(`Authorised signatory: ${doc.signatory.name}`, "");
  }
}

export function drawReceipt(w: PdfWriter, doc: InvoiceDocument, assets: InvoiceAssets): void {
  w.drawing = false;
  const height = Math.min(LONGEST_PAGE, Math.ceil(new Receipt(w, doc, assets, Infinity).draw()));
  w.drawing = true;
  w.doc.addPage({ size: [RECEIPT_WIDTH, height], margin: MARGIN });
  new Receipt(w, doc, assets, height).draw();
}
