// shopHtml on its own: what merchant text can and cannot do to the head it writes.
import { describe, expect, it } from "vitest";
import { shopHtml, type ShopHtmlInput } from "./shop-html";

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Kirana</title></head><body><div id="root"><div class="boot-spinner"></div></div></body></html>`;

const input = (page: Partial<NonNullable<ShopHtmlInput["page"]>> | null, extra: Partial<ShopHtmlInput> = {}): ShopHtmlInput => ({
  template: TEMPLATE,
  init: { web: { name: "Shop", description: "A shop" }, webSeo: null, activetheme: { data: { colors: {} } } },
  page: page && { url: "/about-us", ...page },
  origin: "https://shop.example",
  path: "/about-us",
  environment: "test",
  ...extra,
});

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const jsonLd = (html: string) => [...head(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

function recorder() {
  const warnings: { details: object; message: string }[] = [];
  return { warnings, log: { warn: (details: object, message: string) => void warnings.push({ details, message }) } };
}

describe("shopHtml", () => {
  it("writes merchant text in attributes as text", () => {
    const html = shopHtml(input({ seo_title: `Tom & "Jerry's" <b>`, seo_description: `"><script>alert(1)</script>` }));
    expect(head(html)).toContain(`<meta property="og:title" content="Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;" data-page-meta>`);
    expect(html).not.toContain("<script>alert(1)");
  });

  it("never reads merchant text as a replacement pattern", () => {
    // "$`" and "$'" would copy the template before or after </head> into the attribute.
    const html = shopHtml(input({ seo_title: "a$`b$'c$&d$$e" }));
    expect(head(html)).toContain(`<meta property="og:title" content="a$\`b$&#39;c$&amp;d$$e" data-page-meta>`);
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it("emits schema_script re-serialised and escaped, parseable to the same value", () => {
    const value = [{ "@context": "https://schema.org", "@type": "FAQPage", name: "</script><script>alert(1)</script> \u2028\u2029 & <!--" }];
    const html = shopHtml(input({ schema_script: JSON.stringify(value, null, 2) }));
    const [ld] = jsonLd(html);
    expect(ld).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(ld!)).toEqual(value);
  });

  it("leaves out schema_script that is not JSON-LD, and reports each once", () => {
    const { warnings, log } = recorder();
    for (const text of [`{"@type": "Thing"`, `"just text"`, "42", "[]", "[1]", "{bad"]) {
      expect(jsonLd(shopHtml(input({ schema_script: text }, { log })))).toEqual([]);
    }
    expect(warnings).toHaveLength(6);
    shopHtml(input({ schema_script: `{"@type": "Thing"` }, { log }));
    expect(warnings).toHaveLength(6);
    expect(warnings[0]!.details).toMatchObject({ url: "/about-us" });
    expect(jsonLd(shopHtml(input({ schema_script: "  " }, { log })))).toEqual([]);
    expect(jsonLd(shopHtml(input({ schema_script: null }, { log })))).toEqual([]);
    expect(warnings).toHaveLength(6);
  });

  it("names the page's JS as module preloads in an inert template, after the head's own parts", () => {
    const html = shopHtml(input({ seo_title: "About" }, { modulePreloads: ["assets/start-app-abc.js", "assets/hero-banner-block-def.js"] }));
    expect(
      head(html).endsWith(
        `<template id="kirana-module-preloads">` +
          `<link rel="modulepreload" href="/assets/start-app-abc.js" crossorigin>` +
          `<link rel="modulepreload" href="/assets/hero-banner-block-def.js" crossorigin>` +
          `</template>`,
      ),
    ).toBe(true);
    expect(head(html).indexOf("<template")).toBeGreaterThan(head(html).indexOf(`<style id="kirana-theme">`));
  });

  it("names no module preload without a list", () => {
    expect(shopHtml(input({}))).not.toContain("modulepreload");
  });

  it("marks a path without a page noindex and writes canonical addresses percent-encoded", () => {
    const html = shopHtml(input(null, { path: "/मसाले & more?" }));
    expect(head(html)).toContain(`<meta name="robots" content="noindex" data-page-meta>`);
    expect(head(html)).toContain(`<link rel="canonical" href="https://shop.example/%E0%A4%AE%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A5%87%20&amp;%20more%3F" data-page-meta>`);
  });
});
