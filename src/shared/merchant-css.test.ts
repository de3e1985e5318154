import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allowedCssUrl, sanitisePageCss } from "./merchant-css";
import { PAGE_SCOPE } from "./page-scope";

const P = PAGE_SCOPE;

describe("sanitisePageCss (ADR 0028, ADR 0071)", () => {
  it("scopes every selector to the page container", () => {
    expect(sanitisePageCss("h1 { color: red; } .a > .b, p a:hover { margin: 0 }")).toBe(`${P} h1{color:red}${P} .a>.b,${P} p a:hover{margin:0}`);
  });

  it("maps html, body and :root to the container itself", () => {
    expect(sanitisePageCss("body { background: #fff } html, :root { --x: 1px } html body.dark h1 { color: red } :root:hover p{color:blue}")).toBe(
      `${P}{background:#fff}${P},${P}{--x:1px}${P}.dark h1{color:red}${P}:hover p{color:blue}`,
    );
  });

  it("drops selectors that reach the container's siblings, and keeps the container's own", () => {
    expect(sanitisePageCss("body ~ div, html + footer, .kirana-page[data-page] ~ header { display: none } .kirana-page[data-page] h1 { color: red }")).toBe(`${P} h1{color:red}`);
  });

  it("keeps @media, @supports and @container with their rules scoped, and @keyframes", () => {
    expect(sanitisePageCss("@media (max-width: 600px) { h1 { font-size: 2rem } @supports (display: grid) { .g { display: grid } } }")).toBe(
      `@media (max-width:600px){${P} h1{font-size:2rem}@supports (display:grid){${P} .g{display:grid}}}`,
    );
    expect(sanitisePageCss("@keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg) } }")).toBe("@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}");
  });

  it("drops every other at-rule: @import, @charset, @namespace, @font-face, @layer, @page", () => {
    const css =
      "@import url(https://evil.example/x.css); @import 'y.css'; @charset 'utf-8'; @namespace svg url(http://www.w3.org/2000/svg); @font-face { font-family: x; src: url(/x.woff2) } @layer a { p { color: red } } @page { margin: 0 } p { color: blue }";
    expect(sanitisePageCss(css)).toBe(`${P} p{color:blue}`);
  });

  it("allows url() only to this site's paths and base64 raster pictures", () => {
    expect(sanitisePageCss("a { background: url(/cdn/medium/uploads/x.png) no-repeat } b { background: url('/img.png') }")).toBe(
      `${P} a{background:url("/cdn/medium/uploads/x.png") no-repeat}${P} b{background:url("/img.png")}`,
    );
    expect(sanitisePageCss("a { background: url(data:image/png;base64,iVBORw0KGgo=) }")).toBe(`${P} a{background:url("data:image/png;base64,iVBORw0KGgo=")}`);
    for (const url of [
      "https://evil.example/x.png",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "data:text/html,x",
      "x.png",
      "/a b.png",
    ]) {
      expect(allowedCssUrl(url), url).toBe(false);
      expect(sanitisePageCss(`a { color: red; background: url(${JSON.stringify(url)}) }`), url).toBe(`${P} a{color:red}`);
    }
  });

  it("drops expression(), behavior, -moz-binding, javascript: and functions it does not know, escapes decoded first", () => {
    for (const decl of [
      "width: expression(alert(1))",
      "width: \\65 xpression(alert(1))",
      "width: e\\x\\p\\r\\e\\s\\s\\i\\o\\n(alert(1))",
      "behavior: url(/x.htc)",
      "b\\65havior: url(/x.htc)",
      "-moz-binding: url(/x.xml#xss)",
      "-\\6d oz-binding: url(/x.xml#xss)",
      "background: url(javascript:alert(1))",
      "background: url(j\\61vascript:alert(1))",
      "content: 'javascript:alert(1)'",
      "background: image-set('https://evil.example/x.png' 1x)",
      "background: src('/x.png')",
      "background: element(#x)",
      "filter: progid:DXImageTransform.Microsoft.Alpha(opacity=50)",
    ]) {
      expect(sanitisePageCss(`p { ${decl} }`), decl).toBe("");
    }
    // Nested rules are not kept (the declarations around them are).
    expect(sanitisePageCss("p { color: red; .nested { color: blue } }")).toBe(`${P} p{color:red}`);
  });

  it("keeps values it knows, !important and custom properties", () => {
    expect(sanitisePageCss("p { color: rgb(0 0 0 / 50%) !important; margin: calc(1rem + 2px) -1px .5em 2e3px; --brand: #0f7b3f; background: linear-gradient(90deg, var(--brand), #fff) }")).toBe(
      `${P} p{color:rgb(0 0 0/50%)!important;margin:calc(1rem + 2px) -1px .5em 2e3px;--brand:#0f7b3f;background:linear-gradient(90deg,var(--brand),#fff)}`,
    );
  });

  it("cannot close the style element or open a comment", () => {
    const out = sanitisePageCss("p { content: '</style><script>alert(1)</script>' } q{color:red}</style><script>alert(2)</script> /*</style>*/ r{color:blue}");
    expect(out).not.toMatch(/<|<!--|\/\*(?!\*\/)/);
    expect(out).toContain(`${P} p{content:"\\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e "}`);
  });

  it("drops what does not parse, deep nesting included", () => {
    expect(sanitisePageCss("p { color: red")).toBe(`${P} p{color:red}`);
    expect(sanitisePageCss("a{x:1}}} b{color:red}")).toBe(`${P} a{x:1}`);
    expect(sanitisePageCss(`p { width: ${"calc(".repeat(500)}1px }`)).toBe("");
    expect(sanitisePageCss("(".repeat(50_000))).toBe("");
    expect(sanitisePageCss("p{color:red;content:'x\ny'}")).toBe(`${P} p{color:red}`);
    expect(sanitisePageCss(null)).toBe("");
  });

  it("drops comments without merging what they separated", () => {
    expect(sanitisePageCss("a/**/.b{color:red} li:nth-child(2n+1){color:blue} p{margin:1px/**/-2px}")).toBe(`${P} a.b{color:red}${P} li:nth-child(2n+1){color:blue}${P} p{margin:1px -2px}`);
  });

  it("drops a name written with escapes instead of decoding it, and keeps non-ASCII names", () => {
    expect(sanitisePageCss(".a\\3c b{color:red} .\\3c /style\\3e {color:red} p{c\\6flor:red} .चावल{color:green}")).toBe(`${P} .चावल{color:green}`);
  });

  it("keeps media range syntax without ever writing </ or <!", () => {
    expect(sanitisePageCss("@media (400px <= width < 700px) { a { color: red } }")).toBe(`@media (400px<=width<700px){${P} a{color:red}}`);
    expect(sanitisePageCss("@media (width </style>) { a { color: red } } p{x:a</style>}")).not.toMatch(/<[/!]/);
  });

  it("is the same on a second pass, for any input", () => {
    const alphabet = fc.constantFrom(
      ..."ab-_#.:;,{}()[]<>/*\\'\" \n@!%+~=&|^$01eE".split(""),
      "url(",
      "body",
      "html",
      ":root",
      "@media",
      "@import",
      "expression(",
      "</style>",
      "\\65 ",
      "-->",
      "<!--",
      "/*",
      "*/",
      ".kirana-page[data-page]",
    );
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 60 }).map((a) => a.join("")),
        (css) => {
          const once = sanitisePageCss(css);
          expect(sanitisePageCss(once)).toBe(once);
          expect(once).not.toMatch(/<\/|<!|expression\(|@import|javascript:/i);
        },
      ),
      { numRuns: 3000, seed: 28 },
    );
  });
});
