import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { previewApi } from "../api/preview-api";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";
import { PreviewScreen } from "./preview-screen";

let server: FakeShopServer;

const FIXTURES = [
  { path: "pages/content/about-us.json", group: "pages" },
  { path: "pages/home.json", group: "pages" },
  { path: "invalid/page-unknown-block.json", group: "invalid" },
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
  it("lists the fixtures by group", async () => {
    renderScreen();
    const pages = await screen.findByRole("region", { name: "Page fixtures" });
    expect(within(pages).getAllByRole("button").map((b) => b.textContent)).toEqual(["pages/content/about-us.json", "pages/home.json"]);
    const invalid = screen.getByRole("region", { name: "Broken documents" });
    expect(within(invalid).getAllByRole("button").map((b) => b.textContent)).toEqual(["invalid/page-unknown-block.json"]);
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
    const old = { url: "/legacy", seo_title: "x".repeat(201), components: [{ name: "RICH_TEXT", order: "1", data: { html: 7 } }, { name: "html", order: "0", data: { html: "<p>Upgraded</p>" } }] };
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
});
