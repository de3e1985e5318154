// The languages a website's shop speaks and the domains that serve one language only (issue 35,
// ADR 0085; the contract is src/shared/api/site-languages.ts). A save is logged with the other
// settings' saves, and every server process forgets the website at once (ADR 0043), so the
// next request anywhere is answered in the languages saved.
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import {
  DEFAULT_NOT_OFFERED,
  domainStillServes,
  KEEP_ONE_DOMAIN_FOR_ALL,
  languageNotOffered,
  NO_LANGUAGE_OFFERED,
  unknownLanguage,
  type SiteLanguagesAnswer,
} from "../../../shared/api/site-languages";
import { DOMAIN_NOT_OURS } from "../../../shared/api/website-domains";
import { isLang, LANGUAGES, offeredLanguages, type Lang } from "../../../shared/i18n/languages";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit, type Tx } from "../audit/record-audit";
import { notFound, Refusal } from "../refusal";

const invalid = (field: string, message: string) => new Refusal("invalid", message, { [field]: message });

/** The languages a website stored, as the shop reads them: known ones only, the default among them. */
export function languagesOf(web: { id: number; languages: unknown; defaultLanguage: string }): SiteLanguagesAnswer {
  const languages = offeredLanguages(web.languages, web.defaultLanguage);
  return { website_id: web.id, languages, default_language: isLang(web.defaultLanguage) ? web.defaultLanguage : languages[0]! };
}

/**
 * Judges the languages an owner sends: at least one, each a language the shop speaks (named once,
 * kept in the shop's order), the default among them. Throws the §8 refusal naming the field.
 */
export function checkedLanguages(sent: readonly string[], defaultLanguage: string): { languages: Lang[]; defaultLanguage: Lang } {
  const unknown = sent.find((l) => !isLang(l));
  if (unknown !== undefined) throw invalid("languages", unknownLanguage(unknown));
  const languages = LANGUAGES.filter((l) => sent.includes(l));
  if (!languages.length) throw invalid("languages", NO_LANGUAGE_OFFERED);
  if (!isLang(defaultLanguage)) throw invalid("default_language", unknownLanguage(defaultLanguage));
  if (!languages.includes(defaultLanguage)) throw invalid("default_language", DEFAULT_NOT_OFFERED);
  return { languages, defaultLanguage };
}

export function createSiteLanguages(db: Db, websites: { forget(websiteId: number): void }) {
  async function website(tx: Db | Tx, websiteId: number, lock = false) {
    const query = tx.select({ id: t.websites.id, languages: t.websites.languages, defaultLanguage: t.websites.defaultLanguage }).from(t.websites).where(eq(t.websites.id, websiteId));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("There is no such website");
    return row;
  }

  return {
    async read(websiteId: number): Promise<SiteLanguagesAnswer> {
      return languagesOf(await website(db, websiteId));
    },

    /** Saves the offered languages and the default; one audit entry when they changed. */
    async save(websiteId: number, userId: number | null, sent: { languages: readonly string[]; default_language: string }): Promise<SiteLanguagesAnswer> {
      const { languages, defaultLanguage } = checkedLanguages(sent.languages, sent.default_language);
      const saved = await db.transaction(async (tx) => {
        const old = await website(tx, websiteId, true);
        const before = languagesOf(old);
        // A domain serving a language taken away would serve another one under its name.
        const bound = await tx
          .select({ domain: t.websiteDomains.domain, lang: t.websiteDomains.lang })
          .from(t.websiteDomains)
          .where(and(eq(t.websiteDomains.websiteId, websiteId), isNotNull(t.websiteDomains.lang)));
        const orphan = bound.find((d) => isLang(d.lang) && !languages.includes(d.lang));
        if (orphan) throw invalid("languages", domainStillServes(orphan.domain, orphan.lang as Lang));
        const after = { website_id: websiteId, languages, default_language: defaultLanguage };
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await tx.update(t.websites).set({ languages, defaultLanguage }).where(eq(t.websites.id, websiteId));
          await recordAudit(tx, {
            websiteId,
            userId,
            action: "update",
            entityType: "site_settings",
            entityId: websiteId,
            before: { languages: before.languages, default_language: before.default_language },
            after: { languages, default_language: defaultLanguage },
          });
          return { after, changed: true };
        }
        return { after, changed: false };
      });
      if (saved.changed) websites.forget(websiteId);
      return saved.after;
    },

    /**
     * Makes one of the website's domains serve one language only, or (null) every language. The
     * language must be one the website offers, and another served domain must stay open to every
     * language, where shoppers choose theirs. 404 for a domain the website does not have.
     */
    async setDomainLanguage(websiteId: number, userId: number | null, domain: string, lang: string | null): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        const web = await website(tx, websiteId, true);
        const [row] = await tx
          .select({ lang: t.websiteDomains.lang })
          .from(t.websiteDomains)
          .where(and(eq(t.websiteDomains.websiteId, websiteId), eq(t.websiteDomains.domain, domain)))
          .for("update");
        // Another website's domain is answered as none: nothing of it is told.
        if (!row) throw new Refusal("not-found", DOMAIN_NOT_OURS, { domain: DOMAIN_NOT_OURS });
        if (lang !== null) {
          if (!isLang(lang)) throw invalid("lang", unknownLanguage(lang));
          if (!languagesOf(web).languages.includes(lang)) throw invalid("lang", languageNotOffered(lang));
          const [open] = await tx
            .select({ domain: t.websiteDomains.domain })
            .from(t.websiteDomains)
            .where(and(eq(t.websiteDomains.websiteId, websiteId), ne(t.websiteDomains.domain, domain), isNull(t.websiteDomains.lang), isNotNull(t.websiteDomains.verifiedAt)))
            .limit(1);
          if (!open) throw invalid("lang", KEEP_ONE_DOMAIN_FOR_ALL);
        }
        const was = isLang(row.lang) ? row.lang : null;
        if (was === lang) return false;
        await tx
          .update(t.websiteDomains)
          .set({ lang })
          .where(and(eq(t.websiteDomains.websiteId, websiteId), eq(t.websiteDomains.domain, domain)));
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: "site_settings", entityId: websiteId, before: { domain, language: was }, after: { domain, language: lang } });
        return true;
      });
      // The host's language is kept with the website it names (find-website.ts).
      if (changed) websites.forget(websiteId);
    },
  };
}
export type SiteLanguages = ReturnType<typeof createSiteLanguages>;
