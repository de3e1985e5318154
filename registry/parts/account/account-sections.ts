// The account's pages, in one list: the side menu of every account screen and the shortcuts on
// the overview both come from it. The sales dashboard is listed for sales agents only (§6).

export interface AccountSection {
  label: string;
  to: string;
  /** What the shortcut on the overview says the page is for. */
  blurb: string;
  /** Active only on its own path, not on the pages below it. */
  end?: boolean;
}

const SECTIONS: readonly AccountSection[] = [
  { label: "Overview", to: "/account", blurb: "Your account at a glance", end: true },
  { label: "Orders", to: "/account/orders", blurb: "Track, and see what you bought" },
  { label: "Addresses", to: "/account/addresses", blurb: "Where we deliver to you" },
  { label: "Profile", to: "/account/details", blurb: "Your name and email" },
  { label: "Wishlist", to: "/account/wishlist", blurb: "Products you saved for later" },
];

const DASHBOARD: AccountSection = { label: "Sales dashboard", to: "/account/dashboard", blurb: "Your sales, and ordering for a customer" };

export function accountSections(user: { isSalesAgent?: boolean } | null): AccountSection[] {
  return user?.isSalesAgent ? [...SECTIONS, DASHBOARD] : [...SECTIONS];
}
