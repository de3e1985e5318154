// The small-screen menu (§2, §9): a 300 px drawer from the left with the navigation tree and
// the account block. Closes on Escape, on the backdrop and after choosing a link.
import { useEffect, useRef } from "react";
import { LanguageSwitch } from "./slots/language-switch";
import { useT } from "../../src/client/i18n/use-t";
import { useReturnFocus } from "../../src/client/ui/use-return-focus";
import { accountLinks } from "./account-links";
import type { ChromeActions, ChromeUser, NavItem } from "./chrome-types";
import { NavLink } from "./nav-link";
import { AccountLinkItem } from "./slots/account-menu";

export const DRAWER_WIDTH = 300;

function DrawerTree({ items, actions, close }: { items: NavItem[]; actions: Pick<ChromeActions, "openCategoryFilter">; close(): void }) {
  const t = useT();
  const openFilter = () => (close(), actions.openCategoryFilter());
  return (
    <ul className="drawer-tree">
      {items.map((item, i) => (
        <li key={`${item.name}-${i}`}>
          {item.children?.length ? (
            <details>
              <summary>{item.name}</summary>
              <div onClick={close}>
                <NavLink item={item} openCategoryFilter={openFilter} className="drawer-link drawer-all">
                  {t("chrome.allOf", { name: item.name })}
                </NavLink>
              </div>
              <DrawerTree items={item.children} actions={actions} close={close} />
            </details>
          ) : (
            <span onClick={item.link === "/categories" ? undefined : close}>
              <NavLink item={item} openCategoryFilter={openFilter} className="drawer-link">
                {item.name}
              </NavLink>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function MobileDrawer({
  open,
  onClose,
  navs,
  user,
  actions,
  siteName,
  showRegister = false,
}: {
  open: boolean;
  onClose(): void;
  navs: NavItem[];
  user: ChromeUser | null;
  actions: ChromeActions;
  siteName: string;
  /** A phone's header has no Login or Register: a visitor finds both here. */
  showRegister?: boolean;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  // Closing (Escape, ×, the backdrop) gives focus back to the Open menu button.
  useReturnFocus(open, null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="drawer-root">
      <div className="drawer-backdrop" onClick={onClose} />
      <div ref={panel} className="mobile-drawer" role="dialog" aria-modal="true" aria-label={t("chrome.menu")} tabIndex={-1} style={{ width: DRAWER_WIDTH }}>
        <div className="drawer-head">
          <strong>{siteName}</strong>
          <button type="button" className="drawer-close" onClick={onClose} aria-label={t("chrome.closeMenu")}>
            ×
          </button>
        </div>
        <section className="drawer-account" aria-label={t("chrome.account")}>
          {user ? <p className="drawer-greeting">{user.name ? t("chrome.hello", { name: user.name }) : t("chrome.helloThere")}</p> : null}
          <div className="drawer-account-links">
            {accountLinks(user, t).map((link) => (
              <AccountLinkItem key={link.label} link={link} onDone={onClose} logout={actions.logout} inMenu={false} />
            ))}
            {!user && showRegister ? <AccountLinkItem link={{ label: t("chrome.register"), to: "/auth/register" }} onDone={onClose} logout={actions.logout} inMenu={false} /> : null}
          </div>
        </section>
        <LanguageSwitch place="drawer" />
        <nav aria-label={t("chrome.menuCategories")}>
          <DrawerTree items={navs} actions={actions} close={onClose} />
        </nav>
      </div>
    </div>
  );
}
