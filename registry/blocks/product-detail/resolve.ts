// The product page's product, by the route's slug; one not sold here refuses the page.
import type { BlockResolver } from "../../../src/server/domain/pages/block-resolver";
import type { Shape } from "../../../schemas/compiled/blocks/product-detail.schema";

export const resolve: BlockResolver<NonNullable<Shape["logicdata"]>> = async ({ ctx, catalogue, params, notFound }) => {
  const product = params.slug ? await catalogue.get(ctx, params.slug) : null;
  return product ?? notFound("This product is not available");
};
