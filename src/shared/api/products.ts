// API contract of the catalogue calls (§7): the query the list takes, the §3 product shape.
// zod/mini: these contracts also run in the shop, where the full zod would weigh ~30 kB.
import * as z from "zod/mini";
import { MAKER_ROLES } from "../legal-metrology";
import { PACK_UNITS } from "../pack-quantity";
import { MAX_PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE, SEARCH_MIN_LENGTH } from "../constants";

import { SORTS } from "../listing-query";

// The address's own parts live with the address (listing-query.ts), which the shop reads on
// every page without loading these contracts.
export { SORTS, splitSlugs, type Sort } from "../listing-query";

const intFromQuery = (label: string, min: number, max: number) =>
  z.coerce.number({ error: `${label} must be a number` }).check(
    z.refine((n) => Number.isInteger(n), `${label} must be a whole number`),
    z.minimum(min, `${label} must be at least ${min}`),
    z.maximum(max, `${label} must be at most ${max}`),
  );

const listParam = (label: string) => z.string({ error: `${label} must be given once, as comma-separated text` }).check(z.maxLength(2000, `${label} is too long`));

export const productListQuery = z.object({
  page: z._default(intFromQuery("page", 1, 100_000), 1),
  perPage: z._default(intFromQuery("perPage", 1, MAX_PRODUCTS_PER_PAGE), PRODUCTS_PER_PAGE),
  s: z.optional(z.enum(SORTS, { error: `s must be one of ${SORTS.join(", ")}` })),
  c: z.optional(listParam("c")),
  b: z.optional(listParam("b")),
  q: z.optional(
    z.string({ error: "q must be given once, as text" }).check(
      z.maxLength(100, "q is too long"),
      z.trim(),
      z.refine((v) => v.length === 0 || v.length >= SEARCH_MIN_LENGTH, `Search text must be at least ${SEARCH_MIN_LENGTH} characters`),
    ),
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const packSchema = z.object({
  pack_id: z.int(),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: z.int(),
  discount_type: z.nullable(z.string()),
  in_stock: z.boolean(),
  max_quantity: z.int(),
  /** The shop's own limit per order; max_quantity is lower when the stock runs out first. */
  max_per_order: z.int(),
  /** What the pack holds (ADR 0061); null while the owner has not said. */
  net_quantity: z.nullable(z.number()),
  unit: z.nullable(z.enum(PACK_UNITS)),
  pack_count: z.int(),
});
export type Pack = z.infer<typeof packSchema>;

/** A pre-packaged product's Legal Metrology declarations (ADR 0078), on the product page only;
 *  net quantity and MRP are each pack's. Loose goods have none. */
export const declarationsSchema = z.object({
  maker_role: z.nullable(z.enum(MAKER_ROLES)),
  maker_name: z.string(),
  maker_address: z.string(),
  generic_name: z.string(),
  country_of_origin: z.string(),
  best_before: z.optional(z.string()),
  consumer_care: z.string(),
});
export type ProductDeclarations = z.infer<typeof declarationsSchema>;

export const productSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  product_description: z.optional(z.string()),
  product_info: z.optional(z.string()),
  declarations: z.optional(declarationsSchema),
  brand_name: z.string(),
  slug: z.string(),
  brand_slug: z.string(),
  wishlist: z._default(z.boolean(), false),
  medias: z.array(z.object({ src: z.string() })),
  image: z.string(),
  packs: z.array(packSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponse = z.object({
  data: z.array(productSchema),
  meta: z.object({
    total: z.int(),
    page: z.int(),
    perPage: z.int(),
    lastPage: z.int(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** GET /api/products/{id or slug}/similar (ADR 0062): up to four products to buy instead, best first. */
export const similarProductsResponse = z.object({ data: z.array(productSchema) });
export type SimilarProductsResponse = z.infer<typeof similarProductsResponse>;
