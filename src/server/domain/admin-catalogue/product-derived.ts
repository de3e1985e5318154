// A product's derived columns — what `q` searches, and the price and discount listings sort by
// — recomputed from its name, brand, categories and active packs after any of them changes.
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { discountBasisPoints } from "../../../shared/money";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";
import { searchTextFor } from "../catalogue/search-text";

export async function refreshProductDerived(tx: Tx, websiteId: number, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  const parent = alias(t.categories, "parent");
  // One after another: the transaction's queries share one connection.
  const products = await tx
    .select({ id: t.products.id, name: t.products.name, brand: t.brands.name })
    .from(t.products)
    .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .where(and(eq(t.products.websiteId, websiteId), inArray(t.products.id, productIds)));
  const categories = await tx
    .select({ productId: t.productCategories.productId, name: t.categories.name, parent: parent.name })
    .from(t.productCategories)
    .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
    .leftJoin(parent, eq(parent.id, t.categories.parentId))
    .where(inArray(t.productCategories.productId, productIds))
    .orderBy(asc(t.categories.position), asc(t.categories.id));
  const packs = await tx
    .select({ productId: t.packs.productId, price: t.packs.price, mrp: t.packs.mrp })
    .from(t.packs)
    .where(and(inArray(t.packs.productId, productIds), eq(t.packs.active, true)));
  for (const p of products) {
    // As the seed does: each category with its parent, so "dal" finds products in its sub-categories.
    const names = categories.filter((c) => c.productId === p.id).flatMap((c) => (c.parent ? [c.name, c.parent] : [c.name]));
    const own = packs.filter((k) => k.productId === p.id);
    await tx
      .update(t.products)
      .set({
        searchText: searchTextFor(p.name, p.brand ?? "", [...new Set(names)]),
        sortPrice: own.length ? Math.min(...own.map((k) => k.price)) : 0,
        sortDiscount: own.length ? Math.max(...own.map((k) => discountBasisPoints(k.price, k.mrp))) : 0,
      })
      .where(eq(t.products.id, p.id));
  }
}
