// The server's merchant HTML rules are the rich-text block's (ADR 0028): the same allow-list,
// and over the whole XSS corpus nothing that runs survives.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { RICH_TEXT_ATTRS, RICH_TEXT_TAGS, sanitiseMerchantHtml } from "./merchant-html";
import { htmlSafetyProblems } from "../../../shared/testing/html-safety";
import type { XssPayload } from "../../../shared/testing/xss-corpus";

const corpus = (JSON.parse(readFileSync(new URL("../../../../fixtures/xss/payloads.json", import.meta.url), "utf8")) as { payloads: XssPayload[] }).payloads;

/** A constant array of the block's source, read as text (the server may not import the registry). */
function blockList(name: string): string[] {
  const source = readFileSync(new URL("../../../../registry/blocks/rich-text/rich-text-block.tsx", import.meta.url), "utf8");
  const m = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source);
  expect(m, `${name} in the rich-text block`).not.toBeNull();
  return [...m![1]!.matchAll(/"([^"]+)"/g)].map((x) => x[1]!);
}

function problems(fragment: string): string[] {
  const html = `<!doctype html><html><head></head><body>${fragment}</body></html>`;
  return htmlSafetyProblems(html, new JSDOM(html).window.document);
}

describe("sanitiseMerchantHtml", () => {
  it("has the rich-text block's allow-list", () => {
    expect(RICH_TEXT_TAGS).toEqual(blockList("ALLOWED_TAGS"));
    expect(RICH_TEXT_ATTRS).toEqual(blockList("ALLOWED_ATTR"));
  });

  it("keeps formatted text and links, and gives new-tab links rel=noopener", async () => {
    expect(await sanitiseMerchantHtml("<h2>Fresh</h2><ul><li>Milk</li></ul><a href='/products'>Shop</a>")).toBe('<h2>Fresh</h2><ul><li>Milk</li></ul><a href="/products">Shop</a>');
    expect(await sanitiseMerchantHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("removes scripts, handlers, styles and script addresses", async () => {
    const clean = await sanitiseMerchantHtml(`<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><style>body{}</style><div style="background:url(javascript:alert(5))">y</div>`);
    expect(clean).toBe('<p>Hi</p><a>x</a><img src="x"><div>y</div>');
  });

  it(`leaves nothing that runs in any of the ${corpus.length} payloads, and is the same on a second pass`, async () => {
    for (const { text } of corpus) {
      const once = await sanitiseMerchantHtml(text);
      expect(problems(once), text).toEqual([]);
      expect(once, text).not.toMatch(/<(script|iframe|object|embed|style|svg|math|form|base|meta|link)\b/i);
      expect(await sanitiseMerchantHtml(once), text).toBe(once);
    }
  });
});
