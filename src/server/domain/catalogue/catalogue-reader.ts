// Reads the catalogue for one website at one warehouse: listings, single products and the
// lists the swipers show. Every query is scoped to the website.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Product, ProductListQuery, ProductListResponse } from "../../../shared/api/products";
import type { Lang } from "../../../shared/i18n/languages";
import { splitSlugs } from "../../../shared/api/products";
import { readQuery } from "../../../shared/search/read-query";
import { hasDevanagari } from "../../../shared/search/devanagari-to-latin";
import { recordSearchMiss } from "../search/search-words";
import { matchingWords } from "./search-index";
import { createSearchIndexes } from "./search-indexes";
import { declarationColumns, inLanguage, packColumns, toPack, toProduct, type DeclarationRow, type ProductRow } from "./product-shape";
import { createListingCache } from "./listing-cache";
import { productNamed } from "./product-address";
import { similarProductIds } from "./similar-products";

/** The listing cache's budget (ADR 0004): about a thousand pages of 24 products, per process. */
export const LISTING_CACHE_BYTES = 32 * 1024 * 1024;

export interface CatalogueContext {
  websiteId: number;
  warehouseId: number;
  /** The website's catalogue version: part of every cache key. */
  catalogueVersion: number;
  /**
   * The language names and descriptions are answered in (issue 35): Hindi texts where the owner
   * gave them, else English. Part of every cache key; absent is English.
   */
  lang?: Lang;
  /** For a signed-in shopper: which of these products they saved (the §3 wishlist flag). */
  savedAmong?: (productIds: number[]) => Promise<Set<number>>;
  /** The request's log, for what goes wrong without failing the answer. */
  log?: Pick<FastifyBaseLogger, "warn">;
}

async function savedIn(ctx: CatalogueContext, products: Product[]): Promise<Set<number>> {
  if (!ctx.savedAmong || products.length === 0) return new Set();
  return ctx.savedAmong(products.map((p) => p.product_id));
}

/** The products with the shopper's saved ones marked. */
const markSaved = (products: Product[], saved: Set<number>): Product[] => (saved.size === 0 ? products : products.map((p) => (saved.has(p.product_id) ? { ...p, wishlist: true } : p)));

const productColumns = {
  id: t.products.id,
  name: t.products.name,
  slug: t.products.slug,
  description: t.products.description,
  info: t.products.info,
  medias: t.products.medias,
  brandName: t.brands.name,
  brandSlug: t.brands.slug,
  nameHi: t.products.nameHi,
  descriptionHi: t.products.descriptionHi,
  infoHi: t.products.infoHi,
  brandNameHi: t.brands.nameHi,
};

export function createCatalogueReader(db: Db) {
  async function packsFor(ctx: CatalogueContext, productIds: number[]) {
    if (productIds.length === 0) return new Map<number, ReturnType<typeof toPack>[]>();
    const rows = await db
      .select({ ...packColumns, quantity: t.stock.quantity })
      .from(t.packs)
      .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, ctx.warehouseId)))
      .where(and(eq(t.packs.websiteId, ctx.websiteId), inArray(t.packs.productId, productIds), eq(t.packs.active, true)))
      .orderBy(asc(t.packs.productId), asc(t.packs.position), asc(t.packs.id));
    const byProduct = new Map<number, ReturnType<typeof toPack>[]>();
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(toPack(row, ctx.warehouseId, ctx.lang));
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  async function shape(ctx: CatalogueContext, rows: (ProductRow & Partial<DeclarationRow>)[], wishlisted: Set<number>, detail: boolean): Promise<Product[]> {
    const packs = await packsFor(
      ctx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toProduct(r, packs.get(r.id) ?? [], wishlisted.has(r.id), detail, ctx.lang));
  }

  /** Category ids for slugs, each with its sub-categories. */
  async function categoryIds(websiteId: number, slugs: string[]): Promise<number[]> {
    const parents = db
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(and(eq(t.categories.websiteId, websiteId), inArray(t.categories.slug, slugs)));
    const rows = await db
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(and(eq(t.categories.websiteId, websiteId), or(inArray(t.categories.slug, slugs), inArray(t.categories.parentId, parents))));
    return rows.map((r) => r.id);
  }

  /**
   * The price a product card shows (see shownPack): its cheapest pack in stock at this warehouse,
   * else its cheapest pack. Sorting by the stored cheapest price alone put a product among the
   * cheap ones for a pack the shopper cannot buy.
   */
  const shownPrice = (warehouseId: number) =>
    sql`coalesce((select min(${t.packs.price}) from ${t.packs} join ${t.stock} on ${t.stock.packId} = ${t.packs.id} and ${t.stock.warehouseId} = ${warehouseId} and ${t.stock.quantity} > 0 where ${t.packs.productId} = ${t.products.id} and ${t.packs.active}), ${t.products.sortPrice})`;

  /** The order of a chosen sort; without one, the catalogue's (a search ranks by relevance instead). */
  function orderFor(query: ProductListQuery, warehouseId: number, lang?: Lang): SQL[] {
    switch (query.s) {
      case "price-asc":
        return [asc(shownPrice(warehouseId)), asc(t.products.id)];
      case "price-desc":
        return [desc(shownPrice(warehouseId)), asc(t.products.id)];
      case "discount":
        return [desc(t.products.sortDiscount), asc(t.products.id)];
      case "newest":
        return [desc(t.products.createdAt), desc(t.products.id)];
      case "name":
        // By the name the shopper reads: in Hindi, the Hindi one where there is one.
        return [lang === "hi" ? asc(sql`coalesce(nullif(${t.products.nameHi}, ''), ${t.products.name})`) : asc(t.products.name), asc(t.products.id)];
      default:
        return [asc(t.products.id)];
    }
  }

  const indexes = createSearchIndexes(db);

  /** Brand ids for slugs. */
  async function brandIds(websiteId: number, slugs: string[]): Promise<number[]> {
    const rows = await db
      .select({ id: t.brands.id })
      .from(t.brands)
      .where(and(eq(t.brands.websiteId, websiteId), inArray(t.brands.slug, slugs)));
    return rows.map((r) => r.id);
  }

  /** Active products by id in the order given, as the list's cards. */
  async function cardsFor(ctx: CatalogueContext, ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(productColumns)
      .from(t.products)
      .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
      .where(and(eq(t.products.websiteId, ctx.websiteId), eq(t.products.active, true), inArray(t.products.id, ids)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return shape(
      ctx,
      ids.map((id) => byId.get(id)).filter((r) => r !== undefined),
      new Set(),
      false,
    );
  }

  /** What a search matches in the website's index (ADR 0068, 0070), and how to rank it at the warehouse. */
  async function matchesOf(ctx: CatalogueContext, q: string, typing: boolean) {
    const [{ search: website, current }, stock] = await Promise.all([indexes.searchFor(ctx.websiteId, ctx.catalogueVersion), indexes.stockAt(ctx.websiteId, ctx.warehouseId, ctx.catalogueVersion)]);
    // A query typed in Devanagari is searched in the Hindi names too (issue 35).
    const hindi = hasDevanagari(q);
    const read = readQuery(q, website.lexiconFor(q), typing);
    const words = matchingWords(read);
    // One of only punctuation ("%%") names nothing, so nothing matches it.
    const positions = website.index.match(read, words, hindi) ?? [];
    const rank = (among: number[]) => website.index.rank(among, words, read, (id) => stock.inStock.has(id), hindi).map(website.index.idAt);
    return { website, current, stock, positions, rank };
  }

  /**
   * A search's page (ADR 0070): the website's index in memory finds and ranks the matches and
   * holds their cards; the database orders the matches only for a chosen sort.
   */
  async function searchList(ctx: CatalogueContext, query: ProductListQuery & { q: string }, typing: boolean): Promise<{ answer: ProductListResponse; current: boolean }> {
    const { website, current, stock, rank, ...found } = await matchesOf(ctx, query.q, typing);
    const { index } = website;
    let { positions } = found;
    const categorySlugs = splitSlugs(query.c);
    if (categorySlugs.length && positions.length) positions = index.filter(positions, { categoryIds: new Set(await categoryIds(ctx.websiteId, categorySlugs)) });
    const brandSlugs = splitSlugs(query.b);
    if (brandSlugs.length && positions.length) positions = index.filter(positions, { brandIds: new Set(await brandIds(ctx.websiteId, brandSlugs)) });
    const total = positions.length;
    const from = (query.page - 1) * query.perPage;
    let ids: number[] = [];
    if (from < total && !query.s) {
      ids = rank(positions).slice(from, from + query.perPage);
    } else if (from < total) {
      const matched = sql`${t.products.id} = any(${`{${positions.map(index.idAt).join(",")}}`}::int[])`;
      const rows = await db
        .select({ id: t.products.id })
        .from(t.products)
        .where(and(eq(t.products.websiteId, ctx.websiteId), matched))
        .orderBy(...orderFor(query, ctx.warehouseId, ctx.lang))
        .limit(query.perPage)
        .offset(from);
      ids = rows.map((r) => r.id);
    }
    const answer = {
      data: ids.map((id) => indexes.cardAt(website, stock, ctx.warehouseId, id, ctx.lang)).filter((p): p is Product => p !== null),
      meta: { total, page: query.page, perPage: query.perPage, lastPage: Math.max(1, Math.ceil(total / query.perPage)) },
    };
    return { answer, current };
  }

  // A plain search (no category or brand, the first page) that found nothing is counted for the
  // owner, not who searched. A count that fails costs the shopper nothing: the list is answered.
  const noteMiss = async (ctx: CatalogueContext, query: ProductListQuery, total: number) => {
    if (total > 0 || !query.q || query.c || query.b || query.page !== 1) return;
    await recordSearchMiss(db, ctx.websiteId, query.q).catch((error: unknown) => ctx.log?.warn({ err: error, event: "search_miss_not_counted" }, "a search that found nothing could not be counted"));
  };

  // Each entry keeps its JSON text too: serialising a page of products costs more than
  // everything else a cached answer does. Its size is taken as three times the text's length:
  // the text and the answer it was made from weighed 2.3 times the text's length on the V8
  // heap for a page of 24 demo products; the rest is room for the Map entry and fuller answers.
  const listings = createListingCache<{ answer: ProductListResponse; json: string; kept: boolean }>({
    maxBytes: LISTING_CACHE_BYTES,
    // An answer weighing more than the budget is answered and not kept.
    sizeOf: ({ json, kept }) => (kept ? 3 * json.length : Infinity),
    ttlMs: 10_000,
  });
  const cachedListing = (ctx: CatalogueContext, query: ProductListQuery, typing = false) => {
    // The language is part of the key: a Hindi page of a listing names its products in Hindi.
    const key = JSON.stringify([ctx.websiteId, ctx.catalogueVersion, ctx.warehouseId, ctx.lang ?? "en", query.page, query.perPage, query.s ?? "", query.c ?? "", query.b ?? "", query.q ?? "", typing]);
    return listings.get(key, async () => {
      if (!query.q) {
        const answer = await reader.listUncached(ctx, query, typing);
        return { answer, json: JSON.stringify(answer), kept: true };
      }
      // A search answered by the last version of its website's index, while the new one
      // builds (ADR 0070), is not kept under the new version.
      const { answer, current } = await searchList(ctx, { ...query, q: query.q }, typing);
      return { answer, json: JSON.stringify(answer), kept: current };
    });
  };

  const reader = {
    /** The website's search lexicon at this catalogue version (ADR 0068), as the query `q` is read with (issue 35: Hindi words for one in Devanagari). */
    lexicon: async (ctx: CatalogueContext, q = "") => (await indexes.searchFor(ctx.websiteId, ctx.catalogueVersion)).search.lexiconFor(q),

    /**
     * A page of the product list; answers are cached per website version, warehouse, language and query.
     * `typing`: the search's last word is still being typed (suggestions), so it may be a word's
     * start. `asked`: a shopper asked for this list (the /products page), so a plain search that
     * finds nothing is counted for the owner (issue 30).
     */
    async list(ctx: CatalogueContext, query: ProductListQuery, opts: { typing?: boolean; asked?: boolean } = {}): Promise<ProductListResponse> {
      const { answer } = await cachedListing(ctx, query, opts.typing);
      if (opts.asked) await noteMiss(ctx, query, answer.meta.total);
      // Cached answers are the same for everyone; a shopper's saved products are marked on a copy.
      const wishlisted = await savedIn(ctx, answer.data);
      return wishlisted.size === 0 ? answer : { ...answer, data: markSaved(answer.data, wishlisted) };
    },

    /** The list a shopper asked for, as JSON text for a caller that sends it as is; a miss is counted as by `list`. */
    async listJson(ctx: CatalogueContext, query: ProductListQuery): Promise<string> {
      const cached = await cachedListing(ctx, query);
      const total = cached.answer.meta.total;
      await noteMiss(ctx, query, total);
      if (ctx.savedAmong && (await savedIn(ctx, cached.answer.data)).size > 0) return JSON.stringify(await reader.list(ctx, query));
      return cached.json;
    },

    /**
     * The ids of the website's products on sale (with an active pack) that a search finds, best
     * first, at most `limit`: the shop's own reading and ranking, for the counter (POS).
     */
    async searchIds(ctx: CatalogueContext, q: string, limit: number): Promise<number[]> {
      const { website, positions, rank } = await matchesOf(ctx, q, false);
      return rank(positions)
        .filter((id) => (website.cards.get(id)?.packs.length ?? 0) > 0)
        .slice(0, limit);
    },

    async listUncached(ctx: CatalogueContext, query: ProductListQuery, typing = false): Promise<ProductListResponse> {
      if (query.q) return (await searchList(ctx, { ...query, q: query.q }, typing)).answer;
      const conditions: SQL[] = [eq(t.products.websiteId, ctx.websiteId), eq(t.products.active, true)];
      const empty = (): ProductListResponse => ({
        data: [],
        meta: { total: 0, page: query.page, perPage: query.perPage, lastPage: 1 },
      });

      const categorySlugs = splitSlugs(query.c);
      if (categorySlugs.length) {
        const ids = await categoryIds(ctx.websiteId, categorySlugs);
        if (ids.length === 0) return empty();
        conditions.push(inArray(t.products.id, db.select({ id: t.productCategories.productId }).from(t.productCategories).where(inArray(t.productCategories.categoryId, ids))));
      }
      const brandSlugs = splitSlugs(query.b);
      if (brandSlugs.length) {
        conditions.push(
          inArray(
            t.products.brandId,
            db
              .select({ id: t.brands.id })
              .from(t.brands)
              .where(and(eq(t.brands.websiteId, ctx.websiteId), inArray(t.brands.slug, brandSlugs))),
          ),
        );
      }
      const where = and(...conditions);
      // The page and the total are separate queries so each gets its own best plan
      // (an index walk for the page, the search index for the count).
      const [rows, [counted]] = await Promise.all([
        db
          .select(productColumns)
          .from(t.products)
          .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
          .where(where)
          .orderBy(...orderFor(query, ctx.warehouseId, ctx.lang))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(t.products)
          .where(where),
      ]);
      const total = counted?.n ?? 0;
      return {
        // Cards never show the description or info; leaving them out halves the answer.
        data: await shape(ctx, rows, new Set(), false),
        meta: { total, page: query.page, perPage: query.perPage, lastPage: Math.max(1, Math.ceil(total / query.perPage)) },
      };
    },

    /** One product by numeric id or slug; null when this website has no such product. */
    async get(ctx: CatalogueContext, idOrSlug: string): Promise<Product | null> {
      const [row] = await db
        .select({ ...productColumns, ...declarationColumns })
        .from(t.products)
        .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
        .where(productNamed(ctx.websiteId, idOrSlug))
        .limit(1);
      if (!row) return null;
      const wishlisted = ctx.savedAmong ? await ctx.savedAmong([row.id]) : new Set<number>();
      const [product] = await shape(ctx, [row], wishlisted, true);
      return product ?? null;
    },

    /** Up to four products like this one that the warehouse has in stock (ADR 0062); null when there is no such product. */
    async similar(ctx: CatalogueContext, idOrSlug: string): Promise<Product[] | null> {
      const ids = await similarProductIds(db, ctx, idOrSlug);
      return ids && reader.getMany(ctx, ids);
    },

    /** Products by id, in the order asked, leaving out those this website no longer sells. */
    async getMany(ctx: CatalogueContext, ids: number[]): Promise<Product[]> {
      const products = await cardsFor(ctx, ids);
      return markSaved(products, await savedIn(ctx, products));
    },

    /** The website's categories as a tree, named in `lang` where the owner gave the name in it. */
    async categoryTree(websiteId: number, lang: Lang = "en") {
      const rows = await db
        .select({ id: t.categories.id, parentId: t.categories.parentId, name: t.categories.name, nameHi: t.categories.nameHi, slug: t.categories.slug, avatar: t.categories.avatar })
        .from(t.categories)
        .where(eq(t.categories.websiteId, websiteId))
        .orderBy(asc(t.categories.position), asc(t.categories.id));
      type Node = { name: string; slug: string; avatar: string; children: Node[] };
      const nodes = new Map<number, Node>();
      for (const r of rows) nodes.set(r.id, { name: inLanguage(lang, r.name, r.nameHi), slug: r.slug, avatar: r.avatar ?? "", children: [] });
      const roots: Node[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id)!;
        const parent = r.parentId ? nodes.get(r.parentId) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    /** The website's brands by their English name, each named in `lang` where the owner gave the name in it. */
    async brands(websiteId: number, limit = 1000, lang: Lang = "en") {
      const rows = await db
        .select({ name: t.brands.name, nameHi: t.brands.nameHi, slug: t.brands.slug, logo: t.brands.logo })
        .from(t.brands)
        .where(eq(t.brands.websiteId, websiteId))
        .orderBy(asc(t.brands.name))
        .limit(limit);
      return rows.map((r) => ({ name: inLanguage(lang, r.name, r.nameHi), slug: r.slug, logo: r.logo }));
    },

    /** The website's suppliers, each named in `lang` where the owner gave the name in it. */
    async suppliers(websiteId: number, limit = 100, lang: Lang = "en") {
      const rows = await db
        .select({ name: t.suppliers.name, nameHi: t.suppliers.nameHi, link: t.suppliers.link, image: t.suppliers.image })
        .from(t.suppliers)
        .where(eq(t.suppliers.websiteId, websiteId))
        .orderBy(asc(t.suppliers.id))
        .limit(limit);
      return rows.map((r) => ({ name: inLanguage(lang, r.name, r.nameHi), link: r.link, image: r.image ?? "", avatar: r.image ?? "" }));
    },
  };
  return reader;
}
export type CatalogueReader = ReturnType<typeof createCatalogueReader>;

/**
 * The reader with its category tree, brands and suppliers in `lang` (issue 35), for callers that name only
 * the website, as the blocks' resolvers do: the rest of the reader takes the language from the
 * catalogue context it is given.
 */
export function readerSpeaking(reader: CatalogueReader, lang: Lang | undefined): CatalogueReader {
  if (!lang || lang === "en") return reader;
  return {
    ...reader,
    categoryTree: (websiteId, given = lang) => reader.categoryTree(websiteId, given),
    brands: (websiteId, limit, given = lang) => reader.brands(websiteId, limit, given),
    suppliers: (websiteId, limit, given = lang) => reader.suppliers(websiteId, limit, given),
  };
}
