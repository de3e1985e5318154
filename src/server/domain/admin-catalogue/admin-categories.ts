// The back-office's category tree for the active website (issue 11): create, rename, move
// (parent and position, as dragging in the tree does) and delete when empty. Renaming changes
// what shoppers' searches match, so the products filed under it are refreshed in the same change.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type * as z from "zod/mini";
import {
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_PRODUCTS,
  CATEGORY_INTO_ITSELF,
  CATEGORY_SLUG_TAKEN,
  type AdminCategoriesAnswer,
  type AdminCategory,
  type AdminCategoryNode,
  type categoryBody,
  type MoveCategoryBody,
  type newCategoryBody,
} from "../../../shared/api/admin-catalogue";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { lockWebsiteFor } from "../../db/website-lock";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import type { CatalogueWriter } from "./catalogue-write";
import { nest, subtreeIds, type CategoryLink, type Nested } from "./category-tree";
import { checkImages, checkParent } from "./owned-ids";
import { hindiColumnsOf } from "./admin-products";
import { refreshProductDerived } from "./product-derived";

type Reader = Db | Tx;
const NO_CATEGORY = "There is no such category in this shop";

async function allCategories(db: Reader, websiteId: number): Promise<AdminCategory[]> {
  const counts = db
    .select({ categoryId: t.productCategories.categoryId, n: count().as("n") })
    .from(t.productCategories)
    .groupBy(t.productCategories.categoryId)
    .as("counts");
  const rows = await db
    .select({ c: t.categories, n: counts.n })
    .from(t.categories)
    .leftJoin(counts, eq(counts.categoryId, t.categories.id))
    .where(eq(t.categories.websiteId, websiteId))
    .orderBy(asc(t.categories.position), asc(t.categories.id));
  return rows.map(({ c, n }) => ({ id: c.id, name: c.name, name_hi: c.nameHi ?? "", slug: c.slug, avatar: c.avatar, parent_id: c.parentId, position: c.position, product_count: Number(n ?? 0) }));
}

async function oneCategory(db: Reader, websiteId: number, id: number): Promise<AdminCategory> {
  const found = (await allCategories(db, websiteId)).find((c) => c.id === id);
  if (!found) throw notFound(NO_CATEGORY);
  return found;
}

function tree(rows: AdminCategory[]): AdminCategoryNode[] {
  const strip = ({ parentId: _parentId, children, ...rest }: Nested<AdminCategory & CategoryLink>): AdminCategoryNode => ({ ...rest, children: children.map(strip) });
  return nest(rows.map((r) => ({ ...r, parentId: r.parent_id }))).map(strip);
}

/** Renumbers one level's positions 0, 1, 2 …, with `moved` (when given) placed at its position. */
async function placeAmongSiblings(tx: Tx, websiteId: number, parentId: number | null, moved: { id: number; position: number } | null = null) {
  const siblings = await tx
    .select({ id: t.categories.id })
    .from(t.categories)
    .where(and(eq(t.categories.websiteId, websiteId), parentId === null ? sql`${t.categories.parentId} is null` : eq(t.categories.parentId, parentId)))
    .orderBy(asc(t.categories.position), asc(t.categories.id));
  const order = siblings.map((s) => s.id).filter((id) => id !== moved?.id);
  if (moved) order.splice(Math.min(moved.position, order.length), 0, moved.id);
  for (const [i, id] of order.entries()) await tx.update(t.categories).set({ position: i }).where(eq(t.categories.id, id));
}

export function createAdminCategories(db: Db, write: CatalogueWriter) {
  async function filedProducts(tx: Tx, categoryIds: number[]): Promise<number[]> {
    const rows = await tx.selectDistinct({ id: t.productCategories.productId }).from(t.productCategories).where(inArray(t.productCategories.categoryId, categoryIds));
    return rows.map((r) => r.id);
  }

  return {
    tree: async (websiteId: number): Promise<AdminCategoriesAnswer> => ({ categories: tree(await allCategories(db, websiteId)) }),

    create: (websiteId: number, userId: number, body: z.output<typeof newCategoryBody>) =>
      write(websiteId, CATEGORY_SLUG_TAKEN, async (tx) => {
        // Positions among siblings are counted, and the parent checked, while no move or delete runs.
        await lockWebsiteFor(tx, "categories", websiteId);
        await checkParent(tx, websiteId, body.parent_id);
        await checkImages(tx, websiteId, "avatar", [body.avatar]);
        // New categories go last among their siblings.
        const [last] = await tx
          .select({ n: count() })
          .from(t.categories)
          .where(and(eq(t.categories.websiteId, websiteId), body.parent_id === null ? sql`${t.categories.parentId} is null` : eq(t.categories.parentId, body.parent_id)));
        const [row] = await tx
          .insert(t.categories)
          .values({ websiteId, parentId: body.parent_id, name: body.name, ...hindiColumnsOf({ name_hi: body.name_hi }), slug: body.slug, avatar: body.avatar, position: last?.n ?? 0 })
          .returning({ id: t.categories.id });
        const after = await oneCategory(tx, websiteId, row!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "category", entityId: row!.id, before: null, after });
        return after;
      }),

    rename: (websiteId: number, userId: number, id: number, body: z.output<typeof categoryBody>) =>
      write(websiteId, CATEGORY_SLUG_TAKEN, async (tx) => {
        const before = await oneCategory(tx, websiteId, id);
        await checkImages(tx, websiteId, "avatar", [body.avatar]);
        await tx
          .update(t.categories)
          .set({ name: body.name, ...hindiColumnsOf({ name_hi: body.name_hi }), slug: body.slug, avatar: body.avatar })
          .where(eq(t.categories.id, id));
        // Products carry their categories' and parents' names in their search text.
        const children = await tx
          .select({ id: t.categories.id })
          .from(t.categories)
          .where(and(eq(t.categories.websiteId, websiteId), eq(t.categories.parentId, id)));
        await refreshProductDerived(tx, websiteId, await filedProducts(tx, [id, ...children.map((c) => c.id)]));
        const after = await oneCategory(tx, websiteId, id);
        await recordAudit(tx, { websiteId, userId, action: "update", entityType: "category", entityId: id, before, after });
        return after;
      }),

    move: (websiteId: number, userId: number, id: number, body: MoveCategoryBody) =>
      write(websiteId, CATEGORY_SLUG_TAKEN, async (tx): Promise<AdminCategoriesAnswer> => {
        // Two moves at once (A under B, B under A) would each pass the check below on their own
        // reading of the tree and make a cycle: the website's category changes take turns.
        await lockWebsiteFor(tx, "categories", websiteId);
        const rows = await allCategories(tx, websiteId);
        const before = rows.find((c) => c.id === id);
        if (!before) throw notFound(NO_CATEGORY);
        await checkParent(tx, websiteId, body.parent_id);
        const moving = subtreeIds(
          rows.map((r) => ({ id: r.id, parentId: r.parent_id })),
          id,
        );
        if (body.parent_id !== null && moving.includes(body.parent_id)) throw new Refusal("invalid", CATEGORY_INTO_ITSELF, { parent_id: CATEGORY_INTO_ITSELF });
        await tx.update(t.categories).set({ parentId: body.parent_id }).where(eq(t.categories.id, id));
        await placeAmongSiblings(tx, websiteId, body.parent_id, { id, position: body.position });
        if (before.parent_id !== body.parent_id) {
          await placeAmongSiblings(tx, websiteId, before.parent_id);
          await refreshProductDerived(tx, websiteId, await filedProducts(tx, moving));
        }
        const after = await allCategories(tx, websiteId);
        await recordAudit(tx, { websiteId, userId, action: "move", entityType: "category", entityId: id, before, after: after.find((c) => c.id === id)! });
        return { categories: tree(after) };
      }),

    remove: (websiteId: number, userId: number, id: number) =>
      write(websiteId, CATEGORY_SLUG_TAKEN, async (tx) => {
        // A child moved under it meanwhile would otherwise be missed by the check below.
        await lockWebsiteFor(tx, "categories", websiteId);
        const rows = await allCategories(tx, websiteId);
        const before = rows.find((c) => c.id === id);
        if (!before) throw notFound(NO_CATEGORY);
        // Refused rather than cascaded: a deleted branch would silently unfile products.
        if (rows.some((c) => c.parent_id === id)) throw new Refusal("conflict", CATEGORY_HAS_CHILDREN);
        if (before.product_count > 0) throw new Refusal("conflict", CATEGORY_HAS_PRODUCTS);
        await tx.delete(t.categories).where(eq(t.categories.id, id));
        await placeAmongSiblings(tx, websiteId, before.parent_id);
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "category", entityId: id, before, after: null });
      }),
  };
}
export type AdminCategories = ReturnType<typeof createAdminCategories>;
