// One header frame for every template: the templates differ only in which slots sit where,
// so each is a list of rows of slot names. Hidden slots (show_* flags) are left out.
import type { ReactNode } from "react";
import { useT } from "../../src/client/i18n/use-t";
import type { HeaderProps } from "./chrome-types";
import { AccountMenu } from "./slots/account-menu";
import { CartButton } from "./slots/cart-button";
import { LanguageSwitch } from "./slots/language-switch";
import { PincodeButton } from "./slots/pincode-button";
import { SearchBar } from "./slots/search-bar";
import { SiteLogo } from "./slots/site-logo";
import "./chrome.css";

export type SlotName = "logo" | "pincode" | "cart" | "search" | "language" | "account" | "spacer";

function slot(name: SlotName, p: HeaderProps): ReactNode {
  const s = p.navSetting;
  switch (name) {
    case "logo":
      return <SiteLogo key="logo" web={p.web} navSetting={s} />;
    case "pincode":
      return s.show_pincode ? <PincodeButton key="pincode" pincode={p.pincode} actions={p.actions} /> : null;
    case "cart":
      return s.show_cart_icon && p.web.show_cart !== false ? <CartButton key="cart" cartCount={p.cartCount} actions={p.actions} /> : null;
    case "search":
      return s.show_search_bar ? <SearchBar key="search" navSetting={s} actions={p.actions} /> : null;
    case "language":
      return <LanguageSwitch key="language" place="header" />;
    case "account":
      return <AccountMenu key="account" user={p.user} navSetting={s} actions={p.actions} />;
    case "spacer":
      return <span key="spacer" className="header-spacer" aria-hidden="true" />;
  }
}

export function HeaderLayout({ template, rows, props }: { template: number; rows: SlotName[][]; props: HeaderProps }) {
  const t = useT();
  return (
    <header className={`site-header header-template-${template}`} data-header-template={template}>
      {rows.map((row, i) => (
        <div key={i} className="header-row" style={i === 0 ? { minHeight: props.navSetting.navbar_height } : undefined}>
          {i === 0 ? (
            <button type="button" className="drawer-toggle" data-slot="menu" aria-label={t("chrome.openMenu")} onClick={props.actions.openDrawer}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
              </svg>
            </button>
          ) : null}
          {row.map((name) => slot(name, props))}
        </div>
      ))}
    </header>
  );
}
