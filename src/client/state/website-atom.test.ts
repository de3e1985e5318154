import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { navSettingAtom, pincodeAtom, websiteAtom, type WebsiteState } from "./website-atom";
import { NAV_DEFAULTS } from "../../shared/nav-setting";

const website = (over: Partial<WebsiteState> = {}): WebsiteState => ({
  web: {
    id: 1,
    name: "Kirana Demo Store",
    logo: "",
    description: "Fresh groceries",
    theme: "light",
    favicon: "",
    show_supplier_page: true,
    show_cart: true,
    font_family: "Inter",
    nav_alignment: "left",
  },
  pincode: null,
  activetheme: { name: "light", data: { colors: { primary: "#0f7b3f" } } },
  navSetting: { ...NAV_DEFAULTS },
  categories: [],
  brands: [],
  webSeo: { og_title: "", og_description: "", meta_keywords: "", og_image: "" },
  webAddress: {},
  popup: null,
  webPages: [],
  navs: [],
  footers: [],
  ...over,
});

describe("websiteAtom and its derived atoms", () => {
  it("gives the §9 navigation defaults before the website is known", () => {
    const store = createStore();
    expect(store.get(websiteAtom)).toBeNull();
    expect(store.get(navSettingAtom)).toEqual(NAV_DEFAULTS);
    expect(store.get(pincodeAtom)).toBeNull();
  });

  it("normalises the navigation settings (defaults, logo_settings as JSON text)", () => {
    const store = createStore();
    const stored = { header_template: 3, logo_settings: "undefined" } as unknown as WebsiteState["navSetting"];
    store.set(websiteAtom, website({ navSetting: stored }));
    expect(store.get(navSettingAtom)).toMatchObject({ header_template: 3, navbar_height: 56, logo_settings: "{}" });
  });

  it("reads the session's pincode", () => {
    const store = createStore();
    store.set(websiteAtom, website({ pincode: "560038" }));
    expect(store.get(pincodeAtom)).toBe("560038");
  });
});
