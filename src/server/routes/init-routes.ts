import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "./route-options";
import { viewCart } from "../http/cart-context";

export async function initRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/init", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return services.init.answer(request.website, await request.session(), await viewCart(services, request), request.lang);
  });
}
