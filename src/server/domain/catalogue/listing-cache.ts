// A small in-process cache of catalogue answers. Keys carry the website's catalogue version,
// which every catalogue change bumps in the database, so a change is never served stale
// past the version check; the short lifetime bounds how old stock flags can get.
//
// An expired answer is still served while one fresh load runs in the background
// (stale-while-revalidate), so a busy listing never makes shoppers wait on its reload.
// An answer older than twice the lifetime is not served at all.
export interface ListingCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** The clock; tests move it by hand so a loaded machine cannot change what they see. */
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  at: number;
  refreshing: boolean;
}

export function createListingCache<V>({ maxEntries, ttlMs, now = Date.now }: ListingCacheOptions) {
  const entries = new Map<string, Entry<V>>();

  function store(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { value, at: now(), refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  }

  function refresh(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load().then(
      (fresh) => {
        // Only replace what is still there: a clear() or an eviction meanwhile wins.
        if (entries.get(key) === stale) store(key, Promise.resolve(fresh));
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  return {
    /** The cached answer for key, or load()'s; concurrent misses share one load. */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const age = hit ? now() - hit.at : Infinity;
      if (hit && age < 2 * ttlMs) {
        if (age >= ttlMs && !hit.refreshing) refresh(key, hit, load);
        // Refresh recency: a Map iterates in insertion order, so re-inserting makes it newest.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry = store(key, load());
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
