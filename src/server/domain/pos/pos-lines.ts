// A counter sale's lines as the cart prices them (PricedLine): each pack of this website with its
// price, MRP, per-order maximum and stock at the counter's warehouse, read from the database.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PosWarehouse } from "../../../shared/api/pos";
import { notFound } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { packLineColumns } from "../cart/pack-line-columns";
import type { PricedLine } from "../cart/price-cart";

export interface PosLine extends PricedLine {
  code: string | null;
}

export const WAREHOUSE_NOT_FOUND = "This warehouse does not exist";
export const GONE_ITEM_NAME = "Item no longer available";

const goneLine = (line: { pack_id: number; quantity: number }, warehouseId: number): PosLine => ({
  packId: line.pack_id,
  productId: 0,
  slug: "",
  name: GONE_ITEM_NAME,
  packName: "",
  code: null,
  image: "",
  quantity: line.quantity,
  priceSeen: 0,
  price: 0,
  mrp: 0,
  maxPerOrder: 0,
  stock: 0,
  available: false,
  warehouseId,
  deliveryChargeId: null,
  deliverable: true,
});

/** The website's warehouses, the default first. */
export async function posWarehouses(db: Db | Tx, websiteId: number): Promise<PosWarehouse[]> {
  const rows = await db
    .select()
    .from(t.warehouses)
    .where(eq(t.warehouses.websiteId, websiteId))
    .orderBy(sql`${t.warehouses.isDefault} desc`, asc(t.warehouses.id));
  return rows.map((w) => ({ id: w.id, name: w.name, address: w.address, is_default: w.isDefault }));
}

/** One warehouse of the website; another website's id is not found. */
export async function posWarehouse(db: Db | Tx, websiteId: number, warehouseId: number): Promise<PosWarehouse> {
  const [w] = await db
    .select()
    .from(t.warehouses)
    .where(and(eq(t.warehouses.id, warehouseId), eq(t.warehouses.websiteId, websiteId)));
  if (!w) throw notFound(WAREHOUSE_NOT_FOUND);
  return { id: w.id, name: w.name, address: w.address, is_default: w.isDefault };
}

/**
 * The lines in the order asked. A pack that is not (or no longer) this website's is a line that
 * cannot be sold, so a quote flags it and a sale refuses it, rather than the whole sale failing.
 */
export async function posLines(db: Db | Tx, websiteId: number, warehouseId: number, wanted: readonly { pack_id: number; quantity: number }[]): Promise<PosLine[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      packId: t.packs.id,
      code: t.packs.code,
      ...packLineColumns,
    })
    .from(t.packs)
    .innerJoin(t.products, eq(t.products.id, t.packs.productId))
    .leftJoin(t.stock, and(eq(t.stock.packId, t.packs.id), eq(t.stock.warehouseId, warehouseId)))
    .where(
      and(
        eq(t.packs.websiteId, websiteId),
        inArray(
          t.packs.id,
          wanted.map((l) => l.pack_id),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.packId, r]));
  return wanted.map((line) => {
    const r = byId.get(line.pack_id);
    if (!r) return goneLine(line, warehouseId);
    return {
      packId: r.packId,
      productId: r.productId,
      slug: r.slug,
      name: r.name,
      packName: r.packName,
      code: r.code,
      image: r.medias[0]?.src ?? "",
      quantity: line.quantity,
      // The counter shows today's price as it is; there is no earlier price to compare with.
      priceSeen: r.price,
      price: r.price,
      mrp: r.mrp,
      maxPerOrder: r.maxPerOrder,
      stock: r.stock,
      available: r.packActive && r.productActive,
      warehouseId,
      deliveryChargeId: null,
      deliverable: true,
    };
  });
}
