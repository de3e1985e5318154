// Where an edit happened: the deepest place in which two versions of a value differ. The
// editor gets whole new blocks from the block form; this tells which field the owner typed in,
// so typing in one field merges into one undo step and a server message on that field (and
// only that one) goes away.
import { deepEqual } from "../lib/deep-equal";
import { pointerOf, type Pointer } from "../schema-form/json-pointer";

const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The pointer (below `base`) of the one place where `before` and `after` differ; their common container when several differ; null when equal. */
export function changedPointer(before: unknown, after: unknown, base: Pointer = ""): Pointer | null {
  if (deepEqual(before, after)) return null;
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) return base;
  // An entry added to or taken from a list changes the list, not one place in it.
  if (Array.isArray(before) && Array.isArray(after) && before.length !== after.length) return base;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const differing = [...keys].filter((key) => !deepEqual(before[key], after[key]));
  if (differing.length !== 1) return base;
  const key = differing[0]!;
  return changedPointer(before[key], after[key], pointerOf(base, key));
}
