// The back-office's products, packs and stock for the active website (issue 11). Every id is
// looked up within the website (another website's id is not found), every change is written
// with its audit entry in one transaction, and the shop's cached listings are dropped after it.
import { and, asc, count, desc, eq, ilike, inArray, min, sum, type SQL } from "drizzle-orm";
import type * as z from "zod/mini";
import { PRODUCT_SLUG_TAKEN, type AdminPack, type AdminProduct, type AdminProductsAnswer, type packBody, type productBody, type StockBody } from "../../../shared/api/admin-catalogue";
import { discountBasisPoints, toPaise, toRupees } from "../../../shared/money";
import { isPackUnit } from "../../../shared/pack-quantity";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import type { CatalogueWriter } from "./catalogue-write";
import { subtreeIds } from "./category-tree";
import { checkBrand, checkCategories, checkImages, checkSupplier, checkWarehouse } from "./owned-ids";
import { declarationsOf } from "../catalogue/product-shape";
import { checkDeclarations, declarationColumnsOf } from "./product-declarations";
import { refreshProductDerived } from "./product-derived";
import { registeredForGst } from "../invoices/gst-profile";
import { checkProductGst, gstColumnsOf, productGstOf } from "./product-gst";

export interface ProductListFilter {
  q?: string | undefined;
  brandId?: number | undefined;
  categoryId?: number | undefined;
  active?: boolean | undefined;
  page: number;
  perPage: number;
}

type Reader = Db | Tx;
type ParsedProduct = z.output<typeof productBody>;
type ParsedPack = z.output<typeof packBody>;

/**
 * The Hindi texts a body gives (issue 35), as columns: one left out of the body is not among
 * them, so what was saved stays; null clears it.
 */
export function hindiColumnsOf(texts: { name_hi?: string | null | undefined; description_hi?: string | null | undefined; info_hi?: string | null | undefined }) {
  return {
    ...(texts.name_hi === undefined ? {} : { nameHi: texts.name_hi }),
    ...(texts.description_hi === undefined ? {} : { descriptionHi: texts.description_hi }),
    ...(texts.info_hi === undefined ? {} : { infoHi: texts.info_hi }),
  };
}

const NO_PRODUCT = "There is no such product in this shop";
const NO_PACK = "There is no such pack in this shop";

/** A LIKE pattern that matches the text literally anywhere. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

export function packPaise(body: ParsedPack) {
  const price = toPaise(body.price);
  const mrp = toPaise(body.mrp);
  const discount = discountBasisPoints(price, mrp);
  // As the seed stores them, so the shop shows an admin's pack like any other.
  return {
    name: body.name,
    ...hindiColumnsOf({ name_hi: body.name_hi }),
    code: body.code,
    price,
    mrp,
    discount,
    discountType: discount > 0 ? "percentage" : null,
    maxPerOrder: body.max_per_order,
    netQuantity: body.net_quantity,
    unit: body.unit,
    packCount: body.pack_count,
    position: body.position,
    active: body.active,
  };
}

export async function loadProduct(db: Reader, websiteId: number, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: t.products, brandName: t.brands.name, supplierName: t.suppliers.name })
    .from(t.products)
    .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .leftJoin(t.suppliers, eq(t.suppliers.id, t.products.supplierId))
    .where(and(eq(t.products.websiteId, websiteId), eq(t.products.id, id)));
  if (!row) throw notFound(NO_PRODUCT);
  // One after another: inside a transaction these share one connection.
  const categories = await db
    .select({ id: t.categories.id, name: t.categories.name })
    .from(t.productCategories)
    .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
    .where(eq(t.productCategories.productId, id))
    .orderBy(asc(t.categories.name), asc(t.categories.id));
  const packs = await db.select().from(t.packs).where(eq(t.packs.productId, id)).orderBy(asc(t.packs.position), asc(t.packs.id));
  const warehouses = await db.select({ id: t.warehouses.id, name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.websiteId, websiteId)).orderBy(asc(t.warehouses.id));
  const stock = packs.length
    ? await db
        .select()
        .from(t.stock)
        .where(
          inArray(
            t.stock.packId,
            packs.map((k) => k.id),
          ),
        )
    : [];
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description ?? "",
    name_hi: p.nameHi ?? "",
    description_hi: p.descriptionHi ?? "",
    info: p.info ?? "",
    info_hi: p.infoHi ?? "",
    brand: p.brandId === null ? null : { id: p.brandId, name: row.brandName ?? "" },
    supplier: p.supplierId === null ? null : { id: p.supplierId, name: row.supplierName ?? "" },
    categories,
    images: p.medias.map((m) => m.src),
    active: p.active,
    ...declarationsOf(p),
    ...productGstOf(p),
    created_at: p.createdAt.toISOString(),
    packs: packs.map((k): AdminPack => ({
      id: k.id,
      name: k.name,
      name_hi: k.nameHi ?? "",
      code: k.code,
      mrp: toRupees(k.mrp),
      price: toRupees(k.price),
      discount: k.discount / 100,
      discount_type: k.discountType === "percentage" ? "percentage" : null,
      max_per_order: k.maxPerOrder,
      net_quantity: k.netQuantity,
      // A unit the shop does not know (written by hand in the database) reads as none.
      unit: isPackUnit(k.unit) ? k.unit : null,
      pack_count: k.packCount,
      position: k.position,
      active: k.active,
      stock: warehouses.map((w) => ({ warehouse_id: w.id, warehouse_name: w.name, quantity: stock.find((s) => s.packId === k.id && s.warehouseId === w.id)?.quantity ?? 0 })),
    })),
  };
}

/** The pack's product, when the pack is the website's; 404 otherwise. */
async function productOfPack(db: Reader, websiteId: number, packId: number): Promise<number> {
  const [pack] = await db
    .select({ productId: t.packs.productId })
    .from(t.packs)
    .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.id, packId)));
  if (!pack) throw notFound(NO_PACK);
  return pack.productId;
}

export function createAdminProducts(db: Db, write: CatalogueWriter) {
  async function checkReferences(tx: Tx, websiteId: number, body: ParsedProduct) {
    await checkBrand(tx, websiteId, body.brand_id);
    await checkSupplier(tx, websiteId, body.supplier_id);
    await checkCategories(tx, websiteId, body.category_ids);
    await checkImages(tx, websiteId, "images", body.images);
  }

  const columnsOf = (body: ParsedProduct) => ({
    name: body.name,
    slug: body.slug,
    description: body.description,
    ...hindiColumnsOf(body),
    info: body.info,
    brandId: body.brand_id,
    supplierId: body.supplier_id,
    medias: body.images.map((src) => ({ src })),
    active: body.active,
    ...declarationColumnsOf(body),
    ...gstColumnsOf(body),
  });

  async function setCategories(tx: Tx, productId: number, categoryIds: number[]) {
    await tx.delete(t.productCategories).where(eq(t.productCategories.productId, productId));
    const unique = [...new Set(categoryIds)];
    if (unique.length) await tx.insert(t.productCategories).values(unique.map((categoryId) => ({ productId, categoryId })));
  }

  /** Runs a change to one product and answers the product as it then is, logging before and after. */
  async function changeProduct(websiteId: number, userId: number, productId: number, action: "update" | "deactivate", change: (tx: Tx, before: AdminProduct) => Promise<void>) {
    return write(websiteId, PRODUCT_SLUG_TAKEN, async (tx) => {
      const before = await loadProduct(tx, websiteId, productId);
      await change(tx, before);
      await refreshProductDerived(tx, websiteId, [productId]);
      const after = await loadProduct(tx, websiteId, productId);
      await recordAudit(tx, { websiteId, userId, action, entityType: "product", entityId: productId, before, after });
      return after;
    });
  }

  /** Runs a change to one pack, logged with the pack before and after; answers its product. */
  async function changePack(websiteId: number, userId: number, packId: number, action: "update" | "deactivate" | "set_stock", change: (tx: Tx) => Promise<void>) {
    return write(websiteId, PRODUCT_SLUG_TAKEN, async (tx) => {
      const productId = await productOfPack(tx, websiteId, packId);
      const packOf = (p: AdminProduct) => p.packs.find((k) => k.id === packId) ?? null;
      const before = packOf(await loadProduct(tx, websiteId, productId));
      await change(tx);
      await refreshProductDerived(tx, websiteId, [productId]);
      const product = await loadProduct(tx, websiteId, productId);
      // A pack shown to shoppers of a pre-packaged product on sale declares its net quantity.
      if (action === "update") checkDeclarations(product, "net_quantity");
      await recordAudit(tx, { websiteId, userId, action, entityType: action === "set_stock" ? "stock" : "pack", entityId: packId, before, after: packOf(product) });
      return product;
    });
  }

  return {
    async list(websiteId: number, filter: ProductListFilter): Promise<AdminProductsAnswer> {
      const where: SQL[] = [eq(t.products.websiteId, websiteId)];
      if (filter.q) where.push(ilike(t.products.name, containsPattern(filter.q)));
      if (filter.brandId !== undefined) where.push(eq(t.products.brandId, filter.brandId));
      if (filter.active !== undefined) where.push(eq(t.products.active, filter.active));
      if (filter.categoryId !== undefined) {
        const rows = await db.select({ id: t.categories.id, parentId: t.categories.parentId }).from(t.categories).where(eq(t.categories.websiteId, websiteId));
        if (!rows.some((r) => r.id === filter.categoryId)) return { data: [], meta: { total: 0, page: filter.page, per_page: filter.perPage } };
        const filed = db
          .select({ id: t.productCategories.productId })
          .from(t.productCategories)
          .where(inArray(t.productCategories.categoryId, subtreeIds(rows, filter.categoryId)));
        where.push(inArray(t.products.id, filed));
      }
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select({ p: t.products, brandName: t.brands.name })
          .from(t.products)
          .leftJoin(t.brands, eq(t.brands.id, t.products.brandId))
          .where(condition)
          .orderBy(desc(t.products.createdAt), desc(t.products.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ n: count() }).from(t.products).where(condition),
      ]);
      const ids = rows.map((r) => r.p.id);
      const packs = ids.length
        ? await db
            .select({ productId: t.packs.productId, packs: count(), minPrice: min(t.packs.price) })
            .from(t.packs)
            .where(and(inArray(t.packs.productId, ids), eq(t.packs.active, true)))
            .groupBy(t.packs.productId)
        : [];
      // Every warehouse of the website, so a product with none left in one shows 0 there.
      const [warehouses, stocked] = await Promise.all([
        db.select({ id: t.warehouses.id, name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.websiteId, websiteId)).orderBy(t.warehouses.id),
        ids.length
          ? db
              .select({ productId: t.packs.productId, warehouseId: t.stock.warehouseId, quantity: sum(t.stock.quantity).mapWith(Number) })
              .from(t.stock)
              .innerJoin(t.packs, eq(t.packs.id, t.stock.packId))
              .where(and(inArray(t.packs.productId, ids), eq(t.packs.active, true)))
              .groupBy(t.packs.productId, t.stock.warehouseId)
          : Promise.resolve([]),
      ]);
      return {
        data: rows.map(({ p, brandName }) => {
          const own = packs.find((k) => k.productId === p.id);
          const stock = warehouses.map((w) => ({ warehouse_id: w.id, warehouse: w.name, quantity: stocked.find((r) => r.productId === p.id && r.warehouseId === w.id)?.quantity ?? 0 }));
          return {
            id: p.id,
            name: p.name,
            slug: p.slug,
            brand: p.brandId === null ? null : { id: p.brandId, name: brandName ?? "" },
            image: p.medias[0]?.src ?? "",
            active: p.active,
            pack_count: own?.packs ?? 0,
            min_price: own?.minPrice == null ? null : toRupees(own.minPrice),
            stock,
            created_at: p.createdAt.toISOString(),
          };
        }),
        meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage },
      };
    },

    read: (websiteId: number, id: number) => loadProduct(db, websiteId, id),

    async create(websiteId: number, userId: number, body: ParsedProduct): Promise<AdminProduct> {
      return write(websiteId, PRODUCT_SLUG_TAKEN, async (tx) => {
        await checkReferences(tx, websiteId, body);
        checkDeclarations({ ...body, packs: [] });
        checkProductGst(body, await registeredForGst(tx, websiteId));
        const [row] = await tx
          .insert(t.products)
          .values({ websiteId, ...columnsOf(body) })
          .returning({ id: t.products.id });
        await setCategories(tx, row!.id, body.category_ids);
        await refreshProductDerived(tx, websiteId, [row!.id]);
        const after = await loadProduct(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "product", entityId: row!.id, before: null, after });
        return after;
      });
    },

    update: (websiteId: number, userId: number, id: number, body: ParsedProduct) =>
      changeProduct(websiteId, userId, id, "update", async (tx, before) => {
        await checkReferences(tx, websiteId, body);
        checkDeclarations({ ...body, packs: before.packs });
        checkProductGst(body, await registeredForGst(tx, websiteId));
        await tx
          .update(t.products)
          .set(columnsOf(body))
          .where(and(eq(t.products.websiteId, websiteId), eq(t.products.id, id)));
        await setCategories(tx, id, body.category_ids);
      }),

    deactivate: (websiteId: number, userId: number, id: number) =>
      changeProduct(websiteId, userId, id, "deactivate", async (tx) => {
        await tx
          .update(t.products)
          .set({ active: false })
          .where(and(eq(t.products.websiteId, websiteId), eq(t.products.id, id)));
      }),

    async addPack(websiteId: number, userId: number, productId: number, body: ParsedPack): Promise<AdminProduct> {
      return write(websiteId, PRODUCT_SLUG_TAKEN, async (tx) => {
        await loadProduct(tx, websiteId, productId);
        const [pack] = await tx
          .insert(t.packs)
          .values({ websiteId, productId, ...packPaise(body) })
          .returning({ id: t.packs.id });
        await refreshProductDerived(tx, websiteId, [productId]);
        const product = await loadProduct(tx, websiteId, productId);
        checkDeclarations(product, "net_quantity");
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "pack", entityId: pack!.id, before: null, after: product.packs.find((k) => k.id === pack!.id)! });
        return product;
      });
    },

    updatePack: (websiteId: number, userId: number, packId: number, body: ParsedPack) =>
      changePack(websiteId, userId, packId, "update", async (tx) => {
        await tx
          .update(t.packs)
          .set(packPaise(body))
          .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.id, packId)));
      }),

    deactivatePack: (websiteId: number, userId: number, packId: number) =>
      changePack(websiteId, userId, packId, "deactivate", async (tx) => {
        await tx
          .update(t.packs)
          .set({ active: false })
          .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.id, packId)));
      }),

    setStock: (websiteId: number, userId: number, packId: number, body: StockBody) =>
      changePack(websiteId, userId, packId, "set_stock", async (tx) => {
        await checkWarehouse(tx, websiteId, body.warehouse_id);
        await tx
          .insert(t.stock)
          .values({ packId, warehouseId: body.warehouse_id, quantity: body.quantity })
          .onConflictDoUpdate({ target: [t.stock.packId, t.stock.warehouseId], set: { quantity: body.quantity } });
      }),
  };
}
export type AdminProducts = ReturnType<typeof createAdminProducts>;
