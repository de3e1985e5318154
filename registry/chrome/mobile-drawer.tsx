// The small-screen menu (§2, §9): a 300 px drawer from the left with the navigation tree and
// the account block. Closes on Escape, on the backdrop and after choosing a link.
import { useEffect, useRef } from "react";
import { useReturnFocus } from "../../src/client/ui/use-return-focus";
import { accountLinks } from "./account-links";
import type { ChromeActions, ChromeUser, NavItem } from "./chrome-types";
import { NavLink } from "./nav-link";
import { AccountLinkItem } from "./slots/account-menu";

export const DRAWER_WIDTH = 300;

function DrawerTree({ items, actions, close }: { items: NavItem[]; actions: Pick<ChromeActions, "openCategoryFilter">; close(): void }) {
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
                  All {item.name}
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
      <div ref={panel} className="mobile-drawer" role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1} style={{ width: DRAWER_WIDTH }}>
        <div className="drawer-head">
          <strong>{siteName}</strong>
          <button type="button" className="drawer-close" onClick={onClose} aria-label="Close menu">
            ×
          </button>
        </div>
        <section className="drawer-account" aria-label="Account">
          {user ? <p className="drawer-greeting">Hello, {user.name || "there"}</p> : null}
          <div className="drawer-account-links">
            {accountLinks(user).map((link) => (
              <AccountLinkItem key={link.label} link={link} onDone={onClose} logout={actions.logout} inMenu={false} />
            ))}
            {!user && showRegister ? <AccountLinkItem link={{ label: "Register", to: "/auth/register" }} onDone={onClose} logout={actions.logout} inMenu={false} /> : null}
          </div>
        </section>
        <nav aria-label="Menu categories">
          <DrawerTree items={navs} actions={actions} close={onClose} />
        </nav>
      </div>
    </div>
  );
}
