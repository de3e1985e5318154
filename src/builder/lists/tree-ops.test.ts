import { describe, expect, it } from "vitest";
import { insertAt, itemAt, moveAmongSiblings, moveOut, nestUnderPrevious, removeAt, subtreeHeight } from "./tree-ops";

interface Item {
  name: string;
  children?: Item[];
}
const tree = (): Item[] => [{ name: "A", children: [{ name: "A1" }, { name: "A2", children: [{ name: "A2x" }] }] }, { name: "B", children: [] }, { name: "C" }];
const names = (items: Item[] | undefined): unknown => items?.map((i) => (i.children?.length ? [i.name, names(i.children)] : i.name));

describe("tree edits", () => {
  it("finds, inserts and removes by path without changing the given tree", () => {
    const t = tree();
    expect(itemAt(t, [0, 1, 0])?.name).toBe("A2x");
    expect(names(insertAt(t, [1], { name: "B1" }))).toEqual([["A", ["A1", ["A2", ["A2x"]]]], ["B", ["B1"]], "C"]);
    expect(names(insertAt(t, [], { name: "Z" }, 0))).toEqual(["Z", ["A", ["A1", ["A2", ["A2x"]]]], "B", "C"]);
    expect(names(removeAt(t, [0, 0]))).toEqual([["A", [["A2", ["A2x"]]]], "B", "C"]);
    expect(names(t)).toEqual(names(tree()));
  });

  it("moves an item among its siblings, and not past either end", () => {
    const t = tree();
    expect(names(moveAmongSiblings(t, [2], -1)!)).toEqual([["A", ["A1", ["A2", ["A2x"]]]], "C", "B"]);
    expect(names(moveAmongSiblings(t, [0, 1], -1)!)).toEqual([["A", [["A2", ["A2x"]], "A1"]], "B", "C"]);
    expect(moveAmongSiblings(t, [0], -1)).toBeNull();
    expect(moveAmongSiblings(t, [2], 1)).toBeNull();
  });

  it("nests an item under the one before it, within the allowed depth", () => {
    const t = tree();
    expect(names(nestUnderPrevious(t, [2], 3)!)).toEqual([
      ["A", ["A1", ["A2", ["A2x"]]]],
      ["B", ["C"]],
    ]);
    // A2 with its child would reach a fourth level under A1.
    expect(nestUnderPrevious(t, [0, 1], 3)).toBeNull();
    expect(nestUnderPrevious(t, [0, 1], 4)).not.toBeNull();
    expect(nestUnderPrevious(t, [0], 3)).toBeNull();
    expect(subtreeHeight(t[0]!)).toBe(3);
  });

  it("moves an item out of its parent, to just after it", () => {
    const t = tree();
    expect(names(moveOut(t, [0, 0])!)).toEqual([["A", [["A2", ["A2x"]]]], "A1", "B", "C"]);
    expect(names(moveOut(t, [0, 1, 0])!)).toEqual([["A", ["A1", "A2", "A2x"]], "B", "C"]);
    expect(moveOut(t, [1])).toBeNull();
  });
});
