// What the header, navbar, drawer and footer are drawn from: the init answer's settings and
// the shopper's state, passed in by the shell.
import type { NavSetting } from "../../src/shared/nav-setting";

/** Navigation and footer items as §3 describes them (the init answer's own types). */
import type { NavItemInput } from "../../src/shared/api/init";
export type { FooterGroup } from "../../src/shared/api/init";
export type NavItem = NavItemInput;

export interface ChromeUser {
  name: string;
  phone?: string;
  superadmin?: boolean;
  hasAdminAccess?: boolean;
  isSalesAgent?: boolean;
  isStaff?: boolean;
}

export interface ChromeWebsite {
  name: string;
  logo?: string;
  description?: string | null;
  show_cart?: boolean;
}

export interface ChromeActions {
  openCart(): void;
  openPincode(): void;
  openDrawer(): void;
  openCategoryFilter(): void;
  logout(): void;
  search(text: string): void;
}

export interface HeaderProps {
  web: ChromeWebsite;
  navSetting: NavSetting;
  user: ChromeUser | null;
  pincode: string | null;
  cartCount: number;
  actions: ChromeActions;
}

export interface NavbarProps {
  navs: NavItem[];
  navSetting: NavSetting;
  actions: Pick<ChromeActions, "openCategoryFilter">;
}
