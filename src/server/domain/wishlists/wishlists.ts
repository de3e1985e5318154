// A signed-in user's wish lists on one website. Every lookup is by (website, user), so another
// user's list id is as unknown as one that never existed.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { WISHLIST_CATEGORIES_MAX, type WishlistCategory, type WishlistUpdateAnswer } from "../../../shared/api/wishlist";
import { Refusal, notFound } from "../refusal";
import { text, type ServerText } from "../server-text";

export interface WishlistOwner {
  websiteId: number;
  userId: number;
}

export function createWishlists(db: Db) {
  const own = (owner: WishlistOwner) => and(eq(t.wishlistCategories.websiteId, owner.websiteId), eq(t.wishlistCategories.userId, owner.userId));

  async function list(owner: WishlistOwner): Promise<WishlistCategory[]> {
    const categories = await db
      .select({ id: t.wishlistCategories.id, name: t.wishlistCategories.name })
      .from(t.wishlistCategories)
      .where(own(owner))
      .orderBy(asc(t.wishlistCategories.createdAt), asc(t.wishlistCategories.id));
    if (categories.length === 0) return [];
    const items = await db
      .select({ categoryId: t.wishlistItems.categoryId, productId: t.wishlistItems.productId })
      .from(t.wishlistItems)
      .where(
        inArray(
          t.wishlistItems.categoryId,
          categories.map((c) => c.id),
        ),
      )
      .orderBy(asc(t.wishlistItems.createdAt));
    return categories.map((c) => ({ ...c, product_ids: items.filter((i) => i.categoryId === c.id).map((i) => i.productId) }));
  }

  /** Product ids in any of the user's lists, of those asked about (the §3 wishlist flag). */
  async function savedAmong(owner: WishlistOwner, productIds: number[]): Promise<Set<number>> {
    if (productIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ productId: t.wishlistItems.productId })
      .from(t.wishlistItems)
      .innerJoin(t.wishlistCategories, eq(t.wishlistCategories.id, t.wishlistItems.categoryId))
      .where(and(own(owner), inArray(t.wishlistItems.productId, productIds)));
    return new Set(rows.map((r) => r.productId));
  }

  return {
    list,
    savedAmong,

    async create(owner: WishlistOwner, name: string): Promise<WishlistCategory> {
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(t.wishlistCategories).where(own(owner));
      if (n >= WISHLIST_CATEGORIES_MAX) throw new Refusal("invalid", text("server.wishlistsMax", { max: WISHLIST_CATEGORIES_MAX }), { name: "Too many wish lists" });
      const rows = await db
        .insert(t.wishlistCategories)
        .values({ websiteId: owner.websiteId, userId: owner.userId, name })
        .onConflictDoNothing()
        .returning({ id: t.wishlistCategories.id, name: t.wishlistCategories.name });
      const made = rows[0];
      if (!made) throw new Refusal("invalid", text("server.wishlistNameTaken", { name }), { name: "This name is taken" });
      return { ...made, product_ids: [] };
    },

    /** Puts the product in the list, or takes it out when it is there. */
    /** The answer, its message in English, and `said`: the message to say in the shopper's language. */
    async toggle(owner: WishlistOwner, productId: number, categoryId: number): Promise<WishlistUpdateAnswer & { said: ServerText }> {
      const [category] = await db
        .select({ id: t.wishlistCategories.id, name: t.wishlistCategories.name })
        .from(t.wishlistCategories)
        .where(and(own(owner), eq(t.wishlistCategories.id, categoryId)));
      if (!category) throw notFound("This wish list does not exist");
      const [product] = await db
        .select({ id: t.products.id })
        .from(t.products)
        .where(and(eq(t.products.id, productId), eq(t.products.websiteId, owner.websiteId), eq(t.products.active, true)));
      if (!product) throw notFound("This product is not available");
      const where = and(eq(t.wishlistItems.categoryId, categoryId), eq(t.wishlistItems.productId, productId));
      const removed = await db.delete(t.wishlistItems).where(where).returning({ productId: t.wishlistItems.productId });
      const saved = removed.length === 0;
      if (saved) await db.insert(t.wishlistItems).values({ categoryId, productId }).onConflictDoNothing();
      const wishlist = (await savedAmong(owner, [productId])).has(productId);
      const said = saved ? text("server.savedTo", { list: category.name }) : text("server.removedFrom", { list: category.name });
      return { saved, wishlist, message: String(said), said };
    },
  };
}
export type Wishlists = ReturnType<typeof createWishlists>;
