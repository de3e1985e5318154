// Each website's search index, lexicon and product cards (ADR 0070), read from the database once
// per catalogue version (a change to the catalogue or to the website's words bumps it, ADR 0043),
// and each warehouse's stock of its packs, read again when ten seconds old — as long as the
// listing cache keeps an answer, so a search's page is no staler than any list.
import { and, asc, between, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { buildLexicon, type Quantity, type SearchLexicon } from "../../../shared/search/read-query";
import { packSize } from "../../../shared/search/pack-size";
import { isPackUnit } from "../../../shared/pack-quantity";
import { websiteDictionary } from "../search/search-words";
import type { Product } from "../../../shared/api/products";
import type { Lang } from "../../../shared/i18n/languages";
import { hasDevanagari } from "../../../shared/search/devanagari-to-latin";
import { packColumns, toPack, toProduct, type PackRow, type ProductRow } from "./product-shape";
import { buildSearchIndex, type IndexedProduct, type SearchIndex } from "./search-index";

/** Websites whose index a process keeps, the least recently built out first. */
const WEBSITES_KEPT = 64;
const STOCK_TTL_MS = 10_000;
const READ_PAGE = 2_000;
/** How long a search waits for its website's new version before the last one answers it. */
const REBUILD_WAIT_MS = 300;

/** What a product's card shows, but for stock. */
export interface Card {
  row: ProductRow;
  packs: Omit<PackRow, "quantity">[];
}

export interface WebsiteSearch {
  index: SearchIndex;
  lexicon: SearchLexicon;
  /**
   * The lexicon a query is read with: for one typed in Devanagari, the catalogue's Hindi words
   * too, as the index spells them in Latin letters (issue 35); else `lexicon`.
   */
  lexiconFor(q: string): SearchLexicon;
  /** Every active product's card, by id. */
  cards: ReadonlyMap<number, Card>;
}

/** A warehouse's stock of a website's active packs. */
export interface WarehouseStock {
  /** Pack id → quantity, for the packs it keeps. */
  quantities: ReadonlyMap<number, number>;
  /** The ids of the products with a pack in stock. */
  inStock: ReadonlySet<number>;
}

/**
 * The website's active products as the index needs them, read a page of products at a time
 * (with their categories and packs) so that on PGlite, whose queries run on the server's own
 * thread, a large catalogue's read leaves room for other requests between pages. Hindi names
 * (issue 35) are read from their own columns, so a product is found by them whatever its
 * search text holds.
 */
async function readCatalogue(db: Db, websiteId: number): Promise<{ products: IndexedProduct[]; cards: Map<number, Card> }> {
  const indexed: IndexedProduct[] = [];
  const cards = new Map<number, Card>();
  // A category's Hindi name, and its parent's: a product is found by both, as by the English ones.
  const categoryRows = await db.select({ id: t.categories.id, parentId: t.categories.parentId, nameHi: t.categories.nameHi }).from(t.categories).where(eq(t.categories.websiteId, websiteId));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const hindiOfCategory = (id: number): string[] => {
    const own = categoryById.get(id);
    const parent = own?.parentId ? categoryById.get(own.parentId) : undefined;
    return [own?.nameHi, parent?.nameHi].filter((name): name is string => Boolean(name));
  };
  for (let after = 0; ;) {
    const products = await db
      .select({
        id: t.products.id,
        name: t.products.name,
        slug: t.products.slug,
        medias: t.products.medias,
        searchText: t.products.searchText,
        brandId: t.products.brandId,
        brandName: t.brands.name,
        brandSlug: t.brands.slug,
        nameHi: t.products.nameHi,
        brandNameHi: t.brands.nameHi,
      })
      .from(t.products)
      .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
      .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true), gt(t.products.id, after)))
      .orderBy(asc(t.products.id))
      .limit(READ_PAGE);
    if (products.length === 0) break;
    const ids = between(t.packs.productId, products[0]!.id, products.at(-1)!.id);
    const [categories, packs] = await Promise.all([
      db
        .select({ productId: t.productCategories.productId, categoryId: t.productCategories.categoryId })
        .from(t.productCategories)
        // Ids are shared by every website: the range alone would also read other websites' rows.
        .innerJoin(t.products, and(eq(t.products.id, t.productCategories.productId), eq(t.products.websiteId, websiteId)))
        .where(between(t.productCategories.productId, products[0]!.id, products.at(-1)!.id)),
      db
        .select(packColumns)
        .from(t.packs)
        .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.active, true), ids))
        .orderBy(asc(t.packs.productId), asc(t.packs.position), asc(t.packs.id)),
    ]);
    const categoriesOf = new Map<number, number[]>();
    for (const row of categories) categoriesOf.set(row.productId, [...(categoriesOf.get(row.productId) ?? []), row.categoryId]);
    const packsOf = new Map<number, Card["packs"]>();
    for (const pack of packs) packsOf.set(pack.productId, [...(packsOf.get(pack.productId) ?? []), pack]);
    for (const p of products) {
      const own = packsOf.get(p.id) ?? [];
      const row = {
        id: p.id,
        name: p.name,
        slug: p.slug,
        description: null,
        info: null,
        medias: p.medias,
        brandName: p.brandName,
        brandSlug: p.brandSlug,
        nameHi: p.nameHi,
        brandNameHi: p.brandNameHi,
      };
      cards.set(p.id, { row, packs: own });
      const categoryIds = categoriesOf.get(p.id) ?? [];
      const hindiText = [p.brandNameHi ?? "", ...new Set(categoryIds.flatMap(hindiOfCategory))].join(" ").trim();
      indexed.push({ id: p.id, name: p.name, searchText: p.searchText, brandId: p.brandId, categoryIds, sizes: sizesOf(own), nameHi: p.nameHi, hindiText });
    }
    after = products.at(-1)!.id;
    // PGlite answers without a turn of the event loop: give waiting requests theirs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { products: indexed, cards };
}

const sizesOf = (packs: Card["packs"]): Quantity[] => packs.flatMap((p) => packSize({ net_quantity: p.netQuantity, unit: isPackUnit(p.unit) ? p.unit : null, pack_count: p.packCount }) ?? []);

interface Built {
  version: number;
  search: Promise<WebsiteSearch>;
  /** The search once built. */
  ready: WebsiteSearch | null;
  /** The last version built, while this one builds. */
  last: WebsiteSearch | null;
}

/** A website's search, and whether it is the catalogue version asked for. */
export interface Found {
  search: WebsiteSearch;
  current: boolean;
}

export interface SearchIndexOptions {
  now?: () => number;
  /** Settles when a search has waited long enough for its website's new version. */
  rebuildWait?: () => Promise<void>;
}

const waitForRebuild = () => new Promise<void>((resolve) => setTimeout(resolve, REBUILD_WAIT_MS).unref());

export function createSearchIndexes(db: Db, { now = Date.now, rebuildWait = waitForRebuild }: SearchIndexOptions = {}) {
  const built = new Map<number, Built>();
  // A card is made once per stock read and language: many searches show the same products.
  const made = new WeakMap<WarehouseStock, Map<string, Product>>();
  const stocked = new Map<string, { at: number; stock: Promise<WarehouseStock> }>();

  const readStock = async (websiteId: number, warehouseId: number): Promise<WarehouseStock> => {
    const rows = await db
      .select({ packId: t.stock.packId, productId: t.packs.productId, quantity: t.stock.quantity })
      .from(t.packs)
      .innerJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, warehouseId)))
      .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.active, true)));
    const quantities = new Map<number, number>();
    const inStock = new Set<number>();
    for (const row of rows) {
      quantities.set(row.packId, row.quantity);
      if (row.quantity > 0) inStock.add(row.productId);
    }
    return { quantities, inStock };
  };

  const build = (websiteId: number, version: number, before: Built | undefined): Built => {
    const search = Promise.all([readCatalogue(db, websiteId), websiteDictionary(db, websiteId)]).then(([{ products, cards }, dictionary]): WebsiteSearch => {
      const index = buildSearchIndex(products);
      const lexicon = buildLexicon(
        dictionary,
        index.terms.filter((w) => w.length > 1),
      );
      // Built on the first query in Devanagari. A query's words are read in Latin letters
      // (Devanagari spelt in them), so it holds the Hindi words as the index spells them in Latin.
      let hindi: SearchLexicon | null = null;
      const hindiLexicon = () =>
        (hindi ??= buildLexicon(
          dictionary,
          [...index.terms, ...index.hindiTerms].filter((w) => w.length > 1 && !hasDevanagari(w)),
        ));
      return { index, cards, lexicon, lexiconFor: (q) => (hasDevanagari(q) ? hindiLexicon() : lexicon) };
    });
    const last = before ? (before.ready ?? before.last) : null;
    const entry: Built = { version, search, ready: null, last };
    search.then(
      (ready) => {
        entry.ready = ready;
        entry.last = null;
      },
      // A failed build is tried again by the next search; the last version answers meanwhile.
      () => {
        if (built.get(websiteId) !== entry) return;
        if (last) built.set(websiteId, { version: before!.version, search: Promise.resolve(last), ready: last, last: null });
        else built.delete(websiteId);
      },
    );
    built.delete(websiteId);
    built.set(websiteId, entry);
    if (built.size > WEBSITES_KEPT) built.delete(built.keys().next().value!);
    return entry;
  };

  return {
    /**
     * The website's index, lexicon and cards at this catalogue version, built on first use.
     * While a new version builds, a search waits for it a moment, then is answered from the last
     * version built (`current: false`, which the listing cache does not keep): so building never
     * stops the shop's search. A version older than the one held (this process has not heard of
     * a change yet) is answered from the newer.
     */
    searchFor(websiteId: number, catalogueVersion: number): Promise<Found> {
      let entry = built.get(websiteId);
      if (!entry || entry.version < catalogueVersion) entry = build(websiteId, catalogueVersion, entry);
      const current = entry.version === catalogueVersion;
      if (entry.ready) return Promise.resolve({ search: entry.ready, current });
      const fresh = entry.search.then((search) => ({ search, current }));
      const last = entry.last;
      if (!last) return fresh;
      return Promise.race([fresh, rebuildWait().then(() => ({ search: last, current: false }))]);
    },

    /** The product's card at this warehouse, as the product list shows it in `lang`; null when not sold. */
    cardAt(search: WebsiteSearch, stock: WarehouseStock, warehouseId: number, productId: number, lang: Lang = "en"): Product | null {
      let cards = made.get(stock);
      if (!cards) made.set(stock, (cards = new Map()));
      const key = `${lang}:${productId}`;
      let card = cards.get(key);
      if (!card) {
        const kept = search.cards.get(productId);
        if (!kept) return null;
        card = toProduct(
          kept.row,
          kept.packs.map((p) => toPack({ ...p, quantity: stock.quantities.get(p.id) ?? null }, warehouseId, lang)),
          false,
          false,
          lang,
        );
        cards.set(key, card);
      }
      return card;
    },

    /**
     * The warehouse's stock of the website's packs. A catalogue change (stock set in the back
     * office too) reads it afresh; orders taking stock show within ten seconds.
     */
    stockAt(websiteId: number, warehouseId: number, catalogueVersion: number): Promise<WarehouseStock> {
      const key = `${websiteId}:${warehouseId}:${catalogueVersion}`;
      const kept = stocked.get(key);
      if (kept && now() - kept.at < STOCK_TTL_MS) return kept.stock;
      const fresh = readStock(websiteId, warehouseId);
      const entry = { at: now(), stock: fresh };
      const forget = () => stocked.get(key) === entry && stocked.delete(key);
      if (kept) {
        // Searches keep using the last read until the fresh one arrives.
        entry.stock = kept.stock;
        fresh.then(() => (entry.stock = fresh), forget);
      } else fresh.catch(forget);
      stocked.delete(key);
      stocked.set(key, entry);
      if (stocked.size > WEBSITES_KEPT * 4) stocked.delete(stocked.keys().next().value!);
      return entry.stock;
    },
  };
}
export type SearchIndexes = ReturnType<typeof createSearchIndexes>;
