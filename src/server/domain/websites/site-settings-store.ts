// Reads and saves a website's whole settings document (issue 8). A save is judged by the
// schemas first and changes nothing when any part is wrong; once stored, the website cache
// forgets the website, so the live shop's next init answer and page show the change.
import { and, eq, isNotNull } from "drizzle-orm";
import type { SiteSettings } from "../../../shared/api/site-settings";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { Refusal, notFound } from "../refusal";
import { cleanMerchantStrings } from "../content/merchant-text";
import type { WebsiteFinder } from "./find-website";
import { SETTINGS_DEFAULTS, siteSettingsOf, websiteColumnsOf } from "./site-document";
import { validateSiteSettings } from "./validate-site-settings";

export const SETTINGS_INVALID = "Some settings need fixing before they can be saved";

/** The top-level settings whose values differ, each side holding only those. */
export function changedSettings(old: Record<string, unknown>, now: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key] ?? null) === JSON.stringify(now[key] ?? null)) continue;
    before[key] = old[key] ?? null;
    after[key] = now[key] ?? null;
  }
  return { before, after };
}

export function createSiteSettingsStore(db: Db, websites: WebsiteFinder) {
  async function row(websiteId: number) {
    const [web] = await db.select().from(t.websites).where(eq(t.websites.id, websiteId)).limit(1);
    if (!web) throw notFound("There is no such website");
    return web;
  }

  return {
    async read(websiteId: number): Promise<{ settings: SiteSettings; domains: string[] }> {
      const [web, domains] = await Promise.all([
        row(websiteId),
        // The addresses it answers at: an own domain waiting for its proof is not one yet (ADR 0048).
        db
          .select({ domain: t.websiteDomains.domain })
          .from(t.websiteDomains)
          .where(and(eq(t.websiteDomains.websiteId, websiteId), isNotNull(t.websiteDomains.verifiedAt))),
      ]);
      return { settings: siteSettingsOf(web), domains: domains.map((d) => d.domain) };
    },

    /**
     * Replaces the settings with a document; 422 with messages keyed by JSON path when it is not
     * valid. The audit log keeps the settings that changed, as they were and as they are.
     */
    async save(websiteId: number, sent: unknown, userId: number | null = null): Promise<void> {
      // Every setting is text the shop writes as text, and links and pictures are judged by the
      // schema; what no database can store (NUL, lone surrogates) is replaced first (ADR 0028).
      const doc = cleanMerchantStrings(sent);
      const errors = validateSiteSettings(doc);
      if (errors) throw new Refusal("invalid", `${SETTINGS_INVALID}: ${Object.values(errors)[0]}`, errors);
      // The document replaces the settings whole: what it leaves out goes back to its default.
      const settings = { ...SETTINGS_DEFAULTS, ...(doc as Partial<SiteSettings>) } as SiteSettings;
      await db.transaction(async (tx) => {
        const [old] = await tx.select().from(t.websites).where(eq(t.websites.id, websiteId)).for("update").limit(1);
        if (!old) throw notFound("There is no such website");
        const [web] = await tx.update(t.websites).set(websiteColumnsOf(settings)).where(eq(t.websites.id, websiteId)).returning();
        const { before, after } = changedSettings(siteSettingsOf(old) as unknown as Record<string, unknown>, siteSettingsOf(web!) as unknown as Record<string, unknown>);
        if (Object.keys(after).length) await recordAudit(tx, { websiteId, userId, action: "update", entityType: "site_settings", entityId: websiteId, before, after });
      });
      websites.forget(websiteId);
    },
  };
}
export type SiteSettingsStore = ReturnType<typeof createSiteSettingsStore>;
