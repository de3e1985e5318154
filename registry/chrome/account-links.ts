// §2 account menu, by role: exactly these entries, in this order. Staff who are not admins
// sell at the counter (issue 12): they get the point of sale alone, not the admin tools.
// Labels are in the page's language (issue 35): the caller passes its `useT()`.
import type { Translate } from "../../src/client/i18n/use-t";
import type { ChromeUser } from "./chrome-types";

export interface AccountLink {
  label: string;
  to: string;
  /** Admin tools open in a new tab. */
  newTab?: boolean;
  /** Logout calls the server rather than navigating. */
  action?: "logout";
}

export function accountLinks(user: ChromeUser | null, t: Translate): AccountLink[] {
  if (!user) return [{ label: t("account.menuLogin"), to: "/auth/login" }];
  const links: AccountLink[] = [
    { label: t("account.menuAccount"), to: "/account" },
    { label: t("account.menuOrders"), to: "/account/orders" },
    { label: t("account.menuAddresses"), to: "/account/addresses" },
    { label: t("account.logout"), to: "/auth/logout", action: "logout" },
  ];
  const pos: AccountLink = { label: t("account.menuPos"), to: "/pos", newTab: true };
  if (user.hasAdminAccess || user.superadmin) {
    links.push({ label: t("account.menuAdministration"), to: "/bos/admin", newTab: true }, { label: t("account.menuWebsiteSettings"), to: "/page-builder", newTab: true }, pos);
  } else if (user.isStaff) links.push(pos);
  if (user.superadmin) links.push({ label: t("account.menuSwitchWebsite"), to: "/auth/bos/choose" });
  return links;
}
