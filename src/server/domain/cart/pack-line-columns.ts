// What a priced line is read from: a pack, its product and its stock at one warehouse. The cart
// and the counter (issue 12) select the same columns, so both price a line from the same facts;
// each query joins t.stock for its own warehouse.
import { sql } from "drizzle-orm";
import * as t from "../../db/schema";

export const packLineColumns = {
  packName: t.packs.name,
  price: t.packs.price,
  mrp: t.packs.mrp,
  maxPerOrder: t.packs.maxPerOrder,
  packActive: t.packs.active,
  productId: t.products.id,
  name: t.products.name,
  slug: t.products.slug,
  medias: t.products.medias,
  productActive: t.products.active,
  // No stock row at that warehouse is none left.
  stock: sql<number>`coalesce(${t.stock.quantity}, 0)`.mapWith(Number),
};
