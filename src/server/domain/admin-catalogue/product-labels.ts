// Brands and suppliers: the two labels a product carries by id (issue 11). They are listed,
// created, edited and deleted alike, so one store serves both; a label that products still
// carry is not deleted, and a brand's new name reaches its products' search text at once.
import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import type { ListMeta } from "../../../shared/api/admin-catalogue";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import type { CatalogueWriter } from "./catalogue-write";
import { containsPattern } from "./admin-products";
import { checkImages } from "./owned-ids";
import { refreshProductDerived } from "./product-derived";

type LabelTable = typeof t.brands | typeof t.suppliers;

export interface LabelKind<Body, Answer> {
  table: LabelTable;
  /** The products column that carries this label's id. */
  productColumn: typeof t.products.brandId | typeof t.products.supplierId;
  entityType: "brand" | "supplier";
  /** The body field holding its picture's key, checked against the website's media. */
  pictureField: string;
  pictureOf(body: Body): string | null;
  columnsOf(body: Body): Record<string, unknown>;
  answer(row: Record<string, unknown>, productCount: number): Answer;
  /** Whether products' search text holds its name (brands do). */
  searched: boolean;
  messages: { slugTaken: string; inUse: string; notFound: string };
}

export interface LabelListFilter {
  q?: string | undefined;
  page: number;
  perPage: number;
}

export function createProductLabels<Body, Answer>(db: Db, write: CatalogueWriter, kind: LabelKind<Body, Answer>) {
  // Both tables share the columns used here (id, website_id, name, slug); drizzle cannot type a
  // query over a union of tables, so they are read through one of the two types.
  const table = kind.table as typeof t.brands;
  const productCount = (tx: Db | Tx, id: number) =>
    tx
      .select({ n: count() })
      .from(t.products)
      .where(eq(kind.productColumn, id))
      .then((rows) => rows[0]?.n ?? 0);

  async function one(tx: Db | Tx, websiteId: number, id: number): Promise<Answer> {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.websiteId, websiteId), eq(table.id, id)));
    if (!row) throw notFound(kind.messages.notFound);
    return kind.answer(row, await productCount(tx, id));
  }

  return {
    async list(websiteId: number, filter: LabelListFilter): Promise<{ data: Answer[]; meta: ListMeta }> {
      const where: SQL[] = [eq(table.websiteId, websiteId)];
      if (filter.q) where.push(ilike(table.name, containsPattern(filter.q)));
      const counts = db
        .select({ labelId: kind.productColumn, n: count().as("n") })
        .from(t.products)
        .groupBy(kind.productColumn)
        .as("counts");
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: table, n: counts.n })
          .from(table)
          .leftJoin(counts, eq(counts.labelId, table.id))
          .where(and(...where))
          .orderBy(asc(table.name), asc(table.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(table)
          .where(and(...where)),
      ]);
      return { data: rows.map(({ row, n }) => kind.answer(row, Number(n ?? 0))), meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage } };
    },

    read: (websiteId: number, id: number) => one(db, websiteId, id),

    create: (websiteId: number, userId: number, body: Body) =>
      write(websiteId, kind.messages.slugTaken, async (tx) => {
        await checkImages(tx, websiteId, kind.pictureField, [kind.pictureOf(body)]);
        const [row] = await tx
          .insert(table)
          .values({ websiteId, ...kind.columnsOf(body) } as typeof t.brands.$inferInsert)
          .returning({ id: table.id });
        const after = await one(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: kind.entityType, entityId: row!.id, before: null, after: after as object });
        return after;
      }),

    update: (websiteId: number, userId: number, id: number, body: Body) =>
      write(websiteId, kind.messages.slugTaken, async (tx) => {
        const before = await one(tx, websiteId, id);
        await checkImages(tx, websiteId, kind.pictureField, [kind.pictureOf(body)]);
        await tx.update(table).set(kind.columnsOf(body)).where(eq(table.id, id));
        if (kind.searched) {
          const carried = await tx.select({ id: t.products.id }).from(t.products).where(eq(kind.productColumn, id));
          await refreshProductDerived(
            tx,
            websiteId,
            carried.map((p) => p.id),
          );
        }
        const after = await one(tx, websiteId, id);
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: kind.entityType, entityId: id, before: before as object, after: after as object });
        return after;
      }),

    remove: (websiteId: number, userId: number, id: number) =>
      write(websiteId, kind.messages.slugTaken, async (tx) => {
        const before = await one(tx, websiteId, id);
        if ((await productCount(tx, id)) > 0) throw new Refusal("conflict", kind.messages.inUse);
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: kind.entityType, entityId: id, before: before as object, after: null });
      }),
  };
}
export type ProductLabels<Body, Answer> = ReturnType<typeof createProductLabels<Body, Answer>>;
