import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DialogHost } from "../../client/ui/confirm-dialog";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { BlockList, movedMessage } from "./block-list";
import { usePageEditor, type PageEditor } from "./use-page-editor";
import { testBlock, testPage } from "../../shared/testing/page-doc";

const component = (name: string, title: string, order: number) => testBlock(name, { title }, order);
const doc = (components: PageComponent[]) => testPage(components, { url: "/products" });
const PAGE = doc([component("hero-card", "Fresh today", 0), component("product-listing", "All Products", 1), component("products", "Deals", 2)]);

function renderList(initial: PageDocument = PAGE, requiredBlock: string | null = "product-listing") {
  const handle: { editor: PageEditor | null } = { editor: null };
  function Harness() {
    const editor = usePageEditor(initial);
    handle.editor = editor;
    return <BlockList editor={editor} requiredBlock={requiredBlock} />;
  }
  render(
    <>
      <Harness />
      <DialogHost />
    </>,
  );
  return {
    get editor() {
      return handle.editor!;
    },
    // By the DOM rather than roles: an open dialog hides the list from the accessibility tree.
    titles: () => [...document.querySelectorAll(".page-block-list > li .page-block-summary")].map((summary) => summary.textContent),
  };
}

describe("the block list", () => {
  it("lists the blocks with a summary each and marks the required screen block, which cannot be deleted", async () => {
    const view = renderList();
    expect(view.titles()).toEqual(["Fresh today", "All Products", "Deals"]);
    const locked = screen.getByRole("button", { name: "Product list (block 2) cannot be deleted: this page needs it" });
    expect(locked.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(locked);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(view.editor.doc.components).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Product list Required All Products" })).toBeTruthy();
    // A screen block belongs on its page once.
    expect(screen.getByRole("button", { name: "Duplicate Product list (block 2)" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("moves a block with Alt and the arrow keys on its handle, announces it and keeps the focus there", async () => {
    const user = userEvent.setup();
    const view = renderList();
    const handle = screen.getByRole("button", { name: "Reorder Hero card (block 1)" });
    handle.focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(view.titles()).toEqual(["All Products", "Fresh today", "Deals"]);
    expect(screen.getByRole("status").textContent).toBe(movedMessage("Hero card", 1, 3));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Reorder Hero card (block 2)" }));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(view.titles()).toEqual(["All Products", "Deals", "Fresh today"]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Reorder Hero card (block 3)");
    // Past the end nothing moves; without Alt the arrows are left alone.
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}{ArrowUp}");
    expect(view.titles()).toEqual(["All Products", "Deals", "Fresh today"]);
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(view.titles()).toEqual(["All Products", "Fresh today", "Deals"]);
    // One undo per move.
    act(() => view.editor.undo());
    expect(view.titles()).toEqual(["All Products", "Deals", "Fresh today"]);
  });

  it("moves a block with its Up and Down buttons, the focus staying on the button", async () => {
    const user = userEvent.setup();
    const view = renderList();
    await user.click(screen.getByRole("button", { name: "Move Product carousel (block 3) up" }));
    expect(view.titles()).toEqual(["Fresh today", "Deals", "All Products"]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Product carousel (block 2) up");
    const first = screen.getByRole("button", { name: "Move Hero card (block 1) up" });
    expect(first.getAttribute("aria-disabled")).toBe("true");
  });

  it("moves a block dragged by its handle to where it is dropped", () => {
    const view = renderList();
    // jsdom lays nothing out: each item is 40 px tall, one under the other.
    const items = screen.getAllByRole("listitem");
    items.forEach((item, i) => {
      item.getBoundingClientRect = () => ({ top: i * 40, height: 40, bottom: i * 40 + 40, left: 0, right: 200, width: 200, x: 0, y: i * 40, toJSON: () => ({}) });
    });
    const handle = screen.getByRole("button", { name: "Reorder Hero card (block 1)" });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 70 });
    expect(items[1]!.className).toContain("is-drop-after");
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 110 });
    expect(items[2]!.className).toContain("is-drop-after");
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 110 });
    expect(view.titles()).toEqual(["All Products", "Deals", "Fresh today"]);
    expect(screen.getByRole("status").textContent).toBe(movedMessage("Hero card", 2, 3));
  });

  it("selects a block, duplicates it after itself, and deletes a block after asking", async () => {
    const user = userEvent.setup();
    const view = renderList(doc([component("hero-card", "Fresh today", 0), component("products", "Deals", 1)]), null);
    await user.click(screen.getByRole("button", { name: "Product carousel Deals" }));
    expect(screen.getByRole("button", { name: "Product carousel Deals" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Hero card Fresh today" }).getAttribute("aria-pressed")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Duplicate Product carousel (block 2)" }));
    expect(view.titles()).toEqual(["Fresh today", "Deals", "Deals"]);
    // The copy is selected.
    expect(view.editor.selectedId).toBe(view.editor.doc.components[2]!.id);
    expect(view.editor.selectedId).not.toBe(view.editor.doc.components[1]!.id);

    await user.click(screen.getByRole("button", { name: "Delete Hero card (block 1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Hero card (block 1)?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(view.titles()).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Delete Hero card (block 1)" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Hero card (block 1)?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.titles()).toEqual(["Deals", "Deals"]));
  });

  it("keeps the selection on the same block, by its id, through moves, drags, undo and redo", async () => {
    const user = userEvent.setup();
    const view = renderList();
    const deals = PAGE.components[2]!;
    const pressed = () => screen.getByRole("button", { pressed: true }).textContent;
    await user.click(screen.getByRole("button", { name: "Product carousel Deals" }));
    expect(view.editor.selectedId).toBe(deals.id);

    await user.click(screen.getByRole("button", { name: "Move Product carousel (block 3) up" }));
    expect(view.titles()).toEqual(["Fresh today", "Deals", "All Products"]);
    expect(view.editor.selectedId).toBe(deals.id);
    expect(pressed()).toBe("Product carousel Deals");

    // Dragged to the top by its handle.
    screen.getAllByRole("listitem").forEach((item, i) => {
      item.getBoundingClientRect = () => ({ top: i * 40, height: 40, bottom: i * 40 + 40, left: 0, right: 200, width: 200, x: 0, y: i * 40, toJSON: () => ({}) });
    });
    const handle = screen.getByRole("button", { name: "Reorder Product carousel (block 2)" });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 50 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 5 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 5 });
    expect(view.titles()).toEqual(["Deals", "Fresh today", "All Products"]);
    expect(pressed()).toBe("Product carousel Deals");

    act(() => view.editor.undo());
    expect(view.titles()).toEqual(["Fresh today", "Deals", "All Products"]);
    expect(view.editor.selectedId).toBe(deals.id);
    act(() => view.editor.undo());
    expect(view.titles()).toEqual(["Fresh today", "All Products", "Deals"]);
    expect(pressed()).toBe("Product carousel Deals");
    act(() => view.editor.redo());
    expect(view.titles()).toEqual(["Fresh today", "Deals", "All Products"]);
    expect(view.editor.selectedId).toBe(deals.id);
    // The list's rows are keyed by the blocks' ids.
    expect([...document.querySelectorAll<HTMLElement>(".page-block-list > li")].map((li) => li.dataset.blockId)).toEqual(view.editor.doc.components.map((c) => c.id));
    expect(view.editor.doc.components[1]).toBe(view.editor.doc.components.find((c) => c.id === deals.id));
  });

  it("gives a deleted block back under its own id when undo brings it back", async () => {
    const user = userEvent.setup();
    const view = renderList(doc([component("hero-card", "Fresh today", 0), component("products", "Deals", 1), component("rich-text", "Notes", 2)]), null);
    const deals = view.editor.doc.components[1]!;
    await user.click(screen.getByRole("button", { name: "Product carousel Deals" }));
    await user.click(screen.getByRole("button", { name: "Delete Product carousel (block 2)" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Product carousel (block 2)?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(view.titles()).toEqual(["Fresh today", "Notes"]);
    // The block that took its place is selected; undo brings the block back under the same id.
    expect(view.editor.selectedId).toBe(view.editor.doc.components[1]!.id);
    act(() => view.editor.undo());
    expect(view.editor.doc.components[1]!.id).toBe(deals.id);
    act(() => view.editor.select({ kind: "block", id: deals.id }));
    expect(screen.getByRole("button", { name: "Product carousel Deals" }).getAttribute("aria-pressed")).toBe("true");
  });
});
