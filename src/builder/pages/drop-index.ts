// Where a block dragged in the block list lands, from where the pointer is.

/**
 * The index the item at `from` moves to when dropped at height `y`, given the vertical middle
 * of every item in list order (as laid out before the drag): it goes before the first item
 * whose middle is below the pointer, else to the end.
 */
export function dropIndex(middles: readonly number[], y: number, from: number): number {
  const before = middles.findIndex((middle) => y < middle);
  const slot = before < 0 ? middles.length : before;
  // The slots after the dragged item count it, which leaves its place when it moves.
  return slot > from ? slot - 1 : slot;
}
