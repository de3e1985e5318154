import { describe, expect, it } from "vitest";
import { registry } from "../../../registry";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { asSent, documentToSave, duplicateBlock, insertBlock, moveBlock, newBlockKey, newComponent, pageSnapshot, removeBlock, replaceBlock, setPageField, withDocument } from "./page-edits";
import { testBlock, testPage } from "../../shared/testing/page-doc";

const block = (name: string, order: number, title = name) => testBlock(name, { title }, order);
const doc = (components: PageComponent[]) => testPage(components);
const names = (s: { doc: PageDocument }) => s.doc.components.map((c) => (c.data as { title: string }).title);

describe("page edits", () => {
  it("takes a document's blocks in their order, each with its own key", () => {
    const s = pageSnapshot(doc([block("products", 2, "C"), block("hero-card", 0, "A"), block("rich-text", 1, "B")]));
    expect(names(s)).toEqual(["A", "B", "C"]);
    expect(new Set(s.keys).size).toBe(3);
  });

  it("moves, duplicates, inserts and removes blocks with their keys", () => {
    const s = pageSnapshot(doc([block("a", 0, "A"), block("b", 1, "B"), block("c", 2, "C")]));
    const [ka, kb, kc] = s.keys;
    const moved = moveBlock(s, 0, 2);
    expect(names(moved)).toEqual(["B", "C", "A"]);
    expect(moved.keys).toEqual([kb, kc, ka]);
    expect(moveBlock(s, 1, 1)).toBe(s);
    expect(moveBlock(s, 0, 3)).toBe(s);

    const copyKey = newBlockKey();
    const copied = duplicateBlock(s, 1, copyKey);
    expect(names(copied)).toEqual(["A", "B", "B", "C"]);
    expect(copied.keys).toEqual([ka, kb, copyKey, kc]);
    expect(copied.doc.components[2]).not.toBe(copied.doc.components[1]);

    const key = newBlockKey();
    expect(insertBlock(s, block("d", 0, "D"), key, 1).keys).toEqual([ka, key, kb, kc]);
    expect(insertBlock(s, block("d", 0, "D"), key).keys).toEqual([ka, kb, kc, key]);

    const removed = removeBlock(s, 1);
    expect(names(removed)).toEqual(["A", "C"]);
    expect(removed.keys).toEqual([ka, kc]);
    // The given snapshot is left as it was.
    expect(names(s)).toEqual(["A", "B", "C"]);
  });

  it("replaces a block and sets the page's own fields", () => {
    const s = pageSnapshot(doc([block("a", 0, "A")]));
    expect(names(replaceBlock(s, 0, block("a", 0, "A2")))).toEqual(["A2"]);
    const titled = setPageField(s, "/seo_title", "About us");
    expect(titled.doc.seo_title).toBe("About us");
    expect(titled.keys).toBe(s.keys);
  });

  it("writes each block's place as its order when saving", () => {
    const s = moveBlock(pageSnapshot(doc([block("a", 0, "A"), block("b", 1, "B")])), 1, 0);
    expect(documentToSave(s.doc).components.map((c) => [c.data, c.order])).toEqual([
      [{ title: "B" }, 0],
      [{ title: "A" }, 1],
    ]);
    expect(asSent(doc([block("b", 5, "B"), block("a", 3, "A")])).components.map((c) => c.order)).toEqual([0, 1]);
  });

  it("keeps the keys for the server's copy of the same blocks, and makes new ones otherwise", () => {
    const s = pageSnapshot(doc([block("a", 0, "A"), block("b", 1, "B")]));
    expect(withDocument(s, doc([block("a", 0, "A (clean)"), block("b", 1, "B")])).keys).toBe(s.keys);
    const other = withDocument(s, doc([block("c", 0, "C")]));
    expect(other.keys).toHaveLength(1);
    expect(s.keys).not.toContain(other.keys[0]);
  });

  it("makes a new block from its registry defaults, screen blocks typed as screens", () => {
    const banner = newComponent(registry["hero-banner"]!);
    expect(banner).toMatchObject({ name: "hero-banner", type: "block", data: { slides: [] }, response: null });
    expect(banner.data).not.toBe(registry["hero-banner"]!.defaults.data);
    expect(newComponent(registry["product-listing"]!).type).toBe("screen");
  });
});
