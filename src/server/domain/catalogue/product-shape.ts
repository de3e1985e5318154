// Turns catalogue rows into the §3 product shape (rupees at the edge, image from medias), in the
// request's language: a Hindi name, description or information where the owner gave one, else
// the English (issue 35). The field names stay the same in both languages.
import { toRupees } from "../../../shared/money";
import type { Lang } from "../../../shared/i18n/languages";
import type { Pack, Product, ProductDeclarations } from "../../../shared/api/products";
import { isMakerRole, type Declarations } from "../../../shared/legal-metrology";
import { isPackUnit } from "../../../shared/pack-quantity";
import * as t from "../../db/schema";

/** A pack's columns as a card shows them, but for its stock at a warehouse (PackRow's `quantity`). */
export const packColumns = {
  id: t.packs.id,
  productId: t.packs.productId,
  name: t.packs.name,
  nameHi: t.packs.nameHi,
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
  /** The Hindi texts (issue 35); null or absent: the English one is shown. */
  nameHi?: string | null;
  descriptionHi?: string | null;
  infoHi?: string | null;
  brandNameHi?: string | null;
}

/** The text in the language asked for: the Hindi one where there is one, else the English. */
export const inLanguage = (lang: Lang | undefined, english: string, hindi: string | null | undefined): string => (lang === "hi" && hindi ? hindi : english);

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
  /** Its Hindi name (issue 35); null: the English one is shown. */
  nameHi?: string | null;
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

export function toPack(row: PackRow, warehouseId: number, lang?: Lang): Pack {
  return {
    pack_id: row.id,
    pack_name: inLanguage(lang, row.name, row.nameHi),
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
 *  page shows (the row then has the declarations' columns). Names, the description and the info
 *  are in `lang` where the owner wrote them in it; the declarations stay as written. */
export function toProduct(row: ProductRow & Partial<DeclarationRow>, packs: Pack[], wishlist: boolean, detail: boolean, lang?: Lang): Product {
  const product: Product = {
    product_id: row.id,
    product_name: inLanguage(lang, row.name, row.nameHi),
    brand_name: row.brandName ? inLanguage(lang, row.brandName, row.brandNameHi) : "",
    slug: row.slug,
    brand_slug: row.brandSlug ?? "",
    wishlist,
    medias: row.medias,
    image: row.medias[0]?.src ?? "",
    packs,
  };
  const description = inLanguage(lang, row.description ?? "", row.descriptionHi);
  if (detail && description) product.product_description = description;
  const info = inLanguage(lang, row.info ?? "", row.infoHi);
  if (detail && info) product.product_info = info;
  if (detail && row.prepackaged) product.declarations = toDeclarations(row as DeclarationRow);
  return product;
}
