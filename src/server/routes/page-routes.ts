// §7: GET /s/api/page/data{url} — the page document for a path, blocks resolved.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { catalogueContext } from "../http/catalogue-context";
import type { RouteOptions } from "./route-options";

export async function pageRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const handler = async (request: FastifyRequest) => {
    const rest = (request.params as { "*"?: string })["*"] ?? "";
    const ctx = await catalogueContext(services, request);
    return services.pageData.answer(ctx, `/${rest}`, request.query as Record<string, unknown>, request.log);
  };
  app.get("/s/api/page/data", handler);
  app.get("/s/api/page/data/*", handler);
}
