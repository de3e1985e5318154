// Each website's sitemap, built once and kept briefly: a large catalogue's sitemap is a query
// of tens of thousands of rows and megabytes of XML, and crawlers ask for it often.
import type { Db } from "../../db/client";
import { compressBody, type Encoding } from "../../lib/compression";
import type { Website } from "../websites/find-website";
import { sitemapEntries } from "./sitemap-entries";
import { sitemapXml } from "./sitemap-xml";

// The catalogue version is in the key, so a catalogue change is seen at once (ADR 0004's
// rule); content pages carry no version, so an entry also expires after a minute.
const TTL_MS = 60_000;
// About 8 MB per 50,000 addresses: the cache keeps a few large websites, not every one.
const MAX_CACHED_CHARS = 40_000_000;

export interface Sitemap {
  xml: string;
  /** True when the website has more addresses than one sitemap may list. */
  truncated: boolean;
  /** The XML compressed for a client that accepts it; made once per entry. */
  encoded(encoding: Encoding): Buffer;
}

interface Entry {
  at: number;
  chars: number;
  sitemap: Promise<Sitemap>;
}

export function createSitemaps(db: Db) {
  const cache = new Map<string, Entry>();
  let cachedChars = 0;

  const drop = (key: string) => {
    const entry = cache.get(key);
    if (!entry) return;
    cachedChars -= entry.chars;
    cache.delete(key);
  };

  async function build(website: Website, origin: string): Promise<Sitemap> {
    const { entries, truncated } = await sitemapEntries(db, website.id);
    const xml = sitemapXml(origin, entries);
    const encodings = new Map<Encoding, Buffer>();
    return {
      xml,
      truncated,
      encoded(encoding) {
        let body = encodings.get(encoding);
        if (!body) encodings.set(encoding, (body = compressBody(xml, encoding)));
        return body;
      },
    };
  }

  return {
    /** The sitemap of a website as served at an origin (its addresses are absolute). */
    get(website: Website, origin: string): Promise<Sitemap> {
      const key = `${website.id}:${website.catalogueVersion}:${origin}`;
      const now = Date.now();
      // Expired entries go, among them those of a catalogue version that has moved on.
      for (const [k, e] of cache) if (now - e.at >= TTL_MS) drop(k);
      const hit = cache.get(key);
      if (hit) return hit.sitemap;
      // Concurrent misses share one build; a failed build is not kept.
      const entry: Entry = { at: now, chars: 0, sitemap: build(website, origin) };
      cache.set(key, entry);
      entry.sitemap.then(
        (sitemap) => {
          if (cache.get(key) !== entry) return;
          entry.chars = sitemap.xml.length;
          cachedChars += entry.chars;
          // Oldest first (a Map keeps insertion order), never the entry just made.
          for (const old of cache.keys()) {
            if (cachedChars <= MAX_CACHED_CHARS || old === key) break;
            drop(old);
          }
        },
        () => {
          if (cache.get(key) === entry) cache.delete(key);
        },
      );
      return entry.sitemap;
    },
  };
}
export type Sitemaps = ReturnType<typeof createSitemaps>;
