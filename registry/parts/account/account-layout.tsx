// The frame of every account screen: a side menu of the account's pages (tabs across the top
// on a phone) and the screen's heading and content beside it.
import { useId, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useAtomValue } from "jotai";
import { useT } from "../../../src/client/i18n/use-t";
import { userAtom } from "../../../src/client/state/user-atom";
import { accountSections } from "./account-sections";
import "./account.css";

export function AccountLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const t = useT();
  const user = useAtomValue(userAtom);
  const headingId = useId();
  return (
    <div className="account-layout">
      <nav className="account-nav" aria-label={t("account.navLabel")}>
        <ul>
          {accountSections(user).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to="/auth/logout" className="account-nav-logout">
              {t("account.logout")}
            </Link>
          </li>
        </ul>
      </nav>
      <section className="account-main" aria-labelledby={headingId}>
        <header className="account-head">
          <h1 id={headingId}>{title}</h1>
          {actions}
        </header>
        {children}
      </section>
    </div>
  );
}
