// §7: GET /s/api/products and GET /s/api/products/{id or slug}; GET /s/api/products/{id or
// slug}/similar (ADR 0062).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { productListQuery, type SimilarProductsResponse } from "../../shared/api/products";
import { catalogueContext } from "../http/catalogue-context";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

const productParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,200}$/i, "Give a product id or slug"),
});

export async function productRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/products", async (request, reply) => {
    const query = parseInput(productListQuery, request.query, "query");
    const json = await services.catalogue.listJson(await catalogueContext(services, request), query);
    return reply.type("application/json; charset=utf-8").send(json);
  });

  app.get("/s/api/products/:id", { config: { ids: ["params.id"] } }, async (request) => {
    const { id } = parseInput(productParams, request.params, "params");
    const product = await services.catalogue.get(await catalogueContext(services, request), id.toLowerCase());
    if (!product) throw notFound("This product is not available");
    return product;
  });

  app.get("/s/api/products/:id/similar", { config: { ids: ["params.id"] } }, async (request): Promise<SimilarProductsResponse> => {
    const { id } = parseInput(productParams, request.params, "params");
    const similar = await services.catalogue.similar(await catalogueContext(services, request), id.toLowerCase());
    if (!similar) throw notFound("This product is not available");
    return { data: similar };
  });
}
