// Text and rules placed at exact positions on a pdfkit document. The layouts place every string
// themselves (pdfkit's own flow would wrap figures and break pages where it likes), and a string
// may need several font files (₹ and Devanagari are not in Poppins' latin file), so a string is
// drawn as runs, one per file, side by side.
//
// A writer can also measure without drawing: the receipt lays itself out once to learn how long
// its roll is, then again on a page of that length.
import type { FontWeight, InvoiceFonts } from "./invoice-fonts";

export interface TextStyle {
  size: number;
  weight?: FontWeight;
}

export type Align = "left" | "right" | "center";

export const INK = "#000000";
export const RULE = "#b4b4b4";
export const SHADE = "#f1f1f1";

/** Line advance as a multiple of the size: Poppins' own (1.5) leaves too much air in a table. */
const LEADING = 1.3;

/** Whether pdfkit can draw these bytes: a PNG or a JPEG. */
function drawable(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg;
}

/**
 * The words of a paragraph, a figure kept with the short unit after it ("200 g", "1 L"): a pack
 * size broken over two lines leaves a lone "g" that reads as a mistake.
 */
function unbreakable(paragraph: string): string[] {
  const words: string[] = [];
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const last = words.length - 1;
    if (last >= 0 && /\d$/.test(words[last]!) && /^[A-Za-z]{1,3}\)?[,.]?$/.test(word)) words[last] += ` ${word}`;
    else words.push(word);
  }
  return words;
}

export class PdfWriter {
  /** False while only measuring. */
  drawing = true;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: InvoiceFonts,
  ) {
    for (const [name, bytes] of fonts.files) doc.registerFont(name, bytes);
  }

  lineHeight(style: TextStyle): number {
    return style.size * LEADING;
  }

  /** The string cut where its font file changes. */
  private runs(text: string, weight: FontWeight): { font: string; text: string }[] {
    const runs: { font: string; text: string }[] = [];
    for (const char of text) {
      const font = this.fonts.fontFor(char.codePointAt(0) ?? 0, weight);
      const last = runs.at(-1);
      if (last && last.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  width(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of this.runs(text, style.weight ?? 400)) width += this.doc.font(run.font).fontSize(style.size).widthOfString(run.text);
    return width;
  }

  /**
   * One line of text whose top is at `y`: from `x` (left), ending at `x` (right), or centred on
   * `x`. Never wrapped, never moved to another page.
   */
  text(text: string, x: number, y: number, style: TextStyle, align: Align = "left"): void {
    if (!this.drawing || text === "") return;
    const width = align === "left" ? 0 : this.width(text, style);
    let at = align === "left" ? x : align === "right" ? x - width : x - width / 2;
    this.doc.fillColor(INK);
    for (const run of this.runs(text, style.weight ?? 400)) {
      this.doc.font(run.font).fontSize(style.size).text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
  }

  /** Lines on top of each other from `y`; returns the y below the last. */
  lines(lines: readonly string[], x: number, y: number, style: TextStyle, align: Align = "left"): number {
    for (const line of lines) {
      this.text(line, x, y, style, align);
      y += this.lineHeight(style);
    }
    return y;
  }

  /** The text broken into lines no wider than `width`: at spaces, or inside a word too long for a line. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of unbreakable(paragraph)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        // A word longer than the line (a long pack size, an address without spaces) is cut.
        let rest = word;
        while (this.width(rest, style) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.width(rest.slice(0, cut), style) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  rule(x1: number, y1: number, x2: number, y2: number, options: { color?: string; width?: number; dash?: number } = {}): void {
    if (!this.drawing) return;
    const { doc } = this;
    doc
      .save()
      .lineWidth(options.width ?? 0.5)
      .strokeColor(options.color ?? RULE);
    if (options.dash) doc.dash(options.dash, { space: options.dash });
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, width: number, height: number, options: { fill?: string; stroke?: string } = {}): void {
    if (!this.drawing) return;
    const { doc } = this;
    doc.save().lineWidth(0.5);
    if (options.fill) doc.rect(x, y, width, height).fill(options.fill);
    if (options.stroke) doc.rect(x, y, width, height).stroke(options.stroke);
    doc.restore();
  }

  /**
   * An image scaled to fit the box, kept to its proportions. An image in another format is left
   * out: the document is valid without the shop's logo or the drawn signature, and a shopper
   * must still get their invoice.
   */
  image(bytes: Uint8Array, x: number, y: number, width: number, height: number, align: Align = "left"): void {
    if (!this.drawing || !drawable(bytes)) return;
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.doc.image(data, x, y, { fit: [width, height], align: align === "left" ? undefined : align, valign: "center" });
  }
}
