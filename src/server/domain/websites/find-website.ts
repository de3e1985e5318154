// Which website a request is for, from the x-web-url header or the Host header.
import { and, eq, isNotNull } from "drizzle-orm";
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

/** What a host names: a website, and whether it is served there (ADR 0048). */
export interface FoundHost {
  website: Website;
  /** An owner's own domain waiting for its proof is not served as the shop. */
  verified: boolean;
  /** The domain's verification token while it waits; null once verified. */
  token: string | null;
  /** The one language this host serves (issue 35: `hi.<domain>`); null: the shopper chooses. */
  lang: string | null;
}

export interface LanguageHost {
  domain: string;
  lang: string | null;
}

/**
 * Resolves hosts to websites with a short cache: the lookup is on every request, while a
 * website's settings change rarely. Unknown hosts are not cached, so a new website answers
 * at once. A change made by any server process is forgotten by all of them (services.ts, ADR
 * 0043); the TTL bounds what a missed notice leaves behind.
 */
export function createWebsiteFinder(db: Db) {
  const cache = new Map<string, FoundHost & { at: number }>();
  const hostsCache = new Map<number, { hosts: Promise<LanguageHost[]>; at: number }>();
  async function lookup(host: string): Promise<FoundHost | null> {
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < TTL_MS) return hit;
    const [row] = await db
      .select({ website: t.websites, verifiedAt: t.websiteDomains.verifiedAt, token: t.websiteDomains.verificationToken, lang: t.websiteDomains.lang })
      .from(t.websiteDomains)
      .innerJoin(t.websites, eq(t.websites.id, t.websiteDomains.websiteId))
      .where(eq(t.websiteDomains.domain, host))
      .limit(1);
    if (!row) {
      cache.delete(host);
      return null;
    }
    const verified = row.verifiedAt !== null;
    const found: FoundHost = { website: row.website, verified, token: verified ? null : row.token, lang: row.lang };
    if (cache.size > 10_000) cache.clear();
    cache.set(host, { ...found, at: Date.now() });
    return found;
  }
  return {
    /** The website a host names, served there or not; null for an unknown host. */
    lookup,
    /** The website served at a host: null for an unknown host and for a domain still waiting for its proof. */
    async find(host: string): Promise<Website | null> {
      const found = await lookup(host);
      return found?.verified ? found.website : null;
    },
    /**
     * The website's served hosts, each with the one language it serves or null (issue 35), for
     * the hreflang alternates between a Hindi host and the others.
     */
    languageHosts(websiteId: number): Promise<LanguageHost[]> {
      const hit = hostsCache.get(websiteId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.hosts;
      const hosts = db
        .select({ domain: t.websiteDomains.domain, lang: t.websiteDomains.lang })
        .from(t.websiteDomains)
        .where(and(eq(t.websiteDomains.websiteId, websiteId), isNotNull(t.websiteDomains.verifiedAt)))
        .orderBy(t.websiteDomains.domain);
      hosts.catch(() => hostsCache.delete(websiteId));
      if (hostsCache.size > 10_000) hostsCache.clear();
      hostsCache.set(websiteId, { hosts, at: Date.now() });
      return hosts;
    },
    /** Drops cached entries of a website after its settings change; of every website without one. */
    forget(websiteId?: number): void {
      if (websiteId === undefined) {
        hostsCache.clear();
        return cache.clear();
      }
      hostsCache.delete(websiteId);
      for (const [host, entry] of cache) if (entry.website.id === websiteId) cache.delete(host);
    },
  };
}
export type WebsiteFinder = ReturnType<typeof createWebsiteFinder>;
