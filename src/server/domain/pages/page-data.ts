// Finds the page document for a path and resolves each data-bound block's `response`
// from its `logicdata`, for this website at this warehouse.
import { z } from "zod";
import type { Db } from "../../db/client";
import { sortComponents, type PageComponent } from "../../../shared/page-document";
import { productListQuery, SORTS } from "../../../shared/api/products";
import type { CatalogueContext, CatalogueReader } from "../catalogue/catalogue-reader";
import { notFound } from "../../http/http-error";
import { sanitisePageContent } from "../content/page-content";
import { findPage } from "./find-page";


export interface PageDataAnswer {
  data: PageComponent[];
  url: string;
  route: string;
  css: string;
  show_footer: boolean;
  show_sub_navbar: boolean;
  show_navbar: boolean;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
  schema_script: string | null;
}

interface ResolveInput {
  ctx: CatalogueContext;
  params: Record<string, string>;
  query: Record<string, unknown>;
  logicdata: unknown;
}

const productsLogic = z.object({
  category: z.string().max(200).optional(),
  brand: z.string().max(200).optional(),
  q: z.string().max(100).optional(),
  sort: z.enum(SORTS).optional(),
  limit: z.number().int().min(1).max(24).default(12),
});
const listLogic = z.object({ limit: z.number().int().min(1).max(50).default(20), parent: z.string().nullable().optional() });

type Resolver = (input: ResolveInput) => Promise<unknown>;

export function createPageData(db: Db, catalogue: CatalogueReader) {
  // Block name → how its response is computed. Blocks not listed carry no server data.
  const resolvers: Record<string, Resolver> = {
    async products({ ctx, logicdata }) {
      const logic = productsLogic.safeParse(logicdata ?? {});
      if (!logic.success) return null;
      const { category, brand, q, sort, limit } = logic.data;
      const list = await catalogue.list(ctx, {
        page: 1,
        perPage: limit,
        c: category,
        b: brand,
        q: q && q.trim().length >= 2 ? q.trim() : undefined,
        s: sort,
      });
      return list.data;
    },
    async CATEGORY_SWIPER({ ctx, logicdata }) {
      const logic = listLogic.safeParse(logicdata ?? {});
      if (!logic.success) return null;
      const tree = await catalogue.categoryTree(ctx.websiteId);
      const parent = logic.data.parent ? tree.find((c) => c.slug === logic.data.parent) : undefined;
      const list = parent ? parent.children : tree.flatMap((c) => [c, ...c.children]);
      return list.slice(0, logic.data.limit).map(({ name, slug, avatar }) => ({ name, slug, avatar, link: `/products?c=${slug}` }));
    },
    async BRAND_SWIPER({ ctx, logicdata }) {
      const logic = listLogic.safeParse(logicdata ?? {});
      if (!logic.success) return null;
      const brands = await catalogue.brands(ctx.websiteId, logic.data.limit);
      return brands.map((b) => ({ ...b, link: `/products?b=${b.slug}` }));
    },
    async SUPPLIER_SWIPER({ ctx, logicdata }) {
      const logic = listLogic.safeParse(logicdata ?? {});
      if (!logic.success) return null;
      return catalogue.suppliers(ctx.websiteId, logic.data.limit);
    },
    async "product-detail"({ ctx, params }) {
      const product = params.slug ? await catalogue.get(ctx, params.slug) : null;
      if (!product) throw notFound("This product is not available");
      return product;
    },
    async "product-listing"({ ctx, query }) {
      // The first paint of /products carries its list; a bad query simply leaves it to the shop.
      const parsed = productListQuery.safeParse(query);
      return parsed.success ? catalogue.list(ctx, parsed.data) : null;
    },
  };

  return {
    async answer(ctx: CatalogueContext, rawPath: string, query: Record<string, unknown>): Promise<PageDataAnswer> {
      const found = await findPage(db, ctx.websiteId, rawPath);
      const { path, route, params } = found;
      // The merchant's content as it may be served (ADR 0028): stored pages may predate a rule.
      const doc = await sanitisePageContent(found.doc);
      const data = await Promise.all(
        sortComponents(doc.components).map(async (c): Promise<PageComponent> => {
          const resolve = resolvers[c.name];
          return { ...c, response: resolve ? await resolve({ ctx, params, query, logicdata: c.logicdata }) : c.response };
        }),
      );
      return {
        data,
        url: path,
        route: route.name,
        css: doc.css,
        show_footer: doc.show_footer,
        show_sub_navbar: doc.show_sub_navbar,
        show_navbar: doc.show_navbar,
        seo_title: doc.seo_title,
        seo_description: doc.seo_description,
        seo_keyword: doc.seo_keyword,
        schema_script: doc.schema_script,
      };
    },
  };
}
export type PageData = ReturnType<typeof createPageData>;
