// The shopper's last searches on this device, newest first. Kept in localStorage, which is per
// host and so per website; a search is not private enough to need the server, and a browser that
// refuses storage (private mode, full quota) simply shows none.
const KEY = "kirana.recent-searches";
export const RECENT_SEARCHES_MAX = 8;

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]): void {
  try {
    if (list.length) window.localStorage.setItem(KEY, JSON.stringify(list));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the list lives only as long as the page.
  }
}

/** Puts `q` first; the same words in another case count as one search. */
export function rememberSearch(q: string): string[] {
  const list = [q, ...readRecentSearches().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  write(list);
  return list;
}

export function clearRecentSearches(): void {
  write([]);
}
