// API contract of the catalogue calls (§7): the query the list takes, the §3 product shape.
import { z } from "zod";
import { MAX_PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE, SEARCH_MIN_LENGTH } from "../constants";

export const SORTS = ["relevance", "price-asc", "price-desc", "discount", "newest", "name"] as const;
export type Sort = (typeof SORTS)[number];

const intFromQuery = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const listParam = (label: string) =>
  z.string({ error: `${label} must be given once, as comma-separated text` }).max(2000, `${label} is too long`);

export const productListQuery = z.object({
  page: intFromQuery("page", 1, 100_000).default(1),
  perPage: intFromQuery("perPage", 1, MAX_PRODUCTS_PER_PAGE).default(PRODUCTS_PER_PAGE),
  s: z.enum(SORTS, { error: `s must be one of ${SORTS.join(", ")}` }).optional(),
  c: listParam("c").optional(),
  b: listParam("b").optional(),
  q: z
    .string({ error: "q must be given once, as text" })
    .max(100, "q is too long")
    .transform((v) => v.trim())
    .refine((v) => v.length === 0 || v.length >= SEARCH_MIN_LENGTH, {
      message: `Search text must be at least ${SEARCH_MIN_LENGTH} characters`,
    })
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** Splits a comma-separated filter into slugs; a link such as `/category/atta` counts by its last part. */
export function splitSlugs(value: string | undefined): string[] {
  if (!value) return [];
  const out = new Set<string>();
  for (const raw of value.split(",")) {
    const part = raw.trim().replace(/[?#].*$/, "").replace(/\/+$/, "");
    const slug = part.slice(part.lastIndexOf("/") + 1).toLowerCase();
    if (slug) out.add(slug);
  }
  return [...out];
}

export const packSchema = z.object({
  pack_id: z.number().int(),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: z.number().int(),
  discount_type: z.string().nullable(),
  in_stock: z.boolean(),
  max_quantity: z.number().int(),
});
export type Pack = z.infer<typeof packSchema>;

export const productSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_description: z.string().optional(),
  product_info: z.string().optional(),
  brand_name: z.string(),
  slug: z.string(),
  brand_slug: z.string(),
  wishlist: z.boolean().default(false),
  medias: z.array(z.object({ src: z.string() })),
  image: z.string(),
  packs: z.array(packSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponse = z.object({
  data: z.array(productSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    lastPage: z.number().int(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponse>;
