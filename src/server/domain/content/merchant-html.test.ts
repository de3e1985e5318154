// The server's merchant HTML rules are the rich-text block's (ADR 0028): the same allow-list,
// and over the whole XSS corpus nothing that runs survives.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { sanitiseMerchantHtml } from "./merchant-html";
import { htmlSafetyProblems } from "../../../shared/testing/html-safety";
import type { XssPayload } from "../../../shared/testing/xss-corpus";

const corpus = (JSON.parse(readFileSync(new URL("../../../../fixtures/xss/payloads.json", import.meta.url), "utf8")) as { payloads: XssPayload[] }).payloads;

function problems(fragment: string): string[] {
  const html = `<!doctype html><html><head></head><body>${fragment}</body></html>`;
  return htmlSafetyProblems(html, new JSDOM(html).window.document);
}

describe("sanitiseMerchantHtml", () => {
  it("keeps anchors' ids but not the ids the shop's own markup uses", async () => {
    expect(await sanitiseMerchantHtml('<h2 id="faq">FAQ</h2><div id="root">x</div><p id="kirana-init">y</p>')).toBe('<h2 id="faq">FAQ</h2><div>x</div><p>y</p>');
  });

  it("gives every new-tab link rel=noopener, whatever rel the merchant wrote", async () => {
    expect(await sanitiseMerchantHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("keeps formatted text and links, and gives new-tab links rel=noopener", async () => {
    expect(await sanitiseMerchantHtml("<h2>Fresh</h2><ul><li>Milk</li></ul><a href='/products'>Shop</a>")).toBe('<h2>Fresh</h2><ul><li>Milk</li></ul><a href="/products">Shop</a>');
    expect(await sanitiseMerchantHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("removes scripts, handlers, styles and script addresses", async () => {
    const clean = await sanitiseMerchantHtml(
      `<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><style>body{}</style><div style="background:url(javascript:alert(5))">y</div>`,
    );
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
