// What merchant HTML may hold (ADR 0028): the one rule set for the rich-text block in the
// shop, the server's sanitiser on save and render, and the builder's rich-text editor. Each
// brings its own DOMPurify (the browser's window, or jsdom on the server) and applies it here.
import type { DOMPurify } from "dompurify";

export const RICH_TEXT_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "mark",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "span",
  "div",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "details",
  "summary",
  "figure",
  "figcaption",
];
// `id` stays so that links to #anchors within a page work; DOMPurify guards against clobbering
// document and form properties, and the ids the shop itself looks up are refused below.
export const RICH_TEXT_ATTRS = ["id", "href", "title", "target", "rel", "src", "alt", "width", "height", "colspan", "rowspan", "class"];

/** Ids the shop's own markup uses (root, kirana-*): merchant text must not shadow them. */
const RESERVED_ID = /^(root$|kirana)/i;

const prepared = new WeakSet<DOMPurify>();

function prepare(purify: DOMPurify): void {
  if (prepared.has(purify)) return;
  prepared.add(purify);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "id" && RESERVED_ID.test(data.attrValue.trim())) data.keepAttr = false;
  });
  // A link that opens a new tab must not hand the shop's window to the other site, whatever
  // rel the merchant wrote.
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
  });
}

/** Merchant HTML as the shop keeps it, with the given DOMPurify. */
export function sanitiseRichTextWith(purify: DOMPurify, html: string): string {
  prepare(purify);
  return purify.sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: RICH_TEXT_ATTRS, ALLOW_DATA_ATTR: false });
}
