// API contract of the wishlist calls (§7). Wishlists belong to a signed-in user on one website.
import * as z from "zod/mini";
import { idField } from "./id-field";
import { singleLine } from "./text-field";

export const WISHLIST_NAME_MAX = 50;
export const WISHLIST_CATEGORIES_MAX = 50;

/** §3 wishlist category, with the products saved in it. */
export interface WishlistCategory {
  id: number;
  name: string;
  product_ids: number[];
}

export const wishlistCategoryBody = z.strictObject(
  {
    name: z.string({ error: "Enter a name for the wish list" }).check(
      z.trim(),
      z.minLength(1, "Enter a name for the wish list"),
      z.maxLength(WISHLIST_NAME_MAX, `The name can be at most ${WISHLIST_NAME_MAX} characters`),
      z.refine((v) => !/[<>]/.test(v), "The name cannot hold < or >"),
      singleLine("The name"),
    ),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `A wish list takes only a name, not ${issue.keys.join(", ")}` : "Enter a name for the wish list") },
);

export const wishlistUpdateBody = z.strictObject(
  { product_id: idField("product_id"), wishlist_category_id: idField("wishlist_category_id") },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `The wish list does not take ${issue.keys.join(", ")}` : "Send product_id and wishlist_category_id") },
);

export interface WishlistCategoryAnswer {
  message: string;
  category: WishlistCategory;
}

export interface WishlistUpdateAnswer {
  /** Whether the product is now in this wish list. */
  saved: boolean;
  /** The product's flag (§3 wishlist): saved in any of the user's wish lists. */
  wishlist: boolean;
  message: string;
}

/** §7 POST /api/wishlistCategory: the toast shown on success. */
export const WISHLIST_ADDED = "Wishlist added successfully";
