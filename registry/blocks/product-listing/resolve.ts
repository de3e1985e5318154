// The first paint of /products carries its list; a bad query simply leaves it to the shop.
import type { BlockResolver } from "../../../src/server/domain/pages/block-resolver";
import { productListQuery } from "../../../src/shared/api/products";
import type { Shape } from "../../../schemas/compiled/blocks/product-listing.schema";

export const resolve: BlockResolver<NonNullable<Shape["logicdata"]>> = async ({ ctx, catalogue, query }) => {
  const parsed = productListQuery.safeParse(query);
  // Asked for by a shopper: a search that finds nothing is counted for the owner (issue 30).
  return parsed.success ? catalogue.list(ctx, parsed.data, { asked: true }) : null;
};
