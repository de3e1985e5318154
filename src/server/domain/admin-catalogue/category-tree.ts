// The category tree of one website, built from its flat rows.

export interface CategoryLink {
  id: number;
  parentId: number | null;
}

/** The category and every category below it, at any depth. */
export function subtreeIds(rows: readonly CategoryLink[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const found: number[] = [];
  const queue = [rootId];
  // The seen set guards against a loop a hand-edited database could hold.
  const seen = new Set<number>();
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    found.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

export type Nested<T> = T & { children: Nested<T>[] };

/** Nests rows under their parents, each level ordered by position then id; orphans go to the top. */
export function nest<T extends CategoryLink & { position: number }>(rows: readonly T[]): Nested<T>[] {
  type Node = Nested<T>;
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const top: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : top).push(node);
  }
  const order = (list: Node[]) => {
    list.sort((a, b) => a.position - b.position || a.id - b.id);
    list.forEach((n) => order(n.children));
  };
  order(top);
  return top;
}
