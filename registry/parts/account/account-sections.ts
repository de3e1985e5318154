// The account's pages, in one list: the side menu of every account screen and the shortcuts on
// the overview both come from it. The sales dashboard is listed for sales agents only (§6).
// Labels and blurbs are message ids (issue 35): the screens say them in the page's language.
import type { MessageId } from "../../../src/shared/i18n/messages/catalogues";

export interface AccountSection {
  label: MessageId;
  to: string;
  /** What the shortcut on the overview says the page is for. */
  blurb: MessageId;
  /** Active only on its own path, not on the pages below it. */
  end?: boolean;
}

const SECTIONS: readonly AccountSection[] = [
  { label: "account.sectionOverview", to: "/account", blurb: "account.sectionOverviewBlurb", end: true },
  { label: "account.sectionOrders", to: "/account/orders", blurb: "account.sectionOrdersBlurb" },
  { label: "account.sectionAddresses", to: "/account/addresses", blurb: "account.sectionAddressesBlurb" },
  { label: "account.sectionProfile", to: "/account/details", blurb: "account.sectionProfileBlurb" },
  { label: "account.sectionWishlist", to: "/account/wishlist", blurb: "account.sectionWishlistBlurb" },
];

const DASHBOARD: AccountSection = { label: "account.sectionDashboard", to: "/account/dashboard", blurb: "account.sectionDashboardBlurb" };

export function accountSections(user: { isSalesAgent?: boolean } | null): AccountSection[] {
  return user?.isSalesAgent ? [...SECTIONS, DASHBOARD] : [...SECTIONS];
}
