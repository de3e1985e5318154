// §2 account menu, by role: exactly these entries, in this order. Staff who are not admins
// sell at the counter (issue 12): they get the point of sale alone, not the admin tools.
import type { ChromeUser } from "./chrome-types";

export interface AccountLink {
  label: string;
  to: string;
  /** Admin tools open in a new tab. */
  newTab?: boolean;
  /** Logout calls the server rather than navigating. */
  action?: "logout";
}

export function accountLinks(user: ChromeUser | null): AccountLink[] {
  if (!user) return [{ label: "Login", to: "/auth/login" }];
  const links: AccountLink[] = [
    { label: "Account", to: "/account" },
    { label: "Orders", to: "/account/orders" },
    { label: "Addresses", to: "/account/addresses" },
    { label: "Logout", to: "/auth/logout", action: "logout" },
  ];
  if (user.hasAdminAccess || user.superadmin) {
    links.push({ label: "Administration", to: "/bos/admin", newTab: true }, { label: "Website Settings", to: "/page-builder", newTab: true }, { label: "POS", to: "/pos", newTab: true });
  } else if (user.isStaff) links.push({ label: "POS", to: "/pos", newTab: true });
  if (user.superadmin) links.push({ label: "Switch Website", to: "/auth/bos/choose" });
  return links;
}
