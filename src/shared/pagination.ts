// §5 and §9 pagination rules, kept free of React so the shop, the builder and the server agree
// on what a page is.

/** §9: the page sizes a shopper can pick from. */
export const PAGE_SIZE_CHOICES = [5, 10, 20, 50, 100] as const;

/** §9: how many page numbers are shown at once. */
export const PAGE_WINDOW = 5;

/** The number of the last page; an empty list still has page 1 so there is always a current page. */
export function lastPage(total: number, perPage: number): number {
  const items = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  // A zero or broken page size would divide by zero; treating it as one item a page keeps the
  // arithmetic finite and the buttons usable.
  const size = Number.isFinite(perPage) ? Math.max(1, Math.floor(perPage)) : 1;
  return Math.max(1, Math.ceil(items / size));
}

/**
 * The page numbers to show: up to `size` consecutive pages, centred on `current` where the
 * range allows and slid inwards at either end so the window stays full.
 */
export function pageWindow(current: number, last: number, size: number = PAGE_WINDOW): number[] {
  const end = Math.max(1, Math.floor(last));
  const count = Math.max(0, Math.min(Math.floor(size), end));
  if (count === 0) return [];
  const here = Math.min(Math.max(1, Math.floor(current)), end);
  const start = Math.min(Math.max(1, here - Math.floor((count - 1) / 2)), end - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** §5: a change below 1, above the last page or to the current page is ignored. */
export function acceptPageChange(next: number, current: number, last: number): boolean {
  return Number.isInteger(next) && next >= 1 && next <= last && next !== current;
}

/** The highest page number an address may ask for (the API refuses more). */
export const MAX_PAGE = 100_000;

/** The `page` of an address's query, read leniently: anything but a whole number above 1 is page 1. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The query for a page: none for page 1, so the first page has one address. */
export function pageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : "";
}
