// Reads the JSON the server embedded in the page (DESIGN "first paint without waterfalls").
// Absent (a dev server, a cached shell) → undefined, and the shop fetches instead.
export function readEmbedded<T>(id: string): T | undefined {
  const el = typeof document === "undefined" ? null : document.getElementById(id);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return undefined;
  }
}

/** The embedded first page is valid for the first location only; later navigations fetch. */
export function createFirstPage<T>(value: T | undefined, forPath: string) {
  let pending = value !== undefined;
  return {
    take(path: string): { page: T } | undefined {
      if (!pending || path !== forPath) return undefined;
      pending = false;
      return { page: value as T };
    },
  };
}
