// Stable React keys for the items of a tree that has no ids of its own. The keys live in a
// tree of the same shape, edited by the same pure functions as the items, so a moved link
// keeps its element (and the keyboard focus in it) and an edited one is not remounted.
import { useCallback, useState } from "react";
import { insertAt, type TreeItem, type TreePath } from "./tree-ops";

export interface KeyNode {
  key: string;
  children: KeyNode[];
}

let nextKey = 1;

function keysFor<T extends TreeItem<T>>(items: readonly T[]): KeyNode[] {
  // Lists of plain values (and a stray null) have no children to key.
  return items.map((item) => ({ key: `k${nextKey++}`, children: keysFor(item?.children ?? []) }));
}

function sameShape<T extends TreeItem<T>>(keys: readonly KeyNode[], items: readonly T[]): boolean {
  return keys.length === items.length && keys.every((node, i) => sameShape(node.children, items[i]?.children ?? []));
}

/**
 * The key tree for `items`; `edit`, which applies one structural change to the items and the
 * keys together; and `insert`, which adds an item with a new key. A change made elsewhere (a
 * restored draft) gets fresh keys.
 */
export function useKeyedTree<T extends TreeItem<T>>(items: readonly T[], commit: (items: T[]) => void) {
  const [keys, setKeys] = useState<KeyNode[]>(() => keysFor(items));
  const current = sameShape(keys, items) ? keys : keysFor(items);
  if (current !== keys) setKeys(current);

  const edit = useCallback(
    // One function for both trees: the edits in tree-ops.ts are generic over the item type.
    (change: <I extends TreeItem<I>>(tree: readonly I[]) => I[] | null) => {
      const nextItems = change(items);
      const nextKeys = change(current);
      if (!nextItems || !nextKeys) return false;
      setKeys(nextKeys);
      commit(nextItems);
      return true;
    },
    [items, current, commit],
  );

  /** Adds `item` at the end of the list at `parent`; answers its key. */
  const insert = useCallback(
    (parent: TreePath, item: T): string => {
      const key = `k${nextKey++}`;
      setKeys(insertAt(current, parent, { key, children: keysFor(item.children ?? []) }));
      commit(insertAt(items, parent, item));
      return key;
    },
    [items, current, commit],
  );
  return { keys: current, edit, insert };
}
