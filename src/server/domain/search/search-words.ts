// A website's search words (issue 30, ADR 0068): the shop's grocery dictionary with the owner's
// changes laid over it, and the searches that found nothing. A change reaches the shop's search
// at once: it bumps the website's catalogue version, which every process's lexicon and listing
// cache are keyed by (ADR 0043).
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { SearchMiss, SearchWord, SearchWordBody } from "../../../shared/api/admin-search";
import { GROCERY_WORDS } from "../../../shared/search/grocery-words";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { notFound } from "../refusal";
import { recordAudit } from "../audit/record-audit";
import { CSV_BOM, csvCell } from "../forms/submissions-csv";

const MISS_DAYS = 30;
const MISSES_SHOWN = 50;
const MISSES_KEPT = 5_000;
/** Longer searches are cut to this before they are counted: no shopper types more for a word. */
export const MISS_QUERY_MAX = 100;

const builtIn = new Map(Object.entries(GROCERY_WORDS).map(([word, meanings]) => [word.normalize("NFC"), [...meanings]]));
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m, i) => m === b[i]);

/** The dictionary as this website's search uses it: [word, meanings], removed words left out. */
export async function websiteDictionary(db: Db, websiteId: number): Promise<[string, string[]][]> {
  return (await listWords(db, websiteId)).filter((w) => w.source !== "removed").map((w) => [w.word, w.meanings]);
}

export async function listWords(db: Db, websiteId: number): Promise<SearchWord[]> {
  const own = await db.select({ word: t.searchWords.word, meanings: t.searchWords.meanings }).from(t.searchWords).where(eq(t.searchWords.websiteId, websiteId));
  const words = new Map<string, SearchWord>([...builtIn].map(([word, meanings]) => [word, { word, meanings, source: "built-in" }]));
  for (const row of own) {
    const dictionary = builtIn.get(row.word);
    const source = !dictionary ? "added" : row.meanings.length === 0 ? "removed" : "changed";
    words.set(row.word, { word: row.word, meanings: row.meanings, source });
  }
  return [...words.values()].sort((a, b) => a.word.localeCompare(b.word, "en"));
}

/** Counts a search that found nothing; who searched is not kept. */
export async function recordSearchMiss(db: Db, websiteId: number, query: string): Promise<void> {
  const text = query.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase().slice(0, MISS_QUERY_MAX);
  if (text.length < 2) return;
  const where = and(eq(t.searchMisses.websiteId, websiteId), eq(t.searchMisses.query, text));
  const counted = await db
    .update(t.searchMisses)
    .set({ count: sql`${t.searchMisses.count} + 1`, lastAt: sql`now()` })
    .where(where)
    .returning({ count: t.searchMisses.count });
  if (counted.length) return;
  // Anyone can search for anything: a website keeps at most MISSES_KEPT different searches,
  // making room by forgetting those older than the 30 days the owner is shown.
  const full = async () => ((await db.select({ n: count() }).from(t.searchMisses).where(eq(t.searchMisses.websiteId, websiteId)))[0]?.n ?? 0) >= MISSES_KEPT;
  if (await full()) {
    await db.delete(t.searchMisses).where(and(eq(t.searchMisses.websiteId, websiteId), lt(t.searchMisses.lastAt, sql`now() - make_interval(days => ${MISS_DAYS})`)));
    if (await full()) return;
  }
  await db
    .insert(t.searchMisses)
    .values({ websiteId, query: text })
    .onConflictDoUpdate({ target: [t.searchMisses.websiteId, t.searchMisses.query], set: { count: sql`${t.searchMisses.count} + 1`, lastAt: sql`now()` } });
}

export function createSearchWords(db: Db, catalogueChanged: (websiteId: number) => Promise<unknown>) {
  const current = async (websiteId: number, word: string): Promise<SearchWord | null> => (await listWords(db, websiteId)).find((w) => w.word === word) ?? null;

  return {
    list: (websiteId: number) => listWords(db, websiteId),

    /** Adds a word or gives one other meanings; the dictionary's own meanings take it back to the dictionary. */
    async save(websiteId: number, userId: number, body: Required<SearchWordBody>): Promise<SearchWord> {
      const meanings = [...new Set(body.meanings)];
      const before = await current(websiteId, body.word);
      await db.transaction(async (tx) => {
        const dictionary = builtIn.get(body.word);
        if (dictionary && same(dictionary, meanings)) {
          await tx.delete(t.searchWords).where(and(eq(t.searchWords.websiteId, websiteId), eq(t.searchWords.word, body.word)));
        } else {
          await tx
            .insert(t.searchWords)
            .values({ websiteId, word: body.word, meanings })
            .onConflictDoUpdate({ target: [t.searchWords.websiteId, t.searchWords.word], set: { meanings, updatedAt: sql`now()` } });
        }
        await recordAudit(tx, {
          websiteId,
          userId,
          action: before && before.source !== "removed" ? "update" : "create",
          entityType: "search_word",
          entityId: null,
          before,
          after: { word: body.word, meanings },
        });
      });
      await catalogueChanged(websiteId);
      return (await current(websiteId, body.word))!;
    },

    /** Takes a word out of the website's search: the owner's own is deleted, a dictionary word is marked removed. */
    async remove(websiteId: number, userId: number, word: string): Promise<void> {
      const before = await current(websiteId, word);
      if (!before || before.source === "removed") throw notFound("This shop's search has no such word");
      await db.transaction(async (tx) => {
        if (builtIn.has(word)) {
          await tx
            .insert(t.searchWords)
            .values({ websiteId, word, meanings: [] })
            .onConflictDoUpdate({ target: [t.searchWords.websiteId, t.searchWords.word], set: { meanings: [], updatedAt: sql`now()` } });
        } else {
          await tx.delete(t.searchWords).where(and(eq(t.searchWords.websiteId, websiteId), eq(t.searchWords.word, word)));
        }
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "search_word", entityId: null, before, after: null });
      });
      await catalogueChanged(websiteId);
    },

    recordMiss: (websiteId: number, query: string) => recordSearchMiss(db, websiteId, query),

    /** The most frequent misses of the last 30 days that `stillMisses` says still find nothing. */
    async misses(websiteId: number, stillMisses: (query: string) => Promise<boolean>): Promise<SearchMiss[]> {
      const rows = await db
        .select({ query: t.searchMisses.query, count: t.searchMisses.count, lastAt: t.searchMisses.lastAt })
        .from(t.searchMisses)
        .where(and(eq(t.searchMisses.websiteId, websiteId), gte(t.searchMisses.lastAt, sql`now() - make_interval(days => ${MISS_DAYS})`)))
        .orderBy(desc(t.searchMisses.count), desc(t.searchMisses.lastAt))
        .limit(MISSES_SHOWN);
      const shown: SearchMiss[] = [];
      for (const row of rows) if (await stillMisses(row.query)) shown.push({ query: row.query, count: row.count, last_searched_at: row.lastAt.toISOString() });
      return shown;
    },
  };
}

export type SearchWords = ReturnType<typeof createSearchWords>;

/** The words as CSV for a spreadsheet (BOM, quoting and inert cells as every export of the shop): word, meanings separated by "|", source. */
export function searchWordsCsv(words: SearchWord[]): string {
  const line = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  return CSV_BOM + line(["word", "meanings", "source"]) + words.map((w) => line([w.word, w.meanings.join("|"), w.source])).join("");
}
