// API contract of GET /s/api/page/data{url} (§3 "Page data", §7). The envelope is built by the
// server and checked strictly; what each block holds (data, settings, logicdata, response) is
// owner content or block-specific and is validated by the block registry, not here.
import * as z from "zod/mini";

export const pageComponentSchema = z.strictObject({
  /** Stable within the page (ADR 0053): what the renderer keys the block by. Not a §3 field; beside them. */
  id: z.string(),
  /** Selects the registry entry (`products`, `SUPPLIER_SWIPER`, `product-detail`, …). */
  name: z.string(),
  data: z.unknown(),
  type: z.string(),
  /** The block's data query (which category, how many, which sort). */
  logicdata: z.unknown(),
  /** What the server resolved for `logicdata` when it served the page; null when nothing. */
  response: z.unknown(),
  order: z._default(z.number(), 0),
  settings: z.unknown(),
});
export type PageComponent = z.infer<typeof pageComponentSchema>;

export const pageDataAnswerSchema = z.strictObject({
  /** The components, already sorted by `order`. */
  data: z.array(pageComponentSchema),
  /** The normalised path the document was found for. */
  url: z.string(),
  /** The §2 route name the path matched (`dynamic-page` for content-managed pages). */
  route: z.string(),
  css: z.string(),
  show_footer: z.boolean(),
  show_sub_navbar: z.boolean(),
  show_navbar: z.boolean(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keyword: z.string(),
  schema_script: z.nullable(z.string()),
});
export type PageDataAnswer = z.infer<typeof pageDataAnswerSchema>;

/** §3 page meta: the fields the head's tags fall back through (§5). */
export type PageMeta = Pick<PageDataAnswer, "seo_title" | "seo_description" | "seo_keyword">;
