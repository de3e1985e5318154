import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_SCOPE } from "../../../shared/page-scope";
import type { PageComponent, PageDocument } from "../../../shared/page-document";
import { blockHtmlFields, htmlFieldPaths, sanitiseComponent, sanitisePageDocument } from "./page-content";
import { cleanMerchantStrings, cleanMerchantText } from "./merchant-text";
import { newBlockId } from "../../../shared/block-id";

const component = (name: string, data: unknown, settings: unknown = {}): PageComponent => ({ id: newBlockId(), name, type: "block", data, settings, logicdata: {}, response: null, order: 0 });

describe("the HTML fields of the blocks", () => {
  it("are the fields whose schema says HTML: the rich-text block's text, and its Hindi version (ADR 0086)", () => {
    expect(Object.fromEntries(blockHtmlFields())).toEqual({
      "rich-text": [
        ["data", "html"],
        ["data", "html_hi"],
      ],
    });
  });

  it("are found in nested objects and lists, by widget or content type", () => {
    const schema = {
      properties: {
        data: {
          properties: {
            intro: { type: "string", contentMediaType: "text/html" },
            title: { type: "string" },
            cards: { type: "array", items: { properties: { body: { type: "string", "x-widget": "rich-text" } } } },
          },
        },
      },
    };
    expect(htmlFieldPaths(schema)).toEqual([
      ["data", "intro"],
      ["data", "cards", "*", "body"],
    ]);
  });
});

describe("sanitisePageDocument", () => {
  it("sanitises HTML fields, allow-lists and scopes the css, and leaves text fields as text", async () => {
    const doc = {
      schema_version: 2,
      url: "/offers",
      css: "h1 { color: red } @import url(https://evil.example/x.css); p { width: expression(alert(1)) }",
      show_navbar: true,
      show_sub_navbar: true,
      show_footer: true,
      seo_title: "<script>alert(1)</script>",
      seo_description: "",
      seo_keyword: "",
      schema_script: null,
      components: [component("rich-text", { html: "<p onclick=alert(1)>Hi<script>alert(2)</script></p>" }), component("hero-card", { title: "<img src=x onerror=alert(1)>", text: "a\u0000b" })],
    } satisfies PageDocument;
    const clean = await sanitisePageDocument(doc);
    expect(clean.css).toBe(`${PAGE_SCOPE} h1{color:red}`);
    expect(clean.components[0]!.data).toEqual({ html: "<p>Hi</p>" });
    // Text is the merchant's: the shop writes it as text.
    expect(clean.components[1]!.data).toEqual({ title: "<img src=x onerror=alert(1)>", text: "a\uFFFDb" });
    expect(clean.seo_title).toBe("<script>alert(1)</script>");
    expect(doc.components[0]!.data).toEqual({ html: "<p onclick=alert(1)>Hi<script>alert(2)</script></p>" });
  });

  it("leaves a block whose HTML field is not text for the renderer to refuse", async () => {
    expect((await sanitiseComponent(component("rich-text", { html: 42 }))).data).toEqual({ html: 42 });
    expect((await sanitiseComponent(component("rich-text", null))).data).toBeNull();
  });
});

describe("cleanMerchantText", () => {
  it("replaces NUL and lone surrogates, which PostgreSQL cannot store, and keeps the rest", () => {
    expect(cleanMerchantText("a\u0000b\uD800c\uDC00d😀\u2028")).toBe("a\uFFFDb\uFFFDc\uFFFDd😀\u2028");
    expect(cleanMerchantStrings({ "k\u0000": ["x\u0000", 1, null, { y: "\uDBFF" }] })).toEqual({ "k\uFFFD": ["x\uFFFD", 1, null, { y: "\uFFFD" }] });
    // A "__proto__" key of JSON stays a key, and no prototype changes.
    const cleaned = cleanMerchantStrings(JSON.parse('{"__proto__":{"polluted":"yes"}}') as object);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.hasOwn(cleaned, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("the shop writes merchant text as text", () => {
  // Only the rich-text block, whose schema says HTML, may put HTML into the page.
  it("uses dangerouslySetInnerHTML nowhere but the rich-text block", () => {
    const root = new URL("../../../../", import.meta.url).pathname;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && readFileSync(full, "utf8").includes("dangerouslySetInnerHTML")) found.push(full.slice(root.length));
      }
    };
    for (const dir of ["src/client", "src/builder", "registry"]) walk(join(root, dir));
    expect(found).toEqual(["registry/blocks/rich-text/rich-text-block.tsx"]);
  });
});
