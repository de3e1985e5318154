// The rules behind the settings document and new websites, without a server: every fixture
// site passes the server's check, the starter settings pass it, and the sizes agree.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WEBSITE_THEMES } from "../../../shared/api/websites";
import { avatarSvg, resizeSvg } from "../images/illustration";
import { starterSettings } from "./starter-settings";
import { VARIANT_WIDTHS } from "./uploaded-image";
import { validateSiteSettings } from "./validate-site-settings";
import { newWebsiteAddress, preferredFirst, shopUrl } from "./website-address";

const sitesDir = new URL("../../../../fixtures/sites/", import.meta.url);

describe("validateSiteSettings", () => {
  it("accepts every website settings fixture", () => {
    const files = readdirSync(sitesDir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBe(20);
    for (const file of files) expect(validateSiteSettings(JSON.parse(readFileSync(new URL(file, sitesDir), "utf8"))), file).toBeNull();
  });

  it("accepts the settings every new website starts with", () => {
    for (const theme of WEBSITE_THEMES) {
      expect(validateSiteSettings(starterSettings({ name: "New Shop", description: "", theme, font_family: "Inter, sans-serif", nav_alignment: "right" }))).toBeNull();
    }
  });

  it("keys a missing or unexpected field under its object", () => {
    expect(validateSiteSettings({ navs: [], footers: [], navSetting: { header_template: 1, navbar_template: 1 }, stray: 1 })).toEqual({
      "/name": "A website needs a name",
      "/stray": "This is not a website setting",
    });
    expect(validateSiteSettings("nope")).toEqual({ "/": "The website settings must be a group of settings" });
  });
});

describe("size variants", () => {
  it("have the widths of the generated illustrations' variants", () => {
    for (const [size, width] of Object.entries(VARIANT_WIDTHS)) expect(resizeSvg(avatarSvg("Kirana"), size)).toContain(`width="${width}"`);
  });
});

describe("a new website's address", () => {
  it("is its subdomain on localhost, and on the base domain when there is one", () => {
    expect(newWebsiteAddress({ subdomain: "annapurna" })).toEqual({ code: "annapurna", domains: ["annapurna.localhost"] });
    expect(newWebsiteAddress({ subdomain: "annapurna" }, "shops.example.in")).toEqual({ code: "annapurna", domains: ["annapurna.shops.example.in", "annapurna.localhost"] });
    expect(newWebsiteAddress({ domain: "www.annapurna.in" })).toEqual({ code: "www-annapurna-in", domains: ["www.annapurna.in", "www-annapurna-in.localhost"] });
  });

  it("links from this machine to a .localhost name and from the internet to a real one", () => {
    const domains = ["annapurna.localhost", "annapurna.shops.example.in", "127.0.0.1"];
    expect(preferredFirst(domains, "localhost")[0]).toBe("annapurna.localhost");
    expect(preferredFirst(domains, "admin.shops.example.in")[0]).toBe("annapurna.shops.example.in");
    expect(shopUrl("http://localhost:3000", "annapurna.localhost")).toBe("http://annapurna.localhost:3000");
    expect(shopUrl("https://admin.shops.example.in", "annapurna.shops.example.in")).toBe("https://annapurna.shops.example.in");
  });
});
