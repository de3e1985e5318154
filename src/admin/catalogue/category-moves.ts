// Where a category goes when the owner moves it in the tree, as the move call's body: the
// position counts its new siblings without it (the server takes it out, then puts it there).
import type { AdminCategoryNode, MoveCategoryBody } from "../../shared/api/admin-catalogue";

export type Step = "up" | "down" | "indent" | "outdent";
/** Dropped before or after another category, or inside it as its last sub-category. */
export type Drop = "before" | "after" | "inside";

interface Place {
  node: AdminCategoryNode;
  siblings: AdminCategoryNode[];
  index: number;
  parent: AdminCategoryNode | null;
}

function find(nodes: AdminCategoryNode[], id: number, parent: AdminCategoryNode | null = null): Place | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { node, siblings: nodes, index, parent };
    const below = find(node.children, id, node);
    if (below) return below;
  }
  return null;
}

export function findCategory(tree: AdminCategoryNode[], id: number): AdminCategoryNode | null {
  return find(tree, id)?.node ?? null;
}

function contains(node: AdminCategoryNode, id: number): boolean {
  return node.id === id || node.children.some((child) => contains(child, id));
}

/** The body of a keyboard step, or null when the category cannot go that way. */
export function stepMove(tree: AdminCategoryNode[], id: number, step: Step): MoveCategoryBody | null {
  const at = find(tree, id);
  if (!at) return null;
  const parentId = at.parent?.id ?? null;
  switch (step) {
    case "up":
      return at.index > 0 ? { parent_id: parentId, position: at.index - 1 } : null;
    case "down":
      return at.index < at.siblings.length - 1 ? { parent_id: parentId, position: at.index + 1 } : null;
    case "indent": {
      const before = at.siblings[at.index - 1];
      return before ? { parent_id: before.id, position: before.children.length } : null;
    }
    case "outdent": {
      if (!at.parent) return null;
      const up = find(tree, at.parent.id)!;
      return { parent_id: up.parent?.id ?? null, position: up.index + 1 };
    }
  }
}

/** The body of a drag of `id` dropped on `targetId`, or null when it would land in itself. */
export function dropMove(tree: AdminCategoryNode[], id: number, targetId: number, drop: Drop): MoveCategoryBody | null {
  const moved = find(tree, id);
  const target = find(tree, targetId);
  if (!moved || !target || contains(moved.node, targetId)) return null;
  if (drop === "inside") return { parent_id: target.node.id, position: target.node.children.filter((c) => c.id !== id).length };
  const others = target.siblings.filter((c) => c.id !== id);
  const index = others.findIndex((c) => c.id === targetId);
  return { parent_id: target.parent?.id ?? null, position: drop === "before" ? index : index + 1 };
}
