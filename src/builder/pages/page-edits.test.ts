import { describe, expect, it } from "vitest";
import { registry } from "../../../registry";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { newBlockId } from "../../shared/block-id";
import { asSent, blockIds, documentToSave, duplicateBlock, editorDocument, insertBlock, moveBlock, newComponent, removeBlock, replaceBlock, setPageField } from "./page-edits";
import { testBlock, testPage } from "../../shared/testing/page-doc";

const block = (name: string, order: number, title = name) => testBlock(name, { title }, order);
const doc = (components: PageComponent[]) => testPage(components);
const names = (d: PageDocument) => d.components.map((c) => (c.data as { title: string }).title);

describe("page edits", () => {
  it("takes a document's blocks in their order, each keeping its id", () => {
    const given = doc([block("products", 2, "C"), block("hero-card", 0, "A"), block("rich-text", 1, "B")]);
    const d = editorDocument(given);
    expect(names(d)).toEqual(["A", "B", "C"]);
    expect(blockIds(d)).toEqual([given.components[1]!.id, given.components[2]!.id, given.components[0]!.id]);
  });

  it("gives a block without an id, or repeating another's, an id of its own", () => {
    const a = block("a", 0, "A");
    const d = editorDocument(doc([a, { ...block("b", 1, "B"), id: a.id }, { ...block("c", 2, "C"), id: undefined as unknown as string }]));
    expect(d.components[0]!.id).toBe(a.id);
    expect(new Set(blockIds(d)).size).toBe(3);
  });

  it("moves, duplicates, inserts and removes blocks by id", () => {
    const d = editorDocument(doc([block("a", 0, "A"), block("b", 1, "B"), block("c", 2, "C")]));
    const [ia, ib, ic] = blockIds(d) as [string, string, string];
    const moved = moveBlock(d, ia, 2);
    expect(names(moved)).toEqual(["B", "C", "A"]);
    expect(blockIds(moved)).toEqual([ib, ic, ia]);
    expect(moveBlock(d, ib, 1)).toBe(d);
    expect(moveBlock(d, ia, 3)).toBe(d);
    expect(moveBlock(d, "nosuchid00", 0)).toBe(d);

    const copyId = newBlockId();
    const copied = duplicateBlock(d, ib, copyId);
    expect(names(copied)).toEqual(["A", "B", "B", "C"]);
    expect(blockIds(copied)).toEqual([ia, ib, copyId, ic]);
    expect(copied.components[2]!.data).not.toBe(copied.components[1]!.data);

    const added = block("d", 0, "D");
    expect(blockIds(insertBlock(d, added, 1))).toEqual([ia, added.id, ib, ic]);
    expect(blockIds(insertBlock(d, added))).toEqual([ia, ib, ic, added.id]);

    const removed = removeBlock(d, ib);
    expect(names(removed)).toEqual(["A", "C"]);
    expect(blockIds(removed)).toEqual([ia, ic]);
    // The given document is left as it was.
    expect(names(d)).toEqual(["A", "B", "C"]);
  });

  it("replaces a block, which keeps its id, and sets the page's own fields", () => {
    const d = editorDocument(doc([block("a", 0, "A")]));
    const id = d.components[0]!.id;
    const replaced = replaceBlock(d, id, { ...block("a", 0, "A2"), id: "otherid001" });
    expect(names(replaced)).toEqual(["A2"]);
    expect(blockIds(replaced)).toEqual([id]);
    const titled = setPageField(d, "/seo_title", "About us");
    expect(titled.seo_title).toBe("About us");
    expect(titled.components).toBe(d.components);
  });

  it("writes each block's place as its order when saving, ids unchanged", () => {
    const d = editorDocument(doc([block("a", 0, "A"), block("b", 1, "B")]));
    const s = moveBlock(d, d.components[1]!.id, 0);
    expect(documentToSave(s).components.map((c) => [c.id, c.data, c.order])).toEqual([
      [d.components[1]!.id, { title: "B" }, 0],
      [d.components[0]!.id, { title: "A" }, 1],
    ]);
    expect(asSent(doc([block("b", 5, "B"), block("a", 3, "A")])).components.map((c) => c.order)).toEqual([0, 1]);
  });

  it("makes a new block from its registry defaults, screen blocks typed as screens", () => {
    const banner = newComponent(registry["hero-banner"]!, "bannerid01");
    expect(banner).toMatchObject({ id: "bannerid01", name: "hero-banner", type: "block", data: { slides: [] }, response: null });
    expect(banner.data).not.toBe(registry["hero-banner"]!.defaults.data);
    expect(newComponent(registry["product-listing"]!, newBlockId()).type).toBe("screen");
  });
});
