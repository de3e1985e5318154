// The rich-text rules over the browser's DOM, for previews only: the shop's live pages get
// their text already sanitised by the server (see use-preview-sanitised.ts).
import DOMPurify from "dompurify";
import { sanitiseRichTextWith } from "../../../src/shared/rich-text-rules";

export function sanitiseRichText(html: string): string {
  return sanitiseRichTextWith(DOMPurify, html);
}
