// The /builder-preview route in the shop's own router and shell: framed by the builder, it
// draws the header, navbar, footer, colours and font from the settings the builder sends.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoInitAnswer } from "../api/fake-shop-server";
import { appRoutes } from "../app/create-router";
import { createFirstPage } from "../app/embedded-data";
import { hydrateFromInit } from "../state/hydrate-from-init";
import { PREVIEW_READY, PREVIEW_SETTINGS } from "../../shared/builder-preview-messages";
import type { PageDataAnswer } from "../../shared/api/page-data";
import type { SiteSettings } from "../../shared/api/site-settings";
import { NAV_DEFAULTS } from "../../shared/nav-setting";

let builder: Window;
let posted: ReturnType<typeof vi.fn>;

function frameIn(parent: Window | null) {
  if (parent) Object.defineProperty(window, "parent", { configurable: true, get: () => parent });
}

beforeEach(() => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  builder = frame.contentWindow!;
  posted = vi.fn();
  builder.postMessage = posted as never;
});

afterEach(() => {
  // Back to an unframed window.
  Object.defineProperty(window, "parent", { configurable: true, get: () => window });
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

function renderPreview() {
  const store = createStore();
  hydrateFromInit(store, demoInitAnswer() as never);
  const router = createMemoryRouter(appRoutes({ currentUser: () => null, firstPage: createFirstPage<PageDataAnswer | null>(undefined, "/builder-preview") }), { initialEntries: ["/builder-preview"] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

function settings(): SiteSettings {
  return {
    name: "Fresh Basket",
    description: "Fruit and vegetables in Bandra",
    logo: "",
    favicon: "",
    theme: "dark",
    font_family: "Poppins, sans-serif",
    nav_alignment: "left",
    show_supplier_page: false,
    show_cart: true,
    colors: { primary: "#123456", accent: "#abcdef" },
    navSetting: { ...NAV_DEFAULTS, header_template: 4, navbar_template: 5, show_logo: false, footer_name: "Fresh Basket Bandra" },
    navs: [{ group: 1, name: "Mangoes", icon: "", show_icon: 0, link: "/products?q=mango", value: "", image: "", open: false, slug: "", children: [] }],
    footers: [{ name: "Visit us", children: [{ name: "Directions", link: "/directions", icon: "", show_icon: 0 }] }],
    popup: null,
    webSeo: { og_title: "", og_description: "", meta_keywords: "", og_image: "" },
    webAddress: {},
  };
}

const send = (data: unknown, source: Window = builder, origin = location.origin) => act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin, source })));

describe("the builder's settings preview", () => {
  it("says it is listening, then draws the shop's frame from the settings it is sent", async () => {
    frameIn(builder);
    renderPreview();
    await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: PREVIEW_READY }, location.origin));

    send({ type: PREVIEW_SETTINGS, settings: settings() });
    expect(screen.getByRole("heading", { level: 1, name: "Fresh Basket" })).toBeTruthy();
    const navbar = screen.getByRole("navigation", { name: "Categories and pages" });
    expect(navbar.getAttribute("data-navbar-template")).toBe("5");
    expect(within(navbar).getByText("Mangoes")).toBeTruthy();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("Visit us")).toBeTruthy();
    expect(within(footer).getByText("Directions")).toBeTruthy();
    expect(document.querySelector("[data-header-template]")?.getAttribute("data-header-template")).toBe("4");
    // The theme, as the server writes it into the live shop's head.
    const theme = document.getElementById("kirana-theme")!.textContent!;
    expect(theme).toContain("--color-primary:#123456");
    expect(theme).toContain("--color-accent:#abcdef");
    expect(theme).toContain('--font-family:"Poppins"');
    expect(screen.getByText("accent")).toBeTruthy();

    // The next edit redraws it.
    send({ type: PREVIEW_SETTINGS, settings: { ...settings(), navs: [], footers: [] } });
    expect(screen.queryByRole("navigation", { name: "Categories and pages" })).toBeNull();
    expect(within(screen.getByRole("contentinfo")).queryByText("Visit us")).toBeNull();
  });

  it("ignores settings from another origin or another window", async () => {
    frameIn(builder);
    renderPreview();
    await waitFor(() => expect(posted).toHaveBeenCalled());
    const stranger = document.body.appendChild(document.createElement("iframe")).contentWindow!;
    send({ type: PREVIEW_SETTINGS, settings: settings() }, builder, "https://evil.example");
    send({ type: PREVIEW_SETTINGS, settings: settings() }, stranger);
    expect(screen.queryByText("Fresh Basket")).toBeNull();
    expect(document.getElementById("kirana-theme")).toBeNull();
  });

  it("keeps the frame on the preview: links do not navigate", async () => {
    frameIn(builder);
    const router = renderPreview();
    await waitFor(() => expect(posted).toHaveBeenCalled());
    send({ type: PREVIEW_SETTINGS, settings: settings() });
    act(() => within(screen.getByRole("navigation", { name: "Categories and pages" })).getByText("Mangoes").click());
    await act(() => router.navigate("/products"));
    expect(router.state.location.pathname).toBe("/builder-preview");
  });

  it("explains itself when opened outside the builder", async () => {
    renderPreview();
    expect(await screen.findByRole("heading", { name: "Settings preview" })).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
  });
});
