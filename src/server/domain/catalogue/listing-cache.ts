// A small in-process cache of catalogue answers. Keys carry the website's catalogue version,
// which every catalogue change bumps in the database, so a change is never served stale
// past the version check; the short lifetime bounds how old stock flags can get.
//
// An expired answer is still served while one fresh load runs in the background
// (stale-while-revalidate), so a busy listing never makes shoppers wait on its reload.
// An answer older than twice the lifetime is not served at all.
//
// The cache is bounded by bytes (ADR 0004): answers differ in size by orders of magnitude (an
// empty search against a page of 100 products), so a count of entries bounds nothing. Each
// answer's size is the caller's estimate, counted once its load has finished; the least
// recently used answers go first when the total is over the budget.
export interface ListingCacheOptions<V> {
  /** The most the kept answers may weigh together, by sizeOf. */
  maxBytes: number;
  /** An answer's approximate size in memory, in bytes. */
  sizeOf: (value: V) => number;
  ttlMs: number;
  /** The clock; tests move it by hand so a loaded machine cannot change what they see. */
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  at: number;
  refreshing: boolean;
  /** sizeOf the answer once loaded; 0 while loading. */
  bytes: number;
}

export function createListingCache<V>({ maxBytes, sizeOf, ttlMs, now = Date.now }: ListingCacheOptions<V>) {
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { value, at: now(), refreshing: false, bytes: 0 };
    remove(key);
    entries.set(key, entry);
    value.then(
      (loaded) => {
        if (entries.get(key) !== entry) return;
        const size = sizeOf(loaded);
        // An answer bigger than the whole budget is answered, not kept: it would push out all else.
        if (size > maxBytes) return remove(key);
        entry.bytes = size;
        bytes += size;
        // Least recently used first: a Map iterates in insertion order, and a hit re-inserts.
        while (bytes > maxBytes) remove(entries.keys().next().value!);
      },
      () => {},
    );
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
        if (entries.get(key) === entry) remove(key);
      });
      return entry.value;
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): number {
      return entries.size;
    },
    /** What the kept answers weigh together, by sizeOf. */
    get bytes(): number {
      return bytes;
    },
  };
}
