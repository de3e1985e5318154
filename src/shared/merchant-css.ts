// A page's own CSS (§3 page data `css`), written by the merchant: read with the CSS Syntax
// Level 3 tokenizer and written out again from an allow-list, every rule scoped to the page's
// content (ADR 0028). Used by the server whenever it answers a page, so a page stored before a
// rule change cannot slip through, and by the builder's preview for CSS the server has not seen.
//
// What survives: style rules, @media / @supports / @container around style rules (scoped too)
// and @keyframes. Each selector is put under PAGE_SCOPE (`html`, `body` and `:root` become the
// container itself); a selector that would reach a sibling of the container is dropped. A
// declaration survives when its property is a plain or custom property other than `behavior`
// or `-moz-binding`, and its value uses only known functions and url()s to this site's own
// paths (`/…`, so `/cdn/…` pictures) or base64 raster pictures. Every other at-rule (`@import`,
// `@charset`, `@namespace`, `@font-face`, `@layer`, …), anything unparseable and anything the
// escapes decode into something forbidden (`\65 xpression(`) is dropped. The output holds no
// `<` outside strings' escapes and no comments, so it cannot close the style element it sits in.

import { PAGE_SCOPE, PAGE_SCOPE_CLASS } from "./page-scope";

/** Longer input is not looked at: the page schema allows 50,000 characters. */
const MAX_INPUT = 100_000;
/** Blocks nested deeper than this (`((((…`) make their declaration or rule invalid. */
const MAX_DEPTH = 24;
/** @media inside @supports inside @media … at most this deep. */
const MAX_AT_RULE_DEPTH = 3;

// ---------------------------------------------------------------------------------------------
// Tokens (https://www.w3.org/TR/css-syntax-3/#tokenization)

type Token =
  | { t: "ident" | "function" | "at" | "string" | "url"; v: string }
  | { t: "hash"; v: string; id: boolean }
  | { t: "number" | "percentage"; repr: string }
  | { t: "dimension"; repr: string; unit: string }
  | { t: "delim"; v: string }
  | { t: "ws" | "bad-string" | "bad-url" | "cdo" | "cdc" | ":" | ";" | "," | "[" | "]" | "(" | ")" | "{" | "}" };

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isNameStart = (c: string | undefined) => c !== undefined && (/^[A-Za-z_]$/.test(c) || c.charCodeAt(0) >= 0x80);
const isName = (c: string | undefined) => c !== undefined && (isNameStart(c) || isDigit(c) || c === "-");
const isWs = (c: string | undefined) => c === " " || c === "\t" || c === "\n";
const isNonPrintable = (c: string | undefined) => {
  if (c === undefined) return false;
  const n = c.charCodeAt(0);
  return n <= 8 || n === 0x0b || (n >= 0x0e && n <= 0x1f) || n === 0x7f;
};

function preprocess(input: string): string {
  // §3.3: newlines normalised; NUL and lone surrogates become U+FFFD.
  return input
    .slice(0, MAX_INPUT)
    .replace(/\r\n?|\f/g, "\n")
    .replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

export function tokenize(input: string): Token[] {
  const s = Array.from(preprocess(input));
  const tokens: Token[] = [];
  let i = 0;
  const at = (k = 0) => s[i + k];

  const validEscape = (a: string | undefined, b: string | undefined) => a === "\\" && b !== "\n" && b !== undefined;
  const startsIdent = (a: string | undefined, b: string | undefined, c: string | undefined) => {
    if (a === "-") return isNameStart(b) || b === "-" || validEscape(b, c);
    if (isNameStart(a)) return true;
    return validEscape(a, b);
  };
  const startsNumber = (a: string | undefined, b: string | undefined, c: string | undefined) => {
    if (a === "+" || a === "-") return isDigit(b) || (b === "." && isDigit(c));
    if (a === ".") return isDigit(b);
    return isDigit(a);
  };
  // Called with i just past the backslash.
  const consumeEscape = (): string => {
    const c = s[i];
    if (c === undefined) return "\uFFFD";
    if (isHex(c)) {
      let hex = "";
      while (hex.length < 6 && isHex(s[i])) hex += s[i++];
      if (isWs(s[i])) i++;
      const n = parseInt(hex, 16);
      return n === 0 || (n >= 0xd800 && n <= 0xdfff) || n > 0x10ffff ? "\uFFFD" : String.fromCodePoint(n);
    }
    i++;
    return c;
  };
  const consumeName = (): string => {
    let name = "";
    for (;;) {
      const c = s[i];
      if (isName(c)) {
        name += c;
        i++;
      } else if (validEscape(c, s[i + 1])) {
        i++;
        name += consumeEscape();
      } else return name;
    }
  };
  const consumeNumber = (): string => {
    let repr = "";
    if (s[i] === "+" || s[i] === "-") repr += s[i++];
    while (isDigit(s[i])) repr += s[i++];
    if (s[i] === "." && isDigit(s[i + 1])) {
      repr += s[i++];
      while (isDigit(s[i])) repr += s[i++];
    }
    if ((s[i] === "e" || s[i] === "E") && (isDigit(s[i + 1]) || ((s[i + 1] === "+" || s[i + 1] === "-") && isDigit(s[i + 2])))) {
      repr += s[i++];
      if (s[i] === "+" || s[i] === "-") repr += s[i++];
      while (isDigit(s[i])) repr += s[i++];
    }
    return repr;
  };
  const consumeNumeric = (): Token => {
    const repr = consumeNumber();
    if (startsIdent(s[i], s[i + 1], s[i + 2])) return { t: "dimension", repr, unit: consumeName() };
    if (s[i] === "%") {
      i++;
      return { t: "percentage", repr };
    }
    return { t: "number", repr };
  };
  const consumeString = (quote: string): Token => {
    let v = "";
    for (;;) {
      const c = s[i++];
      if (c === undefined || c === quote) return { t: "string", v };
      if (c === "\n") {
        i--;
        return { t: "bad-string" };
      }
      if (c === "\\") {
        if (s[i] === undefined) continue;
        if (s[i] === "\n") {
          i++;
          continue;
        }
        v += consumeEscape();
      } else v += c;
    }
  };
  const consumeBadUrl = (): Token => {
    for (;;) {
      const c = s[i++];
      if (c === undefined || c === ")") return { t: "bad-url" };
      if (validEscape(c, s[i])) consumeEscape();
    }
  };
  const consumeUrl = (): Token => {
    let v = "";
    while (isWs(s[i])) i++;
    for (;;) {
      const c = s[i++];
      if (c === undefined || c === ")") return { t: "url", v };
      if (isWs(c)) {
        while (isWs(s[i])) i++;
        if (s[i] === ")" || s[i] === undefined) {
          i++;
          return { t: "url", v };
        }
        return consumeBadUrl();
      }
      if (c === '"' || c === "'" || c === "(" || isNonPrintable(c)) return consumeBadUrl();
      if (c === "\\") {
        if (validEscape(c, s[i])) v += consumeEscape();
        else return consumeBadUrl();
      } else v += c;
    }
  };
  const consumeIdentLike = (): Token => {
    const name = consumeName();
    if (name.toLowerCase() === "url" && s[i] === "(") {
      i++;
      let j = i;
      while (isWs(s[j]) && isWs(s[j + 1])) j++;
      const next = isWs(s[j]) ? s[j + 1] : s[j];
      if (next === '"' || next === "'") return { t: "function", v: name };
      return consumeUrl();
    }
    if (s[i] === "(") {
      i++;
      return { t: "function", v: name };
    }
    return { t: "ident", v: name };
  };

  while (i < s.length) {
    const c = at()!;
    if (c === "/" && at(1) === "*") {
      const end = s.indexOf("*", i + 2);
      let j = end;
      while (j !== -1 && s[j + 1] !== "/") j = s.indexOf("*", j + 1);
      i = j === -1 ? s.length : j + 2;
      continue;
    }
    if (isWs(c)) {
      while (isWs(at())) i++;
      tokens.push({ t: "ws" });
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      tokens.push(consumeString(c));
      continue;
    }
    if (c === "#") {
      if (isName(at(1)) || validEscape(at(1), at(2))) {
        i++;
        const id = startsIdent(at(), at(1), at(2));
        tokens.push({ t: "hash", v: consumeName(), id });
      } else {
        i++;
        tokens.push({ t: "delim", v: c });
      }
      continue;
    }
    if (c === "(" || c === ")" || c === "[" || c === "]" || c === "{" || c === "}" || c === "," || c === ":" || c === ";") {
      i++;
      tokens.push({ t: c });
      continue;
    }
    if (c === "+" || c === ".") {
      if (startsNumber(c, at(1), at(2))) tokens.push(consumeNumeric());
      else {
        i++;
        tokens.push({ t: "delim", v: c });
      }
      continue;
    }
    if (c === "-") {
      if (startsNumber(c, at(1), at(2))) tokens.push(consumeNumeric());
      else if (at(1) === "-" && at(2) === ">") {
        i += 3;
        tokens.push({ t: "cdc" });
      } else if (startsIdent(c, at(1), at(2))) tokens.push(consumeIdentLike());
      else {
        i++;
        tokens.push({ t: "delim", v: c });
      }
      continue;
    }
    if (c === "<") {
      if (at(1) === "!" && at(2) === "-" && at(3) === "-") {
        i += 4;
        tokens.push({ t: "cdo" });
      } else {
        i++;
        tokens.push({ t: "delim", v: c });
      }
      continue;
    }
    if (c === "@") {
      i++;
      if (startsIdent(at(), at(1), at(2))) tokens.push({ t: "at", v: consumeName() });
      else tokens.push({ t: "delim", v: c });
      continue;
    }
    if (c === "\\") {
      if (validEscape(c, at(1))) tokens.push(consumeIdentLike());
      else {
        i++;
        tokens.push({ t: "delim", v: c });
      }
      continue;
    }
    if (isDigit(c)) {
      tokens.push(consumeNumeric());
      continue;
    }
    if (isNameStart(c)) {
      tokens.push(consumeIdentLike());
      continue;
    }
    i++;
    tokens.push({ t: "delim", v: c });
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Component values and rules (https://www.w3.org/TR/css-syntax-3/#parsing)

type Value =
  | { k: "token"; tok: Token }
  | { k: "block"; open: "(" | "[" | "{"; values: Value[] }
  | { k: "fn"; name: string; values: Value[] }
  /** Nested too deep to look at: whatever holds it is dropped. */
  | { k: "bad" };

const CLOSE = { "(": ")", "[": "]", "{": "}" } as const;

class Parser {
  i = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token | undefined {
    return this.tokens[this.i];
  }

  /** Skips a block or function whose opening token was just read, without building it. */
  private skipNested(): void {
    let depth = 1;
    while (depth > 0 && this.i < this.tokens.length) {
      const t = this.tokens[this.i++]!.t;
      if (t === "(" || t === "[" || t === "{" || t === "function") depth++;
      else if (t === ")" || t === "]" || t === "}") depth--;
    }
  }

  value(depth: number): Value {
    const tok = this.tokens[this.i++]!;
    if (tok.t === "(" || tok.t === "[" || tok.t === "{" || tok.t === "function") {
      if (depth >= MAX_DEPTH) {
        this.skipNested();
        return { k: "bad" };
      }
      const close = tok.t === "function" ? ")" : CLOSE[tok.t];
      const values: Value[] = [];
      for (;;) {
        const next = this.peek();
        if (!next) break;
        if (next.t === close) {
          this.i++;
          break;
        }
        values.push(this.value(depth + 1));
      }
      return tok.t === "function" ? { k: "fn", name: tok.v, values } : { k: "block", open: tok.t, values };
    }
    return { k: "token", tok };
  }
}

type Rule = { kind: "at"; name: string; prelude: Value[]; block: Value[] | null } | { kind: "style"; prelude: Value[]; block: Value[] };

/** Every token as component values: the top level of a style sheet. */
function parseValues(tokens: Token[]): Value[] {
  const p = new Parser(tokens);
  const values: Value[] = [];
  while (p.peek()) values.push(p.value(0));
  return values;
}

/** The rules in a list of values (a style sheet's top level, or an at-rule's block). */
function rulesFromValues(values: Value[]): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < values.length) {
    const v = values[i]!;
    if (v.k === "token" && (v.tok.t === "ws" || v.tok.t === "cdo" || v.tok.t === "cdc")) {
      i++;
      continue;
    }
    const atName = v.k === "token" && v.tok.t === "at" ? v.tok.v : null;
    if (atName !== null) i++;
    const prelude: Value[] = [];
    let block: Value[] | null = null;
    let done = false;
    while (i < values.length && !done) {
      const w = values[i++]!;
      if (atName !== null && w.k === "token" && w.tok.t === ";") done = true;
      else if (w.k === "block" && w.open === "{") {
        block = w.values;
        done = true;
      } else if (w.k === "bad") {
        block = [{ k: "bad" }];
        done = true;
      } else prelude.push(w);
    }
    if (atName !== null) rules.push({ kind: "at", name: atName, prelude, block });
    else if (block) rules.push({ kind: "style", prelude, block });
  }
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Writing tokens back

const hexEscape = (c: string) => `\\${c.codePointAt(0)!.toString(16)} `;

/** An identifier as CSS text: ASCII other than letters, digits, `-` and `_` escaped. */
function escapeIdent(name: string): string {
  let out = "";
  const chars = Array.from(name);
  chars.forEach((c, i) => {
    const code = c.codePointAt(0)!;
    if (code >= 0x80 && code !== 0x2028 && code !== 0x2029) out += c;
    else if (/^[A-Za-z_]$/.test(c) || (c === "-" && !(i === 0 && chars.length === 1))) out += c;
    else if (isDigit(c) && !(i === 0 || (i === 1 && chars[0] === "-"))) out += c;
    else out += hexEscape(c);
  });
  return out;
}

/** The name part of a hash or unit: digits may start it. */
function escapeName(name: string): string {
  return Array.from(name)
    .map((c) => {
      const code = c.codePointAt(0)!;
      return (code >= 0x80 && code !== 0x2028 && code !== 0x2029) || /^[A-Za-z0-9_-]$/.test(c) ? c : hexEscape(c);
    })
    .join("");
}

/** A string in double quotes; `<`, `>`, `&`, quotes, backslashes and controls escaped. */
function quote(text: string): string {
  return `"${Array.from(text)
    .map((c) => {
      const code = c.codePointAt(0)!;
      return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 || `"'\\<>&`.includes(c) ? hexEscape(c) : c;
    })
    .join("")}"`;
}

function tokenText(tok: Token): string {
  switch (tok.t) {
    case "ident":
      return escapeIdent(tok.v);
    case "function":
      return `${escapeIdent(tok.v)}(`;
    case "at":
      return `@${escapeIdent(tok.v)}`;
    case "hash":
      return `#${tok.id ? escapeIdent(tok.v) : escapeName(tok.v)}`;
    case "string":
      return quote(tok.v);
    case "url":
      return `url(${quote(tok.v)})`;
    case "number":
      return tok.repr;
    case "percentage":
      return `${tok.repr}%`;
    case "dimension":
      // A unit like "e3" would read back as part of the number.
      return tok.repr + (/^[eE]([0-9]|[+-][0-9])/.test(tok.unit) || /^-?[0-9]/.test(tok.unit) ? hexEscape(tok.unit[0]!) + escapeName(tok.unit.slice(1)) : escapeIdent(tok.unit));
    case "delim":
      return tok.v === "\\" ? "" : tok.v;
    case "ws":
      return " ";
    case "cdo":
    case "cdc":
    case "bad-string":
    case "bad-url":
      return "";
    default:
      return tok.t;
  }
}

type Kind = Token["t"] | "delim-" | "delim#" | "delim@" | "delim." | "delim+" | "delim/" | "delim*" | "delim<" | "delim!" | "delim%";
const kindOf = (tok: Token): Kind => (tok.t === "delim" && "-#@.+/*<!%".includes(tok.v) ? (`delim${tok.v}` as Kind) : tok.t);

const WORDISH: ReadonlySet<Kind> = new Set(["ident", "function", "url", "bad-url", "delim-", "number", "percentage", "dimension", "cdc"]);
/** Whether two tokens written side by side would read back as something else (css-syntax §9). */
function needsSeparator(a: Kind, b: Kind): boolean {
  switch (a) {
    case "ident":
      return WORDISH.has(b) || b === "(";
    case "at":
    case "hash":
    case "dimension":
      return WORDISH.has(b);
    case "delim#":
    case "delim-":
      return WORDISH.has(b) && b !== "cdc";
    case "number":
      return (WORDISH.has(b) && b !== "delim-" && b !== "cdc") || b === "delim%";
    case "delim@":
      return b === "ident" || b === "function" || b === "url" || b === "bad-url" || b === "delim-";
    case "delim.":
    case "delim+":
      return b === "number" || b === "percentage" || b === "dimension";
    case "delim/":
      return b === "delim*";
    // Never write `</` (the end of the style element) or `<!` (the start of `<!--`).
    case "delim<":
      return b === "delim/" || b === "delim!";
    default:
      return false;
  }
}

/** Values as CSS text, whitespace collapsed, leading and trailing whitespace dropped. */
function write(values: readonly Value[]): string {
  let out = "";
  let last: Kind | null = null;
  const emit = (text: string, kind: Kind) => {
    if (kind === "ws") {
      if (out !== "" && last !== "ws") {
        out += " ";
        last = "ws";
      }
      return;
    }
    if (last && last !== "ws" && needsSeparator(last, kind)) out += "/**/";
    out += text;
    last = kind;
  };
  const walk = (vs: readonly Value[]) => {
    for (const v of vs) {
      if (v.k === "token") emit(tokenText(v.tok), kindOf(v.tok));
      else if (v.k === "fn") {
        emit(`${escapeIdent(v.name)}(`, "function");
        walk(trimWs(v.values));
        emit(")", ")");
      } else if (v.k === "block") {
        emit(v.open, v.open);
        walk(trimWs(v.values));
        emit(CLOSE[v.open], CLOSE[v.open]);
      }
    }
  };
  walk(trimWs(values));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The allow-list

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

/** Whether a url() may be drawn: a path of this site, or a base64 raster picture. */
export function allowedCssUrl(raw: string): boolean {
  const url = raw.trim();
  if (/^\/(?![/\\])[A-Za-z0-9._~!$&'*+,;=:@%/()-]*([?#][A-Za-z0-9._~!$&'*+,;=:@%/?()-]*)?$/.test(url)) return !FORBIDDEN_TEXT.test(squeeze(url));
  return /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+=*$/i.test(url);
}

/** Whether every value in a declaration, an at-rule's prelude or a selector may stay. */
function valuesAllowed(values: readonly Value[], where: "value" | "prelude" | "selector"): boolean {
  for (const v of values) {
    if (v.k === "bad") return false;
    if (v.k === "block") {
      if (v.open === "{" || !valuesAllowed(v.values, where)) return false;
      continue;
    }
    if (v.k === "fn") {
      const name = v.name.toLowerCase();
      if (name === "url" || name === "src") {
        // url("…"): one string, judged like an unquoted url.
        const args = v.values.filter((a) => !(a.k === "token" && a.tok.t === "ws"));
        const only = args[0];
        if (name === "src" || args.length !== 1 || only?.k !== "token" || only.tok.t !== "string" || !allowedCssUrl(only.tok.v)) return false;
        continue;
      }
      if (!FUNCTIONS.has(name) || !valuesAllowed(v.values, where)) return false;
      continue;
    }
    const tok = v.tok;
    switch (tok.t) {
      case "url":
        if (where === "selector" || !allowedCssUrl(tok.v)) return false;
        break;
      case "string":
      case "ident":
        if (FORBIDDEN_TEXT.test(squeeze(tok.v)) || squeeze(tok.v) === "expression") return false;
        break;
      case "bad-string":
      case "bad-url":
      case "at":
      case "cdo":
      case "cdc":
      case "{":
      case "}":
      case ";":
        return false;
      case "delim":
        if (tok.v === "\\" || (where === "selector" && tok.v === "&")) return false;
        break;
      default:
        break;
    }
  }
  return true;
}

function trimWs(values: readonly Value[]): Value[] {
  let a = 0;
  let b = values.length;
  const ws = (v: Value | undefined) => v?.k === "token" && v.tok.t === "ws";
  while (a < b && ws(values[a])) a++;
  while (b > a && ws(values[b - 1])) b--;
  return values.slice(a, b);
}

function splitOn(values: readonly Value[], t: ";" | ","): Value[][] {
  const parts: Value[][] = [[]];
  for (const v of values) {
    if (v.k === "token" && v.tok.t === t) parts.push([]);
    else parts[parts.length - 1]!.push(v);
  }
  return parts;
}

/** The declarations of a style rule or keyframe, each as `prop:value`; the rest dropped. */
function declarations(block: Value[]): string[] {
  const out: string[] = [];
  for (const raw of splitOn(block, ";")) {
    const part = trimWs(raw);
    const [name, ...rest] = part;
    if (name?.k !== "token" || name.tok.t !== "ident") continue;
    const afterName = trimWs(rest);
    const colon = afterName[0];
    if (colon?.k !== "token" || colon.tok.t !== ":") continue;
    let value = trimWs(afterName.slice(1));
    let important = false;
    const bang = value[value.length - 2];
    const word = value[value.length - 1];
    if (bang?.k === "token" && bang.tok.t === "delim" && bang.tok.v === "!" && word?.k === "token" && word.tok.t === "ident" && word.tok.v.toLowerCase() === "important") {
      important = true;
      value = trimWs(value.slice(0, -2));
    }
    const custom = name.tok.v.startsWith("--");
    const prop = custom ? name.tok.v : name.tok.v.toLowerCase();
    if (!custom && !/^-?[a-z][a-z0-9-]*$/.test(prop)) continue;
    if (custom && !/^--[A-Za-z0-9_-]+$/.test(prop)) continue;
    if (FORBIDDEN_PROPERTY.test(prop.toLowerCase())) continue;
    if (!value.length || !valuesAllowed(value, "value")) continue;
    const text = write(value);
    if (!text || FORBIDDEN_TEXT.test(squeeze(text))) continue;
    out.push(`${prop}:${text}${important ? "!important" : ""}`);
  }
  return out;
}

// Selectors --------------------------------------------------------------------------------

const isCombinator = (v: Value) => v.k === "token" && ((v.tok.t === "delim" && (v.tok.v === ">" || v.tok.v === "+" || v.tok.v === "~")) || v.tok.t === "ws");
const isColumn = (values: Value[], i: number) => {
  const a = values[i];
  const b = values[i + 1];
  return a?.k === "token" && a.tok.t === "delim" && a.tok.v === "|" && b?.k === "token" && b.tok.t === "delim" && b.tok.v === "|";
};

/** Splits a selector into its compounds and the combinators between them. */
function compounds(selector: Value[]): { parts: Value[][]; combinators: string[] } | null {
  const parts: Value[][] = [[]];
  const combinators: string[] = [];
  let i = 0;
  while (i < selector.length) {
    const v = selector[i]!;
    if (isCombinator(v) || isColumn(selector, i)) {
      let comb = " ";
      while (i < selector.length && (isCombinator(selector[i]!) || isColumn(selector, i))) {
        const w = selector[i]!;
        if (isColumn(selector, i)) {
          if (comb !== " ") return null;
          comb = "||";
          i += 2;
          continue;
        }
        if (w.k === "token" && w.tok.t === "delim") {
          if (comb !== " ") return null;
          comb = w.tok.v;
        }
        i++;
      }
      if (parts[parts.length - 1]!.length === 0) return null;
      combinators.push(comb);
      parts.push([]);
      continue;
    }
    parts[parts.length - 1]!.push(v);
    i++;
  }
  if (parts[parts.length - 1]!.length === 0) return null;
  return { parts, combinators };
}

/** A compound that stands for the page container: the rest of it (`.dark`, `:hover`), or null. */
function containerRest(compound: Value[]): Value[] | null {
  const [a, b, c] = compound;
  if (a?.k === "token" && a.tok.t === "ident" && /^(html|body)$/i.test(a.tok.v)) return compound.slice(1);
  if (a?.k === "token" && a.tok.t === ":" && b?.k === "token" && b.tok.t === "ident" && b.tok.v.toLowerCase() === "root") return compound.slice(2);
  if (
    a?.k === "token" &&
    a.tok.t === "delim" &&
    a.tok.v === "." &&
    b?.k === "token" &&
    b.tok.t === "ident" &&
    b.tok.v === PAGE_SCOPE_CLASS &&
    c?.k === "block" &&
    c.open === "[" &&
    write(c.values) === "data-page"
  )
    return compound.slice(3);
  return null;
}

/** A selector put under the page container, or null when it cannot be. */
function scopeSelector(selector: Value[]): string | null {
  if (!selector.length || !valuesAllowed(selector, "selector")) return null;
  const split = compounds(selector);
  if (!split) return null;
  const { parts, combinators } = split;
  const join = (from: number) =>
    parts
      .slice(from)
      .map((part, j) => (j === 0 ? "" : combinators[from + j - 1]!.trim() || " ") + write(part))
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
  return PAGE_SCOPE + write(rest) + (k < parts.length ? (combinators[k - 1]!.trim() || " ") + join(k) : "");
}

// Rules -------------------------------------------------------------------------------------

function styleRule(rule: { prelude: Value[]; block: Value[] }): string {
  const selectors = splitOn(trimWs(rule.prelude), ",")
    .map((s) => scopeSelector(trimWs(s)))
    .filter((s): s is string => s !== null);
  if (!selectors.length) return "";
  const decls = declarations(rule.block);
  return decls.length ? `${selectors.join(",")}{${decls.join(";")}}` : "";
}

const KEYFRAME_SELECTOR = /^(from|to|\d+(\.\d+)?%)(,(from|to|\d+(\.\d+)?%))*$/i;

function keyframes(rule: { prelude: Value[]; block: Value[] }, prefix: string): string {
  const name = trimWs(rule.prelude);
  const only = name[0];
  if (name.length !== 1 || only?.k !== "token" || (only.tok.t !== "ident" && only.tok.t !== "string") || !valuesAllowed(name, "prelude")) return "";
  if (only.tok.t === "ident" && /^(none|initial|inherit|unset|revert|revert-layer|default)$/i.test(only.tok.v)) return "";
  const frames = rulesFromValues(rule.block)
    .map((r) => {
      if (r.kind !== "style") return "";
      const sel = write(trimWs(r.prelude)).replace(/\s*,\s*/g, ",");
      if (!KEYFRAME_SELECTOR.test(sel)) return "";
      const decls = declarations(r.block);
      return decls.length ? `${sel}{${decls.join(";")}}` : "";
    })
    .join("");
  return `@${prefix}keyframes ${write(name)}{${frames}}`;
}

const GROUPING = new Set(["media", "supports", "container"]);

function rulesText(rules: Rule[], depth: number): string {
  return rules
    .map((rule) => {
      if (rule.kind === "style") return styleRule(rule);
      const name = rule.name.toLowerCase();
      if (!rule.block) return "";
      if (GROUPING.has(name)) {
        if (depth >= MAX_AT_RULE_DEPTH) return "";
        const prelude = trimWs(rule.prelude);
        if (!valuesAllowed(prelude, "prelude")) return "";
        const inner = rulesText(rulesFromValues(rule.block), depth + 1);
        return inner ? `@${name}${prelude.length ? ` ${write(prelude)}` : ""}{${inner}}` : "";
      }
      const vendor = /^(-webkit-|-moz-|-o-)?keyframes$/.exec(name);
      if (vendor && depth === 0) return keyframes({ prelude: rule.prelude, block: rule.block }, vendor[1] ?? "");
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
  return rulesText(rulesFromValues(parseValues(tokenize(css))), 0);
}
