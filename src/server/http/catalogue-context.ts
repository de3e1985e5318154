// The website, warehouse and language a catalogue request is answered for.
import type { FastifyRequest } from "fastify";
import type { CatalogueContext } from "../domain/catalogue/catalogue-reader";
import type { Services } from "../services";

export async function catalogueContext(services: Services, request: FastifyRequest): Promise<CatalogueContext> {
  const websiteId = request.website.id;
  const session = await request.session();
  const warehouseId = session?.warehouseId ?? (await services.delivery.defaultWarehouse(websiteId));
  const ctx: CatalogueContext = { websiteId, warehouseId, catalogueVersion: request.website.catalogueVersion, lang: request.lang, log: request.log };
  const userId = session?.userId;
  if (userId) ctx.savedAmong = (productIds) => services.wishlists.savedAmong({ websiteId, userId }, productIds);
  return ctx;
}
