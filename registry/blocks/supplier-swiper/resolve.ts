// The suppliers a carousel shows, with the links the website gave them.
import type { BlockResolver } from "../../../src/server/domain/pages/block-resolver";
import { schema, type Shape } from "../../../schemas/compiled/blocks/supplier-swiper.schema";

const DEFAULT_LIMIT = schema.properties.logicdata.properties.limit.default;

export const resolve: BlockResolver<NonNullable<Shape["logicdata"]>> = ({ ctx, catalogue, logicdata }) => catalogue.suppliers(ctx.websiteId, logicdata.limit ?? DEFAULT_LIMIT);
