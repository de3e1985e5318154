import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MemoryRouter } from "react-router";
import { previewApi } from "../api/preview-api";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";
import { PreviewScreen } from "./preview-screen";

let server: FakeShopServer;

const passing = { ok: true, messages: [] };
const FIXTURES = [
  { path: "pages/content/about-us.json", group: "pages", document: "page", verdict: passing },
  { path: "pages/home.json", group: "pages", document: "page", verdict: passing },
  { path: "sites/header-4-navbar-2.json", group: "sites", document: "site", verdict: passing },
  { path: "sites/header-9-navbar-1.json", group: "sites", document: "site", verdict: { ok: false, messages: ["navSetting /header_template: Choose header layout 1, 2, 3 or 4"] } },
  { path: "invalid/page-unknown-block.json", group: "invalid", document: "page", verdict: { ok: true, messages: ['component 0 (MARQUEE): There is no block named "MARQUEE"'] } },
  { path: "registry/blocks/rich-text/fixture.json", group: "blocks", document: "block", verdict: passing },
];

const block = (name: string, order: number, data: unknown) => ({ name, type: "block", data, logicdata: {}, response: null, order, settings: {} });
const doc = (components: unknown[], extra: Record<string, unknown> = {}) => ({
  schema_version: 2,
  url: "/new-arrivals",
  css: "",
  show_navbar: true,
  show_sub_navbar: true,
  show_footer: true,
  seo_title: "New arrivals",
  seo_description: "What came in this week",
  seo_keyword: "new, fresh",
  schema_script: null,
  components,
  ...extra,
});

beforeEach(() => {
  server = createFakeShopServer();
  server.on("GET", "/s/api/preview/fixtures", () => jsonResponse(FIXTURES));
  vi.stubGlobal("fetch", server.fetch);
  clearRecentReports();
  setReporter(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
});

function renderScreen() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/preview"]}>
      <PreviewScreen api={previewApi} />
    </MemoryRouter>,
  );
  return user;
}

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText("Page JSON"));
  await user.paste(text);
  // Awaited in act: the first render of a block waits for its code and validator to load.
  await act(async () => {
    await user.click(screen.getByRole("button", { name: "Render" }));
  });
}

// The first render loads each block's code and validator, as the shop does: allow for it.
describe("the preview screen", { timeout: 15_000 }, () => {
  it("lists the fixtures by group, site fixtures included, each with the check's verdict", async () => {
    renderScreen();
    const pages = await screen.findByRole("region", { name: "Page fixtures" });
    expect(
      within(pages)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["pages/content/about-us.json", "pages/home.json"]);
    expect(pages.textContent).toContain("All 2 pass npm run fixtures:check.");
    const sites = screen.getByRole("region", { name: "Site fixtures (header and navigation bar)" });
    expect(
      within(sites)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["sites/header-4-navbar-2.json ✓ passes", "sites/header-9-navbar-1.json ✗ fails"]);
    expect(sites.textContent).toContain("1 of 2 fail npm run fixtures:check.");
    const invalid = screen.getByRole("region", { name: "Broken documents" });
    expect(
      within(invalid)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["invalid/page-unknown-block.json ✓ broken as declared"]);
    expect(server.log()).toEqual(["GET /s/api/preview/fixtures"]);
  });

  it("says when the fixtures cannot be listed (production has no such route)", async () => {
    server.on("GET", "/s/api/preview/fixtures", () => jsonResponse({ message: "No such API route: GET /s/api/preview/fixtures" }, 404));
    renderScreen();
    expect((await screen.findByRole("alert")).textContent).toContain("The fixtures could not be listed: No such API route");
    // Pasting still works without the fixtures.
    expect(screen.getByRole("button", { name: "Render" })).toBeTruthy();
  });

  it("shows the syntax error of pasted text that is not JSON", async () => {
    const user = renderScreen();
    await paste(user, '{"url": "/x", "components": [}');
    const alert = await screen.findByRole("alert", { name: "The text is not valid JSON" });
    let expected = "";
    try {
      JSON.parse('{"url": "/x", "components": [}');
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(alert.textContent).toContain(expected);
    expect(screen.queryByRole("region", { name: "Page preview" })).toBeNull();
  });

  it("renders a valid rich-text block and a diagnostic for an unknown block, with the seo fields", async () => {
    const user = renderScreen();
    await paste(user, JSON.stringify(doc([block("MARQUEE", 0, { text: "Every Friday" }), block("rich-text", 1, { html: "<h2>Fresh this week</h2>" })])));
    const preview = screen.getByRole("region", { name: "Page preview" });
    expect(await within(preview).findByRole("heading", { name: "Fresh this week" }, { timeout: 5000 })).toBeTruthy();
    const diagnostic = within(preview).getByRole("alert", { name: 'Block "MARQUEE" cannot be shown' });
    expect(diagnostic.textContent).toContain('There is no block named "MARQUEE"');
    // The page itself fits the schema: block names are the registry's concern.
    expect(screen.getByRole("status").textContent).toBe("The page matches the page schema.");
    const seo = screen.getByRole("region", { name: "Search fields" });
    expect(seo.textContent).toContain("New arrivals");
    expect(seo.textContent).toContain("What came in this week");
    expect(seo.textContent).toContain("new, fresh");
    expect(seo.textContent).toContain("/new-arrivals");
    // Preview explains bad blocks; it does not report them as the live shop does.
    expect(recentReports()).toEqual([]);
  });

  it("lists the page schema's problems and a block's own, after upgrading an old document", async () => {
    const user = renderScreen();
    // Version 0: legacy names and text orders are upgraded before the check; too long a title is not.
    const old = {
      url: "/legacy",
      seo_title: "x".repeat(201),
      components: [
        { name: "RICH_TEXT", order: "1", data: { html: 7 } },
        { name: "html", order: "0", data: { html: "<p>Upgraded</p>" } },
      ],
    };
    await paste(user, JSON.stringify(old));
    const problems = await screen.findByRole("alert", { name: "The page does not match the page schema" });
    expect(problems.textContent).toMatch(/seo_title/);
    const preview = screen.getByRole("region", { name: "Page preview" });
    expect(await within(preview).findByText("Upgraded", {}, { timeout: 5000 })).toBeTruthy();
    expect((await within(preview).findByRole("alert", { name: 'Block "rich-text" cannot be shown' })).textContent).toContain("data.html");
  });

  it("says a JSON value that is not an object is not a page", async () => {
    const user = renderScreen();
    await paste(user, "[1, 2]");
    expect((await screen.findByRole("alert", { name: "The page does not match the page schema" })).textContent).toContain("The page must be a JSON object");
    expect(screen.getByText("The page has no blocks.")).toBeTruthy();
  });

  it("opens a fixture into the text box and renders it", async () => {
    const about = doc([block("rich-text", 0, { html: "<h1>About us</h1>" })], { url: "/about-us", seo_title: "About us" });
    server.on("GET", "/s/api/preview/fixtures/pages/content/about-us.json", () => jsonResponse(about));
    const user = renderScreen();
    await user.click(await screen.findByRole("button", { name: "pages/content/about-us.json" }));
    const preview = await screen.findByRole("region", { name: "Page preview" });
    expect(await within(preview).findByRole("heading", { name: "About us" }, { timeout: 5000 })).toBeTruthy();
    expect(JSON.parse((screen.getByLabelText("Page JSON") as HTMLTextAreaElement).value)).toEqual(about);
    await waitFor(() => expect(screen.getAllByRole("button", { name: /\.json$/ }).every((b) => !(b as HTMLButtonElement).disabled)).toBe(true));
  });

  it("says when a fixture cannot be opened", async () => {
    server.on("GET", "/s/api/preview/fixtures/pages/home.json", () => jsonResponse({ message: "There is no fixture pages/home.json" }, 404));
    const user = renderScreen();
    await user.click(await screen.findByRole("button", { name: "pages/home.json" }));
    expect((await screen.findByRole("alert")).textContent).toBe("pages/home.json could not be opened: There is no fixture pages/home.json");
  });

  it("opens a site fixture and draws the header and navigation bar it chooses, with the check's verdict", async () => {
    const site = JSON.parse(readFileSync(join(import.meta.dirname, "../../../fixtures/sites/header-4-navbar-2.json"), "utf8")) as { name: string; navs: { name: string }[] };
    server.on("GET", "/s/api/preview/fixtures/sites/header-4-navbar-2.json", () => jsonResponse(site));
    const user = renderScreen();
    const button = await screen.findByRole("button", { name: "sites/header-4-navbar-2.json" });
    await act(async () => {
      await user.click(button);
    });
    const preview = await screen.findByRole("region", { name: "Website preview" });
    expect(preview.querySelector("header.site-header")?.getAttribute("data-header-template")).toBe("4");
    expect(within(preview).getByRole("link", { name: `${site.name} home` })).toBeTruthy();
    expect(within(preview).getByRole("navigation", { name: "Categories and pages" }).getAttribute("data-navbar-template")).toBe("2");
    expect(screen.getByRole("status", { name: "Fixture check" }).textContent).toBe("sites/header-4-navbar-2.json passes npm run fixtures:check");
    expect(JSON.parse((screen.getByLabelText("Website settings JSON") as HTMLTextAreaElement).value)).toEqual(site);
    expect(screen.queryByRole("region", { name: "Page preview" })).toBeNull();
  });

  it("shows a failing fixture's problems as the check words them", async () => {
    server.on("GET", "/s/api/preview/fixtures/sites/header-9-navbar-1.json", () => jsonResponse({ name: "Nine", navSetting: { header_template: 9, navbar_template: 1 }, navs: [] }));
    const user = renderScreen();
    const button = await screen.findByRole("button", { name: "sites/header-9-navbar-1.json" });
    await act(async () => {
      await user.click(button);
    });
    const alert = await screen.findByRole("alert", { name: "Fixture check" });
    expect(alert.textContent).toContain("sites/header-9-navbar-1.json fails npm run fixtures:check");
    expect(alert.textContent).toContain("navSetting /header_template: Choose header layout 1, 2, 3 or 4");
    expect(screen.getByRole("region", { name: "Website preview" }).textContent).toContain("Header 9 does not exist; the shop draws header 1");
  });

  it("gives a broken document the check's verdict rather than its own, until the text is edited", async () => {
    const broken = doc([block("MARQUEE", 0, { text: "Every Friday" })], { url: "/broken" });
    server.on("GET", "/s/api/preview/fixtures/invalid/page-unknown-block.json", () => jsonResponse(broken));
    const user = renderScreen();
    const button = await screen.findByRole("button", { name: "invalid/page-unknown-block.json" });
    await act(async () => {
      await user.click(button);
    });
    const verdict = await screen.findByRole("status", { name: "Fixture check" });
    expect(verdict.textContent).toContain("passes npm run fixtures:check: it fails exactly as its .expected.json declares");
    expect(verdict.textContent).toContain('There is no block named "MARQUEE"');
    // The screen's own page-schema reading would say the page matches: it is not shown for a fixture.
    expect(screen.queryByText("The page matches the page schema.")).toBeNull();
    // Rendering it again unchanged keeps the verdict; an edit drops it, the text is no longer the fixture.
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Render" }));
    });
    expect(screen.getByRole("status", { name: "Fixture check" })).toBeTruthy();
    await user.type(screen.getByLabelText("Page JSON"), " ");
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Render" }));
    });
    expect(screen.queryByRole("status", { name: "Fixture check" })).toBeNull();
    expect(screen.getByText("The page matches the page schema.")).toBeTruthy();
  });

  it("draws pasted text as website settings when asked", async () => {
    const user = renderScreen();
    await user.selectOptions(screen.getByLabelText("Draw the text as"), "site");
    await user.click(screen.getByLabelText("Website settings JSON"));
    await user.paste(JSON.stringify({ name: "Pasted Stores", navSetting: { header_template: 3, navbar_template: 5 }, navs: [{ name: "Fresh fruit", link: "/products" }] }));
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Render" }));
    });
    const preview = screen.getByRole("region", { name: "Website preview" });
    expect(preview.querySelector("header.site-header")?.getAttribute("data-header-template")).toBe("3");
    expect(within(preview).getByRole("navigation", { name: "Categories and pages" }).textContent).toContain("Fresh fruit");
    expect(screen.queryByRole("status", { name: "Fixture check" })).toBeNull();
  });

  it("opens a block's example and draws that block alone", async () => {
    server.on("GET", "/s/api/preview/fixtures/registry/blocks/rich-text/fixture.json", () => jsonResponse(block("rich-text", 0, { html: "<h2>Why shop with us</h2>" })));
    const user = renderScreen();
    const button = await screen.findByRole("button", { name: "registry/blocks/rich-text/fixture.json" });
    expect(
      within(screen.getByRole("region", { name: "Block examples" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["registry/blocks/rich-text/fixture.json ✓ passes"]);
    await act(async () => {
      await user.click(button);
    });
    const preview = await screen.findByRole("region", { name: "Page preview" });
    expect(await within(preview).findByRole("heading", { name: "Why shop with us" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("status", { name: "Fixture check" }).textContent).toBe("registry/blocks/rich-text/fixture.json passes npm run fixtures:check");
    expect(screen.getByLabelText("Block JSON")).toBeTruthy();
    // A block has no search fields of its own.
    expect(screen.queryByRole("region", { name: "Search fields" })).toBeNull();
  });
});
