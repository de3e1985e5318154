// Navigation settings with the §9 defaults and the §3 logo_settings rule.
export interface LogoSettings {
  image_size?: string;
  image_height?: number;
  image_width?: number;
}

export const NAV_DEFAULTS = {
  nav_alignment: "left",
  logo_settings: "{}",
  search_setting: "100",
  navbar_height: 56,
  sub_navbar_height: 40,
  navbar_template: 1,
  header_template: 1,
  footer_name: "",
  show_cart_icon: true,
  show_pincode: true,
  show_login: true,
  show_account: true,
  show_logo: true,
  show_register: true,
  show_search_bar: true,
};

export type NavSetting = typeof NAV_DEFAULTS;

/** logo_settings is JSON text; missing, "undefined" or unreadable text counts as "{}". */
export function parseLogoSettings(value: unknown): LogoSettings {
  if (typeof value !== "string" || value === "undefined" || value.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as LogoSettings) : {};
  } catch {
    return {};
  }
}

export function withNavDefaults(stored: Record<string, unknown>): NavSetting {
  const merged = { ...NAV_DEFAULTS, ...stored } as NavSetting;
  merged.logo_settings = JSON.stringify(parseLogoSettings(stored.logo_settings));
  return merged;
}
