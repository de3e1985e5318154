// What a search that found nothing is answered with (issue 30): "Did you mean" — each word
// neither the dictionary nor the catalogue knows replaced by the nearest word they hold, offered
// only when that search finds something — and the products the website's shoppers bought most
// in the last 90 days, the catalogue's first products filling the places left.
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { POPULAR_MAX, type NoResultsAnswer } from "../../../shared/api/search-no-results";
import { productListQuery, type Product, type ProductListResponse } from "../../../shared/api/products";
import { editDistance } from "../../../shared/search/edit-distance";
import { readQuery, type SearchLexicon } from "../../../shared/search/read-query";
import { spellingKey } from "../../../shared/search/spelling-key";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { CatalogueContext } from "./catalogue-reader";

const POPULAR_DAYS = 90;
const POPULAR_TTL_MS = 10 * 60_000;
/** How far a correction may be from what was typed: further than typo tolerance goes. */
const FURTHEST = 3;

interface Deps {
  lexicon(ctx: CatalogueContext, q: string): Promise<SearchLexicon>;
  list(ctx: CatalogueContext, query: ReturnType<typeof productListQuery.parse>): Promise<ProductListResponse>;
  getMany(ctx: CatalogueContext, ids: number[]): Promise<Product[]>;
}

/** How many letters two words have in common, each letter counted as often as both hold it. */
function lettersInCommon(a: string, b: string): number {
  const left = new Map<string, number>();
  for (const letter of a) left.set(letter, (left.get(letter) ?? 0) + 1);
  let common = 0;
  for (const letter of b) {
    const n = left.get(letter) ?? 0;
    if (n > 0) {
      common++;
      left.set(letter, n - 1);
    }
  }
  return common;
}

/** The nearest word the lexicon holds to `word`, by spelling key, within FURTHEST edits. */
function nearest(word: string, lexicon: SearchLexicon): string | null {
  const key = spellingKey(word);
  if (key.length < 3) return null;
  const most = Math.min(FURTHEST, Math.ceil(key.length / 3));
  let best: { score: number; word: string } | null = null;
  const consider = (candidate: string, spelt: string) => {
    // A word of another length or start is another word, not a slip ("kardamom" is not "kadam").
    if (candidate[0] !== key[0] || Math.abs(candidate.length - key.length) > 2) return;
    const d = editDistance(key, candidate, most);
    if (d > most) return;
    // Between words as far, the one that starts the same way: slips are rarer in a word's start;
    // then the one with more of the same letters ("chocklet" is chocolate before coconut).
    let same = 0;
    while (same < key.length && key[same] === candidate[same]) same++;
    const score = d - Math.min(same, 9) / 10 - Math.min(lettersInCommon(key, candidate), 99) / 1000;
    if (!best || score < best.score) best = { score, word: spelt };
  };
  for (const [known, spelt] of lexicon.words) consider(known, spelt[0]!);
  for (const known of lexicon.synonyms.keys()) if (!known.includes(" ")) consider(known, known);
  return (best as { word: string } | null)?.word ?? null;
}

export function createSearchNoResults(db: Db, deps: Deps) {
  const popularKept = new Map<string, { at: number; ids: Promise<number[]> }>();
  const popularIds = (ctx: CatalogueContext): Promise<number[]> => {
    const key = `${ctx.websiteId}`;
    const kept = popularKept.get(key);
    if (kept && Date.now() - kept.at < POPULAR_TTL_MS) return kept.ids;
    const ids = db
      .select({ id: t.orderItems.productId })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(and(eq(t.orders.websiteId, ctx.websiteId), gte(t.orders.createdAt, sql`now() - make_interval(days => ${POPULAR_DAYS})`), isNotNull(t.orderItems.productId)))
      .groupBy(t.orderItems.productId)
      .orderBy(desc(sql`count(*)`), t.orderItems.productId)
      .limit(POPULAR_MAX * 2)
      .then((rows) => rows.map((r) => r.id!));
    ids.catch(() => popularKept.delete(key));
    popularKept.set(key, { at: Date.now(), ids });
    return ids;
  };

  const popular = async (ctx: CatalogueContext): Promise<Product[]> => {
    const bought = await deps.getMany(ctx, await popularIds(ctx));
    const inStock = (p: Product) => p.packs.some((k) => k.in_stock);
    const chosen = [...bought.filter(inStock), ...bought.filter((p) => !inStock(p))].slice(0, POPULAR_MAX);
    if (chosen.length < POPULAR_MAX) {
      const first = await deps.list(ctx, productListQuery.parse({ perPage: String(POPULAR_MAX * 2) }));
      const have = new Set(chosen.map((p) => p.product_id));
      chosen.push(...first.data.filter((p) => !have.has(p.product_id) && inStock(p)).slice(0, POPULAR_MAX - chosen.length));
    }
    return chosen;
  };

  const didYouMean = async (ctx: CatalogueContext, q: string): Promise<string | null> => {
    const lexicon = await deps.lexicon(ctx, q);
    const read = readQuery(q, lexicon);
    if (read.words.every((w) => w.known)) return null;
    const words = read.words.map((w) => (w.known ? w.typed : nearest(w.typed, lexicon)));
    if (words.some((w) => w === null)) return null;
    const corrected = words.join(" ");
    if (corrected === read.words.map((w) => w.typed).join(" ")) return null;
    const found = await deps.list(ctx, productListQuery.parse({ q: corrected, perPage: "1" }));
    return found.meta.total > 0 ? corrected : null;
  };

  return async (ctx: CatalogueContext, typed: string): Promise<NoResultsAnswer> => {
    const q = typed.normalize("NFKC").trim().replace(/\s+/g, " ");
    const [suggestion, products] = await Promise.all([q ? didYouMean(ctx, q) : null, popular(ctx)]);
    return { q, did_you_mean: suggestion, popular: products };
  };
}
