// Which website a request is for, from the x-web-url header or the Host header.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export type Website = typeof t.websites.$inferSelect;

/** The bare host name of an origin, a URL or a Host header value; null when unreadable. */
export function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (!v || v.length > 2048) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(v) ? v : `http://${v}`);
    return url.hostname.replace(/^\[|\]$/g, "") || null;
  } catch {
    return null;
  }
}

const TTL_MS = 5_000;

/**
 * Resolves hosts to websites with a short cache: the lookup is on every request, while a
 * website's settings change rarely. Unknown hosts are not cached, so a new website answers
 * at once. A change made by any server process is forgotten by all of them (services.ts, ADR
 * 0043); the TTL bounds what a missed notice leaves behind.
 */
export function createWebsiteFinder(db: Db) {
  const cache = new Map<string, { website: Website; at: number }>();
  return {
    async find(host: string): Promise<Website | null> {
      const hit = cache.get(host);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.website;
      const [row] = await db
        .select({ website: t.websites })
        .from(t.websiteDomains)
        .innerJoin(t.websites, eq(t.websites.id, t.websiteDomains.websiteId))
        .where(eq(t.websiteDomains.domain, host))
        .limit(1);
      if (!row) {
        cache.delete(host);
        return null;
      }
      if (cache.size > 10_000) cache.clear();
      cache.set(host, { website: row.website, at: Date.now() });
      return row.website;
    },
    /** Drops cached entries of a website after its settings change; of every website without one. */
    forget(websiteId?: number): void {
      if (websiteId === undefined) return cache.clear();
      for (const [host, entry] of cache) if (entry.website.id === websiteId) cache.delete(host);
    },
  };
}
export type WebsiteFinder = ReturnType<typeof createWebsiteFinder>;
