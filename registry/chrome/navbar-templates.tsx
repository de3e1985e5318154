// navbar_template 1–5 (§3): the secondary navigation bar, hidden on small screens, on one row at
// every width (what does not fit goes into More). Typed by the
// settings schema, so a new template number fails the type check until it is built.
import type { ComponentType } from "react";
import type { Shape as NavSettingShape } from "../../schemas/compiled/site/nav-setting.schema";
import { useT } from "../../src/client/i18n/use-t";
import type { NavbarProps } from "./chrome-types";
import { FittingNavMenu, type NavLabelStyle } from "./nav-menu";

export type NavbarTemplateId = NavSettingShape["navbar_template"];

const JUSTIFY: Record<string, string> = { left: "flex-start", center: "center", right: "flex-end" };

/** 1 plain links · 2 uppercase links with chevrons and dividers · 3 category images above
 *  the names · 4 an accent bar with bold links · 5 pill buttons in a scrolling strip. */
const STYLES: Record<NavbarTemplateId, NavLabelStyle> = { 1: "text", 2: "chevron", 3: "icon", 4: "text", 5: "pill" };

const template = (id: NavbarTemplateId): ComponentType<NavbarProps> => {
  const Navbar = ({ navs, navSetting, actions }: NavbarProps) => {
    const t = useT();
    return (
      <nav className={`site-navbar navbar-template-${id}`} data-navbar-template={id} aria-label={t("chrome.navbar")} style={{ minHeight: navSetting.sub_navbar_height }}>
        <div className="navbar-inner" style={{ justifyContent: JUSTIFY[navSetting.nav_alignment] ?? "flex-start" }}>
          <FittingNavMenu items={navs} style={STYLES[id]} openCategoryFilter={actions.openCategoryFilter} />
        </div>
      </nav>
    );
  };
  Navbar.displayName = `NavbarTemplate${id}`;
  return Navbar;
};

export const navbarTemplates: Record<NavbarTemplateId, ComponentType<NavbarProps>> = { 1: template(1), 2: template(2), 3: template(3), 4: template(4), 5: template(5) };

export function navbarTemplate(id: number): ComponentType<NavbarProps> {
  return navbarTemplates[id as NavbarTemplateId] ?? navbarTemplates[1];
}
