// Each website's search lexicon: its dictionary (the shop's, with the owner's changes) and the
// words of its own catalogue, read once per catalogue version (a change to either bumps it,
// ADR 0043), so no search reads them again.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { buildLexicon, type SearchLexicon } from "../../../shared/search/read-query";
import { websiteDictionary } from "../search/search-words";

const KEPT = 64;

export function createLexiconCache(db: Db): (websiteId: number, catalogueVersion: number) => Promise<SearchLexicon> {
  const kept = new Map<string, Promise<SearchLexicon>>();
  return (websiteId, catalogueVersion) => {
    const key = `${websiteId}:${catalogueVersion}`;
    let lexicon = kept.get(key);
    if (!lexicon) {
      const words = db
        .selectDistinct({ word: sql<string>`regexp_split_to_table(${t.products.searchText}, '[^[:alnum:]]+')` })
        .from(t.products)
        .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true)));
      lexicon = Promise.all([websiteDictionary(db, websiteId), words]).then(([dictionary, rows]) => buildLexicon(dictionary, rows.map((r) => r.word).filter((w) => w.length > 1)));
      lexicon.catch(() => kept.delete(key));
      kept.set(key, lexicon);
      // The oldest out first: a website's earlier versions are not asked for again.
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    return lexicon;
  };
}
