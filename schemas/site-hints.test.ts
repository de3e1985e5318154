// The builder hints of the site schemas say what the builder and the shop do with them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FooterIcon } from "../registry/chrome/footer-icon";
import { schema as navSettingSchema } from "./compiled/site/nav-setting.schema";
import { schema as siteSchema } from "./compiled/site/site.schema";

type Node = { [key: string]: unknown; title?: string; properties?: Record<string, Node>; $defs?: Record<string, Node>; "x-group"?: string; "x-help"?: string };
const site: Node = siteSchema;
const navSetting: Node = navSettingSchema;

describe("the site schemas' builder hints", () => {
  it("place every navigation setting in the header, navbar or footer part of the settings screen", () => {
    for (const [key, node] of Object.entries(navSetting.properties ?? {})) expect(["header", "navbar", "footer"], key).toContain(node["x-group"]);
  });

  it("title every field an owner edits", () => {
    for (const [key, node] of Object.entries(site.properties?.webAddress?.properties ?? {})) expect(node.title, key).toBeTruthy();
    expect(navSetting.properties?.show_cart_icon?.title).not.toBe(site.properties?.show_cart?.title);
  });

  it("name the icons the footer draws in the footer link's icon help", () => {
    const help = site.$defs?.footerLink?.properties?.icon?.["x-help"] ?? "";
    const drawn = (icon: string) => renderToStaticMarkup(createElement(FooterIcon, { icon })).startsWith("<svg");
    for (const icon of ["phone", "whatsapp", "mail", "location"]) {
      expect(help).toContain(icon);
      expect(drawn(icon), icon).toBe(true);
    }
    expect(drawn("grid")).toBe(false);
  });
});
