// A website settings document (a site fixture) drawn the way the shop draws its top: the
// shop's own header and navigation bar templates (registry/chrome), in the document's colours
// and font, with no shopper signed in. A document that fails its schema is still drawn as far
// as it goes, as the shop would draw it: an unknown template number falls back to the first.
import type { CSSProperties } from "react";
import { headerTemplate, headerTemplates } from "../../../registry/chrome/header-templates";
import { navbarTemplate, navbarTemplates } from "../../../registry/chrome/navbar-templates";
import type { ChromeActions, NavItem } from "../../../registry/chrome/chrome-types";
import { withNavDefaults } from "../../shared/nav-setting";
import { themeVariables } from "../../shared/theme";
import { BlockBoundary } from "../render/block-boundary";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" ? v : "");

// A preview is for looking: the header's buttons open nothing here.
const NO_ACTIONS: ChromeActions = { openCart() {}, openPincode() {}, openDrawer() {}, openCategoryFilter() {}, logout() {}, search() {} };

/** The template a number names, or what the shop draws instead. */
function templateLabel(kind: string, chosen: unknown, known: object, drawn: number): string {
  return Object.hasOwn(known, String(chosen)) ? `${kind} ${drawn}` : `${kind} ${JSON.stringify(chosen ?? null)} does not exist; the shop draws ${kind.toLowerCase()} ${drawn}`;
}

export function SitePreview({ doc }: { doc: unknown }) {
  const site = isObject(doc) ? doc : {};
  const navSetting = withNavDefaults(isObject(site.navSetting) ? site.navSetting : {});
  const headerId = Object.hasOwn(headerTemplates, String(navSetting.header_template)) ? navSetting.header_template : 1;
  const navbarId = Object.hasOwn(navbarTemplates, String(navSetting.navbar_template)) ? navSetting.navbar_template : 1;
  const Header = headerTemplate(headerId);
  const Navbar = navbarTemplate(navbarId);
  const web = { name: text(site.name), logo: text(site.logo), description: text(site.description), show_cart: site.show_cart !== false };
  // Links without a label or address are the schema's to report; the menu draws what it can.
  const navs = (Array.isArray(site.navs) ? site.navs.filter(isObject) : []) as NavItem[];
  const look = themeVariables(site.colors, text(site.font_family)) as CSSProperties;

  return (
    <section
      className="preview-site"
      aria-label="Website preview"
      style={{ ...look, background: "var(--color-background)", color: "var(--color-text)", fontFamily: "var(--font-family)", border: "1px solid #d1d5db", marginBlock: 16 }}
    >
      <p style={{ margin: 0, padding: "8px 12px", background: "#f3f4f6", color: "#111827", fontSize: 14 }}>
        {templateLabel("Header", navSetting.header_template, headerTemplates, headerId)} · {templateLabel("Navigation bar", navSetting.navbar_template, navbarTemplates, navbarId)}
      </p>
      <BlockBoundary name={`Header ${headerId}`} mode="preview">
        <Header web={web} navSetting={navSetting} user={null} pincode={null} cartCount={0} actions={NO_ACTIONS} />
      </BlockBoundary>
      {navs.length ? (
        <>
          <BlockBoundary name={`Navigation bar ${navbarId}`} mode="preview">
            <Navbar navs={navs} navSetting={navSetting} actions={NO_ACTIONS} />
          </BlockBoundary>
          <p style={{ margin: 0, padding: "8px 12px", background: "#f3f4f6", color: "#111827", fontSize: 14 }}>On a phone the shop hides the navigation bar: its links open from the menu button.</p>
        </>
      ) : (
        <p style={{ padding: "8px 12px" }}>The website has no navigation links, so the shop shows no navigation bar.</p>
      )}
    </section>
  );
}
