// A GST document's two PDFs, each opened in a new tab: the A4 invoice, and the narrow receipt
// a counter's printer takes. Named after the document, since a list has many of each.
import { documentPdfUrl } from "./gst-api";
import "../parts/admin-parts.css";
import "./gst.css";

export function DocumentPdfLinks({ id, number }: { id: number; number: string }) {
  return (
    <div className="catalogue-actions document-pdf-links">
      <a className="ui-button ui-button-secondary" href={documentPdfUrl(id, "a4")} target="_blank" rel="noreferrer" aria-label={`A4 PDF of ${number}`}>
        A4 PDF
      </a>
      <a className="ui-button ui-button-secondary" href={documentPdfUrl(id, "receipt")} target="_blank" rel="noreferrer" aria-label={`Receipt of ${number}`}>
        Receipt
      </a>
    </div>
  );
}
