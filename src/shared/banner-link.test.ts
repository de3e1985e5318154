import { describe, expect, it } from "vitest";
import { bannerLink } from "./banner-link";

describe("bannerLink (§5)", () => {
  it("keeps a shop path in the same tab", () => {
    expect(bannerLink("/products?c=dairy")).toEqual({ kind: "internal", to: "/products?c=dairy" });
  });
  it("opens http and https addresses in a new tab as written", () => {
    expect(bannerLink("https://example.com/x")).toEqual({ kind: "external", href: "https://example.com/x" });
    expect(bannerLink("HTTP://example.com")).toEqual({ kind: "external", href: "HTTP://example.com" });
  });
  it("adds https:// to a www address", () => {
    expect(bannerLink(" www.example.com/sale ")).toEqual({ kind: "external", href: "https://www.example.com/sale" });
  });
  it("refuses anything else", () => {
    for (const bad of ["javascript:alert(1)", "mailto:a@b.in", "example.com", "//evil.example", "", "   ", null, undefined, "https://", "data:text/html,x"]) {
      expect(bannerLink(bad)).toBeNull();
    }
  });
});
