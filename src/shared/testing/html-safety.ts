// What "no executable injection" means for a page of the shop, judged on its HTML parsed into a
// document with scripting off (jsdom in the tests, the live document in a browser journey):
// the XSS tests of ADR 0028 run every payload through every merchant field and ask this.
import { sanitisePageCss } from "../merchant-css";
import { EMBEDDED_INIT_ID, EMBEDDED_PAGE_ID } from "../constants";
import { EMBEDDED_ANSWERS_ID } from "../screen-answers";

/** The JSON islands the server writes (src/shared/constants.ts). */
const OWN_JSON_SCRIPTS = new Set([EMBEDDED_INIT_ID, EMBEDDED_PAGE_ID, EMBEDDED_ANSWERS_ID]);
/** Elements that load or run other documents or code, or change how addresses resolve. */
const FORBIDDEN_ELEMENTS = new Set(["iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal", "fencedframe"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "ping", "codebase", "cite", "srcset", "imagesrcset"]);
const SCRIPT_SCHEME = /^(javascript|vbscript|livescript|data):/;
const SAFE_DATA = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/;

/** An address as a browser's URL parser would see its scheme: no controls or whitespace. */
const squeezed = (value: string) => value.replace(/[\0-\x20\x7f]+/g, "").toLowerCase();

function describe(el: Element): string {
  const html = el.outerHTML;
  return html.length > 160 ? `${html.slice(0, 160)}…` : html;
}

export interface HtmlSafetyOptions {
  /** The page's origin: module scripts must come from it. */
  origin?: string;
}

/** The problems of a served or rendered page; empty when nothing in it could run. */
export function htmlSafetyProblems(html: string, doc: Document, options: HtmlSafetyOptions = {}): string[] {
  const problems: string[] = [];
  const scripts = [...doc.getElementsByTagName("script")];
  // The parser agrees with a plain reading of the text: no `<script` hidden from the document.
  const rawScripts = (html.match(/<script[\s/>]/gi) ?? []).length;
  if (rawScripts !== scripts.length) problems.push(`the HTML has ${rawScripts} "<script" but its document ${scripts.length} script elements`);

  for (const script of scripts) {
    const type = (script.getAttribute("type") ?? "").trim().toLowerCase();
    const text = script.textContent ?? "";
    if (type === "application/json" && OWN_JSON_SCRIPTS.has(script.id) && !script.hasAttribute("src")) {
      try {
        JSON.parse(text);
      } catch {
        problems.push(`#${script.id} is not whole JSON: merchant text broke out of it`);
      }
      if (/[<>\u2028\u2029]/.test(text)) problems.push(`#${script.id} holds an unescaped <, > or line separator`);
      continue;
    }
    if (type === "application/ld+json" && !script.hasAttribute("src")) {
      if (/[<>\u2028\u2029]/.test(text)) problems.push(`JSON-LD holds an unescaped <, > or line separator: ${describe(script)}`);
      try {
        JSON.parse(text);
      } catch {
        problems.push(`JSON-LD is not JSON: ${describe(script)}`);
      }
      continue;
    }
    const src = script.getAttribute("src");
    const ownSrc = src !== null && src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/\\");
    if (type === "module" && ownSrc && text.trim() === "") continue;
    if (options.origin && type === "module" && src !== null && src.startsWith(`${options.origin}/`) && text.trim() === "") continue;
    problems.push(`a script the shop did not write: ${describe(script)}`);
  }

  for (const el of doc.querySelectorAll("*")) {
    const tag = el.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`a <${tag}> element: ${describe(el)}`);
    if (tag === "meta" && /refresh/i.test(el.getAttribute("http-equiv") ?? "")) problems.push(`a refresh: ${describe(el)}`);
    if (tag === "link" && /\bimport\b/i.test(el.getAttribute("rel") ?? "")) problems.push(`an HTML import: ${describe(el)}`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) problems.push(`an event handler attribute ${name}: ${describe(el)}`);
      if (name === "srcdoc") problems.push(`a srcdoc document: ${describe(el)}`);
      if (URL_ATTRIBUTES.has(name) || name.endsWith(":href")) {
        const value = squeezed(attr.value);
        // A picture from data: runs nothing (an SVG drawn as an image has no script).
        const dataPicture = (tag === "img" || tag === "source") && (name === "src" || name === "srcset") && SAFE_DATA.test(value);
        if (SCRIPT_SCHEME.test(value) && !dataPicture) problems.push(`a ${name} that runs or embeds code: ${describe(el)}`);
        if (/(^|,)\s*(javascript|vbscript):/.test(value)) problems.push(`a ${name} list with script: ${describe(el)}`);
      }
      if (name === "style" && /expression\(|javascript:|behavio(u)?r|-moz-binding|@import/.test(squeezed(attr.value))) problems.push(`an inline style that runs code: ${describe(el)}`);
    }
  }

  for (const style of doc.getElementsByTagName("style")) {
    const css = style.textContent ?? "";
    if (/expression\(|javascript:|vbscript:|behavio(u)?r\s*:|-moz-binding|@import|@charset|@namespace|exfil\.invalid/.test(squeezed(css)))
      problems.push(`a style sheet that loads or runs something: ${css.slice(0, 200)}`);
    // The page's own CSS is only ever written in its allow-listed, scoped form.
    if (style.hasAttribute("data-page-css")) {
      // The sanitised form is the only fixed point: scoped rules (and @keyframes) alone.
      if (sanitisePageCss(css) !== css) problems.push(`the page CSS is not in its sanitised form: ${css.slice(0, 200)}`);
    }
  }
  return problems;
}
