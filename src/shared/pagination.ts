// §9 pagination rules: page-size choices, a window of five pages, and which changes count.
export const PAGE_SIZE_CHOICES = [5, 10, 20, 50, 100] as const;
export const PAGE_WINDOW = 5;

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/** Up to `size` page numbers around the current page, kept inside 1…last. */
export function pageWindow(current: number, last: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, last);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** §5: changes below 1, above the last page or to the current page are ignored. */
export function acceptPageChange(next: number, current: number, last: number): boolean {
  return Number.isInteger(next) && next >= 1 && next <= last && next !== current;
}
