// How many of the navbar's top-level items fit on one row, the rest going to a "More" menu.
// Pure, so the arithmetic is tested without a layout engine.

/**
 * `widths`: each item's width; `more`: the More item's width; `gap`: the space between items.
 * All items when they fit; else as many as fit beside More (possibly none).
 */
export function fittingCount(widths: readonly number[], more: number, available: number, gap: number): number {
  const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = more;
  let count = 0;
  for (const w of widths) {
    if (used + w + gap > available) break;
    used += w + gap;
    count += 1;
  }
  return count;
}
