// The settings a new website starts with (issue 8): the owner's choices from the create screen,
// a palette for the chosen theme, header layout 1 with the §9 sizes, a navigation bar and
// footer that point at the pages every website is seeded with. A new website has no catalogue
// yet, so nothing here names a category.
import type { SiteSettings } from "../../../shared/api/site-settings";
import type { WebsiteTheme } from "../../../shared/api/websites";
import { NAV_DEFAULTS } from "../../../shared/nav-setting";

export interface StarterChoices {
  name: string;
  description: string;
  theme: WebsiteTheme;
  font_family: string;
  nav_alignment: SiteSettings["nav_alignment"];
}

const PALETTES: Record<WebsiteTheme, Record<string, string>> = {
  light: {
    primary: "#0f7b3f",
    "primary-contrast": "#ffffff",
    secondary: "#f59e0b",
    background: "#ffffff",
    surface: "#f6f7f5",
    text: "#1f2937",
    muted: "#666e7b",
    danger: "#b91c1c",
  },
  dark: {
    primary: "#f97316",
    "primary-contrast": "#111827",
    secondary: "#65a30d",
    background: "#111827",
    surface: "#1f2937",
    text: "#f9fafb",
    muted: "#9ca3af",
    danger: "#f87171",
  },
};

const link = (name: string, href: string, icon = "") => ({ name, link: href, icon, show_icon: icon ? 1 : 0 });

const navItem = (group: number, name: string, href: string, icon = "") => ({
  group,
  name,
  icon,
  show_icon: icon ? 1 : 0,
  link: href,
  value: "",
  image: "",
  children: [],
  open: false,
  slug: "",
});

export function starterSettings(choices: StarterChoices): SiteSettings {
  return {
    name: choices.name,
    description: choices.description,
    logo: "",
    favicon: FAVICON_KEY,
    theme: choices.theme,
    font_family: choices.font_family,
    nav_alignment: choices.nav_alignment,
    show_supplier_page: false,
    show_cart: true,
    colors: { ...PALETTES[choices.theme] },
    navSetting: { ...NAV_DEFAULTS, nav_alignment: choices.nav_alignment, footer_name: choices.name, show_logo: false },
    navs: [navItem(1, "All Categories", "/categories", "grid"), navItem(1, "All Products", "/products"), navItem(1, "Best Deals", "/products?s=discount")],
    footers: [
      { name: "Shop", children: [link("All products", "/products"), link("Best deals", "/products?s=discount")] },
      { name: "My account", children: [link("Orders", "/account/orders"), link("Addresses", "/account/addresses"), link("Wishlist", "/account/wishlist")] },
    ],
    popup: null,
    webSeo: { og_title: choices.name, og_description: choices.description, meta_keywords: "", og_image: "" },
    webAddress: {},
  };
}

/** Where every website's generated browser-tab icon is kept (the seed draws the demo ones too). */
export const FAVICON_KEY = "brand/favicon.svg";
