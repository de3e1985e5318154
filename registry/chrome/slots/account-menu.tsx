// The account dropdown (§2): Login for a visitor, the account links by role otherwise.
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../src/client/i18n/use-t";
import { accountLinks, type AccountLink } from "../account-links";
import type { HeaderProps } from "../chrome-types";
import { useDismiss } from "../use-dismiss";

/** One account entry; `menuitem` inside the dropdown, a plain link or button elsewhere. */
export function AccountLinkItem({ link, onDone, logout, inMenu = true }: { link: AccountLink; onDone?: () => void; logout: () => void; inMenu?: boolean }) {
  const role = inMenu ? "menuitem" : undefined;
  if (link.action === "logout") {
    return (
      <button type="button" role={role} onClick={() => (onDone?.(), logout())}>
        {link.label}
      </button>
    );
  }
  if (link.newTab) {
    return (
      <a role={role} href={link.to} target="_blank" rel="noopener" onClick={onDone}>
        {link.label}
      </a>
    );
  }
  return (
    <Link role={role} to={link.to} onClick={onDone}>
      {link.label}
    </Link>
  );
}

export function AccountMenu({ user, navSetting, actions }: Pick<HeaderProps, "user" | "navSetting" | "actions">) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);

  if (!user) {
    if (!navSetting.show_login && !navSetting.show_register) return null;
    return (
      <div className="account-menu" data-slot="account">
        {navSetting.show_login ? (
          <Link to="/auth/login" className="login-button">
            {t("chrome.login")}
          </Link>
        ) : null}
        {navSetting.show_register ? (
          <Link to="/auth/register" className="register-link">
            {t("chrome.register")}
          </Link>
        ) : null}
      </div>
    );
  }
  if (!navSetting.show_account) return null;
  return (
    <div className="account-menu" data-slot="account" ref={ref}>
      <button type="button" className="account-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
        </svg>
        <span>{user.name || t("chrome.account")}</span>
      </button>
      {open ? (
        <div role="menu" className="account-dropdown" aria-label={t("chrome.account")}>
          {accountLinks(user, t).map((link) => (
            <AccountLinkItem key={link.label} link={link} onDone={close} logout={actions.logout} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
