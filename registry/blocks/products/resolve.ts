// The products a carousel shows: the catalogue's list for its logicdata, at this warehouse.
import type { BlockResolver } from "../../../src/server/domain/pages/block-resolver";
import { schema, type Shape } from "../../../schemas/compiled/blocks/products.schema";

const DEFAULT_LIMIT = schema.properties.logicdata.properties.limit.default;

export const resolve: BlockResolver<NonNullable<Shape["logicdata"]>> = async ({ ctx, catalogue, logicdata }) => {
  const { category, brand, q, sort, limit = DEFAULT_LIMIT } = logicdata;
  const list = await catalogue.list(ctx, {
    page: 1,
    perPage: limit,
    c: category,
    b: brand,
    // One letter finds everything; the shop's search asks for two as well.
    q: q && q.trim().length >= 2 ? q.trim() : undefined,
    s: sort,
  });
  return list.data;
};
