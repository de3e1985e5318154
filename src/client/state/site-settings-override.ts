// The builder's live preview (ADR 0024): a settings document the owner has not saved yet,
// put over the website state the init answer filled, so the shop's own shell draws its
// header, navbar and footer from it exactly as it will once saved.
import { atom } from "jotai";
import type { SiteSettings } from "../../shared/api/site-settings";
import { withNavDefaults } from "../../shared/nav-setting";
import { websiteAtom, type WebsiteState } from "./website-atom";

/** The website state with every part a settings document holds replaced by the document's. */
export function withSiteSettings(state: WebsiteState, settings: SiteSettings): WebsiteState {
  return {
    ...state,
    web: {
      ...state.web,
      name: settings.name,
      description: settings.description ?? "",
      logo: settings.logo ?? "",
      favicon: settings.favicon ?? "",
      theme: settings.theme ?? state.web.theme,
      font_family: settings.font_family ?? "",
      nav_alignment: settings.nav_alignment ?? state.web.nav_alignment,
      show_supplier_page: settings.show_supplier_page ?? state.web.show_supplier_page,
      show_cart: settings.show_cart ?? state.web.show_cart,
    },
    activetheme: { ...state.activetheme, name: settings.theme ?? state.activetheme.name, data: { ...state.activetheme.data, colors: settings.colors ?? {} } },
    navSetting: withNavDefaults(settings.navSetting ?? {}),
    navs: settings.navs,
    footers: settings.footers,
    popup: settings.popup ?? null,
    webSeo: settings.webSeo ?? state.webSeo,
    webAddress: settings.webAddress ?? state.webAddress,
  };
}

/** Applies a settings document to the website state; ignored before the state exists. */
export const applySiteSettingsAtom = atom(null, (get, set, settings: SiteSettings) => {
  const current = get(websiteAtom);
  if (current) set(websiteAtom, withSiteSettings(current, settings));
});
