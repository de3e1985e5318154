// Pure edits of a list of items that may hold sub-lists under `children` (navigation links,
// footer groups and their links), addressed by a path of indexes: [2, 0] is the first child of
// the third item. Every edit answers a new list and leaves the given one as it was.

export interface TreeItem<T> {
  children?: T[];
}

export type TreePath = readonly number[];

const childrenOf = <T extends TreeItem<T>>(item: T | undefined): T[] => item?.children ?? [];

export function itemAt<T extends TreeItem<T>>(tree: readonly T[], path: TreePath): T | undefined {
  let list: readonly T[] = tree;
  let item: T | undefined;
  for (const index of path) {
    item = list[index];
    if (!item) return undefined;
    list = childrenOf(item);
  }
  return item;
}

/** The list that holds the item at `path`, changed by `change`. */
function withSiblings<T extends TreeItem<T>>(tree: readonly T[], parent: TreePath, change: (siblings: T[]) => T[]): T[] {
  if (parent.length === 0) return change([...tree]);
  const [head, ...rest] = parent;
  return tree.map((item, i) => (i === head ? { ...item, children: withSiblings(childrenOf(item), rest, change) } : item));
}

export function replaceAt<T extends TreeItem<T>>(tree: readonly T[], path: TreePath, item: T): T[] {
  return withSiblings(tree, path.slice(0, -1), (siblings) => siblings.map((s, i) => (i === path[path.length - 1] ? item : s)));
}

export function removeAt<T extends TreeItem<T>>(tree: readonly T[], path: TreePath): T[] {
  return withSiblings(tree, path.slice(0, -1), (siblings) => siblings.filter((_, i) => i !== path[path.length - 1]));
}

/** Adds `item` to the list at `parent` ([] for the top), at its end unless an index is given. */
export function insertAt<T extends TreeItem<T>>(tree: readonly T[], parent: TreePath, item: T, index?: number): T[] {
  return withSiblings(tree, parent, (siblings) => {
    siblings.splice(index ?? siblings.length, 0, item);
    return siblings;
  });
}

/** Moves the item one place up (-1) or down (+1) among its siblings; null at either end. */
export function moveAmongSiblings<T extends TreeItem<T>>(tree: readonly T[], path: TreePath, step: -1 | 1): T[] | null {
  const parent = path.slice(0, -1);
  const from = path[path.length - 1]!;
  const siblings = parent.length ? childrenOf(itemAt(tree, parent)) : tree;
  const to = from + step;
  if (to < 0 || to >= siblings.length) return null;
  return withSiblings(tree, parent, (list) => {
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved!);
    return list;
  });
}

/** Levels in the item's subtree: 1 for an item without children. */
export function subtreeHeight<T extends TreeItem<T>>(item: T): number {
  return 1 + Math.max(0, ...childrenOf(item).map((child) => subtreeHeight(child)));
}

/** Makes the item the last child of the sibling before it; null when there is none or the nesting would exceed `maxDepth` levels. */
export function nestUnderPrevious<T extends TreeItem<T>>(tree: readonly T[], path: TreePath, maxDepth: number): T[] | null {
  const index = path[path.length - 1]!;
  const item = itemAt(tree, path);
  if (!item || index === 0 || path.length + subtreeHeight(item) > maxDepth) return null;
  const parent = [...path.slice(0, -1), index - 1];
  return insertAt(removeAt(tree, path), parent, item);
}

/** Moves the item out of its parent, to just after it; null for a top-level item. */
export function moveOut<T extends TreeItem<T>>(tree: readonly T[], path: TreePath): T[] | null {
  if (path.length < 2) return null;
  const item = itemAt(tree, path)!;
  const parent = path.slice(0, -1);
  return insertAt(removeAt(tree, path), parent.slice(0, -1), item, parent[parent.length - 1]! + 1);
}
