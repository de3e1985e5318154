// Finds the page document for a path and resolves each data-bound block's `response`
// from its `logicdata`, for this website at this warehouse. The page builder's live preview
// resolves the blocks being edited with the same resolvers, so it shows what the shop will.
import { z } from "zod";
import type { Db } from "../../db/client";
import { sortComponents, type PageComponent } from "../../../shared/page-document";
import { productListQuery, SORTS } from "../../../shared/api/products";
import { matchRoute, routes } from "../../../shared/routes";
import type { CatalogueContext, CatalogueReader } from "../catalogue/catalogue-reader";
import { HttpError, notFound } from "../../http/http-error";
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

  /**
   * Each component with its response computed. On the shop a block that cannot be resolved
   * (a product not sold here) answers for the whole page (404); a preview only leaves it empty.
   */
  function resolveAll<C extends { name: string; logicdata?: unknown; response?: unknown }>(
    components: readonly C[],
    input: Omit<ResolveInput, "logicdata">,
    onRefusal: "throw" | "empty",
  ): Promise<C[]> {
    return Promise.all(
      components.map(async (c): Promise<C> => {
        const resolve = Object.hasOwn(resolvers, c.name) ? resolvers[c.name] : undefined;
        if (!resolve) return c;
        try {
          return { ...c, response: await resolve({ ...input, logicdata: c.logicdata }) };
        } catch (error) {
          if (onRefusal === "empty" && error instanceof HttpError && error.status < 500) return { ...c, response: null };
          throw error;
        }
      }),
    );
  }

  /** Made-up values for a route pattern's params, so its screen blocks show something real. */
  async function sampleParams(ctx: CatalogueContext, pattern: string): Promise<Record<string, string>> {
    const params: Record<string, string> = {};
    for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
      // A product of this website (the product page's block needs one); other ids name things
      // of a shopper's (orders), which the server does not resolve.
      params[name!] = name === "slug" ? ((await catalogue.list(ctx, { page: 1, perPage: 1 })).data[0]?.slug ?? "") : "1";
    }
    return params;
  }

  return {
    /** Whether the server computes a block's response when it serves a page (a stored one is never used). */
    resolves: (name: string): boolean => Object.hasOwn(resolvers, name),

    /**
     * The builder's preview of a page being edited (issue 10): its components, in the order
     * given, with their responses as the shop would fill them on the page at `url` (a route
     * pattern, whose params are made up, or a content page's path).
     */
    async preview<C extends { name: string; logicdata?: unknown; response?: unknown }>(ctx: CatalogueContext, url: string, components: readonly C[]): Promise<C[]> {
      const pattern = routes.find((r) => r.path === url);
      const params = pattern ? await sampleParams(ctx, pattern.path) : matchRoute(url).params;
      return resolveAll(components, { ctx, params, query: {} }, "empty");
    },

    async answer(ctx: CatalogueContext, rawPath: string, query: Record<string, unknown>): Promise<PageDataAnswer> {
      const found = await findPage(db, ctx.websiteId, rawPath);
      const { path, route, params } = found;
      // The merchant's content as it may be served (ADR 0028): stored pages may predate a rule.
      const doc = await sanitisePageContent(found.doc);
      const data = await resolveAll(sortComponents(doc.components), { ctx, params, query }, "throw");
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
