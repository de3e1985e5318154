// An issued GST document as a PDF: A4 for the shopper's e-mail and the accountant, or an 80 mm
// roll for the counter's printer. The document carries every figure already; this only lays out.
import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "../../../../shared/gst/invoice-document";
import { A4_MARGIN, drawA4Invoice } from "./a4-invoice";
import type { InvoiceAssets } from "./invoice-assets";
import { invoiceFonts } from "./invoice-fonts";
import { documentTitle } from "./invoice-formats";
import { PdfWriter } from "./pdf-writer";
import { drawReceipt } from "./receipt-invoice";

export type InvoiceLayout = "a4" | "receipt";
export type { InvoiceAssets };

/**
 * The document as PDF bytes. `assets` are the signatory's signature and the shop's logo, PNG or
 * JPEG; an image in another format is left out.
 */
export async function renderInvoicePdf(doc: InvoiceDocument, layout: InvoiceLayout, assets: InvoiceAssets = {}): Promise<Uint8Array> {
  const fonts = invoiceFonts();
  const title = `${documentTitle(doc.kind)} ${doc.number}`;
  const pdf = new PDFDocument({
    size: "A4",
    margin: A4_MARGIN,
    // Pages are added by the layouts, and numbered once all exist.
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-IN",
    displayTitle: true,
    // Dated by the document, not by the moment of drawing: the same invoice gives the same file.
    info: { Title: title, Author: doc.seller.name, Subject: title, Creator: "Kirana", CreationDate: new Date(doc.issuedAt), ModDate: new Date(doc.issuedAt) },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const w = new PdfWriter(pdf, fonts);
  if (layout === "a4") {
    pdf.addPage();
    drawA4Invoice(w, doc, assets);
  } else {
    drawReceipt(w, doc, assets);
  }
  pdf.end();
  return done;
}
