// Owner-typed links never become script or another site's address in the shop's own tab (ADR 0028).
import { describe, expect, it } from "vitest";
import { bannerLink } from "./banner-link";

describe("bannerLink and hostile links", () => {
  it("never answers a script, data or other-site address as a shop path", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/pa\nth",
      "/a\u0000b",
      "\u0001/x",
    ]) {
      expect(bannerLink(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("keeps a shop path whatever text it carries, since the router treats it as a path", () => {
    expect(bannerLink("/javascript:alert(1)")).toEqual({ kind: "internal", to: "/javascript:alert(1)" });
    expect(bannerLink('/products?q="><script>')).toEqual({ kind: "internal", to: '/products?q="><script>' });
  });

  it("opens web addresses only when they are http(s) or www", () => {
    expect(bannerLink('https://example.com/"onmouseover="alert(1)')).toEqual({ kind: "external", href: 'https://example.com/"onmouseover="alert(1)' });
    expect(bannerLink("http:javascript:alert(1)")).toBeNull();
  });
});
