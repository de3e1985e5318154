// The active website's whole catalogue as the product CSV sees it, read in a handful of
// queries (not one per product): products with their labels' slugs, packs in the shop's order
// and the stock at every warehouse. The export writes it; the import compares a file with it.
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Declarations } from "../../../shared/legal-metrology";
import type { ProductGst } from "../../../shared/product-gst";
import type { Tx } from "../audit/record-audit";
import { declarationsOf } from "../catalogue/product-shape";
import { registeredForGst } from "../invoices/gst-profile";
import { productGstOf } from "./product-gst";

export interface CsvWarehouse {
  id: number;
  name: string;
}

export interface CsvPack {
  id: number;
  name: string;
  /** Its Hindi name (issue 35); null for none. */
  nameHi: string | null;
  code: string | null;
  /** Paise. */
  mrp: number;
  price: number;
  maxPerOrder: number;
  netQuantity: number | null;
  /** As stored: g, ml, pc or m, or null. */
  unit: string | null;
  packCount: number;
  position: number;
  active: boolean;
  /** Quantity by warehouse id; a warehouse without a row holds 0. */
  stock: Map<number, number>;
}

export interface CsvProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** The Hindi name and description (issue 35); null for none. */
  nameHi: string | null;
  descriptionHi: string | null;
  info: string;
  /** The information in Hindi (issue 35); null for none. */
  infoHi: string | null;
  brandId: number | null;
  supplierId: number | null;
  categoryIds: number[];
  images: string[];
  active: boolean;
  declarations: Declarations;
  gst: ProductGst;
  packs: CsvPack[];
}

export interface Label {
  id: number;
  slug: string;
}

export interface CsvCatalogue {
  products: CsvProduct[];
  brands: Label[];
  suppliers: Label[];
  categories: Label[];
  warehouses: CsvWarehouse[];
  /** A website registered for GST needs every product's HSN code and rate. */
  registeredForGst: boolean;
}

/** Everything the CSV names, for one website; the products oldest first. */
export async function readCsvCatalogue(db: Db | Tx, websiteId: number): Promise<CsvCatalogue> {
  // One after another: inside a transaction these share one connection.
  const brands = await db.select({ id: t.brands.id, slug: t.brands.slug }).from(t.brands).where(eq(t.brands.websiteId, websiteId));
  const suppliers = await db.select({ id: t.suppliers.id, slug: t.suppliers.slug }).from(t.suppliers).where(eq(t.suppliers.websiteId, websiteId));
  const categories = await db
    .select({ id: t.categories.id, slug: t.categories.slug, name: t.categories.name })
    .from(t.categories)
    .where(eq(t.categories.websiteId, websiteId))
    .orderBy(asc(t.categories.name), asc(t.categories.id));
  const warehouses = await db.select({ id: t.warehouses.id, name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.websiteId, websiteId)).orderBy(asc(t.warehouses.id));
  const products = await db.select().from(t.products).where(eq(t.products.websiteId, websiteId)).orderBy(asc(t.products.id));
  const productIds = products.map((p) => p.id);
  const filed = productIds.length ? await db.select().from(t.productCategories).where(inArray(t.productCategories.productId, productIds)) : [];
  const packs = await db.select().from(t.packs).where(eq(t.packs.websiteId, websiteId)).orderBy(asc(t.packs.position), asc(t.packs.id));
  const stock = warehouses.length
    ? await db
        .select()
        .from(t.stock)
        .where(
          inArray(
            t.stock.warehouseId,
            warehouses.map((w) => w.id),
          ),
        )
    : [];

  const stockOf = new Map<number, Map<number, number>>();
  for (const s of stock) {
    const own = stockOf.get(s.packId) ?? new Map<number, number>();
    own.set(s.warehouseId, s.quantity);
    stockOf.set(s.packId, own);
  }
  const categoryOrder = new Map(categories.map((c, i) => [c.id, i]));
  const byProduct = new Map<number, CsvProduct>(
    products.map((p) => [
      p.id,
      {
        id: p.id,
        slug: p.slug,
        name: p.name,
        description: p.description ?? "",
        nameHi: p.nameHi,
        descriptionHi: p.descriptionHi,
        info: p.info ?? "",
        infoHi: p.infoHi,
        brandId: p.brandId,
        supplierId: p.supplierId,
        categoryIds: [],
        images: p.medias.map((m) => m.src),
        active: p.active,
        declarations: declarationsOf(p),
        gst: productGstOf(p),
        packs: [],
      },
    ]),
  );
  for (const f of filed) byProduct.get(f.productId)?.categoryIds.push(f.categoryId);
  for (const product of byProduct.values()) product.categoryIds.sort((a, b) => (categoryOrder.get(a) ?? 0) - (categoryOrder.get(b) ?? 0));
  for (const k of packs) {
    byProduct.get(k.productId)?.packs.push({
      id: k.id,
      name: k.name,
      nameHi: k.nameHi,
      code: k.code,
      mrp: k.mrp,
      price: k.price,
      maxPerOrder: k.maxPerOrder,
      netQuantity: k.netQuantity,
      unit: k.unit,
      packCount: k.packCount,
      position: k.position,
      active: k.active,
      stock: stockOf.get(k.id) ?? new Map(),
    });
  }
  return {
    products: [...byProduct.values()],
    brands,
    suppliers,
    categories: categories.map(({ id, slug }) => ({ id, slug })),
    warehouses,
    registeredForGst: await registeredForGst(db, websiteId),
  };
}
