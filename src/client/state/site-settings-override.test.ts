import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { demoInitAnswer } from "../api/fake-shop-server";
import type { SiteSettings } from "../../shared/api/site-settings";
import { hydrateFromInit } from "./hydrate-from-init";
import { applySiteSettingsAtom } from "./site-settings-override";
import { navSettingAtom, websiteAtom } from "./website-atom";

function settings(): SiteSettings {
  const init = demoInitAnswer();
  return {
    name: "Fresh Basket",
    description: "Fruit and vegetables in Bandra",
    logo: "logos/fresh.svg",
    favicon: "",
    theme: "dark",
    font_family: "Poppins, sans-serif",
    nav_alignment: "center",
    show_supplier_page: false,
    show_cart: true,
    colors: { primary: "#123456" },
    navSetting: { header_template: 3, navbar_template: 5 } as SiteSettings["navSetting"],
    navs: [{ ...(init.navs[0] as SiteSettings["navs"][number]), name: "Offers" }],
    footers: [{ name: "Visit us", children: [] }],
    popup: null,
    webSeo: { og_title: "Fresh", og_description: "", meta_keywords: "", og_image: "" },
    webAddress: { city: "Mumbai" },
  };
}

describe("applying unsaved settings to the website state", () => {
  it("replaces every part a settings document holds and keeps the rest", () => {
    const store = createStore();
    hydrateFromInit(store, demoInitAnswer() as never);
    store.set(applySiteSettingsAtom, settings());
    const website = store.get(websiteAtom)!;
    expect(website.web).toMatchObject({ id: 1, name: "Fresh Basket", logo: "logos/fresh.svg", theme: "dark", font_family: "Poppins, sans-serif", show_supplier_page: false });
    expect(website.activetheme).toEqual({ name: "dark", data: { colors: { primary: "#123456" } } });
    expect(website.navs.map((n) => n.name)).toEqual(["Offers"]);
    expect(website.footers).toEqual([{ name: "Visit us", children: [] }]);
    expect(website.popup).toBeNull();
    expect(website.webAddress).toEqual({ city: "Mumbai" });
    // Settings the document leaves out come back as the §9 defaults.
    expect(store.get(navSettingAtom)).toMatchObject({ header_template: 3, navbar_template: 5, navbar_height: 56, show_search_bar: true });
    // What the session owns stays.
    expect(website.categories.length).toBeGreaterThan(0);
    expect(website.pincode).toBeNull();
  });

  it("does nothing before the website state exists", () => {
    const store = createStore();
    store.set(applySiteSettingsAtom, settings());
    expect(store.get(websiteAtom)).toBeNull();
  });
});
