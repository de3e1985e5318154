// Merchant HTML on the server (ADR 0028): the rich-text rules (src/shared/rich-text-rules.ts)
// run over jsdom, so what the server stores and answers is what the shop would keep. The shop
// sanitises again when it draws the text (registry/blocks/rich-text); a test holds the two to
// the same output over the XSS corpus.
import type { DOMPurify as Purifier } from "dompurify";
import { sanitiseRichTextWith } from "../../../shared/rich-text-rules";

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
  const out = sanitiseRichTextWith(purify, html);
  remember(html, out);
  return out;
}
