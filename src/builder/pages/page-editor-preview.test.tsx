// The page editor and its live preview share the selection: a block clicked in the framed shop
// is selected as from the block list and its form opens; the frame is told which block is
// selected, however it was chosen, so that it outlines it. The frame's messages count only from
// the frame itself, at this origin, and for a block the page holds.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import { ADMIN_PAGES_RESOLVE_PATH, type AdminPageAnswer, type ResolveBody } from "../../shared/api/admin-pages";
import { PREVIEW_BLOCK_CLICK, PREVIEW_SELECT } from "../../shared/builder-preview-messages";
import { newBlockId } from "../../shared/block-id";
import { testBlock, testPage } from "../../shared/testing/page-doc";
import { demoSettingsAnswer } from "../testing/settings-harness";
import { route } from "./page-editor-screen";

const PAGE_ID = 4;
const PATH = `/s/api/admin/pages/${PAGE_ID}`;
const HOME = testPage([testBlock("rich-text", { html: "<h2>Welcome</h2>" }, 0), testBlock("products", { title: "Best deals this week" }, 1, { logicdata: { sort: "discount", limit: 12 } })]);
const [TEXT, CAROUSEL] = HOME.components as [(typeof HOME.components)[number], (typeof HOME.components)[number]];

let server: FakeShopServer;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = createFakeShopServer();
  const stored: AdminPageAnswer = {
    page: { id: PAGE_ID, url: "/", route_name: "home", kind: "system", title: "Home", has_draft: false, published: true, version: 1, revision: 1, updated_at: "2025-01-06T10:00:00Z" },
    published: structuredClone(HOME),
    draft: null,
    required_block: null,
  };
  server.on("GET", PATH, () => jsonResponse(stored));
  server.on("GET", `${PATH}/versions`, () => jsonResponse({ versions: [] }));
  server.on("GET", "/s/api/admin/site", () => jsonResponse(demoSettingsAnswer()));
  server.on("POST", `/s${ADMIN_PAGES_RESOLVE_PATH}`, (call) => jsonResponse({ data: (call.body as ResolveBody).components.map((c) => ({ ...c, response: [] })) }));
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

async function renderEditor() {
  const router = createMemoryRouter([{ path: "/pages/:id", ...route }], { initialEntries: [`/pages/${PAGE_ID}`] });
  render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
      <DialogHost />
    </>,
  );
  await screen.findByRole("heading", { name: "Rich text" });
  // The editor drew itself after the page's answer, outside act: its effects, the preview's
  // listener among them, run when the scheduler's turn comes.
  await act(() => vi.advanceTimersByTimeAsync(0));
  const frame = screen.getByTitle("Shop preview") as HTMLIFrameElement;
  const toFrame = vi.fn();
  frame.contentWindow!.postMessage = toFrame as never;
  return { frame: frame.contentWindow!, toFrame };
}

/** A message the editor's window receives, from the frame unless told otherwise. */
const receive = (data: unknown, source: Window, origin = location.origin) => act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin, source })));
/** The block list's selected rows. */
const pressed = () =>
  within(screen.getByRole("list", { name: "Blocks on this page" }))
    .queryAllByRole("button", { pressed: true })
    .map((b) => b.querySelector(".page-block-title")!.textContent);

describe("the page editor's selection and its preview", () => {
  it("selects a block clicked in the preview, as the block list does, and opens its form", async () => {
    const { frame, toFrame } = await renderEditor();
    expect(pressed()).toEqual(["Rich text"]);

    receive({ type: PREVIEW_BLOCK_CLICK, id: CAROUSEL.id }, frame);
    expect(await screen.findByRole("heading", { name: "Product carousel" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Rich text" })).toBeNull();
    expect(pressed()).toEqual(["Product carousel"]);
    // The frame is told, to outline it.
    await waitFor(() => expect(toFrame).toHaveBeenLastCalledWith({ type: PREVIEW_SELECT, id: CAROUSEL.id }, location.origin));
  });

  it("ignores a click message from another origin or another window, with an id the page does not hold, or of another shape", async () => {
    const { frame } = await renderEditor();
    const stranger = document.body.appendChild(document.createElement("iframe")).contentWindow!;
    receive({ type: PREVIEW_BLOCK_CLICK, id: CAROUSEL.id }, frame, "https://evil.example");
    receive({ type: PREVIEW_BLOCK_CLICK, id: CAROUSEL.id }, stranger);
    receive({ type: PREVIEW_BLOCK_CLICK, id: newBlockId() }, frame);
    receive({ type: PREVIEW_BLOCK_CLICK, id: `${CAROUSEL.id}"]` }, frame);
    receive({ type: PREVIEW_BLOCK_CLICK }, frame);
    receive({ type: PREVIEW_SELECT, id: CAROUSEL.id }, frame);
    receive(CAROUSEL.id, frame);
    expect(pressed()).toEqual(["Rich text"]);
    expect(screen.getByRole("heading", { name: "Rich text" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Product carousel" })).toBeNull();
  });

  it("tells the preview the selection made from the block list, and that none is when the page's settings are open", async () => {
    const u = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { toFrame } = await renderEditor();
    // By keyboard, as before: the preview is not the only way to choose.
    screen.getByRole("button", { name: /^Product carousel/ }).focus();
    await u.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Product carousel" })).toBeTruthy();
    await waitFor(() => expect(toFrame).toHaveBeenLastCalledWith({ type: PREVIEW_SELECT, id: CAROUSEL.id }, location.origin));

    await u.click(screen.getByRole("button", { name: "Page settings" }));
    await waitFor(() => expect(toFrame).toHaveBeenLastCalledWith({ type: PREVIEW_SELECT, id: null }, location.origin));
    expect(pressed()).toEqual([]);

    await u.click(screen.getByRole("button", { name: /^Rich text/ }));
    await waitFor(() => expect(toFrame).toHaveBeenLastCalledWith({ type: PREVIEW_SELECT, id: TEXT.id }, location.origin));
  });
});
