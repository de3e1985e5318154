// A small in-process cache of catalogue answers. Keys carry the website's catalogue version,
// which every catalogue change bumps in the database, so a change is never served stale
// past the version check; the short lifetime bounds how old stock flags can get.
export interface ListingCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

export function createListingCache<V>({ maxEntries, ttlMs }: ListingCacheOptions) {
  const entries = new Map<string, { value: Promise<V>; at: number }>();
  return {
    /** The cached answer for key, or load()'s; concurrent misses share one load. */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) {
        // Refresh recency: a Map iterates in insertion order, so re-inserting makes it newest.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { value, at: Date.now() });
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
