import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer, type RecordedCall } from "../../client/api/fake-shop-server";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import { PAGE_CHANGED_ELSEWHERE, type AdminPageAnswer, type AdminPageSummary, type DraftBody, type PageVersionsAnswer } from "../../shared/api/admin-pages";
import type { PageDocument } from "../../shared/page-document";
import { testBlock, testPage } from "../../shared/testing/page-doc";
import { BLOCK_ID_PATTERN } from "../../shared/block-id";
import { CONFLICT_CHOICE, KEEP_MINE, LOAD_THEIRS } from "./conflict-notice";
import { DISCARD_DRAFT_TITLE, NOT_LIVE_YET } from "./page-editor";
import { route } from "./page-editor-screen";
import { problemsTitle } from "./publish-summary";
import { AUTOSAVE_DELAY_MS, PUBLISHED_MESSAGE } from "./use-page-sync";

// The preview is the shop's renderer in a frame (its own tests): here it lists what it was given.
vi.mock("../preview/page-preview-pane", () => ({
  PagePreviewPane: ({ doc }: { doc: PageDocument }) => (
    <ol aria-label="Preview">
      {[...doc.components]
        .sort((a, b) => a.order - b.order)
        .map((c, i) => (
          <li key={i}>{c.name}</li>
        ))}
    </ol>
  ),
}));

const PAGE_ID = 4;
const PATH = `/s/api/admin/pages/${PAGE_ID}`;

const slide = (name: string, link: string, alt: string) => ({ image: `banners/${name}.svg`, image_sm: `banners/${name}-sm.svg`, link, alt });
/** The home page these journeys edit: a banner of three slides, then a product carousel (not the demo home, whose blocks may change). */
const HOME = testPage([
  testBlock(
    "hero-banner",
    {
      slides: [
        slide("hero-staples", "/products?c=atta-rice-dal", "Monthly staples at the best prices"),
        slide("hero-fresh", "/products?c=fruits-vegetables", "Fresh fruit and vegetables every morning"),
        slide("hero-dairy", "/products?c=dairy-bakery", "Milk, curd and paneer delivered early"),
      ],
    },
    0,
    { settings: { settings: '{"aspect": "md", "bgcolor": "#f6f7f5", "fullpage": false}' } },
  ),
  testBlock("products", { title: "Best deals this week" }, 1, { logicdata: { sort: "discount", limit: 12 } }),
]);
const homeDoc = (): PageDocument => structuredClone(HOME);

function summary(over: Partial<AdminPageSummary> = {}): AdminPageSummary {
  return { id: PAGE_ID, url: "/", route_name: "home", kind: "system", title: "Home", has_draft: false, published: true, version: 1, revision: 1, updated_at: "2025-01-06T10:00:00Z", ...over };
}

let server: FakeShopServer;
let stored: AdminPageAnswer;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stored = { page: summary(), published: homeDoc(), draft: null, required_block: null };
  server = createFakeShopServer();
  server.on("GET", PATH, () => jsonResponse(stored));
  server.on("PUT", `${PATH}/draft`, (call) => {
    const body = call.body as DraftBody;
    if (body.base_revision !== stored.page.revision) return jsonResponse({ message: PAGE_CHANGED_ELSEWHERE }, 409);
    const revision = stored.page.revision + 1;
    stored = { ...stored, draft: body.doc, page: { ...stored.page, has_draft: true, revision } };
    return jsonResponse({ revision, updated_at: "2025-01-06T10:05:00Z" });
  });
  const versions: PageVersionsAnswer = { versions: [{ version: 1, published_at: "2025-01-01T09:00:00Z", published_by: null, current: true }] };
  server.on("GET", `${PATH}/versions`, () => jsonResponse(versions));
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

function renderEditor(id: string | number = PAGE_ID) {
  const router = createMemoryRouter(
    [
      { path: "/pages/:id", ...route },
      { path: "/pages", element: <p>All pages</p> },
    ],
    { initialEntries: [`/pages/${id}`] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
      <DialogHost />
    </>,
  );
  return router;
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const puts = () => server.calls.filter((c) => c.method === "PUT");
const status = () => document.querySelector(".page-editor-status")!.textContent ?? "";
/** Lets the pause before an autosave pass, and the save's answer arrive. */
const pause = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 50));
const preview = () =>
  within(screen.getByRole("list", { name: "Preview" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

async function openPageSettings() {
  await screen.findByRole("heading", { name: /^Home/ });
  fireEvent.click(screen.getByRole("button", { name: "Page settings" }));
  return screen.findByLabelText("Search title");
}

describe("the page editor", () => {
  it("shows the page's blocks, the first one's form and the page in the preview", async () => {
    renderEditor();
    expect(await screen.findByRole("heading", { name: "Hero banner" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Hero banner 3 slides/ }).getAttribute("aria-pressed")).toBe("true");
    expect(preview()).toEqual(["hero-banner", "products"]);
    expect(status()).toContain("No changes since publishing");
    expect(screen.getByRole("button", { name: "Publish" }).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByText("Version 1")).toBeTruthy();
  });

  it("says when the published versions could not load, and asks again on Try again", async () => {
    server.on("GET", `${PATH}/versions`, () => jsonResponse({ message: "The versions are not available just now" }, 503));
    renderEditor();
    const versions = await screen.findByRole("region", { name: "Published versions" });
    expect((await within(versions).findByRole("alert")).textContent).toContain("The versions are not available just now");
    server.on("GET", `${PATH}/versions`, () => jsonResponse({ versions: [{ version: 1, published_at: "2025-01-01T09:00:00Z", published_by: null, current: true }] }));
    fireEvent.click(within(versions).getByRole("button", { name: "Try again" }));
    expect(await within(versions).findByText("Version 1")).toBeTruthy();
    expect(within(versions).queryByRole("alert")).toBeNull();
  });

  it("saves the edits as a draft after a pause, each save naming the revision it builds on", async () => {
    const u = user();
    renderEditor();
    const title = await openPageSettings();
    await u.type(title, "Fresh groceries");
    expect(status()).toContain("Unsaved changes");
    expect(puts()).toHaveLength(0);
    await pause();
    await waitFor(() => expect(status()).toContain("Draft saved"));
    expect(puts()).toHaveLength(1);
    const first = puts()[0]!.body as DraftBody;
    expect(first.base_revision).toBe(1);
    expect(first.doc.seo_title).toBe("Fresh groceries");
    expect(first.doc.components.map((c) => c.order)).toEqual([0, 1]);
    // The blocks go back under the ids they came with.
    expect(first.doc.components.map((c) => c.id)).toEqual(HOME.components.map((c) => c.id));

    await u.type(title, " daily");
    await pause();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect((puts()[1]!.body as DraftBody).base_revision).toBe(2);
    expect(screen.getByRole("button", { name: "Publish" }).hasAttribute("disabled")).toBe(false);
  });

  it("stops saving when someone else saved meanwhile, and keeps mine over theirs when asked", async () => {
    const u = user();
    renderEditor();
    const title = await openPageSettings();
    // Another admin saves first.
    stored = { ...stored, draft: { ...homeDoc(), seo_title: "Theirs" }, page: { ...stored.page, has_draft: true, revision: 7 } };
    await u.type(title, "Mine");
    await pause();
    const notice = (await screen.findByText(PAGE_CHANGED_ELSEWHERE)).closest<HTMLElement>("[role=alert]")!;
    expect(notice.textContent).toContain(CONFLICT_CHOICE);
    expect(status()).toContain("Not saved");

    // No more saves until the owner chooses.
    await u.type(title, "!");
    await pause();
    await pause();
    expect(puts()).toHaveLength(1);

    await u.click(within(notice).getByRole("button", { name: KEEP_MINE }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    const kept = puts()[1]!.body as DraftBody;
    expect(kept.base_revision).toBe(7);
    expect(kept.doc.seo_title).toBe("Mine!");
    await waitFor(() => expect(screen.queryByText(PAGE_CHANGED_ELSEWHERE)).toBeNull());
    expect(status()).toContain("Draft saved");
  });

  it("loads their version in place of mine when asked", async () => {
    const u = user();
    renderEditor();
    const title = await openPageSettings();
    stored = { ...stored, draft: { ...homeDoc(), seo_title: "Theirs" }, page: { ...stored.page, has_draft: true, revision: 7 } };
    await u.type(title, "Mine");
    await pause();
    await u.click(await screen.findByRole("button", { name: LOAD_THEIRS }));
    await waitFor(() => expect((screen.getByLabelText("Search title") as HTMLInputElement).value).toBe("Theirs"));
    expect(screen.queryByText(PAGE_CHANGED_ELSEWHERE)).toBeNull();
    expect(status()).toContain("Draft saved");
    // Their version starts a new history.
    expect(screen.getByRole("button", { name: "Undo" }).hasAttribute("disabled")).toBe(true);
    expect(puts()).toHaveLength(1);
  });

  it("undoes and redoes every edit, by button and keyboard, typing in one field being one step", async () => {
    const u = user();
    renderEditor();
    const title = await openPageSettings();
    await u.type(title, "Fresh");
    await u.click(screen.getByLabelText("Show the footer"));
    expect((screen.getByLabelText("Show the footer") as HTMLInputElement).checked).toBe(false);

    await u.click(screen.getByRole("button", { name: "Undo" }));
    expect((screen.getByLabelText("Show the footer") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Search title") as HTMLInputElement).value).toBe("Fresh");
    await u.keyboard("{Control>}z{/Control}");
    expect((screen.getByLabelText("Search title") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("button", { name: "Undo" }).hasAttribute("disabled")).toBe(true);

    await u.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect((screen.getByLabelText("Search title") as HTMLInputElement).value).toBe("Fresh");
    await u.click(screen.getByRole("button", { name: "Redo" }));
    expect((screen.getByLabelText("Show the footer") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("button", { name: "Redo" }).hasAttribute("disabled")).toBe(true);

    // Moving a block is a step too, and the preview follows the list.
    await u.click(screen.getByRole("button", { name: "Move Hero banner (block 1) down" }));
    expect(preview()).toEqual(["products", "hero-banner"]);
    await u.keyboard("{Control>}y{/Control}");
    await u.keyboard("{Control>}z{/Control}");
    expect(preview()).toEqual(["hero-banner", "products"]);
  });

  it("adds a block from the palette after the selected one and opens its form", async () => {
    const u = user();
    renderEditor();
    await screen.findByRole("heading", { name: "Hero banner" });
    await u.click(screen.getByRole("button", { name: "Add a block" }));
    const palette = await screen.findByRole("dialog", { name: "Add a block" });
    // A block's button is named by its title and then its description.
    expect(within(palette).queryByRole("button", { name: /^Product list / })).toBeNull();
    await u.type(within(palette).getByRole("searchbox", { name: "Search blocks" }), "card");
    await u.click(within(palette).getByRole("button", { name: /^Hero card / }));
    await waitFor(() => expect(preview()).toEqual(["hero-banner", "hero-card", "products"]));
    expect(await screen.findByRole("heading", { name: "Hero card" })).toBeTruthy();
    // The new block has an id of its own, which is sent with it.
    await pause();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const ids = (puts()[0]!.body as DraftBody).doc.components.map((c) => c.id);
    expect([ids[0], ids[2]]).toEqual(HOME.components.map((c) => c.id));
    expect(ids[1]).toMatch(BLOCK_ID_PATTERN);
    expect(HOME.components.map((c) => c.id)).not.toContain(ids[1]);
  });

  it("offers a block's presets under it, found by their own words, and starts the block from the preset", async () => {
    const u = user();
    renderEditor();
    await screen.findByRole("heading", { name: "Hero banner" });
    await u.click(screen.getByRole("button", { name: "Add a block" }));
    const palette = await screen.findByRole("dialog", { name: "Add a block" });
    const forms = within(palette).getByRole("list", { name: "Ready-made form blocks" });
    expect(
      within(forms)
        .getAllByRole("button")
        .map((b) => b.querySelector(".page-palette-block-title")!.textContent),
    ).toEqual(["Form: Contact us", "Form: Bulk order"]);
    await u.type(within(palette).getByRole("searchbox", { name: "Search blocks" }), "bulk");
    expect(within(palette).getAllByRole("button", { name: /^Form/ })).toHaveLength(3);
    expect(within(palette).queryByRole("button", { name: /^Hero card / })).toBeNull();
    await u.click(within(palette).getByRole("button", { name: /^Form: Bulk order / }));
    await waitFor(() => expect(preview()).toEqual(["hero-banner", "form", "products"]));
    await pause();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const added = (puts()[0]!.body as DraftBody).doc.components[1]!;
    expect(added.data).toMatchObject({ form_id: "bulk-order", title: "Order in bulk", submit_label: "Ask for a quote" });
    expect((added.data as { fields: { name: string }[] }).fields.map((f) => f.name)).toEqual(["name", "phone", "items", "date"]);
  });

  it("refuses to publish an invalid block: every problem listed by block and field, the first block opened and its field focused", async () => {
    const u = user();
    stored = { ...stored, draft: homeDoc(), page: { ...stored.page, has_draft: true } };
    server.on("POST", `${PATH}/publish`, () =>
      jsonResponse(
        {
          message: "Some blocks need fixing before the page can be published",
          errors: { "/components/1/logicdata/limit": "Show between 1 and 24 products", "/components/0/data/slides/1/image": "Choose a picture for the slide", "/seo_title": "Too long" },
        },
        422,
      ),
    );
    renderEditor();
    await screen.findByRole("heading", { name: "Hero banner" });
    // The page settings are open when Publish is pressed: the first problem's block opens instead.
    fireEvent.click(screen.getByRole("button", { name: "Page settings" }));
    await u.click(screen.getByRole("button", { name: "Publish" }));
    const summaryTitle = await screen.findByText(problemsTitle(3));
    const list = summaryTitle.closest<HTMLElement>("[role=alert]")!;
    expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Hero banner (block 1) › Content › Slides › Fresh fruit and vegetables every morning › Picture: Choose a picture for the slide",
      "Product carousel (block 2) › Which products › How many: Show between 1 and 24 products",
      "Search title: Too long",
    ]);
    expect(await screen.findByRole("heading", { name: "Hero banner" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true"));
    expect((document.activeElement as HTMLElement).closest(".field")?.textContent).toContain("Choose a picture for the slide");

    await u.click(within(list).getByRole("button", { name: "Product carousel (block 2) › Which products › How many" }));
    expect(await screen.findByRole("heading", { name: "Product carousel" })).toBeTruthy();
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.closest(".field")?.textContent).toContain("Show between 1 and 24 products"));

    // The page's own field is one click away.
    await u.click(within(list).getByRole("button", { name: "Search title" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Search title")));
    expect(screen.getByText("Too long")).toBeTruthy();
  });

  it("publishes the saved draft, says so, and is clean again at the next version", async () => {
    const u = user();
    server.on("POST", `${PATH}/publish`, (call: RecordedCall) => {
      expect((call.body as { base_revision: number }).base_revision).toBe(stored.page.revision);
      stored = { ...stored, published: stored.draft!, draft: null, page: { ...stored.page, has_draft: false, version: 2, revision: stored.page.revision + 1 } };
      return jsonResponse(stored);
    });
    renderEditor();
    const title = await openPageSettings();
    await u.type(title, "Fresh");
    // Publish saves the pending edit first.
    await u.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(PUBLISHED_MESSAGE)).toBeTruthy();
    expect(server.log().filter((l) => l.startsWith("PUT") || l.startsWith("POST"))).toEqual([`PUT ${PATH}/draft`, `POST ${PATH}/publish`]);
    expect(stored.published.seo_title).toBe("Fresh");
    await waitFor(() => expect(status()).toBe("No changes since publishing · Live: version 2"));
  });

  it("restores a published version into the draft after asking", async () => {
    const u = user();
    const old = { ...homeDoc(), seo_title: "Old title", components: homeDoc().components.slice(1) };
    server.on("POST", `${PATH}/versions/1/restore`, () => {
      stored = { ...stored, draft: old, page: { ...stored.page, has_draft: true, revision: 2 } };
      return jsonResponse(stored);
    });
    renderEditor();
    await u.click(await screen.findByRole("button", { name: "Restore version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore version 1?" });
    await u.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(preview()).toEqual(["products"]));
    expect(status()).toContain("Draft saved");
    // Undo brings back what was there before the restore.
    await u.click(screen.getByRole("button", { name: "Undo" }));
    expect(preview()).toEqual(["hero-banner", "products"]);
  });

  it("discards the draft after asking, back to the published page, which undo can take back", async () => {
    const u = user();
    stored = { ...stored, draft: { ...homeDoc(), seo_title: "Draft title" }, page: { ...stored.page, has_draft: true, revision: 3 } };
    server.on("DELETE", `${PATH}/draft`, (call) => {
      expect(call.body).toEqual({ base_revision: 3 });
      stored = { ...stored, draft: null, page: { ...stored.page, has_draft: false, revision: 4 } };
      return jsonResponse(stored);
    });
    renderEditor();
    expect((await openPageSettings()).getAttribute("value")).toBe("Draft title");
    expect(status()).toContain("Draft saved");
    await u.click(screen.getByRole("button", { name: "Discard draft" }));
    await u.click(within(await screen.findByRole("dialog", { name: DISCARD_DRAFT_TITLE })).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect((screen.getByLabelText("Search title") as HTMLInputElement).value).toBe(""));
    expect(status()).toContain("No changes since publishing");
    expect(screen.getByRole("button", { name: "Discard draft" }).hasAttribute("disabled")).toBe(true);

    await u.click(screen.getByRole("button", { name: "Undo" }));
    expect((screen.getByLabelText("Search title") as HTMLInputElement).value).toBe("Draft title");
    await pause();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as DraftBody).base_revision).toBe(4);
  });

  it("says so when the page is not there", async () => {
    server.on("GET", PATH, () => jsonResponse({ message: "Not found" }, 404));
    renderEditor();
    expect(await screen.findByRole("heading", { name: "This page does not exist on your website" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All pages" }).getAttribute("href")).toBe("/pages");
  });
  it("says so for an address that names no page, without asking the server", async () => {
    renderEditor("home");
    expect(await screen.findByRole("heading", { name: "This page does not exist on your website" })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
  it("offers to try again when the page could not load", async () => {
    let fail = true;
    server.on("GET", PATH, () => (fail ? jsonResponse({ message: "The database is busy" }, 503) : jsonResponse(stored)));
    renderEditor();
    expect(await screen.findByRole("heading", { name: "The page could not load" })).toBeTruthy();
    expect(screen.getByText("The database is busy")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Hero banner" })).toBeTruthy();
  });
  it("on a phone shows one column at a time, and choosing a block opens its form", async () => {
    renderEditor();
    await screen.findByRole("heading", { name: "Hero banner" });
    const columns = document.querySelector(".page-editor-columns")!;
    const views = within(screen.getByRole("group", { name: "Show" }));
    expect(columns.getAttribute("data-phone-view")).toBe("blocks");
    fireEvent.click(views.getByRole("button", { name: "Preview" }));
    expect(columns.getAttribute("data-phone-view")).toBe("preview");
    expect(views.getByRole("button", { name: "Preview" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(views.getByRole("button", { name: "Blocks" }));
    // Choosing the block already chosen still opens its form.
    fireEvent.click(screen.getByRole("button", { name: /^Hero banner 3 slides/ }));
    expect(columns.getAttribute("data-phone-view")).toBe("edit");
    fireEvent.click(views.getByRole("button", { name: "Blocks" }));
    fireEvent.click(screen.getByRole("button", { name: "Page settings" }));
    expect(columns.getAttribute("data-phone-view")).toBe("edit");
    expect(await screen.findByLabelText("Search title")).toBeTruthy();
  });
  it("says a page never published is not live, and offers no draft to discard", async () => {
    stored = { ...stored, draft: homeDoc(), page: { ...stored.page, published: false, has_draft: true } };
    renderEditor();
    await screen.findByRole("heading", { name: "Hero banner" });
    expect(status()).toContain(NOT_LIVE_YET);
    expect(status()).not.toContain("Live: version");
    expect(screen.getByRole("button", { name: "Discard draft" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Publish" }).hasAttribute("disabled")).toBe(false);
  });
});
