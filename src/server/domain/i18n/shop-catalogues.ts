// The catalogue a website speaks in one language (issue 35, ADR 0085): the defaults with the
// owner's overrides laid over them, parsed once and kept until an override changes. The page
// names it by a hash of its content, so a browser keeps it for good and an owner's change is a
// new file at once; the server's render and its answers' messages use the same one.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { compileMessages, type CompiledMessages } from "../../../shared/i18n/compile-messages";
import { DEFAULT_MESSAGES, EN_MESSAGES } from "../../../shared/i18n/messages/catalogues";
import { LANGUAGES, type Lang } from "../../../shared/i18n/languages";

export interface ShopCatalogue {
  lang: Lang;
  /** Every message, parsed: the server's render and its answers format with these. */
  messages: CompiledMessages;
  /** What the browser is sent: the shop's messages without the server's own (`server.*`). */
  json: string;
  /** The address of `json`, with its content's hash: `/i18n/hi.3f2a9c1b7d04.json`. */
  path: string;
  /** Formats the server's messages (an answer's `message`) in this language. */
  intl: IntlShape<string>;
}

/** `/i18n/<lang>.<hash>.json`: the page's catalogue, immutable under its hash; `/i18n/<lang>.json`: today's, for the tools. */
export const CATALOGUE_FILE = /^\/i18n\/([a-z]{2})(?:\.([0-9a-f]{12}))?\.json$/;

const intlCache = createIntlCache();

// The defaults never change while the server runs: each language parsed once for all websites.
const compiledDefaults = new Map<Lang, CompiledMessages>();
function defaultsOf(lang: Lang): CompiledMessages {
  let compiled = compiledDefaults.get(lang);
  if (!compiled) {
    // A key a language lacks falls back to English (the missing-key test keeps this empty).
    compiled = compileMessages({ ...EN_MESSAGES, ...DEFAULT_MESSAGES[lang] });
    compiledDefaults.set(lang, compiled);
  }
  return compiled;
}

/** Builds one website's catalogue from the defaults and its overrides (id → text). */
export function buildCatalogue(lang: Lang, overrides: Readonly<Record<string, string>>, onMissing: (error: Error) => void = () => {}): ShopCatalogue {
  const messages: CompiledMessages = { ...defaultsOf(lang) };
  // An override of an id the defaults no longer have (a message removed since) is left out.
  for (const [id, text] of Object.entries(compileMessages(overrides))) if (id in messages) messages[id] = text;
  const shop = Object.fromEntries(Object.entries(messages).filter(([id]) => !id.startsWith("server.")));
  const json = JSON.stringify(shop);
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
  const intl = createIntl<string>(
    {
      locale: lang === "hi" ? "hi-IN" : "en-IN",
      defaultLocale: "en-IN",
      messages,
      onError: (error) => {
        if (error.code === "MISSING_TRANSLATION" || error.code === "FORMAT_ERROR") onMissing(error);
      },
    },
    intlCache,
  );
  return { lang, messages, json, path: `/i18n/${lang}.${hash}.json`, intl };
}

export function createShopCatalogues(db: Db, onMissing?: (error: Error) => void) {
  const kept = new Map<string, Promise<ShopCatalogue>>();
  const load = async (websiteId: number, lang: Lang) => {
    const rows = await db
      .select({ key: t.messageOverrides.key, text: t.messageOverrides.text })
      .from(t.messageOverrides)
      .where(and(eq(t.messageOverrides.websiteId, websiteId), eq(t.messageOverrides.lang, lang)));
    return buildCatalogue(lang, Object.fromEntries(rows.map((r) => [r.key, r.text])), onMissing);
  };
  return {
    /** The website's catalogue in a language, kept until its overrides change. */
    catalogue(websiteId: number, lang: Lang): Promise<ShopCatalogue> {
      const key = `${websiteId}:${lang}`;
      let entry = kept.get(key);
      if (!entry) {
        entry = load(websiteId, lang);
        // A failed load is not kept: the next request tries again.
        entry.catch(() => kept.delete(key));
        kept.set(key, entry);
      }
      return entry;
    },
    /** Drops a website's catalogues (an override saved or reset); every website's without one. */
    forget(websiteId?: number): void {
      if (websiteId === undefined) return kept.clear();
      for (const lang of LANGUAGES) kept.delete(`${websiteId}:${lang}`);
    },
  };
}
export type ShopCatalogues = ReturnType<typeof createShopCatalogues>;
