// An issued document as the PDF a person downloads: the document as it was issued, with the
// website's signature image as it is now (the image is the signatory's mark, not a figure).
import { and, eq } from "drizzle-orm";
import type { PdfLayout } from "../../../shared/api/admin-gst";
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { renderInvoicePdf } from "./pdf/invoice-pdf";

export async function documentPdf(db: Db, websiteId: number, doc: InvoiceDocument, layout: PdfLayout): Promise<{ bytes: Uint8Array; filename: string }> {
  const key = doc.signatory.signature;
  const [signature] = key
    ? await db
        .select({ bytes: t.media.bytes, type: t.media.contentType })
        .from(t.media)
        .where(and(eq(t.media.websiteId, websiteId), eq(t.media.key, key)))
    : [];
  // pdfkit draws PNG and JPEG; another kind of image is left out rather than failing the PDF.
  const usable = signature && /^image\/(png|jpeg)$/.test(signature.type) ? signature.bytes : null;
  const bytes = await renderInvoicePdf(doc, layout, { signature: usable });
  return { bytes, filename: `${doc.number.replace(/\//g, "-")}${layout === "receipt" ? "-receipt" : ""}.pdf` };
}
