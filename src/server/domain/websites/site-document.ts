// A website row as the §3 settings document (the builder's GET answer) and the pieces of it the
// init answer shares, so both read stored settings with the same defaults.
import type { SiteSettings } from "../../../shared/api/site-settings";
import type { Popup, WebSeo } from "../../../shared/api/init";
import { withNavDefaults } from "../../../shared/nav-setting";
import { DEFAULT_FONT } from "../../../shared/theme";
import type * as t from "../../db/schema";
import type { Website } from "./find-website";

/** §3/§9: a popup shows for 5 seconds unless told otherwise. */
export function popupOf(web: Website): Popup | null {
  if (!web.popup) return null;
  return { image: "", link: "", once: false, ...web.popup, duration: Number(web.popup.duration ?? 5) || 5 };
}

export function webSeoOf(web: Website): WebSeo {
  return { og_title: "", og_description: "", meta_keywords: "", og_image: "", ...web.webSeo };
}

const alignment = (value: string): SiteSettings["nav_alignment"] => (value === "center" || value === "right" ? value : "left");

export function siteSettingsOf(web: Website): SiteSettings {
  return {
    name: web.name,
    description: web.description,
    description_hi: web.descriptionHi ?? "",
    logo: web.logo ?? "",
    favicon: web.favicon ?? "",
    theme: web.theme || "light",
    font_family: web.fontFamily,
    nav_alignment: alignment(web.navAlignment),
    show_supplier_page: web.showSupplierPage,
    show_cart: web.showCart,
    colors: web.colors,
    navSetting: withNavDefaults(web.navSetting),
    navs: web.navs as SiteSettings["navs"],
    footers: web.footers as SiteSettings["footers"],
    popup: popupOf(web),
    webSeo: webSeoOf(web),
    webAddress: web.webAddress,
  };
}

/** What the optional fields of a settings document are when it leaves them out. */
export const SETTINGS_DEFAULTS: Omit<SiteSettings, "name" | "navSetting" | "navs" | "footers"> = {
  description: "",
  logo: "",
  favicon: "",
  theme: "light",
  font_family: DEFAULT_FONT,
  nav_alignment: "left",
  show_supplier_page: false,
  show_cart: true,
  colors: {},
  popup: null,
  webSeo: { og_title: "", og_description: "", meta_keywords: "", og_image: "" },
  webAddress: {},
};

/** The websites columns a settings document is stored in. */
export function websiteColumnsOf(settings: SiteSettings) {
  return {
    name: settings.name,
    description: settings.description,
    // The Hindi description (issue 35): trimmed, "" for none; left out, the saved one stays.
    ...(settings.description_hi === undefined ? {} : { descriptionHi: settings.description_hi.trim() || null }),
    logo: settings.logo || null,
    favicon: settings.favicon || null,
    theme: settings.theme,
    fontFamily: settings.font_family,
    navAlignment: settings.nav_alignment,
    showSupplierPage: settings.show_supplier_page,
    showCart: settings.show_cart,
    colors: settings.colors,
    navSetting: settings.navSetting as unknown as Record<string, unknown>,
    navs: settings.navs,
    footers: settings.footers,
    popup: settings.popup as Record<string, unknown> | null,
    webSeo: settings.webSeo as Record<string, unknown>,
    webAddress: settings.webAddress,
  } satisfies Partial<typeof t.websites.$inferInsert>;
}
