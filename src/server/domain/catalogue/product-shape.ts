// Turns catalogue rows into the §3 product shape (rupees at the edge, image from medias).
import { toRupees } from "../../../shared/money";
import type { Pack, Product, ProductDeclarations } from "../../../shared/api/products";
import { isMakerRole, type Declarations } from "../../../shared/legal-metrology";
import { isPackUnit } from "../../../shared/pack-quantity";
import * as t from "../../db/schema";

/** A pack's columns as a card shows them, but for its stock at a warehouse (PackRow's `quantity`). */
export const packColumns = {
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
};

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  info: string | null;
  medias: { src: string }[];
  brandName: string | null;
  brandSlug: string | null;
}

/** The declarations' columns, read for the product page only (ADR 0078). */
export const declarationColumns = {
  prepackaged: t.products.prepackaged,
  makerRole: t.products.makerRole,
  makerName: t.products.makerName,
  makerAddress: t.products.makerAddress,
  genericName: t.products.genericName,
  countryOfOrigin: t.products.countryOfOrigin,
  bestBefore: t.products.bestBefore,
  consumerCare: t.products.consumerCare,
};

export interface DeclarationRow {
  prepackaged: boolean;
  makerRole: string | null;
  makerName: string | null;
  makerAddress: string | null;
  genericName: string | null;
  countryOfOrigin: string | null;
  bestBefore: string | null;
  consumerCare: string | null;
}

/** The declarations as stored, texts "" where none: what the back office and the CSV show. */
export function declarationsOf(row: DeclarationRow): Declarations {
  return {
    prepackaged: row.prepackaged,
    // A role the shop does not know (written by hand in the database) reads as none.
    maker_role: isMakerRole(row.makerRole) ? row.makerRole : null,
    maker_name: row.makerName ?? "",
    maker_address: row.makerAddress ?? "",
    generic_name: row.genericName ?? "",
    country_of_origin: row.countryOfOrigin ?? "",
    best_before: row.bestBefore ?? "",
    consumer_care: row.consumerCare ?? "",
  };
}

/** The product page's declarations: best before only where it applies. */
function toDeclarations(row: DeclarationRow): ProductDeclarations {
  const { prepackaged: _, best_before, ...declarations } = declarationsOf(row);
  return best_before ? { ...declarations, best_before } : declarations;
}

export interface PackRow {
  id: number;
  productId: number;
  name: string;
  price: number;
  mrp: number;
  discount: number;
  discountType: string | null;
  maxPerOrder: number;
  quantity: number | null;
  netQuantity: number | null;
  unit: string | null;
  packCount: number;
}

export function toPack(row: PackRow, warehouseId: number): Pack {
  return {
    pack_id: row.id,
    pack_name: row.name,
    price: toRupees(row.price),
    act_price: toRupees(row.mrp),
    discount: row.discount / 100,
    warehouse_id: warehouseId,
    discount_type: row.discountType,
    in_stock: (row.quantity ?? 0) > 0,
    max_quantity: Math.max(0, Math.min(row.maxPerOrder, row.quantity ?? 0)),
    max_per_order: row.maxPerOrder,
    net_quantity: row.netQuantity,
    unit: isPackUnit(row.unit) ? row.unit : null,
    pack_count: row.packCount,
  };
}

/** The §3 product; `detail` adds the description, info and declarations that only the product
 *  page shows (the row then has the declarations' columns). */
export function toProduct(row: ProductRow & Partial<DeclarationRow>, packs: Pack[], wishlist: boolean, detail: boolean): Product {
  const product: Product = {
    product_id: row.id,
    product_name: row.name,
    brand_name: row.brandName ?? "",
    slug: row.slug,
    brand_slug: row.brandSlug ?? "",
    wishlist,
    medias: row.medias,
    image: row.medias[0]?.src ?? "",
    packs,
  };
  if (detail && row.description) product.product_description = row.description;
  if (detail && row.info) product.product_info = row.info;
  if (detail && row.prepackaged) product.declarations = toDeclarations(row as DeclarationRow);
  return product;
}
