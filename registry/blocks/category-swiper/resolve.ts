// The categories a carousel shows: the sub-categories of `parent`, else every category and its
// sub-categories in tree order, each linking to its product list.
import type { BlockResolver } from "../../../src/server/domain/pages/block-resolver";
import { schema, type Shape } from "../../../schemas/compiled/blocks/category-swiper.schema";

const DEFAULT_LIMIT = schema.properties.logicdata.properties.limit.default;

export const resolve: BlockResolver<NonNullable<Shape["logicdata"]>> = async ({ ctx, catalogue, logicdata }) => {
  const { parent: parentSlug, limit = DEFAULT_LIMIT } = logicdata;
  const tree = await catalogue.categoryTree(ctx.websiteId);
  const parent = parentSlug ? tree.find((c) => c.slug === parentSlug) : undefined;
  const list = parent ? parent.children : tree.flatMap((c) => [c, ...c.children]);
  return list.slice(0, limit).map(({ name, slug, avatar }) => ({ name, slug, avatar, link: `/products?c=${slug}` }));
};
