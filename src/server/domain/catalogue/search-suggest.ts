// Suggestions for the words typed so far (issue 30): the website's categories and brands whose
// names hold what the words mean, then the products its search ranks first (ADR 0068). Names are
// in the request's language where the owner gave them in it, and found by either (issue 35).
import { and, eq, sql } from "drizzle-orm";
import { SUGGEST_QUERY_MIN, SUGGESTIONS_MAX, type SuggestAnswer, type Suggestion } from "../../../shared/api/search-suggest";
import { productListQuery, type ProductListResponse } from "../../../shared/api/products";
import { readQuery, type SearchLexicon } from "../../../shared/search/read-query";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { CatalogueContext } from "./catalogue-reader";
import { inLanguage } from "./product-shape";
import { hindiWordsOf } from "./search-index";

/** Categories and brands together take at most this many of the places. */
const LABELS_MAX = 3;
const KEPT = 64;

interface Label {
  kind: "category" | "brand";
  name: string;
  url: string;
  /** The name's words, lower-cased, with its Hindi name's (as written and in Latin letters). */
  words: string[];
}

interface SuggestDeps {
  lexicon(ctx: CatalogueContext, q: string): Promise<SearchLexicon>;
  list(ctx: CatalogueContext, query: ReturnType<typeof productListQuery.parse>, opts: { typing: boolean }): Promise<ProductListResponse>;
}

export function createSearchSuggest(db: Db, deps: SuggestDeps) {
  const kept = new Map<string, Promise<Label[]>>();
  // A website's categories, and its brands that sell something, read once per catalogue version
  // and language.
  const labelsOf = (ctx: CatalogueContext): Promise<Label[]> => {
    const lang = ctx.lang ?? "en";
    const key = `${ctx.websiteId}:${ctx.catalogueVersion}:${lang}`;
    let labels = kept.get(key);
    if (!labels) {
      const words = (name: string, nameHi: string | null) => [
        ...name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
        ...hindiWordsOf(nameHi),
      ];
      labels = Promise.all([
        db
          .select({ name: t.categories.name, nameHi: t.categories.nameHi, slug: t.categories.slug })
          .from(t.categories)
          .where(eq(t.categories.websiteId, ctx.websiteId))
          .orderBy(t.categories.position, t.categories.id),
        db
          .select({ name: t.brands.name, nameHi: t.brands.nameHi, slug: t.brands.slug })
          .from(t.brands)
          .where(and(eq(t.brands.websiteId, ctx.websiteId), sql`exists (select 1 from ${t.products} where ${t.products.brandId} = ${t.brands.id} and ${t.products.active})`))
          .orderBy(t.brands.name),
      ]).then(([categories, brands]) => [
        ...categories.map((c): Label => ({ kind: "category", name: inLanguage(lang, c.name, c.nameHi), url: `/products?c=${encodeURIComponent(c.slug)}`, words: words(c.name, c.nameHi) })),
        ...brands.map((b): Label => ({ kind: "brand", name: inLanguage(lang, b.name, b.nameHi), url: `/products?b=${encodeURIComponent(b.slug)}`, words: words(b.name, b.nameHi) })),
      ]);
      labels.catch(() => kept.delete(key));
      kept.set(key, labels);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    return labels;
  };

  return async function suggest(ctx: CatalogueContext, typed: string): Promise<SuggestAnswer> {
    const q = typed.normalize("NFKC").trim().replace(/\s+/g, " ");
    if ([...q].length < SUGGEST_QUERY_MIN) return { q, suggestions: [] };
    const [lexicon, labels, products] = await Promise.all([deps.lexicon(ctx, q), labelsOf(ctx), deps.list(ctx, productListQuery.parse({ q, perPage: String(SUGGESTIONS_MAX) }), { typing: true })]);
    const read = readQuery(q, lexicon, true);
    // A name suits when each word typed is in it, by one of its meanings, as the start of its words.
    const holds = (label: Label, meaning: string[]) => meaning.every((m) => label.words.some((w) => w.startsWith(m.toLowerCase())));
    const suits = (label: Label) => read.words.length > 0 && read.words.every((word) => word.meanings.some((meaning) => holds(label, meaning)) || holds(label, [word.typed]));
    const named: Suggestion[] = labels
      .filter(suits)
      .slice(0, LABELS_MAX)
      .map((label) => ({ kind: label.kind, label: label.name, url: label.url, image: null }));
    const found: Suggestion[] = products.data.map((p) => ({ kind: "product", label: p.product_name, url: `/products/${p.slug}`, image: p.image || null }));
    return { q, suggestions: [...named, ...found].slice(0, SUGGESTIONS_MAX) };
  };
}
