// What the counter's search finds (issue 12): the website's products on sale with a pack whose
// code is exactly what was typed or scanned, first, then those the shop's own search finds, in
// its order (Hindi names, typos and all: ADR 0068, 0070). Stock is read live, as a sale takes it.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PosProduct, PosProductsAnswer } from "../../../shared/api/pos";
import { toRupees } from "../../../shared/money";
import type { CatalogueReader } from "../catalogue/catalogue-reader";
import { posWarehouse } from "./pos-lines";

export const POS_PRODUCTS_MAX = 20;

export async function posProducts(
  db: Db,
  catalogue: CatalogueReader,
  catalogueVersion: (websiteId: number) => Promise<number>,
  websiteId: number,
  warehouseId: number,
  q: string,
): Promise<PosProductsAnswer> {
  const warehouse = await posWarehouse(db, websiteId, warehouseId);
  const code = q.trim();
  const coded = await db
    .selectDistinct({ id: t.packs.productId })
    .from(t.packs)
    .innerJoin(t.products, and(eq(t.products.id, t.packs.productId), eq(t.products.active, true)))
    .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.active, true), eq(t.packs.code, code)));
  const found = await catalogue.searchIds({ websiteId, warehouseId: warehouse.id, catalogueVersion: await catalogueVersion(websiteId) }, q, POS_PRODUCTS_MAX);
  const ids = [...new Set([...coded.map((r) => r.id), ...found])].slice(0, POS_PRODUCTS_MAX);
  if (ids.length === 0) return { items: [] };
  const named = await db
    .select({ id: t.products.id, name: t.products.name, brand: t.brands.name, medias: t.products.medias })
    .from(t.products)
    .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .where(and(eq(t.products.websiteId, websiteId), inArray(t.products.id, ids)));
  const byId = new Map(named.map((r) => [r.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
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
    .where(
      and(
        inArray(
          t.packs.productId,
          rows.map((r) => r.id),
        ),
        eq(t.packs.active, true),
      ),
    )
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
