// What the counter's search finds (issue 12): the website's products on sale whose name or brand
// has words starting with the words typed (the catalogue's own search text and index), or with a
// pack whose code is exactly what was typed or scanned; a code's product comes first.
import { and, asc, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PosProduct, PosProductsAnswer } from "../../../shared/api/pos";
import { toRupees } from "../../../shared/money";
import { prefixQuery, searchTerms } from "../catalogue/search-text";
import { posWarehouse } from "./pos-lines";

export const POS_PRODUCTS_MAX = 20;

export async function posProducts(db: Db, websiteId: number, warehouseId: number, q: string): Promise<PosProductsAnswer> {
  const warehouse = await posWarehouse(db, websiteId, warehouseId);
  const code = q.trim();
  const terms = searchTerms(q);
  const codeMatch = exists(
    db
      .select({ one: t.packs.id })
      .from(t.packs)
      .where(and(eq(t.packs.productId, t.products.id), eq(t.packs.websiteId, websiteId), eq(t.packs.active, true), eq(t.packs.code, code))),
  );
  const onSale = exists(db.select({ one: t.packs.id }).from(t.packs).where(and(eq(t.packs.productId, t.products.id), eq(t.packs.active, true))));
  const matches = terms.length ? or(codeMatch, sql`${t.products.searchVector} @@ to_tsquery('simple', ${prefixQuery(terms)})`) : codeMatch;
  const rows = await db
    .select({ id: t.products.id, name: t.products.name, brand: t.brands.name, medias: t.products.medias })
    .from(t.products)
    .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true), onSale, matches))
    .orderBy(sql`${codeMatch} desc`, asc(t.products.name), asc(t.products.id))
    .limit(POS_PRODUCTS_MAX);
  if (rows.length === 0) return { items: [] };
  const packs = await db
    .select({
      productId: t.packs.productId,
      id: t.packs.id,
      name: t.packs.name,
      code: t.packs.code,
      price: t.packs.price,
      mrp: t.packs.mrp,
      maxPerOrder: t.packs.maxPerOrder,
      stock: sql<number>`coalesce(${t.stock.quantity}, 0)`.mapWith(Number),
    })
    .from(t.packs)
    .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, warehouse.id)))
    .where(and(inArray(t.packs.productId, rows.map((r) => r.id)), eq(t.packs.active, true)))
    .orderBy(asc(t.packs.position), asc(t.packs.id));
  const items: PosProduct[] = rows.map((r) => ({
    product_id: r.id,
    name: r.name,
    brand: r.brand ?? "",
    image: r.medias[0]?.src ?? "",
    packs: packs
      .filter((p) => p.productId === r.id)
      .map((p) => ({ pack_id: p.id, name: p.name, code: p.code, price: toRupees(p.price), mrp: toRupees(Math.max(p.mrp, p.price)), stock: p.stock, max_per_order: p.maxPerOrder })),
  }));
  return { items };
}
