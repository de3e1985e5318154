// Imports a product CSV into the active website (issue 11): all of it or, when any row is bad,
// none of it. The file is read and checked inside the catalogue writer's transaction, so what
// it is checked against is what it is written over; products are matched by slug and packs by
// name, only what differs is written, each product created or changed gets its audit entry,
// one `product_import` entry sums the import up, and the shop's caches are dropped after it.
import { and, eq, inArray } from "drizzle-orm";
import { PRODUCT_SLUG_TAKEN } from "../../../shared/api/admin-catalogue";
import { CSV_BAD_ROWS, CSV_NOT_UTF8, CSV_TOO_MANY_ROWS, PRODUCT_CSV_MAX_ROWS, type ProductImportAnswer, type ProductImportReport } from "../../../shared/api/admin-product-csv";
import { parseCsv } from "../../../shared/csv-parse";
import { DECLARATION_KEYS } from "../../../shared/legal-metrology";
import { PRODUCT_GST_KEYS } from "../../../shared/product-gst";
import { toPaise } from "../../../shared/money";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import { hindiColumnsOf, loadProduct, packPaise } from "./admin-products";
import type { CatalogueWriter } from "./catalogue-write";
import { readCsvCatalogue } from "./product-csv-catalogue";
import { declarationColumnsOf } from "./product-declarations";
import { gstColumnsOf } from "./product-gst";
import { imageKeysOf, planProductImport, type PlannedPack, type PlannedProduct } from "./product-csv-plan";
import { refreshProductDerived } from "./product-derived";

/** A file with bad rows: answered 422 with the report, nothing written. */
export class ProductCsvRejected extends Error {
  constructor(readonly report: ProductImportReport) {
    super(report.message);
  }
}

/** The file's text, or 422 when it is not UTF-8 (a legacy code page would garble ₹ and Indian scripts). */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ProductCsvRejected({ message: CSV_NOT_UTF8, rows: [] });
  }
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameSet = (a: readonly number[], b: readonly number[]) => sameList([...new Set(a)].sort(), [...new Set(b)].sort());

function productChanged(p: PlannedProduct): boolean {
  const e = p.existing;
  if (!e) return true;
  const f = p.fields;
  return (
    f.name !== e.name ||
    f.description !== e.description ||
    // Left out of the file (undefined) the Hindi texts are kept, so they have not changed.
    (f.name_hi !== undefined && f.name_hi !== e.nameHi) ||
    (f.description_hi !== undefined && f.description_hi !== e.descriptionHi) ||
    f.info !== e.info ||
    (f.info_hi !== undefined && f.info_hi !== e.infoHi) ||
    f.brand_id !== e.brandId ||
    f.supplier_id !== e.supplierId ||
    f.active !== e.active ||
    DECLARATION_KEYS.some((key) => f[key] !== e.declarations[key]) ||
    PRODUCT_GST_KEYS.some((key) => f[key] !== e.gst[key]) ||
    !sameList(f.images, e.images) ||
    !sameSet(f.category_ids, e.categoryIds)
  );
}

function packChanged(k: PlannedPack): boolean {
  const e = k.existing;
  if (!e) return true;
  const f = k.fields;
  const fieldsDiffer =
    f.code !== e.code ||
    (f.name_hi !== undefined && f.name_hi !== e.nameHi) ||
    toPaise(f.mrp) !== e.mrp ||
    toPaise(f.price) !== e.price ||
    f.max_per_order !== e.maxPerOrder ||
    f.net_quantity !== e.netQuantity ||
    f.unit !== e.unit ||
    f.pack_count !== e.packCount ||
    f.active !== e.active;
  return fieldsDiffer || [...k.stock].some(([warehouseId, quantity]) => (e.stock.get(warehouseId) ?? 0) !== quantity);
}

export function createProductCsvImport(db: Db, write: CatalogueWriter) {
  /** The file checked against the catalogue as `reader` sees it; throws ProductCsvRejected. */
  async function plan(reader: Db | Tx, websiteId: number, text: string) {
    const parsed = parseCsv(text, { maxRecords: PRODUCT_CSV_MAX_ROWS + 2 });
    if (parsed.records.length > PRODUCT_CSV_MAX_ROWS + 1) throw new Refusal("too-large", CSV_TOO_MANY_ROWS);
    const catalogue = await readCsvCatalogue(reader, websiteId);
    const named = imageKeysOf(parsed);
    const media = named.length
      ? await reader
          .select({ key: t.media.key })
          .from(t.media)
          .where(and(eq(t.media.websiteId, websiteId), inArray(t.media.key, named)))
      : [];
    const result = planProductImport(parsed, catalogue, new Set(media.map((m) => m.key)));
    if (!result.ok) throw new ProductCsvRejected({ message: result.message ?? CSV_BAD_ROWS, rows: result.rows });
    const changed = result.products.filter((p) => productChanged(p) || p.packs.some(packChanged));
    return {
      products: changed,
      answer: (dryRun: boolean): ProductImportAnswer => {
        const created = changed.filter((p) => !p.existing).length;
        return { dry_run: dryRun, rows: result.rows, created, updated: changed.length - created, unchanged: result.products.length - changed.length };
      },
    };
  }

  async function writeProduct(tx: Tx, websiteId: number, p: PlannedProduct): Promise<number> {
    const f = p.fields;
    const columns = {
      name: f.name,
      slug: f.slug,
      description: f.description,
      ...hindiColumnsOf(f),
      info: f.info,
      brandId: f.brand_id,
      supplierId: f.supplier_id,
      medias: f.images.map((src) => ({ src })),
      active: f.active,
      ...declarationColumnsOf(f),
      ...gstColumnsOf(f),
    };
    let productId: number;
    if (p.existing) {
      productId = p.existing.id;
      if (productChanged(p))
        await tx
          .update(t.products)
          .set(columns)
          .where(and(eq(t.products.websiteId, websiteId), eq(t.products.id, productId)));
    } else {
      const [row] = await tx
        .insert(t.products)
        .values({ websiteId, ...columns })
        .returning({ id: t.products.id });
      productId = row!.id;
    }
    if (!p.existing || !sameSet(f.category_ids, p.existing.categoryIds)) {
      await tx.delete(t.productCategories).where(eq(t.productCategories.productId, productId));
      const unique = [...new Set(f.category_ids)];
      if (unique.length) await tx.insert(t.productCategories).values(unique.map((categoryId) => ({ productId, categoryId })));
    }
    // New packs go after the product's own, in the file's order.
    let next = Math.max(-1, ...(p.existing?.packs.map((k) => k.position) ?? [])) + 1;
    for (const k of p.packs) {
      if (!packChanged(k)) continue;
      let packId: number;
      if (k.existing) {
        packId = k.existing.id;
        await tx
          .update(t.packs)
          .set(packPaise(k.fields))
          .where(and(eq(t.packs.websiteId, websiteId), eq(t.packs.id, packId)));
      } else {
        const [row] = await tx
          .insert(t.packs)
          .values({ websiteId, productId, ...packPaise({ ...k.fields, position: Math.min(next++, 1000) }) })
          .returning({ id: t.packs.id });
        packId = row!.id;
      }
      for (const [warehouseId, quantity] of k.stock) {
        await tx
          .insert(t.stock)
          .values({ packId, warehouseId, quantity })
          .onConflictDoUpdate({ target: [t.stock.packId, t.stock.warehouseId], set: { quantity } });
      }
    }
    return productId;
  }

  return {
    /** Imports the file (or, with dryRun, only checks it and counts what it would do). */
    async run(websiteId: number, userId: number, bytes: Uint8Array, fileName: string | null, dryRun: boolean): Promise<ProductImportAnswer> {
      const text = decode(bytes);
      if (dryRun) return (await plan(db, websiteId, text)).answer(true);
      return write(websiteId, PRODUCT_SLUG_TAKEN, async (tx) => {
        const { products, answer } = await plan(tx, websiteId, text);
        const entries: { id: number; before: object | null }[] = [];
        for (const p of products) {
          const before = p.existing ? await loadProduct(tx, websiteId, p.existing.id) : null;
          entries.push({ id: await writeProduct(tx, websiteId, p), before });
        }
        await refreshProductDerived(
          tx,
          websiteId,
          entries.map((e) => e.id),
        );
        for (const { id, before } of entries) {
          await recordAudit(tx, { websiteId, userId, action: before ? "update" : "create", entityType: "product", entityId: id, before, after: await loadProduct(tx, websiteId, id) });
        }
        const summary = answer(false);
        await recordAudit(tx, {
          websiteId,
          userId,
          action: "import",
          entityType: "product_import",
          entityId: null,
          before: null,
          after: { file_name: fileName, ...summary, products: products.map((p) => p.fields.slug) },
        });
        return summary;
      });
    },
  };
}
export type ProductCsvImport = ReturnType<typeof createProductCsvImport>;
