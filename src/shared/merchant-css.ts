// A page's own CSS (§3 page data `css`), written by the merchant: parsed by css-tree and written
// out again from an allow-list, every rule scoped to the page's content (ADR 0028, ADR 0071).
// The server runs it when a page is saved and again whenever it answers a page, so a page
// stored before a rule change cannot slip through; the builder's preview runs it for CSS the
// server has not seen yet.
//
// What survives: style rules, @media / @supports / @container around style rules (scoped too)
// and @keyframes. Each selector is put under PAGE_SCOPE (`html`, `body` and `:root` become the
// container itself); a selector that would reach a sibling of the container is dropped. A
// declaration survives when its property is a plain or custom property other than `behavior`
// or `-moz-binding`, and its value uses only known functions and url()s to this site's own
// paths (`/…`, so `/cdn/…` pictures) or base64 raster pictures. Every other at-rule (`@import`,
// `@charset`, `@namespace`, `@font-face`, `@layer`, …) and anything css-tree could not parse is
// dropped. A name written with escapes (`\65 xpression(`, `b\65havior`) is dropped rather than
// decoded: nothing a shop needs is spelled that way, and what is not decoded cannot decode into
// something forbidden. Strings and urls are written back by us with `<`, `>` and `&` escaped, so
// the output holds no `</` or `<!` and no comments: it cannot close the style element it sits in.

import parse from "css-tree/parser";
import generate from "css-tree/generator";
import walk from "css-tree/walker";
import { tokenize, tokenTypes } from "css-tree/tokenizer";
import { List } from "css-tree/utils";
import type { Atrule, Block, CssNode, Declaration, List as CssList, Rule, Selector } from "css-tree";
import { PAGE_SCOPE, PAGE_SCOPE_CLASS } from "./page-scope";

/** Longer input is not looked at: the page schema allows 50,000 characters. */
const MAX_INPUT = 100_000;
/** Brackets nested deeper than this (`((((…`) drop the whole sheet: css-tree parses by recursion. */
const MAX_DEPTH = 24;
/** @media inside @supports inside @media … at most this deep. */
const MAX_AT_RULE_DEPTH = 3;

const FUNCTIONS: ReadonlySet<string> = new Set(
  (
    "calc min max clamp round mod rem abs sign sin cos tan asin acos atan atan2 pow sqrt hypot log exp var env " +
    "rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark " +
    "linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient repeating-conic-gradient " +
    "translate translatex translatey translatez translate3d rotate rotatex rotatey rotatez rotate3d scale scalex scaley scalez scale3d " +
    "skew skewx skewy matrix matrix3d perspective cubic-bezier steps linear " +
    "blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia " +
    "repeat minmax fit-content counter counters attr format local rect inset circle ellipse polygon " +
    "not is where has nth-child nth-last-child nth-of-type nth-last-of-type lang dir selector style"
  ).split(" "),
);

const FORBIDDEN_PROPERTY = /behavio(u)?r|binding|^-o-link/;
const FORBIDDEN_TEXT = /javascript:|vbscript:|livescript:|expression\(|-moz-binding|behavior:|progid:/;
/** Text as a browser of any age might read it: no whitespace or controls, lower case. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const squeeze = (text: string) => text.replace(/[\s\0-\x1f\x7f\\]+/g, "").toLowerCase();
/** A name as written: letters, digits, `-`, `_` and non-ASCII other than JavaScript's line breaks; no escapes. */
const PLAIN_NAME = /^[A-Za-z0-9_\u0080-\u2027\u202a-\uffff-]+$/;
const KEYFRAME_SELECTOR = /^(from|to|\d+(\.\d+)?%)(,(from|to|\d+(\.\d+)?%))*$/i;
const GROUPING = new Set(["media", "supports", "container"]);
const COMBINATORS = new Set([" ", ">", "+", "~"]);

/** Whether a url() may be drawn: a path of this site, or a base64 raster picture. */
export function allowedCssUrl(raw: string): boolean {
  const url = raw.trim();
  if (/^\/(?![/\\])[A-Za-z0-9._~!$&'*+,;=:@%/()-]*([?#][A-Za-z0-9._~!$&'*+,;=:@%/?()-]*)?$/.test(url)) return !FORBIDDEN_TEXT.test(squeeze(url));
  return /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+=*$/i.test(url);
}

const hexEscape = (c: string) => `\\${c.codePointAt(0)!.toString(16)} `;

/** A string in double quotes; `<`, `>`, `&`, quotes, backslashes and controls escaped. */
function quote(text: string): string {
  return `"${Array.from(text)
    .map((c) => {
      const code = c.codePointAt(0)!;
      return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 || `"'\\<>&`.includes(c) ? hexEscape(c) : c;
    })
    .join("")}"`;
}

/** Whether brackets nest deeper than MAX_DEPTH anywhere, counted on CSS tokens (strings and comments skipped). */
function nestsTooDeep(css: string): boolean {
  const T = tokenTypes;
  const opens = new Set([T.Function, T.LeftParenthesis, T.LeftSquareBracket, T.LeftCurlyBracket]);
  const closes = new Set([T.RightParenthesis, T.RightSquareBracket, T.RightCurlyBracket]);
  let depth = 0;
  let deepest = 0;
  tokenize(css, (type) => {
    if (opens.has(type)) deepest = Math.max(deepest, ++depth);
    else if (closes.has(type) && depth > 0) depth--;
  });
  return deepest > MAX_DEPTH;
}

type Where = "value" | "prelude" | "selector";

/** Whether a node (not its descendants) may stay. Unknown node types may not: the list fails closed. */
function nodeAllowed(node: CssNode, where: Where): boolean {
  switch (node.type) {
    case "Identifier":
    case "TypeSelector":
    case "ClassSelector":
    case "IdSelector":
    case "PseudoElementSelector":
      return plainName(node.name) && FORBIDDEN_TEXT.test(squeeze(node.name)) === false && squeeze(node.name) !== "expression";
    case "PseudoClassSelector":
      return plainName(node.name) && (node.children === null || FUNCTIONS.has(node.name.toLowerCase()));
    case "Function":
      return plainName(node.name) && FUNCTIONS.has(node.name.toLowerCase());
    case "Dimension":
      return plainName(node.unit);
    case "Hash":
      return plainName(node.value);
    case "Url":
      return where !== "selector" && allowedCssUrl(node.value);
    case "String":
      return !FORBIDDEN_TEXT.test(squeeze(node.value));
    case "AttributeSelector":
      return node.flags === null || plainName(node.flags);
    case "Combinator":
      return COMBINATORS.has(node.name);
    case "Feature":
      return plainName(node.name);
    case "FeatureFunction":
      return plainName(node.feature);
    case "SupportsDeclaration":
      return plainName(node.declaration.property);
    case "Declaration":
      return plainName(node.property) && node.value.type === "Value";
    case "Number":
    case "Percentage":
    case "Operator":
    case "Parentheses":
    case "Brackets":
    case "UnicodeRange":
    case "Ratio":
    case "AnPlusB":
    case "Nth":
    case "Condition":
    case "FeatureRange":
    case "MediaQuery":
    case "MediaQueryList":
    case "Value":
    case "AtrulePrelude":
    case "Selector":
    case "SelectorList":
      return true;
    default:
      // Raw (what did not parse), Block, NestingSelector (`&`), Layer, Scope, GeneralEnclosed, …
      return false;
  }
}

const plainName = (name: string) => PLAIN_NAME.test(name);

/** Whether a node and everything inside it may stay. */
function allowed(node: CssNode, where: Where): boolean {
  let ok = true;
  walk(node, (inner: CssNode) => {
    if (ok && !nodeAllowed(inner, where)) ok = false;
  });
  return ok;
}

/** CSS text for a node whose every part is allowed; strings and urls quoted by us. */
function write(node: CssNode): string {
  const copy = walkCopy(node);
  const text = generate(copy);
  // Belt and braces: nothing we write may end the style element, or open a comment outside a
  // string (it would swallow the scope of the rules after it).
  return /<[/!]/.test(text) || /\/\*/.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""')) ? "" : text;
}

/** A copy with String and Url nodes turned into Raw text we quoted ourselves. */
function walkCopy(node: CssNode): CssNode {
  if (node.type === "String") return { type: "Raw", value: quote(node.value) };
  if (node.type === "Url") return { type: "Raw", value: `url(${quote(node.value)})` };
  const copy: Record<string, unknown> = { ...node };
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc") continue;
    if (value instanceof List) copy[key] = new List<CssNode>().fromArray((value as CssList<CssNode>).toArray().map(walkCopy));
    else if (value && typeof value === "object" && "type" in value) copy[key] = walkCopy(value as CssNode);
  }
  return copy as unknown as CssNode;
}

const nodesOf = (list: CssList<CssNode> | null | undefined): CssNode[] => (list ? list.toArray() : []);

/** The declarations of a style rule or keyframe, each as `prop:value`; the rest dropped. */
function declarations(block: Block): string[] {
  const out: string[] = [];
  for (const node of nodesOf(block.children)) {
    // A string `important` is a hack (`!ie`), not `!important`.
    if (node.type !== "Declaration" || typeof node.important === "string") continue;
    const decl: Declaration = node;
    const custom = decl.property.startsWith("--");
    const prop = custom ? decl.property : decl.property.toLowerCase();
    if (!custom && !/^-?[a-z][a-z0-9-]*$/.test(prop)) continue;
    if (custom && !/^--[A-Za-z0-9_-]+$/.test(prop)) continue;
    if (FORBIDDEN_PROPERTY.test(prop.toLowerCase())) continue;
    if (decl.value.type !== "Value" || decl.value.children.isEmpty || !allowed(decl.value, "value")) continue;
    const text = write(decl.value).trim();
    if (!text || FORBIDDEN_TEXT.test(squeeze(text))) continue;
    out.push(`${prop}:${text}${decl.important ? "!important" : ""}`);
  }
  return out;
}

/** A compound that stands for the page container: the rest of it (`.dark`, `:hover`), or null. */
function containerRest(compound: CssNode[]): CssNode[] | null {
  const [a, b] = compound;
  if (a?.type === "TypeSelector" && /^(html|body)$/i.test(a.name)) return compound.slice(1);
  if (a?.type === "PseudoClassSelector" && a.name.toLowerCase() === "root" && a.children === null) return compound.slice(1);
  if (a?.type === "ClassSelector" && a.name === PAGE_SCOPE_CLASS && b?.type === "AttributeSelector" && b.name.name === "data-page" && b.value === null) return compound.slice(2);
  return null;
}

const selectorText = (nodes: CssNode[]) => write({ type: "Selector", children: new List<CssNode>().fromArray(nodes) });

/** A selector put under the page container, or null when it cannot be. */
function scopeSelector(selector: Selector): string | null {
  if (!allowed(selector, "selector")) return null;
  // Compounds and the combinators between them.
  const parts: CssNode[][] = [[]];
  const combinators: string[] = [];
  for (const node of nodesOf(selector.children)) {
    if (node.type === "Combinator") {
      if (!parts[parts.length - 1]!.length) return null;
      combinators.push(node.name);
      parts.push([]);
    } else parts[parts.length - 1]!.push(node);
  }
  if (!parts[parts.length - 1]!.length) return null;
  const join = (from: number) =>
    parts
      .slice(from)
      .map((part, j) => (j === 0 ? "" : combinators[from + j - 1]!.trim() || " ") + selectorText(part))
      .join("");
  let rest = containerRest(parts[0]!);
  if (rest === null) return `${PAGE_SCOPE} ${join(0)}`;
  // `html body.dark h1`: every leading stand-in for the container is the container.
  let k = 1;
  for (; k < parts.length; k++) {
    const more = containerRest(parts[k]!);
    if (more === null || (combinators[k - 1] !== " " && combinators[k - 1] !== ">")) break;
    rest = [...rest, ...more];
  }
  // Its siblings are outside the page.
  if (k < parts.length && combinators[k - 1] !== " " && combinators[k - 1] !== ">") return null;
  return PAGE_SCOPE + (rest.length ? selectorText(rest) : "") + (k < parts.length ? (combinators[k - 1]!.trim() || " ") + join(k) : "");
}

function styleRule(rule: Rule): string {
  if (rule.prelude.type !== "SelectorList") return "";
  const selectors = nodesOf(rule.prelude.children)
    .map((s) => (s.type === "Selector" ? scopeSelector(s) : null))
    .filter((s): s is string => !!s);
  if (!selectors.length) return "";
  const decls = declarations(rule.block);
  return decls.length ? `${selectors.join(",")}{${decls.join(";")}}` : "";
}

function keyframes(rule: Atrule, prefix: string): string {
  const name = nodesOf(rule.prelude?.type === "AtrulePrelude" ? rule.prelude.children : null);
  const only = name[0];
  if (name.length !== 1 || !only || (only.type !== "Identifier" && only.type !== "String") || !allowed(only, "prelude")) return "";
  if (only.type === "Identifier" && /^(none|initial|inherit|unset|revert|revert-layer|default)$/i.test(only.name)) return "";
  const frames = nodesOf(rule.block?.children)
    .map((r) => {
      if (r.type !== "Rule" || r.prelude.type !== "SelectorList") return "";
      const sel = nodesOf(r.prelude.children)
        .map((s) => (s.type === "Selector" && allowed(s, "selector") ? selectorText(nodesOf(s.children)) : ""))
        .join(",");
      if (!KEYFRAME_SELECTOR.test(sel)) return "";
      const decls = declarations(r.block);
      return decls.length ? `${sel}{${decls.join(";")}}` : "";
    })
    .join("");
  return `@${prefix}keyframes ${write(only)}{${frames}}`;
}

function rulesText(nodes: CssNode[], depth: number): string {
  return nodes
    .map((node) => {
      if (node.type === "Rule") return styleRule(node);
      if (node.type !== "Atrule" || !node.block) return "";
      const name = node.name.toLowerCase();
      if (GROUPING.has(name)) {
        if (depth >= MAX_AT_RULE_DEPTH) return "";
        const prelude = node.prelude;
        if (prelude && (prelude.type !== "AtrulePrelude" || !allowed(prelude, "prelude"))) return "";
        const preludeText = prelude ? write(prelude) : "";
        if (prelude && !preludeText) return "";
        const inner = rulesText(nodesOf(node.block.children), depth + 1);
        return inner ? `@${name}${preludeText ? ` ${preludeText}` : ""}{${inner}}` : "";
      }
      const vendor = /^(-webkit-|-moz-|-o-)?keyframes$/.exec(name);
      if (vendor && depth === 0) return keyframes(node, vendor[1] ?? "");
      return "";
    })
    .join("");
}

/**
 * The merchant's page CSS as it may be served: allow-listed, every selector under PAGE_SCOPE,
 * comments and whitespace trimmed. The same on a second pass (`sanitisePageCss(out) === out`).
 */
export function sanitisePageCss(css: string | null | undefined): string {
  if (typeof css !== "string" || !css.trim()) return "";
  const text = css.slice(0, MAX_INPUT);
  if (nestsTooDeep(text)) return "";
  const sheet = parse(text, { parseCustomProperty: true, onParseError: () => undefined });
  return sheet.type === "StyleSheet" ? rulesText(nodesOf(sheet.children), 0) : "";
}
