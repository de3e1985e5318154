// The brands a carousel shows, each linking to its product list.
import type { BlockResolver } from "../../../src/server/domain/pages/block-resolver";
import { schema, type Shape } from "../../../schemas/compiled/blocks/brand-swiper.schema";

const DEFAULT_LIMIT = schema.properties.logicdata.properties.limit.default;

export const resolve: BlockResolver<NonNullable<Shape["logicdata"]>> = async ({ ctx, catalogue, logicdata }) => {
  const brands = await catalogue.brands(ctx.websiteId, logicdata.limit ?? DEFAULT_LIMIT);
  return brands.map((b) => ({ ...b, link: `/products?b=${b.slug}` }));
};
