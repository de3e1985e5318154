// What the product page offers when the chosen pack is sold out (ADR 0062): other products on
// the same shelf (its leaf category) that the shopper's warehouse can deliver now.
import { and, asc, eq, exists, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { productNamed } from "./product-address";

export const SIMILAR_PRODUCTS_LIMIT = 4;

/** The website and the warehouse that delivers to the shopper (the catalogue context's). */
interface Shop {
  websiteId: number;
  warehouseId: number;
}

/**
 * The ids of up to four similar products, best first; null when the website sells no product
 * by that id or slug. Closest in price comes first: a shopper who came for a ₹60 atta wants
 * another near ₹60, not the shelf's ₹600 bag.
 */
export async function similarProductIds(db: Db, ctx: Shop, idOrSlug: string): Promise<number[] | null> {
  const [product] = await db.select({ id: t.products.id, sortPrice: t.products.sortPrice }).from(t.products).where(productNamed(ctx.websiteId, idOrSlug)).limit(1);
  if (!product) return null;
  const shelf = await leafCategories(db, ctx.websiteId, product.id);
  if (shelf.length === 0) return [];

  const onShelf = db.select({ id: t.productCategories.productId }).from(t.productCategories).where(inArray(t.productCategories.categoryId, shelf));
  // At least one pack on sale with stock at this warehouse: a product the shopper can buy now.
  const inStockHere = exists(
    db
      .select({ one: sql`1` })
      .from(t.packs)
      .innerJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, ctx.warehouseId), gt(t.stock.quantity, 0)))
      .where(and(eq(t.packs.productId, t.products.id), eq(t.packs.websiteId, ctx.websiteId), eq(t.packs.active, true))),
  );
  const rows = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(eq(t.products.websiteId, ctx.websiteId), eq(t.products.active, true), ne(t.products.id, product.id), inArray(t.products.id, onShelf), inStockHere))
    // sort_price is the product's cheapest pack, the key the listing's price sort starts from;
    // ties keep the listing's default order.
    .orderBy(sql`abs(${t.products.sortPrice} - ${product.sortPrice})`, asc(t.products.id))
    .limit(SIMILAR_PRODUCTS_LIMIT);
  return rows.map((r) => r.id);
}

/**
 * The categories a product is filed in that have no sub-categories: "Fresh Vegetables" rather
 * than all of "Fruits & Vegetables". A product filed only in parent categories keeps those,
 * their own products only (not their sub-categories').
 */
async function leafCategories(db: Db, websiteId: number, productId: number): Promise<number[]> {
  const filed = await db
    .select({ id: t.categories.id })
    .from(t.productCategories)
    .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
    .where(and(eq(t.productCategories.productId, productId), eq(t.categories.websiteId, websiteId)));
  const ids = filed.map((c) => c.id);
  if (ids.length === 0) return [];
  const parents = await db
    .selectDistinct({ id: t.categories.parentId })
    .from(t.categories)
    .where(and(eq(t.categories.websiteId, websiteId), inArray(t.categories.parentId, ids)));
  const hasChildren = new Set(parents.map((p) => p.id));
  const leaves = ids.filter((id) => !hasChildren.has(id));
  return leaves.length ? leaves : ids;
}
