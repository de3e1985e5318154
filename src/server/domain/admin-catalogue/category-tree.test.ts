import { describe, expect, it } from "vitest";
import { nest, subtreeIds } from "./category-tree";

const rows = [
  { id: 1, parentId: null, position: 1 },
  { id: 2, parentId: 1, position: 1 },
  { id: 3, parentId: 1, position: 0 },
  { id: 4, parentId: 2, position: 0 },
  { id: 5, parentId: null, position: 0 },
  // Its parent is gone: shown at the top rather than lost.
  { id: 6, parentId: 99, position: 2 },
];

describe("the category tree", () => {
  it("finds a category with everything below it, at any depth", () => {
    expect(subtreeIds(rows, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(rows, 4)).toEqual([4]);
    expect(subtreeIds(rows, 42)).toEqual([42]);
  });

  it("stops at a loop a hand-edited database could hold", () => {
    expect(
      subtreeIds(
        [
          { id: 1, parentId: 2 },
          { id: 2, parentId: 1 },
        ],
        1,
      ).sort(),
    ).toEqual([1, 2]);
  });

  it("nests by parent, each level by position", () => {
    type Node = ReturnType<typeof nest<(typeof rows)[number]>>[number];
    const ids = (nodes: Node[]): unknown => nodes.map((n) => [n.id, ids(n.children)]);
    expect(ids(nest(rows))).toEqual([
      [5, []],
      [
        1,
        [
          [3, []],
          [2, [[4, []]]],
        ],
      ],
      [6, []],
    ]);
  });
});
