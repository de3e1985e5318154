// The owner's wording of the shop's texts (issue 35, ADR 0085; the contract is
// src/shared/api/admin-shop-texts.ts): every text of the catalogue with its defaults and the
// owner's overrides, searched and paged; an override saved only when it is a message the shop
// can show with the values the default carries; a save or reset logged and, through notices,
// the website's catalogues dropped on every server process, so the next page shows it.
import { and, eq } from "drizzle-orm";
import { NO_SUCH_SHOP_TEXT, type ShopText, type ShopTextsAnswer } from "../../../shared/api/admin-shop-texts";
import { compileMessages, messageArguments } from "../../../shared/i18n/compile-messages";
import { DEFAULT_MESSAGES, EN_MESSAGES } from "../../../shared/i18n/messages/catalogues";
import { LANGUAGES, isLang, offeredLanguages, type Lang } from "../../../shared/i18n/languages";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { notFound, Refusal } from "../refusal";

/** Every key the shop has a text under, in the catalogue's order (by area). */
const KEYS = Object.keys(EN_MESSAGES);
const KNOWN = new Set(KEYS);

/** The shop's own wording of a key in a language: English where a language lacks it. */
const defaultText = (key: string, lang: Lang): string => DEFAULT_MESSAGES[lang][key] ?? (EN_MESSAGES as Record<string, string>)[key]!;

/** A default's values and tags, each worked out once. */
const argumentsOfDefault = new Map<string, string[]>();
function defaultArguments(key: string): string[] {
  let names = argumentsOfDefault.get(key);
  if (!names) {
    names = [...messageArguments(defaultText(key, "en"))].sort();
    argumentsOfDefault.set(key, names);
  }
  return names;
}

/** How the owner is told of a value or tag: `{count}`, or `<b>…</b>` where a text has it as a tag. */
function named(name: string, texts: readonly string[]): string {
  return texts.some((text) => text.includes(`<${name}>`)) ? `<${name}>…</${name}>` : `{${name}}`;
}

/** The parser's reason (`EXPECT_ARGUMENT_CLOSING_BRACE`) in an owner's words. */
function parseReason(code: string): string {
  if (code === "MISSING_OTHER_CLAUSE") return "a plural or choice needs its “other” case";
  if (/TAG/.test(code)) return "a tag < > is not closed or does not match";
  if (/BRACE|ARGUMENT|EMPTY/.test(code)) return "a { } is not closed or holds no name";
  if (/PLURAL|SELECT|OPTION|OFFSET/.test(code)) return "a plural or choice is not written as the shop's own";
  return code.toLowerCase().replace(/_/g, " ");
}

/** The problem with an owner's wording of `key`, in words for the owner; null when it may be saved. */
export function wordingProblem(key: string, text: string): string | null {
  try {
    compileMessages({ [key]: text });
  } catch (error) {
    const code = (error as Error).message.replace(/^message .* does not parse: /, "");
    return `The text is not a message the shop can show: ${parseReason(code)}. Write it as the shop's own is written, or reset it`;
  }
  const expected = new Set(defaultArguments(key));
  const used = messageArguments(text);
  const missing = [...expected].filter((name) => !used.has(name));
  const unknown = [...used].filter((name) => !expected.has(name));
  const defaults = LANGUAGES.map((lang) => defaultText(key, lang));
  if (missing.length) return `The text must keep ${missing.map((n) => named(n, defaults)).join(", ")}: the shop fills ${missing.length === 1 ? "it" : "them"} in`;
  if (unknown.length) {
    const allowed = expected.size ? `it may use only ${[...expected].map((n) => named(n, defaults)).join(", ")}` : "this text takes none";
    return `The text uses ${unknown.map((n) => named(n, [text])).join(", ")}, which the shop does not give it: ${allowed}`;
  }
  return null;
}

export interface ShopTextsFilter {
  q?: string | undefined;
  changedOnly?: boolean;
  page: number;
  perPage: number;
}

const fold = (text: string) => text.normalize("NFC").toLocaleLowerCase("en-IN");

export function createShopTexts(db: Db, catalogues: { forget(websiteId: number): void }) {
  async function overridesOf(websiteId: number, key?: string): Promise<Map<string, Partial<Record<Lang, string>>>> {
    const m = t.messageOverrides;
    const rows = await db
      .select({ key: m.key, lang: m.lang, text: m.text })
      .from(m)
      .where(key === undefined ? eq(m.websiteId, websiteId) : and(eq(m.websiteId, websiteId), eq(m.key, key)));
    const byKey = new Map<string, Partial<Record<Lang, string>>>();
    for (const row of rows) {
      if (!isLang(row.lang) || !KNOWN.has(row.key)) continue;
      byKey.set(row.key, { ...byKey.get(row.key), [row.lang]: row.text });
    }
    return byKey;
  }

  const textOf = (key: string, overrides: Partial<Record<Lang, string>> = {}): ShopText => ({
    key,
    defaults: Object.fromEntries(LANGUAGES.map((lang) => [lang, defaultText(key, lang)])) as Record<Lang, string>,
    overrides,
    arguments: defaultArguments(key),
  });

  async function one(websiteId: number, key: string): Promise<ShopText> {
    return textOf(key, (await overridesOf(websiteId, key)).get(key));
  }

  function knownKey(key: string): string {
    if (!KNOWN.has(key)) throw notFound(NO_SUCH_SHOP_TEXT);
    return key;
  }

  return {
    /** A page of the texts; `q` is looked for in the key, the defaults and the owner's wording, in every language. */
    async list(websiteId: number, filter: ShopTextsFilter): Promise<ShopTextsAnswer> {
      const [web] = await db.select({ languages: t.websites.languages, defaultLanguage: t.websites.defaultLanguage }).from(t.websites).where(eq(t.websites.id, websiteId));
      if (!web) throw notFound("There is no such website");
      const overrides = await overridesOf(websiteId);
      const q = filter.q ? fold(filter.q) : "";
      const matching = KEYS.filter((key) => {
        const own = overrides.get(key);
        if (filter.changedOnly && !own) return false;
        if (!q) return true;
        const texts = [key, ...LANGUAGES.map((lang) => defaultText(key, lang)), ...Object.values(own ?? {})];
        return texts.some((text) => fold(text).includes(q));
      });
      const start = (filter.page - 1) * filter.perPage;
      return {
        data: matching.slice(start, start + filter.perPage).map((key) => textOf(key, overrides.get(key))),
        meta: { total: matching.length, page: filter.page, per_page: filter.perPage },
        languages: offeredLanguages(web.languages, web.defaultLanguage),
      };
    },

    /** Saves the owner's wording of one text in one language; 422 naming what is wrong with it. */
    async save(websiteId: number, userId: number | null, lang: Lang, key: string, text: string): Promise<ShopText> {
      knownKey(key);
      const problem = wordingProblem(key, text);
      if (problem) throw new Refusal("invalid", problem, { text: problem });
      const m = t.messageOverrides;
      await db.transaction(async (tx) => {
        const [old] = await tx
          .select({ text: m.text })
          .from(m)
          .where(and(eq(m.websiteId, websiteId), eq(m.lang, lang), eq(m.key, key)))
          .for("update");
        if (old?.text === text) return;
        await tx
          .insert(m)
          .values({ websiteId, lang, key, text })
          .onConflictDoUpdate({ target: [m.websiteId, m.lang, m.key], set: { text, updatedAt: new Date() } });
        await recordAudit(tx, {
          websiteId,
          userId,
          action: old ? "update" : "create",
          entityType: "shop_text",
          entityId: null,
          before: old ? { key, lang, text: old.text } : null,
          after: { key, lang, text },
        });
      });
      catalogues.forget(websiteId);
      return one(websiteId, key);
    },

    /** Removes the owner's wording, so the default shows again; nothing to remove is not an error. */
    async reset(websiteId: number, userId: number | null, lang: Lang, key: string): Promise<ShopText> {
      knownKey(key);
      const m = t.messageOverrides;
      const removed = await db.transaction(async (tx) => {
        const [old] = await tx
          .delete(m)
          .where(and(eq(m.websiteId, websiteId), eq(m.lang, lang), eq(m.key, key)))
          .returning({ text: m.text });
        if (old) await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "shop_text", entityId: null, before: { key, lang, text: old.text }, after: null });
        return Boolean(old);
      });
      if (removed) catalogues.forget(websiteId);
      return one(websiteId, key);
    },
  };
}
export type ShopTexts = ReturnType<typeof createShopTexts>;
