// The frame around every page: header, navigation bar, the page in its container, footer,
// the mobile drawer, the progress bar, scrolling, the toast stack and the sending of cart presses
// queued offline. What shows follows the page's show_* flags and the route's full-width meta.
import { lazy, useCallback, useEffect } from "react";
import { Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { useAtom, useAtomValue } from "jotai";
import { headerTemplate } from "../../../registry/chrome/header-templates";
import { navbarTemplate } from "../../../registry/chrome/navbar-templates";
import { MobileDrawer } from "../../../registry/chrome/mobile-drawer";
import { SiteFooter } from "../../../registry/chrome/site-footer";
import type { ChromeActions } from "../../../registry/chrome/chrome-types";
import { cartCountWithQueueAtom } from "../offline/cart-queue";
import { CartQueueSync } from "../offline/cart-queue-sync";
import { categoryFilterOpenAtom, cartPanelOpenAtom, drawerOpenAtom, pincodeModalOpenAtom, wishlistTargetAtom } from "../state/ui-atoms";
import { userAtom } from "../state/user-atom";
import { navSettingAtom, pincodeAtom, websiteAtom } from "../state/website-atom";
import { useT } from "../i18n/use-t";
import { LazyDialogHost } from "../ui/lazy-dialog-host";
import { OnceOpened } from "../ui/once-opened";
import { ToastHost } from "../ui/toast";
import "../ui/ui.css";
import type { RouteHandle } from "./route-handle";
import type { PageLoaderData } from "./page-loader";
import { filterNames, metaFor } from "../../shared/page-meta";
import { applyPageMeta } from "./apply-page-meta";
import { previewPageChromeAtom } from "../builder-preview/preview-chrome-atom";
import { ActingForBanner } from "./acting-for-banner";
import { OfflineBar } from "./offline-bar";
import { useCartOpenParam } from "./cart-open-param";
import { PopupBanner } from "./panels/popup-banner";
import { ProgressBar } from "./progress-bar";
import { ScrollManager } from "./scroll-manager";
import "./shell.css";

// The modal library comes with the first modal the shopper opens, never with the first paint.
const CategoryFilterModal = lazy(() => import("./panels/category-filter-modal"));
const CartPanel = lazy(() => import("./panels/cart-panel"));
const PincodeModal = lazy(() => import("./panels/pincode-modal"));
const WishlistModal = lazy(() => import("./panels/wishlist-modal"));

export function Shell() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = (leaf?.handle as RouteHandle | undefined)?.route;
  const page = (leaf?.data as PageLoaderData | undefined)?.page ?? null;
  const website = useAtomValue(websiteAtom);
  const navSetting = useAtomValue(navSettingAtom);
  const user = useAtomValue(userAtom);
  const pincode = useAtomValue(pincodeAtom);
  // The builder's preview draws a page that is not its route's: the page says which chrome.
  const previewChrome = useAtomValue(previewPageChromeAtom);
  // Presses queued offline are counted: the shopper sees each one land.
  const cartCount = useAtomValue(cartCountWithQueueAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  const [cartOpen, setCartOpen] = useAtom(cartPanelOpenAtom);
  const [pincodeOpen, setPincodeOpen] = useAtom(pincodeModalOpenAtom);
  const [filterOpen, setFilterOpen] = useAtom(categoryFilterOpenAtom);
  const [wishlistTarget, setWishlistTarget] = useAtom(wishlistTargetAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();

  // Every navigation describes its page in the head (§5); the list's meta follows its filters.
  useEffect(() => {
    if (!website) return;
    const names = filterNames(website.categories, website.brands);
    applyPageMeta(metaFor({ page, webSeo: website.webSeo, web: website.web, origin: window.location.origin, path: location.pathname, search: location.search, names }));
  }, [page, website, location.pathname, location.search]);

  // Marks the moment the shop has taken the page over (after hydration, which waits for the
  // largest pictures): from here on its controls answer. Journeys wait for it.
  useEffect(() => {
    document.getElementById("root")?.setAttribute("data-hydrated", "true");
  }, []);

  useCartOpenParam();

  // A navigation closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search, setDrawerOpen]);

  const actions: ChromeActions = {
    openCart: () => setCartOpen(true),
    openPincode: () => setPincodeOpen(true),
    openDrawer: () => setDrawerOpen(true),
    openCategoryFilter: () => setFilterOpen(true),
    search: (q) => navigate(`/products?q=${encodeURIComponent(q)}`),
    // The /auth/logout screen signs out (§4): its code loads only when someone signs out.
    logout: () => navigate("/auth/logout"),
  };
  const closeDrawer = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);

  if (!website) return <Outlet />;
  const Header = headerTemplate(navSetting.header_template);
  const Navbar = navbarTemplate(navSetting.navbar_template);
  const showNavbar = previewChrome?.show_navbar ?? page?.show_navbar ?? true;
  const showSubNavbar = previewChrome?.show_sub_navbar ?? page?.show_sub_navbar ?? true;
  const showFooter = previewChrome?.show_footer ?? page?.show_footer ?? true;
  const fullWidth = previewChrome?.fullWidth ?? route?.meta.fullWidth ?? false;

  return (
    <div className="shell">
      {/* The first thing Tab reaches: past the header and navigation to the page itself. */}
      <a className="skip-link" href="#main">
        {t("app.skipToMain")}
      </a>
      <ProgressBar />
      <OfflineBar />
      <ActingForBanner />
      <ScrollManager />
      <CartQueueSync />
      {showNavbar ? <Header web={website.web} navSetting={navSetting} user={user} pincode={pincode} cartCount={cartCount} actions={actions} /> : null}
      {showNavbar && showSubNavbar && website.navs.length ? <Navbar navs={website.navs} navSetting={navSetting} actions={actions} /> : null}
      <main id="main" tabIndex={-1} className={fullWidth ? "page page-full" : "page page-contained"} data-route={route?.name}>
        <Outlet />
      </main>
      {showFooter ? (
        <SiteFooter
          web={website.web}
          footerName={navSetting.footer_name}
          groups={website.footers}
          showLogo={navSetting.show_logo}
          year={new Date().getFullYear()}
          openCategoryFilter={actions.openCategoryFilter}
        />
      ) : null}
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} navs={website.navs} user={user} actions={actions} siteName={website.web.name} showRegister={navSetting.show_register} />
      <OnceOpened open={filterOpen}>
        <CategoryFilterModal open={filterOpen} onClose={() => setFilterOpen(false)} categories={website.categories} />
      </OnceOpened>
      <OnceOpened open={cartOpen}>
        <CartPanel
          open={cartOpen}
          onClose={() => setCartOpen(false)}
          pincode={pincode}
          onChoosePincode={() => {
            setCartOpen(false);
            setPincodeOpen(true);
          }}
        />
      </OnceOpened>
      <OnceOpened open={pincodeOpen}>
        <PincodeModal open={pincodeOpen} onClose={() => setPincodeOpen(false)} pincode={pincode} />
      </OnceOpened>
      <OnceOpened open={wishlistTarget !== null}>
        <WishlistModal target={wishlistTarget} onClose={() => setWishlistTarget(null)} />
      </OnceOpened>
      <PopupBanner popup={website.popup} path={location.pathname} />
      <ToastHost />
      <LazyDialogHost />
    </div>
  );
}
