// Merchant HTML on the server (ADR 0028): the rich-text block's own rules — DOMPurify with the
// same tags and attributes, and rel="noopener noreferrer" on links that open a new tab — run
// over jsdom, so what the server stores and answers is what the shop would keep. The shop
// sanitises again when it draws the text (registry/blocks/rich-text); a test holds the two to
// the same output over the XSS corpus.
import type { DOMPurify as Purifier } from "dompurify";

// The rich-text block's allow-list (registry/blocks/rich-text/rich-text-block.tsx).
export const RICH_TEXT_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "mark", "ul", "ol", "li", "a", "blockquote", "span", "div", "img", "table", "thead", "tbody", "tr", "th", "td", "details", "summary", "figure", "figcaption"];
export const RICH_TEXT_ATTRS = ["id", "href", "title", "target", "rel", "src", "alt", "width", "height", "colspan", "rowspan", "class"];

let purifier: Promise<Purifier> | undefined;

/** DOMPurify over one jsdom window, loaded on first use (jsdom takes a second to load). */
function loadPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import("jsdom"), import("dompurify")]).then(([{ JSDOM }, { default: createDOMPurify }]) => {
    const { window } = new JSDOM("<!doctype html><html><body></body></html>");
    return createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  });
  return purifier;
}

// Pages are answered far more often than they change: the last answers are remembered.
const CACHE_LIMIT = 500;
const CACHE_MAX_INPUT = 20_000;
const cache = new Map<string, string>();

function remember(html: string, clean: string): void {
  if (html.length > CACHE_MAX_INPUT) return;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(html, clean);
}

/** Merchant HTML as the rich-text block would keep it. */
export async function sanitiseMerchantHtml(html: string): Promise<string> {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const purify = await loadPurifier();
  const clean = purify.sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: RICH_TEXT_ATTRS, ALLOW_DATA_ATTR: false });
  // Links that open a new tab must not hand the shop's window to the other site.
  const out = clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (m, attrs: string) => (/\brel=/.test(attrs) ? m : `<a ${attrs} rel="noopener noreferrer">`));
  remember(html, out);
  return out;
}
