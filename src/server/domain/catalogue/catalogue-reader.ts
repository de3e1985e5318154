// Reads the catalogue for one website at one warehouse: listings, single products and the
// lists the swipers show. Every query is scoped to the website.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Product, ProductListQuery, ProductListResponse } from "../../../shared/api/products";
import { splitSlugs } from "../../../shared/api/products";
import { readQuery, type ReadQuery } from "../../../shared/search/read-query";
import { recordSearchMiss } from "../search/search-words";
import { createLexiconCache } from "./search-lexicon";
import { hasPackOf, matchingWords, relevanceOrder, searchCondition } from "./search-sql";
import { toPack, toProduct, type ProductRow } from "./product-shape";
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
  /** For a signed-in shopper: which of these products they saved (the §3 wishlist flag). */
  savedAmong?: (productIds: number[]) => Promise<Set<number>>;
}

async function savedIn(ctx: CatalogueContext, products: Product[]): Promise<Set<number>> {
  if (!ctx.savedAmong || products.length === 0) return new Set();
  return ctx.savedAmong(products.map((p) => p.product_id));
}

const productColumns = {
  id: t.products.id,
  name: t.products.name,
  slug: t.products.slug,
  description: t.products.description,
  info: t.products.info,
  medias: t.products.medias,
  brandName: t.brands.name,
  brandSlug: t.brands.slug,
};

export function createCatalogueReader(db: Db) {
  async function packsFor(ctx: CatalogueContext, productIds: number[]) {
    if (productIds.length === 0) return new Map<number, ReturnType<typeof toPack>[]>();
    const rows = await db
      .select({
        id: t.packs.id,
        productId: t.packs.productId,
        name: t.packs.name,
        price: t.packs.price,
        mrp: t.packs.mrp,
        discount: t.packs.discount,
        discountType: t.packs.discountType,
        maxPerOrder: t.packs.maxPerOrder,
        netQuantity: t.packs.netQuantity,
        unit: t.packs.unit,
        packCount: t.packs.packCount,
        quantity: t.stock.quantity,
      })
      .from(t.packs)
      .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, ctx.warehouseId)))
      .where(and(eq(t.packs.websiteId, ctx.websiteId), inArray(t.packs.productId, productIds), eq(t.packs.active, true)))
      .orderBy(asc(t.packs.productId), asc(t.packs.position), asc(t.packs.id));
    const byProduct = new Map<number, ReturnType<typeof toPack>[]>();
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(toPack(row, ctx.warehouseId));
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  async function shape(ctx: CatalogueContext, rows: ProductRow[], wishlisted: Set<number>, detail: boolean): Promise<Product[]> {
    const packs = await packsFor(ctx, rows.map((r) => r.id));
    return rows.map((r) => toProduct(r, packs.get(r.id) ?? [], wishlisted.has(r.id), detail));
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
      .where(
        and(
          eq(t.categories.websiteId, websiteId),
          or(inArray(t.categories.slug, slugs), inArray(t.categories.parentId, parents)),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * The price a product card shows (see shownPack): its cheapest pack in stock at this warehouse,
   * else its cheapest pack. Sorting by the stored cheapest price alone put a product among the
   * cheap ones for a pack the shopper cannot buy.
   */
  const shownPrice = (warehouseId: number) =>
    sql`coalesce((select min(${t.packs.price}) from ${t.packs} join ${t.stock} on ${t.stock.packId} = ${t.packs.id} and ${t.stock.warehouseId} = ${warehouseId} and ${t.stock.quantity} > 0 where ${t.packs.productId} = ${t.products.id} and ${t.packs.active}), ${t.products.sortPrice})`;

  function orderFor(query: ProductListQuery, search: { read: ReadQuery; words: ReturnType<typeof matchingWords> } | null, warehouseId: number): SQL[] {
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
        return [asc(t.products.name), asc(t.products.id)];
      default:
        // With a search, by relevance (ADR 0068); else in the catalogue's order.
        return search ? relevanceOrder(search.words, search.read, warehouseId) : [asc(t.products.id)];
    }
  }

  const lexiconFor = createLexiconCache(db);

  // A plain search (no category or brand, the first page) that found nothing is counted for the
  // owner, not who searched. A count that fails costs the shopper nothing: the list is answered.
  const noteMiss = async (ctx: CatalogueContext, query: ProductListQuery, total: number) => {
    if (total > 0 || !query.q || query.c || query.b || query.page !== 1) return;
    await recordSearchMiss(db, ctx.websiteId, query.q).catch((error: unknown) => console.warn("search miss not counted", error));
  };

  // Each entry keeps its JSON text too: serialising a page of products costs more than
  // everything else a cached answer does. Its size is taken as three times the text's length:
  // the text and the answer it was made from weighed 2.3 times the text's length on the V8
  // heap for a page of 24 demo products; the rest is room for the Map entry and fuller answers.
  const listings = createListingCache<{ answer: ProductListResponse; json: string }>({ maxBytes: LISTING_CACHE_BYTES, sizeOf: ({ json }) => 3 * json.length, ttlMs: 10_000 });
  const cachedListing = (ctx: CatalogueContext, query: ProductListQuery, typing = false) => {
    const key = JSON.stringify([ctx.websiteId, ctx.catalogueVersion, ctx.warehouseId, query.page, query.perPage, query.s ?? "", query.c ?? "", query.b ?? "", query.q ?? "", typing]);
    return listings.get(key, async () => {
      const answer = await reader.listUncached(ctx, query, typing);
      return { answer, json: JSON.stringify(answer) };
    });
  };

  const reader = {
    /** The website's search lexicon at this catalogue version (ADR 0068). */
    lexicon: (ctx: CatalogueContext) => lexiconFor(ctx.websiteId, ctx.catalogueVersion),

    /**
     * A page of the product list; answers are cached per website version, warehouse and query.
     * `typing`: the search's last word is still being typed (suggestions), so it may be a word's
     * start. `asked`: a shopper asked for this list (the /products page), so a plain search that
     * finds nothing is counted for the owner (issue 30).
     */
    async list(ctx: CatalogueContext, query: ProductListQuery, opts: { typing?: boolean; asked?: boolean } = {}): Promise<ProductListResponse> {
      const { answer } = await cachedListing(ctx, query, opts.typing);
      if (opts.asked) await noteMiss(ctx, query, answer.meta.total);
      // Cached answers are the same for everyone; a shopper's saved products are marked on a copy.
      const wishlisted = await savedIn(ctx, answer.data);
      if (wishlisted.size === 0) return answer;
      return { ...answer, data: answer.data.map((p) => (wishlisted.has(p.product_id) ? { ...p, wishlist: true } : p)) };
    },

    /** The list a shopper asked for, as JSON text for a caller that sends it as is; a miss is counted as by `list`. */
    async listJson(ctx: CatalogueContext, query: ProductListQuery): Promise<string> {
      const cached = await cachedListing(ctx, query);
      const total = cached.answer.meta.total;
      await noteMiss(ctx, query, total);
      if (ctx.savedAmong && (await savedIn(ctx, cached.answer.data)).size > 0) return JSON.stringify(await reader.list(ctx, query));
      return cached.json;
    },

    async listUncached(ctx: CatalogueContext, query: ProductListQuery, typing = false): Promise<ProductListResponse> {
      const conditions: SQL[] = [eq(t.products.websiteId, ctx.websiteId), eq(t.products.active, true)];
      const empty = (): ProductListResponse => ({
        data: [],
        meta: { total: 0, page: query.page, perPage: query.perPage, lastPage: 1 },
      });

      const categorySlugs = splitSlugs(query.c);
      if (categorySlugs.length) {
        const ids = await categoryIds(ctx.websiteId, categorySlugs);
        if (ids.length === 0) return empty();
        conditions.push(
          inArray(
            t.products.id,
            db.select({ id: t.productCategories.productId }).from(t.productCategories).where(inArray(t.productCategories.categoryId, ids)),
          ),
        );
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
      let search: { read: ReadQuery; words: ReturnType<typeof matchingWords> } | null = null;
      if (query.q) {
        const read = readQuery(query.q, await lexiconFor(ctx.websiteId, ctx.catalogueVersion), typing);
        const words = matchingWords(read);
        // A search of only a pack size ("5 kg") lists the products sold in that size; one of
        // only punctuation ("%%") names nothing, so nothing matches it.
        if (words.length) conditions.push(searchCondition(words));
        else if (read.quantity) conditions.push(hasPackOf(read.quantity));
        else return empty();
        search = { read, words };
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
          .orderBy(...orderFor(query, search, ctx.warehouseId))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(t.products).where(where),
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
        .select(productColumns)
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
      if (ids.length === 0) return [];
      const rows = await db
        .select(productColumns)
        .from(t.products)
        .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
        .where(and(eq(t.products.websiteId, ctx.websiteId), eq(t.products.active, true), inArray(t.products.id, ids)));
      const wishlisted = ctx.savedAmong ? await ctx.savedAmong(rows.map((r) => r.id)) : new Set<number>();
      const products = await shape(ctx, rows, wishlisted, false);
      const byId = new Map(products.map((p) => [p.product_id, p]));
      return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
    },

    async categoryTree(websiteId: number) {
      const rows = await db
        .select({ id: t.categories.id, parentId: t.categories.parentId, name: t.categories.name, slug: t.categories.slug, avatar: t.categories.avatar })
        .from(t.categories)
        .where(eq(t.categories.websiteId, websiteId))
        .orderBy(asc(t.categories.position), asc(t.categories.id));
      type Node = { name: string; slug: string; avatar: string; children: Node[] };
      const nodes = new Map<number, Node>();
      for (const r of rows) nodes.set(r.id, { name: r.name, slug: r.slug, avatar: r.avatar ?? "", children: [] });
      const roots: Node[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id)!;
        const parent = r.parentId ? nodes.get(r.parentId) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    async brands(websiteId: number, limit = 1000) {
      return db
        .select({ name: t.brands.name, slug: t.brands.slug, logo: t.brands.logo })
        .from(t.brands)
        .where(eq(t.brands.websiteId, websiteId))
        .orderBy(asc(t.brands.name))
        .limit(limit);
    },

    async suppliers(websiteId: number, limit = 100) {
      const rows = await db
        .select({ name: t.suppliers.name, link: t.suppliers.link, image: t.suppliers.image })
        .from(t.suppliers)
        .where(eq(t.suppliers.websiteId, websiteId))
        .orderBy(asc(t.suppliers.id))
        .limit(limit);
      return rows.map((r) => ({ name: r.name, link: r.link, image: r.image ?? "", avatar: r.image ?? "" }));
    },
  };
  return reader;
}
export type CatalogueReader = ReturnType<typeof createCatalogueReader>;
