// The page editor's preview pane: the page goes to the framed shop with the active website's
// saved settings and its data-bound blocks resolved by the server, which is asked again only
// when a block's query changes.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearXsrfCookie, createFakeShopServer, jsonResponse, type FakeShopServer, type RecordedCall } from "../../client/api/fake-shop-server";
import { ADMIN_PAGES_RESOLVE_PATH, type ResolveBody } from "../../shared/api/admin-pages";
import { PREVIEW_PAGE, PREVIEW_READY } from "../../shared/builder-preview-messages";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { demoSettings, demoSettingsAnswer } from "../testing/settings-harness";
import { PagePreviewPane, SETTINGS_FAILED } from "./page-preview-pane";
import { PREVIEW_DELAY_MS } from "./use-preview-channel";
import { RESOLVE_DELAY_MS, RESOLVE_FAILED } from "./use-resolved-page";
import { newBlockId } from "../../shared/block-id";

const RESOLVE = `/s${ADMIN_PAGES_RESOLVE_PATH}`;
let server: FakeShopServer;

beforeEach(() => {
  // Timers only: the fake server's answers still settle as promises do.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/site", () => jsonResponse(demoSettingsAnswer()));
  // Each block's answer names the query it was resolved for.
  server.on("POST", RESOLVE, (call) => jsonResponse({ data: (call.body as ResolveBody).components.map((c) => ({ ...c, response: { resolved: c.logicdata } })) }));
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearXsrfCookie();
});

const heading = (html: string): PageComponent => ({ id: newBlockId(), name: "rich-text", type: "block", data: { html }, logicdata: {}, response: null, order: 0, settings: {} });
const carousel = (category: string): PageComponent => ({
  id: newBlockId(),
  name: "products",
  type: "block",
  data: { title: "Fresh today" },
  logicdata: { category, limit: 8 },
  response: { stale: true },
  order: 1,
  settings: {},
});

function page(components: PageComponent[]): PageDocument {
  return { schema_version: 1, url: "/", css: "", show_navbar: true, show_sub_navbar: true, show_footer: true, seo_title: "", seo_description: "", seo_keyword: "", schema_script: null, components };
}

/** Lets the debounced calls and posts happen, and the answers arrive (each may start the next). */
async function settle() {
  for (let round = 0; round < 4; round++) await act(() => vi.advanceTimersByTimeAsync(RESOLVE_DELAY_MS + PREVIEW_DELAY_MS));
}

function renderPane(doc: PageDocument, routeName = "home") {
  const view = render(<PagePreviewPane doc={doc} routeName={routeName} />);
  const frame = screen.getByTitle("Shop preview") as HTMLIFrameElement;
  const posted = vi.fn();
  frame.contentWindow!.postMessage = posted as never;
  return { ...view, frame, posted };
}

const resolveCalls = () => server.calls.filter((c) => c.path === RESOLVE);
const sentComponents = (call: RecordedCall) => (call.body as ResolveBody).components;
const lastPage = (posted: ReturnType<typeof vi.fn>) => (posted.mock.calls.at(-1)![0] as { page: PageDocument }).page;

describe("the page preview pane", () => {
  it("sends the page to its frame with the saved settings and the server's answers for its blocks", async () => {
    const doc = page([heading("<h2>Welcome</h2>"), carousel("fruits")]);
    const { posted } = renderPane(doc);
    await settle();
    expect(server.log().filter((l) => l === "GET /s/api/admin/site")).toHaveLength(1);
    expect(resolveCalls()).toHaveLength(1);
    expect(resolveCalls()[0]!.body).toEqual({ url: "/", components: doc.components });
    expect(posted).toHaveBeenLastCalledWith(
      {
        type: PREVIEW_PAGE,
        settings: demoSettings(),
        routeName: "home",
        page: {
          ...doc,
          components: [
            { ...doc.components[0], response: { resolved: {} } },
            { ...doc.components[1], response: { resolved: { category: "fruits", limit: 8 } } },
          ],
        },
      },
      location.origin,
    );
  });

  it("draws nothing until the first answers are in, rather than the blocks empty", async () => {
    let answer!: () => void;
    server.on(
      "POST",
      RESOLVE,
      (call) => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse({ data: (call.body as ResolveBody).components.map((c) => ({ ...c, response: ["mango"] })) })))),
    );
    const { posted } = renderPane(page([carousel("fruits")]));
    await settle();
    expect(resolveCalls()).toHaveLength(1);
    expect(posted).not.toHaveBeenCalled();
    answer();
    await settle();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(lastPage(posted).components[0]!.response).toEqual(["mango"]);
  });

  it("asks the server again only when a block's query changes", async () => {
    const { rerender, posted } = renderPane(page([heading("<h2>Welcome</h2>"), carousel("fruits")]));
    await settle();
    expect(resolveCalls()).toHaveLength(1);

    // Two edits of the text: drawn, from the answers already had.
    for (const text of ["<h2>Welcome!</h2>", "<h2>Welcome back</h2>"]) {
      rerender(<PagePreviewPane doc={page([heading(text), carousel("fruits")])} routeName="home" />);
      await settle();
    }
    expect(resolveCalls()).toHaveLength(1);
    expect(lastPage(posted).components.map((c) => [c.data, c.response])).toEqual([
      [{ html: "<h2>Welcome back</h2>" }, { resolved: {} }],
      [{ title: "Fresh today" }, { resolved: { category: "fruits", limit: 8 } }],
    ]);

    // Another category: that block alone is asked for.
    rerender(<PagePreviewPane doc={page([heading("<h2>Welcome back</h2>"), carousel("vegetables")])} routeName="home" />);
    await settle();
    expect(resolveCalls()).toHaveLength(2);
    expect(sentComponents(resolveCalls()[1]!).map((c) => c.logicdata)).toEqual([{ category: "vegetables", limit: 8 }]);
    expect(lastPage(posted).components[1]!.response).toEqual({ resolved: { category: "vegetables", limit: 8 } });

    // Back to the first category: known already.
    rerender(<PagePreviewPane doc={page([heading("<h2>Welcome back</h2>"), carousel("fruits")])} routeName="home" />);
    await settle();
    expect(resolveCalls()).toHaveLength(2);
    expect(lastPage(posted).components[1]!.response).toEqual({ resolved: { category: "fruits", limit: 8 } });
  });

  it("keeps a block's response as it was when the server cannot resolve it, and says so", async () => {
    server.on("POST", RESOLVE, () => jsonResponse({ message: "The catalogue is being updated" }, 503));
    const { posted } = renderPane(page([carousel("fruits")]));
    await settle();
    expect(resolveCalls()).toHaveLength(1);
    expect(lastPage(posted).components[0]!.response).toEqual({ stale: true });
    expect(screen.getByRole("status").textContent).toBe(`${RESOLVE_FAILED} (The catalogue is being updated)`);
  });

  it("posts only to its frame's window, at its own origin, and takes ready only from its frame", async () => {
    const { frame, posted } = renderPane(page([heading("<h2>Welcome</h2>")]));
    const stranger = document.body.appendChild(document.createElement("iframe")).contentWindow!;
    const toStranger = vi.fn();
    stranger.postMessage = toStranger as never;
    await settle();
    posted.mockClear();

    const ready = (source: Window, origin = location.origin) => act(() => void window.dispatchEvent(new MessageEvent("message", { data: { type: PREVIEW_READY }, origin, source })));
    ready(stranger);
    ready(frame.contentWindow!, "https://evil.example");
    expect(posted).not.toHaveBeenCalled();
    ready(frame.contentWindow!);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]![0]).toMatchObject({ type: PREVIEW_PAGE, routeName: "home" });
    expect(posted.mock.calls[0]![1]).toBe(location.origin);
    expect(toStranger).not.toHaveBeenCalled();
  });

  it("says when the website's settings cannot be had, draws nothing meanwhile, and tries again", async () => {
    server.on("GET", "/s/api/admin/site", () => jsonResponse({ message: "You are not an admin of this website" }, 403));
    const { posted } = renderPane(page([heading("<h2>Welcome</h2>")]));
    await settle();
    expect(screen.getByRole("alert").textContent).toContain(`${SETTINGS_FAILED}: You are not an admin of this website`);
    expect(posted).not.toHaveBeenCalled();

    server.on("GET", "/s/api/admin/site", () => jsonResponse(demoSettingsAnswer()));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await settle();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ type: PREVIEW_PAGE, settings: demoSettings() }), location.origin);
  });
});
