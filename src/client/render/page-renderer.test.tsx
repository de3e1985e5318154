import { beforeEach, describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { PageComponent } from "../../shared/page-document";
import { clearRecentReports, recentReports } from "../lib/error-reporter";
import { PageRenderer, planPage } from "./page-renderer";
import { newBlockId } from "../../shared/block-id";

const block = (name: string, order: number, data: unknown, settings: unknown = {}): PageComponent => ({ id: newBlockId(), name, type: "block", order, data, settings, logicdata: {}, response: null });
const page = [
  block("rich-text", 2, { html: "<h2>Second</h2>" }),
  block("no-such-block", 0, {}),
  block("rich-text", 1, { html: "<h2>First</h2>" }, '{"align":"center"}'),
  block("rich-text", 3, { html: 7 }),
];

describe("page renderer", () => {
  beforeEach(() => clearRecentReports());

  it("plans blocks by order and marks names the registry does not know", () => {
    const plan = planPage(page);
    expect(plan.map((p) => (p.kind === "block" ? p.component.order : p.kind === "unknown" ? p.name : p.kind))).toEqual(["no-such-block", 1, 2, 3]);
    expect(plan[0]).toMatchObject({ kind: "unknown", name: "no-such-block" });
  });

  it("on the live shop draws the blocks the server answered, JSON-text settings read, and reports names no block has", async () => {
    // The server left out blocks their schemas refuse (drawable-blocks.ts): what reaches the
    // shop is drawn without a validator, in order.
    const served = page.filter((c) => c.order !== 3);
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <MemoryRouter>
          <PageRenderer components={served} mode="live" url="/x" />
        </MemoryRouter>,
      );
    });
    expect((await screen.findAllByRole("heading", {}, { timeout: 5000 })).map((h) => h.textContent)).toEqual(["First", "Second"]);
    expect((view.container.querySelector(".rich-text") as HTMLElement).style.textAlign).toBe("center");
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(recentReports().map((r) => r.message)).toEqual(['Skipped block "no-such-block"']));
  });

  it("in preview shows a labelled diagnostic in place of each bad block", async () => {
    // Rendered inside act: the first preview loads the validator and the sanitiser.
    await act(async () => {
      render(
        <MemoryRouter>
          <PageRenderer components={page} mode="preview" />
        </MemoryRouter>,
      );
    });
    await screen.findAllByRole("heading", { name: /First|Second/ }, { timeout: 5000 });
    // JSON-text settings are read before validation: the centred block rendered.
    const diagnostics = await screen.findAllByRole("alert");
    expect(diagnostics.map((d) => d.getAttribute("aria-label"))).toEqual(['Block "no-such-block" cannot be shown', 'Block "rich-text" cannot be shown']);
    expect(diagnostics[1]!.textContent).toContain("data.html: The text must be written as HTML text");
    expect(recentReports()).toEqual([]);
  });

  it("leaves a block the server filled with nothing off the live page, and tells the owner in preview what would fill it above the block (ADR 0057)", async () => {
    const carousel = (response: unknown, logicdata: unknown = { category: "fresh-vegetables", limit: 12 }): PageComponent => ({
      ...block("products", 1, { title: "Vegetables" }),
      logicdata,
      response,
    });
    const components = [block("rich-text", 0, { html: "<h2>Welcome</h2>" }), carousel([]), { ...block("BRAND_SWIPER", 2, { title: "Brands" }), logicdata: { limit: 20 }, response: [] }];
    expect(planPage(components).map((p) => p.kind)).toEqual(["block", "empty", "empty"]);
    // Not loaded yet (null) is not empty: the carousel's placeholders stand in for its products (§4).
    expect(planPage([carousel(null)]).map((p) => p.kind)).toEqual(["block"]);

    // Rendered inside act, as the live test above: the blocks' code and validators load through
    // Suspense, whose retries React runs within act in a test.
    let live!: ReturnType<typeof render>;
    await act(async () => {
      live = render(
        <MemoryRouter>
          <PageRenderer components={components} mode="live" />
        </MemoryRouter>,
      );
    });
    await screen.findByRole("heading", { name: "Welcome" }, { timeout: 30_000 });
    expect(live.container.querySelectorAll("[data-block]")).toHaveLength(1);
    expect(screen.queryByRole("note")).toBeNull();
    live.unmount();

    await act(async () => {
      render(
        <MemoryRouter>
          <PageRenderer components={components} mode="preview" />
        </MemoryRouter>,
      );
    });
    const notes = await screen.findAllByRole("note");
    expect(notes.map((n) => n.getAttribute("aria-label"))).toEqual(["Product carousel: not shown to shoppers", "Brand carousel: not shown to shoppers"]);
    expect(notes[0]!.textContent).toContain("No product of this shop matches it yet (category fresh-vegetables): add products in the back office (Catalogue › Products)");
    expect(notes[1]!.textContent).toContain("add brands in the back office (Catalogue › Brands)");
    // The block itself still shows under its note, so the heading the owner edits is in view.
    // The carousel's code is its own chunk, transformed on first use: slow on a busy machine.
    expect(await screen.findByRole("heading", { name: "Vegetables" }, { timeout: 30_000 })).toBeTruthy();
  }, 60_000);

  it("keys each block by its id, so a reordered block keeps its element and its state", async () => {
    const first = block("rich-text", 0, { html: "<h2>First</h2>" });
    const second = block("rich-text", 1, { html: "<h2>Second</h2>" });
    const view = render(
      <MemoryRouter>
        <PageRenderer components={[first, second]} mode="live" />
      </MemoryRouter>,
    );
    const before = await screen.findByRole("heading", { name: "First" }, { timeout: 5000 });
    // State the block's element holds, which a remount or a reused element would lose or mix up.
    before.dataset.state = "first's";
    expect(planPage([first, second]).map((p) => p.key)).toEqual([first.id, second.id]);

    view.rerender(
      <MemoryRouter>
        <PageRenderer
          components={[
            { ...first, order: 1 },
            { ...second, order: 0 },
          ]}
          mode="live"
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Second", "First"]);
    const after = screen.getByRole("heading", { name: "First" });
    expect(after).toBe(before);
    expect(after.dataset.state).toBe("first's");
    expect(screen.getByRole("heading", { name: "Second" }).dataset.state).toBeUndefined();
  });

  it("marks each block with its id in the builder's preview, the selected one as selected, and the live shop's blocks with neither", async () => {
    const shown = block("rich-text", 0, { html: "<h2>Shown</h2>" });
    const chosen = block("rich-text", 1, { html: "<h2>Chosen</h2>" });
    const unknown = block("no-such-block", 2, {});
    const components = [shown, chosen, unknown];
    const live = render(
      <MemoryRouter>
        <PageRenderer components={components} mode="live" selectedId={chosen.id} />
      </MemoryRouter>,
    );
    await screen.findByRole("heading", { name: "Chosen" }, { timeout: 5000 });
    expect(live.container.querySelectorAll("[data-block-id], [data-selected]")).toHaveLength(0);
    live.unmount();

    const preview = render(
      <MemoryRouter>
        <PageRenderer components={components} mode="preview" selectedId={chosen.id} />
      </MemoryRouter>,
    );
    await screen.findByRole("heading", { name: "Chosen" });
    const marked = [...preview.container.querySelectorAll<HTMLElement>("[data-block-id]")];
    // The block that cannot be shown carries its id too: it is the one the owner has to fix.
    expect(marked.map((m) => m.dataset.blockId)).toEqual([shown.id, chosen.id, unknown.id]);
    expect(marked.map((m) => m.hasAttribute("data-selected"))).toEqual([false, true, false]);
    expect(marked[1]!.querySelector("h2")!.textContent).toBe("Chosen");
    expect(marked[2]!.getAttribute("role")).toBe("alert");

    preview.rerender(
      <MemoryRouter>
        <PageRenderer components={components} mode="preview" selectedId={unknown.id} />
      </MemoryRouter>,
    );
    expect([...preview.container.querySelectorAll<HTMLElement>("[data-selected]")].map((m) => m.dataset.blockId)).toEqual([unknown.id]);
  });
});
