// Finds the page document for a path and resolves each data-bound block's `response`
// from its `logicdata`, for this website at this warehouse. The page builder's live preview
// resolves the blocks being edited with the same resolvers, so it shows what the shop will.
// Each resolver lives beside its block (registry/blocks/<folder>/resolve.ts) and reaches the
// server through the generated index; logicdata is checked with the block's own compiled
// schema, the one the builder and the shop use (ADR 0052).
import type { Db } from "../../db/client";
import { sortComponents, type PageComponent } from "../../../shared/page-document";
import { matchRoute, routes } from "../../../shared/routes";
import { blockResolvers } from "../../../../schemas/compiled/block-resolvers";
import type { CompiledValidator } from "../../../../schemas/validator-type";
import { readerSpeaking, type CatalogueContext, type CatalogueReader } from "../catalogue/catalogue-reader";
import type { ResolvableBlock } from "./block-resolver";
import { notFound, isAskersRefusal } from "../refusal";
import { sanitisePageContent } from "../content/page-content";
import { findPage } from "./find-page";
import { speakPage } from "./page-texts";
import { drawableBlocks } from "./drawable-blocks";
import { warnOnce, type WarnLog } from "../../lib/warn-once";

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

interface RequestInput {
  ctx: CatalogueContext;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/**
 * Whether a block's schema accepts this logicdata; the rest of the component is not this
 * check's business (the renderer and publishing judge it). An absent logicdata counts as `{}`.
 */
export function logicdataAccepted(validate: CompiledValidator, logicdata: unknown): boolean {
  if (validate({ logicdata })) return true;
  return !(validate.errors ?? []).some((e) => e.instancePath === "/logicdata" || e.instancePath.startsWith("/logicdata/"));
}

const refuse = (message: string): never => {
  throw notFound(message);
};

const warn = warnOnce();

export function createPageData(db: Db, catalogue: CatalogueReader) {
  // Block name → its resolver; blocks without one carry no server data.
  const resolvers: Readonly<Record<string, ResolvableBlock | undefined>> = blockResolvers;

  /**
   * Each component with its response computed. On the shop a block that cannot be resolved
   * (a product not sold here) answers for the whole page (404); a preview only leaves it empty.
   */
  function resolveAll<C extends { name: string; logicdata?: unknown; response?: unknown }>(components: readonly C[], input: RequestInput, onRefusal: "throw" | "empty"): Promise<C[]> {
    // The swipers' resolvers name only the website: the reader names categories and brands in the page's language.
    const spoken = readerSpeaking(catalogue, input.ctx.lang);
    return Promise.all(
      components.map(async (c): Promise<C> => {
        const block = Object.hasOwn(resolvers, c.name) ? resolvers[c.name] : undefined;
        if (!block) return c;
        const logicdata = c.logicdata ?? {};
        // Logicdata its schema refuses (a page stored before a limit was added) leaves the block empty.
        if (!logicdataAccepted(block.validate, logicdata)) return { ...c, response: null };
        try {
          return { ...c, response: await block.resolve({ ...input, catalogue: spoken, notFound: refuse, logicdata }) };
        } catch (error) {
          if (onRefusal === "empty" && isAskersRefusal(error)) return { ...c, response: null };
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

    /** `log` hears of blocks left out because their schema refuses them (once per process each). */
    async answer(ctx: CatalogueContext, rawPath: string, query: Record<string, unknown>, log?: WarnLog): Promise<PageDataAnswer> {
      const found = await findPage(db, ctx.websiteId, rawPath);
      const { path, route, params } = found;
      // The merchant's content as it may be served (ADR 0028): stored pages may predate a rule.
      // Then in the request's language: the owner's Hindi texts over the English (ADR 0086).
      const doc = speakPage(await sanitisePageContent(found.doc), ctx.lang ?? "en");
      const resolved = await resolveAll(sortComponents(doc.components), { ctx, params, query }, "throw");
      const { kept, skipped } = drawableBlocks(resolved);
      for (const block of skipped) {
        const details = { website: ctx.websiteId, url: path, block: block.name, problems: block.problems };
        warn(log, `${ctx.websiteId} ${path} ${block.name}`, details, "a block its schema refuses was left off the page");
      }
      return {
        data: kept,
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
