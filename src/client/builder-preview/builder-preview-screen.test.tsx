// The /builder-preview route in the shop's own router and shell: framed by the builder, it
// draws the header, navbar, footer, colours and font from the settings the builder sends, and
// the page the page editor sends as the shop renders it, with the page's chrome and CSS.
import { act, createEvent, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { blockEntry } from "../../../registry";
import { demoInitAnswer } from "../api/fake-shop-server";
import { appRoutes } from "../app/create-router";
import { createFirstPage } from "../app/embedded-data";
import { hydrateFromInit } from "../state/hydrate-from-init";
import { PREVIEW_BLOCK_CLICK, PREVIEW_PAGE, PREVIEW_READY, PREVIEW_SELECT, PREVIEW_SETTINGS } from "../../shared/builder-preview-messages";
import type { PageDataAnswer } from "../../shared/api/page-data";
import { sanitisePageCss } from "../../shared/merchant-css";
import { PAGE_SCOPE } from "../../shared/page-scope";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { previewPageChromeAtom } from "./preview-chrome-atom";
import type { SiteSettings } from "../../shared/api/site-settings";
import { NAV_DEFAULTS } from "../../shared/nav-setting";
import { newBlockId } from "../../shared/block-id";

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
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(router, { store, unmount: view.unmount });
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
    act(() =>
      within(screen.getByRole("navigation", { name: "Categories and pages" }))
        .getByText("Mangoes")
        .click(),
    );
    await act(() => router.navigate("/products"));
    expect(router.state.location.pathname).toBe("/builder-preview");
  });

  it("explains itself when opened outside the builder", async () => {
    renderPreview();
    expect(await screen.findByRole("heading", { name: "Settings preview" })).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
  });
});

const block = (name: string, data: unknown, order = 0): PageComponent => ({ id: newBlockId(), name, type: "block", data, logicdata: {}, response: null, order, settings: {} });

function page(overrides: Partial<PageDocument> = {}): PageDocument {
  return {
    schema_version: 1,
    url: "/about-us",
    css: "",
    show_navbar: true,
    show_sub_navbar: true,
    show_footer: true,
    seo_title: "About us",
    seo_description: "",
    seo_keyword: "",
    schema_script: null,
    components: [block("rich-text", { html: '<h2>Our story</h2><p>Since 1998. <a href="/products">See the shop</a></p>' }), block("no-such-block", {}, 1)],
    ...overrides,
  };
}

// Awaited: blocks suspend while their code loads, and React retries them only in an awaited act.
const sendPage = (doc: PageDocument, routeName = "dynamic-page") =>
  act(async () => void window.dispatchEvent(new MessageEvent("message", { data: { type: PREVIEW_PAGE, settings: settings(), routeName, page: doc }, origin: location.origin, source: builder })));

async function framedPreview() {
  frameIn(builder);
  const router = renderPreview();
  await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: PREVIEW_READY }, location.origin));
  return router;
}

describe("the builder's page preview", () => {
  // A block's first render loads its code and validator, as in the shop: once, up front, so
  // the tests wait on what they check rather than on the loading.
  beforeAll(() => Promise.all([blockEntry("rich-text")!.validator(), import("../../../registry/blocks/rich-text/rich-text-block")]), 60_000);

  it("draws the page it is sent with the shop's renderer, explaining blocks it cannot show", async () => {
    await framedPreview();
    await sendPage(page());
    expect(await screen.findByRole("heading", { level: 2, name: "Our story" }, { timeout: 5000 })).toBeTruthy();
    const diagnostic = await screen.findByRole("alert", { name: 'Block "no-such-block" cannot be shown' });
    expect(diagnostic.textContent).toContain('There is no block named "no-such-block"');
    // In place of the sample content, inside the chrome drawn from the sent settings.
    expect(document.getElementById("builder-preview-title")).toBeNull();
    expect(document.querySelector("[data-header-template]")?.getAttribute("data-header-template")).toBe("4");
    expect(document.getElementById("kirana-theme")!.textContent).toContain("--color-primary:#123456");

    // The next edit redraws it.
    await sendPage(page({ components: [block("rich-text", { html: "<h2>Our story, retold</h2>" })] }));
    expect(await screen.findByRole("heading", { level: 2, name: "Our story, retold" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("applies the page's CSS as the live shop does: allow-listed and scoped to the page", async () => {
    await framedPreview();
    const css = 'body h2 { color: #0a7d32 } @import url("https://exfil.invalid/x.css"); header { display: none } p { background: url(https://exfil.invalid/p.png) }';
    await sendPage(page({ css }));
    await screen.findByRole("heading", { name: "Our story" }, { timeout: 5000 });
    // The preview loads the sanitiser the first time it draws CSS the server has not seen.
    const style = await waitFor(() => document.querySelector("style[data-page-css]")!);
    expect(style.textContent).toBe(sanitisePageCss(css));
    expect(style.textContent).toContain(`${PAGE_SCOPE} h2{color:#0a7d32}`);
    expect(style.textContent).not.toContain("exfil.invalid");
    expect(document.querySelector(".kirana-page")!.getAttribute("data-page")).toBe("/about-us");
  });

  it("shows the header, navbar and footer as the page's flags say, at its route's width", async () => {
    const router = await framedPreview();
    const main = () => document.getElementById("main")!;

    await sendPage(page({ show_sub_navbar: false, show_footer: false }), "home");
    await screen.findByRole("heading", { name: "Our story" }, { timeout: 5000 });
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Categories and pages" })).toBeNull();
    expect(document.querySelector("[data-header-template]")).toBeTruthy();
    expect(main().className).toBe("page page-contained");

    await sendPage(page({ show_navbar: false }), "dynamic-page");
    expect(document.querySelector("[data-header-template]")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Categories and pages" })).toBeNull();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    // A content page sits in the header's centred container too.
    expect(main().className).toBe("page page-contained");

    await sendPage(page(), "home");
    expect(document.querySelector("[data-header-template]")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Categories and pages" })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();

    // Leaving the preview gives the shell back to the routes' own flags.
    await sendPage(page({ show_footer: false }));
    expect(router.store.get(previewPageChromeAtom)).toMatchObject({ show_footer: false });
    router.unmount();
    expect(router.store.get(previewPageChromeAtom)).toBeNull();
  });

  it("keeps the frame on the preview: the page's links do not navigate", async () => {
    const router = await framedPreview();
    await sendPage(page());
    const link = await screen.findByRole("link", { name: "See the shop" }, { timeout: 5000 });
    const click = createEvent.click(link);
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe("/builder-preview");
  });

  it("goes back to the sample content when sent settings alone", async () => {
    await framedPreview();
    await sendPage(page({ show_footer: false }));
    await screen.findByRole("heading", { name: "Our story" }, { timeout: 5000 });
    send({ type: PREVIEW_SETTINGS, settings: settings() });
    expect(screen.getByRole("heading", { level: 1, name: "Fresh Basket" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Our story" })).toBeNull();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("ignores pages from another origin or another window", async () => {
    await framedPreview();
    const stranger = document.body.appendChild(document.createElement("iframe")).contentWindow!;
    send({ type: PREVIEW_PAGE, settings: settings(), routeName: "home", page: page({ show_footer: false }) }, builder, "https://evil.example");
    send({ type: PREVIEW_PAGE, settings: settings(), routeName: "home", page: page({ show_footer: false }) }, stranger);
    expect(document.querySelector(".kirana-page")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("Fresh Basket");
  });

  it("tells the builder which block was clicked, and nothing inside the block acts: links do not navigate", async () => {
    const router = await framedPreview();
    const doc = page();
    await sendPage(doc);
    const link = await screen.findByRole("link", { name: "See the shop" }, { timeout: 5000 });
    const reached = vi.fn();
    link.addEventListener("click", reached);
    posted.mockClear();

    const click = createEvent.click(link);
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(posted.mock.calls).toEqual([[{ type: PREVIEW_BLOCK_CLICK, id: doc.components[0]!.id }, location.origin]]);
    expect(router.state.location.pathname).toBe("/builder-preview");

    // A block that cannot be shown is the one to fix: it can be chosen too.
    fireEvent.click(within(screen.getByRole("alert", { name: 'Block "no-such-block" cannot be shown' })).getByText(/There is no block/));
    expect(posted).toHaveBeenLastCalledWith({ type: PREVIEW_BLOCK_CLICK, id: doc.components[1]!.id }, location.origin);

    // The shop's chrome is no block.
    posted.mockClear();
    fireEvent.click(screen.getByRole("contentinfo"));
    expect(posted).not.toHaveBeenCalled();
  });

  it("outlines the block the builder selects, without the live shop's marks changing, and follows the selection", async () => {
    await framedPreview();
    const doc = page();
    const [text, unknown] = doc.components as [PageComponent, PageComponent];
    await sendPage(doc);
    await screen.findByRole("heading", { name: "Our story" }, { timeout: 5000 });
    const element = (id: string) => document.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;
    expect(document.querySelector("[data-selected]")).toBeNull();

    send({ type: PREVIEW_SELECT, id: text.id });
    expect(element(text.id).hasAttribute("data-selected")).toBe(true);
    expect(element(text.id).className).toBe("page-block");
    expect(element(unknown.id).hasAttribute("data-selected")).toBe(false);
    // An outline with an offset: it takes no room, so the page keeps its layout.
    expect(document.querySelector("style[data-block-picking]")!.textContent).toMatch(/\[data-selected\] \{ outline: 2px solid [^;]+; outline-offset: 2px; \}/);

    send({ type: PREVIEW_SELECT, id: unknown.id });
    expect([...document.querySelectorAll<HTMLElement>("[data-selected]")].map((e) => e.dataset.blockId)).toEqual([unknown.id]);
    send({ type: PREVIEW_SELECT, id: null });
    expect(document.querySelector("[data-selected]")).toBeNull();

    // Not from another origin or another window.
    const stranger = document.body.appendChild(document.createElement("iframe")).contentWindow!;
    send({ type: PREVIEW_SELECT, id: text.id }, builder, "https://evil.example");
    send({ type: PREVIEW_SELECT, id: text.id }, stranger);
    expect(document.querySelector("[data-selected]")).toBeNull();
  });

  it("scrolls the selected block into view when it is off screen, once it is drawn", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      await framedPreview();
      const doc = page();
      const [text, unknown] = doc.components as [PageComponent, PageComponent];
      // Selected before the page arrives, as a block just added is.
      send({ type: PREVIEW_SELECT, id: text.id });
      await sendPage(doc);
      await screen.findByRole("heading", { name: "Our story" }, { timeout: 5000 });
      // jsdom lays nothing out: every box is at 0, above the fold.
      await waitFor(() => expect(scrolled.mock.contexts).toEqual([document.querySelector(`[data-block-id="${text.id}"]`)]));

      // A block already in view stays where it is.
      const shown = document.querySelector<HTMLElement>(`[data-block-id="${unknown.id}"]`)!;
      shown.getBoundingClientRect = () => ({ top: 100, bottom: 300, height: 200, left: 0, right: 800, width: 800, x: 0, y: 100, toJSON: () => ({}) });
      send({ type: PREVIEW_SELECT, id: unknown.id });
      expect(shown.hasAttribute("data-selected")).toBe(true);
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
